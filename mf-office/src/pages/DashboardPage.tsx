import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { officeApi } from '../api';
import { QueueCard } from '../components/QueueCard';
import { pathOf } from '../paths';
import '../i18n';
import '../office.css';

/**
 * The staff home (GET /api/Orientacion/panel): every work queue with its count and the age of its
 * oldest item, each a link to the queue; then what the office writes for the portal (its communications). A failed load shows in the shell's banner and here, with
 * a retry.
 */
const DashboardPage = () => {
  const { t } = useTranslation('office');
  const dashboard = useApiData(() => officeApi.dashboard(), []);
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="office-dashboard-title">
      <PageHeading>
        <span id="office-dashboard-title">{t('dashboardTitle')}</span>
      </PageHeading>
      <p>{t('dashboardIntro')}</p>
      <LoadState state={dashboard}>
        {({ colas }) =>
          colas.length === 0 ? (
            <p role="status">{t('noQueues')}</p>
          ) : (
            <ul className="office-queues">
              {colas.map((queue) => (
                <QueueCard key={queue.cola} queue={queue} now={now} />
              ))}
            </ul>
          )
        }
      </LoadState>
      <section aria-labelledby="office-dashboard-content">
        <h2 id="office-dashboard-content">{t('contentTitle')}</h2>
        <ul className="office-queues">
          <li className="portal-card">
            <h3 className="office-queue__name">
              <Link to={pathOf('officeCommunications')}>{t('communicationsLink')}</Link>
            </h3>
            <p>{t('communicationsHelp')}</p>
          </li>
          <li className="portal-card">
            <h3 className="office-queue__name">
              <Link to={pathOf('officeSurveys')}>{t('surveysLink')}</Link>
            </h3>
            <p>{t('surveysHelp')}</p>
          </li>
          <li className="portal-card">
            <h3 className="office-queue__name">
              <Link to={pathOf('officeOutcomes')}>{t('outcomesLink')}</Link>
            </h3>
            <p>{t('outcomesHelp')}</p>
          </li>
          <li className="portal-card">
            <h3 className="office-queue__name">
              <Link to={pathOf('officeEvents')}>{t('eventsLink')}</Link>
            </h3>
            <p>{t('eventsHelp')}</p>
          </li>
          <li className="portal-card">
            <h3 className="office-queue__name">
              <Link to={pathOf('officeGuides')}>{t('guidesLink')}</Link>
            </h3>
            <p>{t('guidesHelp')}</p>
          </li>
          <li className="portal-card">
            <h3 className="office-queue__name">
              <Link to={pathOf('officeNotes')}>{t('notesLink')}</Link>
            </h3>
            <p>{t('notesHelp')}</p>
          </li>
        </ul>
      </section>
    </section>
  );
};

export default DashboardPage;
