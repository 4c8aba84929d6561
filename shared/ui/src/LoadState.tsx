import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { statusTextKey } from '@portal/i18n';
import type { ApiData } from './use-api-data';
import { Loading, Notice } from './components';

/**
 * The three states of data from the API in one place: loading, a translated error with a retry
 * button, or the content.
 */
export const LoadState = <T,>({ state, children }: { state: ApiData<T>; children: (data: T) => ReactNode }) => {
  const { t } = useTranslation('common');
  if (state.loading) return <Loading />;
  if (state.error !== undefined || state.data === undefined) {
    const status = isApiError(state.error) ? state.error.status : 500;
    return (
      <Notice
        tone="error"
        title={t(statusTextKey(status, 'titulo'))}
        action={
          <button type="button" className="portal-button" onClick={state.reload}>
            {t('retry')}
          </button>
        }
      >
        <p>{t(statusTextKey(status, 'cuerpo'))}</p>
      </Notice>
    );
  }
  return <>{children(state.data)}</>;
};
