import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LoadState, PageHeading, useApiData, StatusNotice } from '@portal/ui';
import { offersApi } from '../api';
import { programmesPath } from '../paths';
import '../i18n';
import '../i18n-internships';
import '../offers.css';

/** One programme and the request to join it, once (spec 001 §4; 523/534, 63, 64, 65). */
const ProgrammeDetailPage = () => {
  const { t } = useTranslation('offers');
  const { id = '' } = useParams();
  const { userType } = useSession();
  const caller = userType ?? 'Alumno';
  const programme = useApiData(() => offersApi.programme(caller, id), [caller, id]);
  const [answer, setAnswer] = useState<{ ok: true; code: number } | { ok: false; error: unknown } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const request = async () => {
    setBusy(true);
    try {
      const { codigo } = await offersApi.requestAdhesion(caller, id, { silent: true });
      setAnswer({ ok: true, code: codigo });
      programme.reload();
    } catch (error) {
      setAnswer({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="offers-detail">
      <p>
        <Link to={programmesPath()}>{t('programmeBack')}</Link>
      </p>
      <div aria-live="polite">
        {answer?.ok ? <StatusNotice status={answer.code} tone="success" /> : null}
        {answer && !answer.ok ? <StatusNotice error={answer.error} /> : null}
      </div>
      <LoadState state={programme}>
        {(detail) => (
          <>
            <PageHeading>{detail.titulo}</PageHeading>
            <p>{detail.descripcion}</p>
            <p>{t('programmeTerms', { dedication: detail.dedicacion, count: detail.meses })}</p>
            {!detail.requiereAdhesion ? (
              <p>{t('programmeNoAdhesion')}</p>
            ) : detail.adhesionSolicitada ? (
              <p>{t('programmeRequested')}</p>
            ) : (
              <button type="button" className="portal-button" disabled={busy} onClick={() => void request()}>
                {t('programmeRequest')}
              </button>
            )}
          </>
        )}
      </LoadState>
    </article>
  );
};

export default ProgrammeDetailPage;
