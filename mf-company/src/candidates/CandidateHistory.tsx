import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, LoadState, useApiData, useLanguage } from '@portal/ui';
import { companyOffersApi } from '../offers/api';

const HistoryList = ({ candidacyId }: { candidacyId: number }) => {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  const process = useApiData(() => companyOffersApi.process(candidacyId, language), [candidacyId, language]);
  return (
    <LoadState state={process}>
      {(data) => (
        <ol className="company-history">
          {data.historial.map((change) => (
            <li key={`${change.fecha}-${change.idEstado}`}>
              <time dateTime={change.fecha}>{formatDate(change.fecha, language)}</time> · {change.Estado}
              {change.motivo ? ` · ${t('historyReason', { reason: change.motivo })}` : ''}
            </li>
          ))}
        </ol>
      )}
    </LoadState>
  );
};

/**
 * A candidacy's history of states (dameDatosProceso `historial`), loaded when the company opens it:
 * a list of candidates does not ask for every history at once.
 */
export const CandidateHistory = ({ candidacyId, name }: { candidacyId: number; name: string }) => {
  const { t } = useTranslation('companyCandidates');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="company-history-toggle">
      <button
        type="button"
        className="portal-button portal-button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('historyOf', { name })}
      </button>
      <div id={panelId} hidden={!open}>
        {open ? <HistoryList candidacyId={candidacyId} /> : null}
      </div>
    </div>
  );
};
