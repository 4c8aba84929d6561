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

export const TextField = ({
  label,
  registration,
  error,
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
}: FieldProps & { type?: 'text' | 'date' | 'email' | 'tel' | 'url' | 'number'; autoComplete?: string; inputMode?: 'decimal' | 'numeric' }) => {
  const ids = useFieldIds(registration.name);
  return (
    <div className="portal-field">
      <Label htmlFor={ids.id} label={label} required={required} />
      <input
        id={ids.id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...registration}
      />
      <Extras ids={ids} error={error} hint={hint} />
    </div>
  );
};

export const TextAreaField = ({ label, registration, error, required, hint, rows = 4 }: FieldProps & { rows?: number }) => {
  const ids = useFieldIds(registration.name);
  return (
    <div className="portal-field">
      <Label htmlFor={ids.id} label={label} required={required} />
      <textarea
        id={ids.id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...registration}
      />
      <Extras ids={ids} error={error} hint={hint} />
    </div>
  );
};

export interface Option {
  value: string | number;
  label: string;
}

export const SelectField = ({
  label,
  registration,
  error,
  required,
  hint,
  options,
  emptyLabel,
}: FieldProps & { options: readonly Option[]; emptyLabel: string }) => {
  const ids = useFieldIds(registration.name);
  return (
    <div className="portal-field">
      <Label htmlFor={ids.id} label={label} required={required} />
      <select
        id={ids.id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...registration}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Extras ids={ids} error={error} hint={hint} />
    </div>
  );
};

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
export const FileField = ({ label, registration, error, required, hint, accept }: FieldProps & { accept: string }) => {
  const ids = useFieldIds(registration.name);
  return (
    <div className="portal-field">
      <Label htmlFor={ids.id} label={label} required={required} />
      <input
        id={ids.id}
        type="file"
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...registration}
      />
      <Extras ids={ids} error={error} hint={hint} />
    </div>
  );
};
