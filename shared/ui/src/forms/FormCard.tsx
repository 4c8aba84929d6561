import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../components';
import './i18n';

/**
 * A form card with the spec's summary message when a field is wrong (spec 000 §5), and a submit
 * button that says it is working.
 */
export const FormCard = ({
  onSubmit,
  invalid,
  sending,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  invalid: boolean;
  sending: boolean;
  submitLabel: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation('forms');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="portal-card">
      {invalid ? <Notice tone="error" title={t('reviewForm')} /> : null}
      {children}
      <button type="submit" className="portal-button" disabled={sending}>
        {sending ? t('saving') : submitLabel}
      </button>
    </form>
  );
};
