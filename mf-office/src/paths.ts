import { generatePath } from 'react-router-dom';
import { routeIn, type QueueId } from '@portal/contracts';
import { routes } from './routes';

/** The Spanish path of one of this remote's pages, for its links. */
export const pathOf = (id: (typeof routes)[number]['id']): string => routeIn(routes, id).path;

/** The page of one work queue. */
export const queuePath = (cola: QueueId): string => generatePath(pathOf('officeQueue'), { cola });

/** A record's page in its queue (the list stays beside it on a wide screen). */
export const recordPath = (cola: QueueId, id: number): string =>
  generatePath(pathOf('officeQueueRecord'), { cola, id: String(id) });

/** The form of one communication: `nueva` for a new one. */
export const communicationPath = (id: number | 'nueva'): string => generatePath(pathOf('officeCommunication'), { id: String(id) });

/** The form of one event: `nuevo` for a new one. */
export const eventFormPath = (id: number | 'nuevo'): string => generatePath(pathOf('officeEvent'), { id: String(id) });

/** The registration list of one event. */
export const eventRegistrationsPath = (id: number): string => generatePath(pathOf('officeEventRegistrations'), { id: String(id) });

/** The builder of one survey: `nueva` for a new one. */
export const officeSurveyPath = (id: number | 'nueva'): string => generatePath(pathOf('officeSurvey'), { id: String(id) });

/** The results of one survey. */
export const officeSurveyResultsPath = (id: number): string => generatePath(pathOf('officeSurveyResults'), { id: String(id) });

/** The form of one orientation guide: `nueva` for a new one. */
export const guideFormPath = (id: number | 'nueva'): string => generatePath(pathOf('officeGuide'), { id: String(id) });
