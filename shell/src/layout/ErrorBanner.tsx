import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { behaviourOf, Status } from '@portal/contracts';
import { onApiError, type ApiError } from '@portal/http';
import { statusTextKey } from '@portal/i18n';
import { endLocalSessions } from '@portal/session';
import { catalogueExtrasOf, openInNewTab } from '@portal/ui';

/**
 * Statuses whose own server text is shown as is (spec 000 §4, login flow), and a rate limit's,
 * which says in the user's language when to try again.
 */
const serverTextStatuses: number[] = [Status.accessDenied, Status.accessDeniedRole, Status.tooManyAttempts];

/**
 * The error banner (spec 000 §4): shows the last error of any call; cleared on route change
 * except a lost session; an important error logs out on accept; an error with a path goes there
 * (the entry's own path in the user's language, optionally in a new tab); the entry's notice
 * (`aviso`) is shown under its text.
 */
export const ErrorBanner = () => {
  const { t } = useTranslation('common');
  const [error, setError] = useState<ApiError | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const firstRender = useRef(true);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => onApiError(setError), []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setError((current) => (current?.status === Status.sessionLost ? current : null));
  }, [location.pathname]);

  useEffect(() => {
    if (error) heading.current?.focus();
  }, [error]);

  if (!error) return null;
  const behaviour = behaviourOf(error.status);
  const body =
    serverTextStatuses.includes(error.status) && error.serverMessage
      ? error.serverMessage
      : t(statusTextKey(error.status, 'cuerpo'), { defaultValue: t(statusTextKey(1, 'cuerpo')) });
  const { aviso, target } = catalogueExtrasOf(t, error.status);
  const accept = () => {
    setError(null);
    if (behaviour.categoria === 'important') endLocalSessions();
    if (target?.newTab) openInNewTab(target.to);
    else if (target) navigate(target.to);
  };
  return (
    <section className={`shell-error-banner shell-error-banner--${behaviour.categoria}`} role="alert" aria-labelledby="error-banner-title">
      <h2 id="error-banner-title" tabIndex={-1} ref={heading}>
        {t(statusTextKey(error.status, 'titulo'), { defaultValue: t(statusTextKey(1, 'titulo')) })}
      </h2>
      <p>{body}</p>
      {aviso ? <p className="shell-error-banner__aviso">{aviso}</p> : null}
      <button type="button" className="portal-button" onClick={accept}>
        {target?.label ?? t(statusTextKey(error.status, 'btn_text'), { defaultValue: t('accept') })}
        {target?.newTab ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
      </button>
    </section>
  );
};
