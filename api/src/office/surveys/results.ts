import {
  isSegmentFilter,
  smallestCountedGroup,
  type OfficeSurveyResults,
  type OfficeSurveySegment,
} from '@portal/contracts';
import type { Pool } from '../../platform/db/pool';
import { surveyResults, type ResponseFilter } from '../../surveys/surveys';

/**
 * A survey's results for the careers office (issue 26), over every response or over one segment
 * of respondents: students still studying, alumni (communication_reaches_student, the home's own
 * rule), companies, optionally one degree's students. Privacy: a segment's figures are withheld
 * when fewer than five people of it answered, and an anonymous survey's answers keep nobody, so
 * they cannot be split by segment at all.
 */
export interface Segment {
  segmento: OfficeSurveySegment;
  titulacion?: string | undefined;
}

/** The responses of the segment's users (r.user_id), as a condition for surveyResults. */
export const segmentFilter = ({ segmento, titulacion }: Segment): ResponseFilter => {
  const userType = segmento === 'empresas' ? 'Empresa' : titulacion || segmento !== 'todos' ? 'Alumno' : null;
  if (userType === null) return { condition: 'true', params: [] };
  const ofType = 'EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.user_type = $2)';
  if (userType === 'Empresa') return { condition: ofType, params: [userType] };
  return {
    condition: `${ofType} AND communication_reaches_student($3, $4, r.user_id)`,
    params: [userType, segmento, titulacion ?? null],
  };
};

/** The results as the office may see them; undefined for an unknown survey. */
export const officeSurveyResults = async (pool: Pool, id: number, segment: Segment): Promise<OfficeSurveyResults | undefined> => {
  const { rows } = await pool.query<{ anonymous: boolean }>('SELECT allows_anonymous AS anonymous FROM surveys WHERE id = $1', [id]);
  const survey = rows[0];
  if (!survey) return undefined;
  const filtered = isSegmentFilter(segment);
  if (filtered && survey.anonymous) return { resultados: null, retenidos: 'anonima' };
  const results = await surveyResults(pool, id, segmentFilter(segment));
  if (!results) return undefined;
  if (filtered && results.contestaciones < smallestCountedGroup) return { resultados: null, retenidos: 'pocos' };
  return { resultados: results, retenidos: null };
};
