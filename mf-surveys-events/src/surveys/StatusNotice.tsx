import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { statusTextKey } from '@portal/i18n';
import { Notice } from '@portal/ui';

/** A refusal shown in place: the catalogue's title and text of its status, and the server's own text if any. */
export const StatusNotice = ({ error, tone = 'error' }: { error: unknown; tone?: 'error' | 'info' }) => {
  const { t } = useTranslation('common');
  const status = isApiError(error) ? error.status : 500;
  const serverText = isApiError(error) ? error.serverMessage : undefined;
  const catalogueText = t(statusTextKey(status, 'cuerpo'));
  return (
    <Notice tone={tone} title={t(statusTextKey(status, 'titulo'))}>
      <p>{catalogueText}</p>
      {serverText && serverText !== catalogueText ? <p>{serverText}</p> : null}
    </Notice>
  );
};
