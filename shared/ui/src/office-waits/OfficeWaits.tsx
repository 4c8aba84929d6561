import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OfficeWait } from '@portal/contracts';
import { waitingDays } from '../waiting-days';
import './i18n';

/**
 * What the user waits for from the careers office, each with since when and where to see it
 * (issue 21). Nothing is shown while nothing waits: the home stays as it was.
 */
export const OfficeWaits = ({ waits, now = new Date() }: { waits: OfficeWait[]; now?: Date }) => {
  const { t } = useTranslation('officeWaits');
  if (waits.length === 0) return null;
  return (
    <section className="office-waits" aria-labelledby="office-waits-heading" data-testid="office-waits">
      <h2 id="office-waits-heading" className="office-waits__heading">
        {t('heading')}
      </h2>
      <ul className="office-waits__list">
        {waits.map((wait, index) => {
          const days = waitingDays(wait.desde, now) ?? 0;
          return (
            <li key={`${wait.cola}-${index}`} className="office-waits__item">
              <span className="office-waits__queue">{t(`queues.${wait.cola}`)}</span>{' '}
              <span className="office-waits__title">{wait.titulo}</span>{' '}
              <span className="office-waits__since">
                {days === 0 ? t('today') : t('since', { age: t('days', { count: days }) })}
              </span>
              {wait.enlace ? (
                <>
                  {' '}
                  <Link to={wait.enlace} className="office-waits__link">
                    {t('see')}
                    <span className="visually-hidden">: {wait.titulo}</span>
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
