import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the field and announced with it. */
  hint?: string;
  /** Shown once the form was submitted; marks the field invalid. */
  error?: string | null;
  /** A text of several lines (a message): the field becomes a text area of this many rows. */
  rows?: number;
}

/** A labelled text field whose hint and error are tied to it for screen readers. */
export const Field = ({ label, value, onValue, hint, error, rows, ...input }: FieldProps) => {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  const shared = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...shared} rows={rows} maxLength={input.maxLength} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...input} {...shared} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint ? <span id={`${id}-hint`}>{hint}</span> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
};

/** A labelled checkbox with an optional error (a required acceptance). */
export const CheckField = ({
  label,
  checked,
  onChecked,
  error,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string | null;
}) => {
  const id = useId();
  return (
    <div className="portal-field">
      <span className="portal-check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChecked(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
};
