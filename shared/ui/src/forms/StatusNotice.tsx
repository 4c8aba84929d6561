import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../components';
import { statusTextKey } from '@portal/i18n';

/**
 * A catalogue entry shown in place: an error with its title and body, or a confirmation (5xx).
 * `serverMessage` replaces the body where the spec shows the server's words (3, 79).
 */
export const StatusNotice = ({
  status,
  serverMessage,
  tone = 'error',
  children,
}: {
  status: number;
  serverMessage?: string | undefined;
  tone?: 'error' | 'success';
  children?: ReactNode;
}) => {
  const { t } = useTranslation('status');
  return (
    <Notice tone={tone} title={t(statusTextKey(status, 'titulo'))}>
      <p>{serverMessage ?? t(statusTextKey(status, 'cuerpo'))}</p>
      {children}
    </Notice>
  );
};
