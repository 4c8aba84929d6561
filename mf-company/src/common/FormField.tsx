import { createContext, useContext, useId, type ReactNode } from 'react';
import {
  useFormContext,
  useWatch,
  type FieldError,
  type FieldErrors,
  type RegisterOptions,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// Its own words (choose, requiredMark) live in the wizard's namespace.
import '../offers/wizard/i18n';
import { FieldError as FieldRefusal } from '@portal/ui';

/** The words of the schema's issue keys ("required", "email"...) in the user's language. */
export const FieldMessages = createContext<Record<string, string>>({});

export interface Option {
  value: string | number;
  label: string;
}

type Kind = 'text' | 'textarea' | 'number' | 'date' | 'email' | 'url' | 'select' | 'multiselect' | 'checkbox';

/** Turns the text of an empty optional number into null and any other into a number. */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
/** Turns "a, b" into ["a", "b"]. */
export const commaList = (value: unknown) =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);

const errorAt = (errors: FieldErrors, name: string): FieldError | undefined => {
  let current: unknown = errors;
  for (const part of name.split('.')) current = (current as Record<string, unknown> | undefined)?.[part];
  return current as FieldError | undefined;
};

/**
 * One field of a react-hook-form form fed by a contracts schema: the label, the input, and the
 * rule it broke in red under it, tied to the input (aria-invalid, aria-describedby).
 */
export const FormField = ({
  name,
  label,
  kind = 'text',
  options = [],
  required = false,
  hint,
  registerOptions,
  list,
}: {
  name: string;
  label: string;
  kind?: Kind;
  options?: Option[];
  required?: boolean;
  hint?: ReactNode;
  registerOptions?: RegisterOptions;
  /** Suggestions for a text field (a datalist). */
  list?: string[];
}) => {
  const { t } = useTranslation('companyWizard');
  const messages = useContext(FieldMessages);
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const current: unknown = useWatch({ name });
  // A saved value the reference data does not list (renamed, or not loaded yet) stays choosable.
  const shown =
    kind === 'select' &&
    current !== undefined &&
    current !== null &&
    current !== '' &&
    !options.some((option) => String(option.value) === String(current))
      ? [...options, { value: current as string | number, label: String(current) }]
      : options;
  const error = errorAt(errors, name);
  const empty =
    current === undefined ||
    current === null ||
    current === '' ||
    (Array.isArray(current) && current.length === 0);
  // A rule the schema did not word (a choice left empty fails the type, not a rule): empty is "required".
  // The server words its refusals in the user's language already: they are shown as they come.
  const message = error
    ? error.type === 'server'
      ? String(error.message)
      : (messages[String(error.message)] ??
        (empty ? messages.required : messages.invalid) ??
        String(error.message))
    : null;
  const describedBy =
    [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...register(name, registerOptions as RegisterOptions),
  };
  const control = (() => {
    switch (kind) {
      case 'textarea':
        return <textarea rows={4} {...common} />;
      case 'select':
      case 'multiselect':
        return (
          // Mounted again when the options arrive, so the form puts its value back on the new options.
          <select
            key={options.length}
            multiple={kind === 'multiselect'}
            size={kind === 'multiselect' ? 8 : undefined}
            {...common}
          >
            {kind === 'select' ? <option value="">{t('choose')}</option> : null}
            {shown.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      case 'checkbox':
        return <input type="checkbox" {...common} />;
      case 'number':
        return <input type="text" inputMode="decimal" {...common} />;
      default:
        return (
          <>
            <input type={kind} list={list ? `${id}-list` : undefined} {...common} />
            {list ? (
              <datalist id={`${id}-list`}>
                {list.map((value) => (
                  <option key={value} value={value} />
                ))}
              </datalist>
            ) : null}
          </>
        );
    }
  })();
  return (
    <div className={`portal-field${kind === 'checkbox' ? ' company-field--checkbox' : ''}`}>
      {kind === 'checkbox' ? (
        <label htmlFor={id}>
          {control} {label}
        </label>
      ) : (
        <>
          <label htmlFor={id}>
            {label}
            {required ? <span className="company-required"> {t('requiredMark')}</span> : null}
          </label>
          {control}
        </>
      )}
      {hint ? (
        <span id={`${id}-hint`} className="company-hint">
          {hint}
        </span>
      ) : null}
      <FieldRefusal id={`${id}-error`} message={message} />
    </div>
  );
};
