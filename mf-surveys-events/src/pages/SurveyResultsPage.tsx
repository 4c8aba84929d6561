import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Status, type Language, type SurveyResults } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { LoadState, Loading, Notice, PageHeading, SurveyResultsView, useApiData } from '@portal/ui';
import { surveyResultsApi } from '../api';
import '../survey-results-i18n';

const Results = ({ results, csvUrl }: { results: SurveyResults; csvUrl: string }) => {
  const { t } = useTranslation('surveyResults');
  return (
    <>
      <PageHeading>{t('title', { title: results.titulo })}</PageHeading>
      <SurveyResultsView
        results={results}
        actions={
          <p>
            <a className="portal-button" href={csvUrl} download>
              {t('downloadCsv')}
            </a>
          </p>
        }
      />
    </>
  );
};

/**
 * `/encuestas/{id}/resultados?clave=…`: the results of a survey for the careers office, who keep
 * the link with the survey's secret key (there is no office role). A wrong key gets its own
 * message; other failures the usual one with a retry.
 */
const SurveyResultsPage = () => {
  const { t, i18n } = useTranslation('surveyResults');
  const { id } = useParams();
  const [search] = useSearchParams();
  const surveyId = Number(id);
  const key = search.get('clave') ?? '';
  // Shown in place, not in the shell's banner as well.
  const results = useApiData(
    () => surveyResultsApi.results(surveyId, key, { silent: true }),
    [surveyId, key],
  );
  if (results.loading) return <Loading />;
  if (isApiError(results.error) && results.error.status === Status.accessDenied) {
    return (
      <section>
        <PageHeading>{t('pageTitle')}</PageHeading>
        <Notice tone="error" title={t('wrongKeyTitle')}>
          <p>{t('wrongKeyBody')}</p>
        </Notice>
      </section>
    );
  }
  return (
    <section className="survey-results">
      <LoadState state={results}>
        {(data) => (
          <Results
            results={data}
            csvUrl={surveyResultsApi.csvUrl(surveyId, key, i18n.language as Language)}
          />
        )}
      </LoadState>
    </section>
  );
};

export default SurveyResultsPage;
