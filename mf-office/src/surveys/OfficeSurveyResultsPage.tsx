import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, officeSurveySegments, type Language, type OfficeSurveySegment } from '@portal/contracts';
import { LoadState, Notice, PageHeading, StatusNotice, SurveyResultsView, saveBlob, useApiData, useLoadedDomains } from '@portal/ui';
import { pathOf } from '../paths';
import { surveysApi, type ResultsFilter } from './api';
import '../i18n';
import './i18n';
import '../office.css';

/** The filter of the results: a group of respondents and, for students, a degree. */
const SegmentFilter = ({ filter, onFilter }: { filter: ResultsFilter; onFilter: (filter: ResultsFilter) => void }) => {
  const { t } = useTranslation('officeSurveys');
  const ids = useId();
  const degrees = useLoadedDomains()?.lists?.titulaciones ?? [];
  const [draft, setDraft] = useState(filter);
  return (
    <form
      className="portal-card office-survey-filter"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(draft);
      }}
    >
      <fieldset>
        <legend>{t('filterLegend')}</legend>
        <div className="office-communication-form__days">
          <div className="portal-field">
            <label htmlFor={`${ids}-segment`}>{t('segment')}</label>
            <select
              id={`${ids}-segment`}
              value={draft.segmento}
              onChange={(event) => {
                const segmento = event.target.value as OfficeSurveySegment;
                setDraft({ segmento, titulacion: segmento === 'empresas' ? '' : draft.titulacion });
              }}
            >
              {officeSurveySegments.map((segment) => (
                <option key={segment} value={segment}>
                  {t(`segments.${segment}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="portal-field">
            <label htmlFor={`${ids}-degree`}>{t('degree')}</label>
            <select
              id={`${ids}-degree`}
              value={draft.titulacion}
              disabled={draft.segmento === 'empresas'}
              onChange={(event) => setDraft({ ...draft, titulacion: event.target.value })}
            >
              <option value="">{t('anyDegree')}</option>
              {degrees.map((degree) => (
                <option key={degree.codigo} value={degree.codigo}>
                  {degree.descripcion}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="portal-button">
          {t('showResults')}
        </button>
      </fieldset>
    </form>
  );
};

/**
 * `/orientacion/encuestas/{id}/resultados`: a survey's results for the office, with the charts of
 * the results link, over the whole audience or a group of it; a group too small to count (fewer
 * than five people, or any group of an anonymous survey) shows why instead of figures. The
 * figures shown download as CSV or XLSX.
 */
const OfficeSurveyResultsPage = () => {
  const { t, i18n } = useTranslation('officeSurveys');
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const [filter, setFilter] = useState<ResultsFilter>({ segmento: 'todos', titulacion: '' });
  const [downloadFailed, setDownloadFailed] = useState(false);
  const survey = useApiData(() => (Number.isInteger(id) ? surveysApi.one(id) : Promise.resolve(null)), [id]);
  const results = useApiData(() => (Number.isInteger(id) ? surveysApi.results(id, filter) : Promise.resolve(null)), [id, filter.segmento, filter.titulacion]);
  const download = async (format: 'csv' | 'xlsx', title: string) => {
    setDownloadFailed(false);
    try {
      const blob = await surveysApi.download(id, format, filter, i18n.language as Language);
      saveBlob(blob, `${title.slice(0, 60)}.${format}`);
    } catch {
      setDownloadFailed(true);
    }
  };
  return (
    <section aria-labelledby="office-survey-results-title" className="office-communications survey-results">
      <PageHeading>
        <span id="office-survey-results-title">{survey.data ? t('resultsTitle', { title: survey.data.titulo }) : t('resultsAction')}</span>
      </PageHeading>
      <p>
        <Link to={pathOf('officeSurveys')}>{t('backToList')}</Link>
      </p>
      {!Number.isInteger(id) ? (
        <StatusNotice status={Status.officeSurveyNotFound} />
      ) : (
        <>
          <SegmentFilter filter={filter} onFilter={setFilter} />
          <LoadState state={results}>
            {(found) =>
              !found ? null : found.resultados === null ? (
                <StatusNotice status={Status.surveyResultsWithheld} tone="info" />
              ) : (
                <SurveyResultsView
                  results={found.resultados}
                  actions={
                    <>
                      <div className="office-staff__actions">
                        <button type="button" className="portal-button" onClick={() => void download('csv', found.resultados!.titulo)}>
                          {t('downloadCsv')}
                        </button>
                        <button type="button" className="portal-button portal-button--secondary" onClick={() => void download('xlsx', found.resultados!.titulo)}>
                          {t('downloadXlsx')}
                        </button>
                      </div>
                      {downloadFailed ? <Notice tone="error" title={t('downloadFailed')} /> : null}
                    </>
                  }
                />
              )
            }
          </LoadState>
        </>
      )}
    </section>
  );
};

export default OfficeSurveyResultsPage;
