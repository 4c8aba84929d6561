import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { surveysApi } from '../api';
import { SurveyListItem } from '../surveys/SurveyListItem';
import '../surveys-i18n';
import '../surveys.css';

/** `/encuestas`: the surveys addressed to the user, mandatory and pending first. */
const SurveysPage = () => {
  const { t } = useTranslation('surveys');
  const userType = useSession((state) => state.userType) ?? 'Alumno';
  const surveys = useApiData(() => surveysApi.list(userType), [userType]);
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <LoadState state={surveys}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <ul className="portal-list" data-testid="surveys-list">
              {[...list]
                .sort((a, b) => Number(a.contestada) - Number(b.contestada))
                .map((survey) => (
                  <SurveyListItem key={survey.idEncuesta} survey={survey} />
                ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
};

export default SurveysPage;
