import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pendingSurveys } from '@portal/contracts';
import { useSession } from '@portal/session';
import { LoadState, useApiData } from '@portal/ui';
import { surveysApi } from '../api';
import { SurveyListItem } from '../surveys/SurveyListItem';
import '../surveys-i18n';
import '../surveys.css';

/** Spec 000 §2.3 and §9: the first 3 pending surveys, and a link to all when there are more. */
const homeSurveyCount = 3;

const PendingSurveysWidget = () => {
  const { t } = useTranslation('surveys');
  const userType = useSession((state) => state.userType) ?? 'Alumno';
  const surveys = useApiData(() => surveysApi.list(userType), [userType]);
  return (
    <section className="surveys-home" aria-labelledby="home-surveys-title">
      <h2 id="home-surveys-title">{t('homeTitle')}</h2>
      <LoadState state={surveys}>
        {(list) => {
          const pending = pendingSurveys(list);
          if (pending.length === 0) return <p>{t('homeNone')}</p>;
          return (
            <>
              <ul className="portal-list" data-testid="home-surveys">
                {pending.slice(0, homeSurveyCount).map((survey) => (
                  <SurveyListItem key={survey.idEncuesta} survey={survey} />
                ))}
              </ul>
              {pending.length > homeSurveyCount ? (
                <p>
                  <Link to="/encuestas">{t('seeAll')}</Link>
                </p>
              ) : null}
            </>
          );
        }}
      </LoadState>
    </section>
  );
};

export default PendingSurveysWidget;
