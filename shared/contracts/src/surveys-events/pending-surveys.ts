import type { SurveySummary } from './surveys';

/** The surveys still to answer, in list order. Without zod: the home shows them on its first view. */
export const pendingSurveys = (surveys: SurveySummary[]): SurveySummary[] => surveys.filter((survey) => !survey.contestada);
