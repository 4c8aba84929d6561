import { useTranslation } from 'react-i18next';
import { CheckField } from '@portal/ui';

/** Where the privacy policy is published (a shell page of the route table). */
export const privacyPolicyPath = '/politica-privacidad';

/** The privacy-policy acceptance every sign-up form needs (spec 000 §5), with a link to read it. */
export const PolicyCheck = ({
  accepted,
  onAccepted,
  showError,
}: {
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  showError: boolean;
}) => {
  const { t } = useTranslation('session');
  return (
    <>
      <CheckField
        label={t('policyAccept')}
        checked={accepted}
        onChecked={onAccepted}
        error={showError && !accepted ? t('policyRequired') : null}
      />
      <p>
        <a href={privacyPolicyPath} target="_blank" rel="noreferrer">
          {t('policyLink')}
        </a>
      </p>
    </>
  );
};
