import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LoadState, PageHeading, Pager, pageCount, pageOf, useApiData } from '@portal/ui';
import { surveysApi } from '../api';
import { SurveyListItem } from '../surveys/SurveyListItem';
import '../surveys-i18n';
import '../surveys.css';

/** Surveys a page of the list shows. */
const surveysPerPage = 10;

/**
 * `/encuestas`: the surveys addressed to the user, mandatory and pending first, a page at a time
 * (spec 000 §4: pagination). The list is whole in one answer (the open surveys of one user), so
 * its pages are cut here; the list takes the focus after a page change.
 */
const SurveysPage = () => {
  const { t } = useTranslation('surveys');
  const userType = useSession((state) => state.userType) ?? 'Alumno';
  const surveys = useApiData(() => surveysApi.list(userType), [userType]);
  const [page, setPage] = useState(1);
  const turnTo = (next: number) => {
    setPage(next);
    document.getElementById('surveys-list')?.focus();
  };
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <LoadState state={surveys}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <>
              <ul className="portal-list" data-testid="surveys-list" id="surveys-list" tabIndex={-1} aria-label={t('title')}>
                {pageOf(
                  [...list].sort((a, b) => Number(a.contestada) - Number(b.contestada)),
                  Math.min(page, pageCount(list.length, surveysPerPage)),
                  surveysPerPage,
                ).map((survey) => (
                  <SurveyListItem key={survey.idEncuesta} survey={survey} />
                ))}
              </ul>
              <Pager
                page={Math.min(page, pageCount(list.length, surveysPerPage))}
                pages={pageCount(list.length, surveysPerPage)}
                onPage={turnTo}
              />
            </>
          )
        }
      </LoadState>
    </section>
  );
};

export default SurveysPage;
