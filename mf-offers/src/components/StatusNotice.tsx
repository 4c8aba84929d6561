import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { unmetRequirements } from '@portal/contracts';
import { statusTextKey } from '@portal/i18n';
import { Notice } from '@portal/ui';

/** The outcome of an action in place: a catalogue code's title and text, in the user's language. */
export const StatusNotice = ({ status, tone }: { status: number; tone: 'error' | 'success' }) => {
  const { t } = useTranslation('common');
  return (
    <Notice tone={tone} title={t(statusTextKey(status, 'titulo'))}>
      <p>{t(statusTextKey(status, 'cuerpo'))}</p>
    </Notice>
  );
};

/** A refused action: its code's texts, and for 80 the requirements the server listed. */
export const FailureNotice = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('common');
  const status = isApiError(error) ? error.status : 500;
  const requirements = isApiError(error)
    ? unmetRequirements.safeParse((error.details as { datos?: unknown } | undefined)?.datos).data
    : undefined;
  return (
    <Notice tone="error" title={t(statusTextKey(status, 'titulo'))}>
      <p>{t(statusTextKey(status, 'cuerpo'))}</p>
      {requirements && requirements.requisitos.length > 0 ? (
        <ul>
          {requirements.requisitos.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
};
