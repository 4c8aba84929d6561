import { createContext, useContext, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** The form's id prefix: each field's id is the prefix and its name, unique on the page. */
const PrefixContext = createContext('cv');
export const FieldPrefix = PrefixContext.Provider;

export const useFieldIds = (name: string) => {
  const prefix = useContext(PrefixContext);
  const id = `${prefix}-${name.replaceAll('.', '-')}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
};

/** Values of inputs that hold an id: '' (no choice) is null. */
export const asId = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
/** A group of check boxes of one name gives the checked values as texts (none: false): their ids. */
export const checkedIds = (value: unknown) => (Array.isArray(value) ? value.map(Number) : value ? [Number(value)] : []);
/** Number inputs: '' is null, anything else a number (the schema refuses what is not one). */
export const asNumber = asId;

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  required?: boolean;
  hint?: string;
}

const describedBy = (ids: { errorId: string; hintId: string }, error?: FieldError, hint?: string) =>
  [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;

const Label = ({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) => (
  <label htmlFor={htmlFor}>
    {label}
    {required ? <span aria-hidden="true"> *</span> : null}
  </label>
);

const Extras = ({ ids, error, hint }: { ids: { errorId: string; hintId: string }; error?: FieldError; hint?: string }) => (
  <>
    {hint ? (
      <span id={ids.hintId} className="cv-hint">
        {hint}
      </span>
    ) : null}
    {error?.message ? (
      <span id={ids.errorId} className="portal-field__error">
        {error.message}
      </span>
    ) : null}
  </>
);

/** Label, control, hint and error of one field; `control` gets the attributes that tie them together. */
const FieldFrame = ({
  name,
  label,
  error,
  required,
  hint,
  control,
}: Omit<FieldProps, 'registration'> & {
  name: string;
  control: (attributes: {
    id: string;
    'aria-required'?: boolean;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) => {
  const ids = useFieldIds(name);
  return (
    <div className="portal-field">
      <Label htmlFor={ids.id} label={label} required={required} />
      {control({
        id: ids.id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(ids, error, hint),
      })}
      <Extras ids={ids} error={error} hint={hint} />
    </div>
  );
};

export const TextField = ({
  registration,
  type = 'text',
  autoComplete,
  inputMode,
  ...frame
}: FieldProps & { type?: 'text' | 'date' | 'email' | 'tel' | 'url' | 'number'; autoComplete?: string; inputMode?: 'decimal' | 'numeric' }) => (
  <FieldFrame
    name={registration.name}
    {...frame}
    control={(attributes) => (
      <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...attributes} {...registration} />
    )}
  />
);

export const TextAreaField = ({ registration, rows = 4, ...frame }: FieldProps & { rows?: number }) => (
  <FieldFrame
    name={registration.name}
    {...frame}
    control={(attributes) => <textarea rows={rows} {...attributes} {...registration} />}
  />
);

export interface Option {
  value: string | number;
  label: string;
}

export const SelectField = ({
  registration,
  options,
  emptyLabel,
  ...frame
}: FieldProps & { options: readonly Option[]; emptyLabel: string }) => (
  <FieldFrame
    name={registration.name}
    {...frame}
    control={(attributes) => (
      <select {...attributes} {...registration}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  />
);

export const CheckboxField = ({ label, registration, error, hint }: Omit<FieldProps, 'required'>) => {
  const ids = useFieldIds(registration.name);
  return (
    <div className="portal-field cv-checkbox">
      <input
        id={ids.id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...registration}
      />
      <label htmlFor={ids.id}>{label}</label>
      <Extras ids={ids} error={error} hint={hint} />
    </div>
  );
};

/** A group of related fields under one caption. */
export const FieldGroup = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="portal-fieldset">
    <legend>{legend}</legend>
    {children}
  </fieldset>
);

/** A file input; `accept` lists the extensions the call takes (checked again before sending). */
export const FileField = ({ registration, accept, ...frame }: FieldProps & { accept: string }) => (
  <FieldFrame
    name={registration.name}
    {...frame}
    control={(attributes) => <input type="file" accept={accept} {...attributes} {...registration} />}
  />
);
