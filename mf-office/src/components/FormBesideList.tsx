import { useState, type ReactNode } from 'react';

/**
 * A form that creates a record, offered beside a queue's list (an invoice, a centre's request):
 * a button opens and closes it; the outcome of the last one is announced above; once one is
 * created the form closes, and opening it again starts from an empty form.
 */
export const FormBesideList = ({
  label,
  openLabel,
  closeLabel,
  outcome,
  children,
}: {
  label: string;
  openLabel: string;
  closeLabel: string;
  outcome: ReactNode;
  /** The form, given what to call once its record is created. */
  children: (created: () => void) => ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <section className="office-form-beside-list" aria-label={label}>
      <div aria-live="polite">{outcome}</div>
      <button
        type="button"
        className="portal-button portal-button--secondary"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? closeLabel : openLabel}
      </button>
      {open ? children(() => setOpen(false)) : null}
    </section>
  );
};
