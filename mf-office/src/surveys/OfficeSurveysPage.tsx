import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfficeSurveySummary } from '@portal/contracts';
import { ConfirmDialog, LoadState, formatDate, useApiData } from '@portal/ui';
import { OfficeListHeader } from '../components/OfficeListHeader';
import { OfficeTable } from '../components/OfficeTable';
import { useConfirmation } from '../components/use-confirmation';
import { useRecordActions } from '../components/use-record-actions';
import { officeSurveyPath, officeSurveyResultsPath } from '../paths';
import { surveysApi } from './api';
import '../i18n';
import './i18n';
import '../office.css';

/** Who a survey is for, in the office's words. */
export const useSurveyAudience = () => {
  const { t } = useTranslation('officeSurveys');
  return (survey: Pick<OfficeSurveySummary, 'paraAlumnos' | 'paraEmpresa'>) =>
    t(`audiences.${survey.paraAlumnos && survey.paraEmpresa ? 'both' : survey.paraEmpresa ? 'companies' : 'students'}`);
};

/** Its days, as the list shows them. */
const useSurveyDays = () => {
  const { t, i18n } = useTranslation('officeSurveys');
  const day = (value: string) => formatDate(value, i18n.language);
  return ({ abre, cierra }: Pick<OfficeSurveySummary, 'abre' | 'cierra'>) => {
    if (abre && cierra) return t('fromTo', { from: day(abre), until: day(cierra) });
    if (abre) return t('fromOn', { from: day(abre) });
    if (cierra) return t('untilOn', { until: day(cierra) });
    return t('noDates');
  };
};

type Step = { survey: OfficeSurveySummary; action: 'publish' | 'close' };

/**
 * The surveys as the careers office manages them: each with its audience, days, state and
 * response count; links to build a new one, edit a draft, view one as a respondent would, read
 * its results; publish a draft and close an open one after a confirmation. Outcomes are
 * announced in place.
 */
const OfficeSurveysPage = () => {
  const { t } = useTranslation('officeSurveys');
  const list = useApiData(() => surveysApi.list(), []);
  const audienceOf = useSurveyAudience();
  const daysOf = useSurveyDays();
  const { records: surveys, busy, run, outcome } = useRecordActions(list.data);
  const { pending, ask: setPending, dialog } = useConfirmation<Step>();

  const take = ({ survey, action }: Step) =>
    run('encuesta', () => (action === 'publish' ? surveysApi.publish(survey.id, survey.version) : surveysApi.close(survey.id, survey.version)));

  return (
    <section aria-labelledby="office-surveys-title" className="office-communications office-surveys">
      <OfficeListHeader
        titleId="office-surveys-title"
        title={t('title')}
        intro={t('intro')}
        newLink={{ to: officeSurveyPath('nueva'), label: t('newOne') }}
        outcome={outcome}
      />
      <section aria-labelledby="office-surveys-list">
        <h2 id="office-surveys-list">{t('listTitle')}</h2>
        <LoadState state={list}>
          {() => (
            <OfficeTable
              rows={surveys}
              caption={t('caption')}
              headers={[t('colTitle'), t('colAudience'), t('colDates'), t('colState'), t('colResponses'), t('colActions')]}
              empty={t('empty')}
            >
              {(survey) => (
                <tr key={survey.id} data-testid={`office-survey-${survey.id}`}>
                  <th scope="row">
                    {survey.titulo}
                    {survey.obligatoria ? <span className="office-surveys__tag"> · {t('mandatoryTag')}</span> : null}
                    {survey.anonima ? <span className="office-surveys__tag"> · {t('anonymousTag')}</span> : null}
                  </th>
                  <td>{audienceOf(survey)}</td>
                  <td>{daysOf(survey)}</td>
                  <td>
                    <span className={`office-communications__state office-surveys__state--${survey.estado}`}>{t(`states.${survey.estado}`)}</span>
                  </td>
                  <td>{survey.contestaciones}</td>
                  <td>
                    <div className="office-staff__actions">
                      <Link
                        className="portal-button portal-button--secondary"
                        to={officeSurveyPath(survey.id)}
                        aria-label={t(survey.estado === 'borrador' ? 'edit' : 'preview', { title: survey.titulo })}
                      >
                        {t(survey.estado === 'borrador' ? 'editAction' : 'previewAction')}
                      </Link>
                      {survey.estado === 'borrador' ? (
                        <button
                          type="button"
                          className="portal-button portal-button--secondary"
                          disabled={busy}
                          aria-label={t('publish', { title: survey.titulo })}
                          onClick={() => setPending({ survey, action: 'publish' })}
                        >
                          {t('publishAction')}
                        </button>
                      ) : (
                        <Link
                          className="portal-button portal-button--secondary"
                          to={officeSurveyResultsPath(survey.id)}
                          aria-label={t('results', { title: survey.titulo })}
                        >
                          {t('resultsAction')}
                        </Link>
                      )}
                      {survey.estado === 'abierta' || survey.estado === 'programada' ? (
                        <button
                          type="button"
                          className="portal-button portal-button--secondary"
                          disabled={busy}
                          aria-label={t('close', { title: survey.titulo })}
                          onClick={() => setPending({ survey, action: 'close' })}
                        >
                          {t('closeAction')}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              )}
            </OfficeTable>
          )}
        </LoadState>
      </section>
      <ConfirmDialog
        {...dialog((step) => void take(step))}
        title={t(pending?.action === 'close' ? 'confirmCloseTitle' : 'confirmPublishTitle')}
        confirmLabel={t(pending?.action === 'close' ? 'closeAction' : 'publishAction')}
        cancelLabel={t('cancel')}
      >
        <p>{pending?.survey.titulo}</p>
        <p>{t(pending?.action === 'close' ? 'confirmCloseBody' : 'confirmPublishBody')}</p>
      </ConfirmDialog>
    </section>
  );
};

export default OfficeSurveysPage;
