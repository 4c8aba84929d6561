import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@portal/contracts';
import { downloadText, eventToIcs } from '../calendar';

/** "Add to calendar": downloads the event as an .ics file (every event page has it). */
export const AddToCalendar = ({ event }: { event: EventDetail }) => {
  const { t } = useTranslation('events');
  return (
    <button
      type="button"
      className="portal-button portal-button--secondary"
      onClick={() =>
        downloadText(
          `${event.urlAcceso}.ics`,
          'text/calendar;charset=utf-8',
          eventToIcs(event, window.location.href),
        )
      }
    >
      {t('addToCalendar')}
    </button>
  );
};
