import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Candidate, CandidatesQuery, OfferType } from '@portal/contracts';
import {
  formatDate,
  LoadState,
  Notice,
  OutcomeNotice,
  type Outcome,
  useApiData,
  useLanguage,
  useLoadedDomains,
} from '@portal/ui';
import { companyOffersApi, saveFile, type ExportFormat } from '../offers/api';
import { CandidateHistory } from './CandidateHistory';
import { ChangeStateDialog } from './ChangeStateDialog';

type Filters = Pick<CandidatesQuery, 'estado' | 'texto' | 'tipo'>;

const CandidateFilters = ({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) => {
  const { t } = useTranslation('companyCandidates');
  const id = useId();
  const domains = useLoadedDomains();
  const [draft, setDraft] = useState<Filters>(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, texto: draft.texto?.trim() || undefined });
  };
  return (
    <form className="company-filters" onSubmit={submit} aria-label={t('filters')}>
      <div className="portal-field">
        <label htmlFor={`${id}-text`}>{t('text')}</label>
        <input
          id={`${id}-text`}
          type="search"
          value={draft.texto ?? ''}
          onChange={(event) => setDraft({ ...draft, texto: event.target.value })}
        />
      </div>
      <div className="portal-field">
        <label htmlFor={`${id}-state`}>{t('state')}</label>
        <select
          id={`${id}-state`}
          value={draft.estado ?? ''}
          onChange={(event) => setDraft({ ...draft, estado: Number(event.target.value) || undefined })}
        >
          <option value="">{t('anyState')}</option>
          {domains?.domains.estadosCandidatura.map((state) => (
            <option key={state.id} value={state.id}>
              {state.descripcion}
            </option>
          ))}
        </select>
      </div>
      <div className="portal-field">
        <label htmlFor={`${id}-type`}>{t('type')}</label>
        <select
          id={`${id}-type`}
          value={draft.tipo ?? ''}
          onChange={(event) =>
            setDraft({ ...draft, tipo: (event.target.value || undefined) as OfferType | undefined })
          }
        >
          <option value="">{t('anyType')}</option>
          <option value="practicas">{t('practicas')}</option>
          <option value="empleo">{t('empleo')}</option>
        </select>
      </div>
      <div className="company-actions">
        <button type="submit" className="portal-button">
          {t('apply')}
        </button>
      </div>
    </form>
  );
};

const CandidateItem = ({
  candidate,
  showOffer,
  onChangeState,
}: {
  candidate: Candidate;
  /** Listing the candidates of every offer: each says which offer it applied to. */
  showOffer: boolean;
  onChangeState: () => void;
}) => {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  const fullName = `${candidate.nombre} ${candidate.apellidos}`;
  return (
    <li className="portal-card company-candidate" data-testid="candidate">
      <h3 className="company-offer__title">{fullName}</h3>
      {showOffer ? (
        <p className="company-offer__meta">
          <Link to={`/mis-ofertas/${candidate.oferta.idOferta}`}>
            {t('offerOf', { title: candidate.oferta.titulo })}
          </Link>
        </p>
      ) : null}
      <p className="company-offer__meta">
        <span className="company-state">{candidate.Estado}</span>
        {candidate.motivo ? ` · ${candidate.motivo}` : ''}
        {candidate.cvVisto ? ` · ${t('cvSeen')}` : ''}
      </p>
      <p className="company-offer__meta">
        {candidate.email}
        {candidate.telefono ? ` · ${candidate.telefono}` : ''}
      </p>
      <p className="company-offer__meta">
        {candidate.titulacion ? `${candidate.titulacion} · ` : ''}
        {formatDate(candidate.fecha, language)}
      </p>
      <div className="company-actions">
        <Link className="portal-button portal-button--secondary" to={`/ver-cv/${candidate.idCandidatura}`}>
          {t('seeCv', { name: fullName })}
        </Link>
        <button type="button" className="portal-button" onClick={onChangeState}>
          {t('changeState', { name: fullName })}
        </button>
      </div>
      <CandidateHistory candidacyId={candidate.idCandidatura} name={fullName} />
    </li>
  );
};

/**
 * The candidates of one offer, or of all the company's offers without `offerId` (spec 001 §2
 * Candidate screens, §3 Candidaturas filters): filters, export, history, state changes.
 */
export const CandidatesPanel = ({ offerId }: { offerId?: string }) => {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  const [filters, setFilters] = useState<Filters>({});
  const [changing, setChanging] = useState<Candidate | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const query: CandidatesQuery = offerId ? { ...filters, oferta: offerId } : filters;
  const candidates = useApiData(
    () => companyOffersApi.candidates(query, language),
    [offerId, filters, language],
  );

  const exportAs = async (format: ExportFormat) => {
    setExportFailed(false);
    try {
      const blob = await companyOffersApi.exportCandidates(query, format, language);
      saveFile(blob, `${t('exportName')}-${new Date().toISOString().slice(0, 10)}.${format}`);
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <section aria-labelledby="candidates-title">
      <h2 id="candidates-title">{t('candidates')}</h2>
      <CandidateFilters value={filters} onApply={setFilters} />
      <div className="company-actions" role="group" aria-label={t('export')}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="portal-button portal-button--secondary"
            onClick={() => void exportAs(format)}
          >
            {t(format === 'csv' ? 'exportCsv' : 'exportXlsx')}
          </button>
        ))}
      </div>
      {exportFailed ? <Notice tone="error" title={t('exportFailed')} /> : null}
      <OutcomeNotice outcome={outcome} />
      <LoadState state={candidates}>
        {(list) => (
          <>
            <p role="status">{t('count', { count: list.length })}</p>
            {list.length === 0 ? <p>{t('none')}</p> : null}
            <ul className="portal-list">
              {list.map((candidate) => (
                <CandidateItem
                  key={candidate.idCandidatura}
                  candidate={candidate}
                  showOffer={!offerId}
                  onChangeState={() => {
                    setOutcome(null);
                    setChanging(candidate);
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </LoadState>
      {changing ? (
        <ChangeStateDialog
          candidate={changing}
          onClose={(result) => {
            setChanging(null);
            setOutcome(result);
            if (result?.ok) candidates.reload();
          }}
        />
      ) : null}
    </section>
  );
};
