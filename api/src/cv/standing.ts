import type pg from 'pg';
import { cefrByLevelId, languageCodeById, needsWorkPermit } from '@portal/contracts';
import { studyCountsSql } from './study-verification';

/**
 * Keeps what the enrolment rules read (student_standing and the students' service flags, see
 * candidacies.ts) in step with the CV, inside the transaction of the CV write that changed it, so a
 * student fixes every refusal of spec 000 §6 through the CV:
 * - studies (26, levels and degrees): the standing follows the current study that counts (see
 *   study-verification.ts: under the brand's verificarEstudiosDeclarados a declared study only
 *   once the office verified it), the institution's own first; a study of the institution opens
 *   the internships service, any study the employment service (a new student has neither). When
 *   no study counts the standing is left as it is: the enrolment rules stop counting a degree
 *   taken from a study that no longer counts (student_standing.study_id, offers/candidacies.ts);
 * - the own CV file (55), the work permit the nationalities need (34), the social security
 *   number (518), languages and the professional profile (80), the documents processes asked
 *   for (11).
 * What the careers office records (credits, scholarship, pending internships, the documents it
 * received) is left as it is: the CV only adds to the documents and never closes a service.
 */
export const syncStandingWithCv = async (db: pg.PoolClient, userId: number): Promise<void> => {
  const { rows: studies } = await db.query<{
    id: number;
    fromUniversity: boolean;
    code: string | null;
    name: string;
    level: string;
  }>(
    `SELECT ss.id, ss.from_university AS "fromUniversity", ss.degree_code AS code, ss.name, ss.level
       FROM student_studies ss WHERE ss.user_id = $1 AND ss.withdrawn_at IS NULL AND ${studyCountsSql('ss')}
      ORDER BY from_university DESC, finished, start_year DESC NULLS LAST, id DESC LIMIT 1`,
    [userId],
  );
  const study = studies[0];
  if (study) {
    await db.query(
      `INSERT INTO student_standing (user_id, degree_code, degree_name, level, study_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET
         degree_code = EXCLUDED.degree_code, degree_name = EXCLUDED.degree_name, level = EXCLUDED.level,
         study_id = EXCLUDED.study_id`,
      // A study elsewhere has no code of the institution's: offers for given degrees stay closed to it.
      [userId, study.code ?? '', study.name, study.level, study.id],
    );
    await db.query(
      `UPDATE students SET with_employment = true, with_internships = with_internships OR $2 WHERE user_id = $1`,
      [userId, study.fromUniversity],
    );
  }

  const { rows: facts } = await db.query<{ nationalities: number[]; languages: { languageId: number; levelId: number }[] }>(
    `SELECT s.nationality_ids AS nationalities,
            coalesce((SELECT json_agg(json_build_object('languageId', l.language_id, 'levelId', l.level_id))
                        FROM student_languages l WHERE l.user_id = s.user_id), '[]') AS languages
       FROM students s WHERE s.user_id = $1`,
    [userId],
  );
  const fact = facts[0];
  if (!fact) return;
  const languages = Object.fromEntries(
    fact.languages
      .filter(({ languageId, levelId }) => languageCodeById[languageId] && cefrByLevelId[levelId])
      .map(({ languageId, levelId }) => [languageCodeById[languageId], cefrByLevelId[levelId]]),
  );
  await db.query(
    `UPDATE student_standing st SET
       has_own_cv = EXISTS (SELECT 1 FROM student_documents d WHERE d.user_id = st.user_id AND d.kind = 'cv'),
       needs_work_permit = $2,
       social_security_number = s.social_security_number,
       languages = $3::jsonb,
       driving_licence = cv.driving_licence, own_car = cv.own_car, available_to_relocate = cv.available_to_relocate,
       provided_documents = ARRAY(
         SELECT DISTINCT unnest(st.provided_documents || ARRAY(
           SELECT d.process_document_key FROM student_documents d WHERE d.user_id = st.user_id AND d.kind = 'proceso'))
         ORDER BY 1)
      FROM students s JOIN student_cvs cv ON cv.user_id = s.user_id
     WHERE st.user_id = $1 AND s.user_id = $1`,
    [userId, needsWorkPermit(fact.nationalities), JSON.stringify(languages)],
  );
};
