import { useTranslation } from 'react-i18next';

/** Whether the careers service has validated the company (spec 001 §6: unvalidated companies are limited). */
export const ValidationBadge = ({ validated }: { validated: boolean }) => {
  const { t } = useTranslation('company');
  return (
    <span
      className={`company-badge company-badge--${validated ? 'ok' : 'pending'}`}
      data-testid="company-validation"
    >
      {t(validated ? 'validated' : 'pending')}
    </span>
  );
};
