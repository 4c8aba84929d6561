import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { QueueSummary } from '@portal/contracts';
import { queuePath } from '../paths';
import { waitingDays } from '@portal/ui';

/** One queue of the dashboard: its name (the link to it), how many items wait and the oldest one's age. */
export const QueueCard = ({ queue, now }: { queue: QueueSummary; now: Date }) => {
  const { t } = useTranslation('office');
  const name = t(`queues.${queue.cola}`);
  const days = queue.total > 0 ? waitingDays(queue.masAntigua, now) : null;
  const age = days === null ? null : days === 0 ? t('lessThanADay') : t('days', { count: days });
  return (
    <li className="portal-card office-queue" data-queue={queue.cola}>
      <h2 className="office-queue__name">
        <Link to={queuePath(queue.cola)}>{name}</Link>
      </h2>
      <p className="office-queue__count">
        {queue.total > 0 ? t('waiting', { count: queue.total }) : t('nothingWaiting')}
      </p>
      {age !== null ? (
        <p className="office-queue__age">
          {queue.masAntigua ? <time dateTime={queue.masAntigua}>{t('oldest', { age })}</time> : null}
        </p>
      ) : null}
    </li>
  );
};
