import { languageById, type OfferStateId, type OfferType } from '@portal/contracts';
import type pg from 'pg';
import { effectiveState } from '../offers/offer-states';
import { candidacyStateName } from '../common/references';
import { candidacyChangeNotice } from '../common/texts';
import { addNotification } from '../../notifications/notifications';
import { shownToCompanies } from '../../privacy/visibility';

/** Writes a candidacy's new state and its history line (the student's candidacy shows it). */
export const recordCandidacyChange = async (
  db: pg.PoolClient,
  candidacyId: number,
  stateId: number,
  reasonId: number | null,
) => {
  await db.query('UPDATE candidacies SET state_id = $2, reason_id = $3, updated_at = now() WHERE id = $1', [
    candidacyId,
    stateId,
    reasonId,
  ]);
  await db.query('INSERT INTO candidacy_state_changes (candidacy_id, state_id, reason_id) VALUES ($1, $2, $3)', [
    candidacyId,
    stateId,
    reasonId,
  ]);
};

/** Tells the student, in their preferred language, with a link to the candidacy. */
export const notifyCandidacyChange = async (db: pg.PoolClient, candidacyId: number, stateId: number) => {
  const { rows } = await db.query<{
    studentId: number;
    languageId: number | null;
    slug: string;
    title: string;
    company: string;
  }>(
    `SELECT ca.student_id AS "studentId", u.preferred_language_id AS "languageId", ca.access_slug AS slug,
            o.title, c.trade_name AS company
       FROM candidacies ca JOIN users u ON u.id = ca.student_id
       JOIN offers o ON o.id = ca.offer_id JOIN companies c ON c.id = o.company_id
      WHERE ca.id = $1`,
    [candidacyId],
  );
  const row = rows[0];
  if (!row) return;
  const language = languageById(row.languageId) ?? 'es';
  const notice = candidacyChangeNotice(language, row.title, row.company, candidacyStateName(stateId, language));
  await addNotification(db, row.studentId, { ...notice, accessUrl: `/mis-candidaturas/${row.slug}` });
};

/**
 * A candidacy of the company's offers, locked with its offer for a state change, with what the
 * candidacy state rules read (company/candidates/candidacy-states.ts StateChange).
 */
export const lockCompanyCandidacy = async (db: pg.PoolClient, candidacyId: number, companyId: number) => {
  const { rows } = await db.query<{
    stateId: number;
    type: OfferType;
    offerStateId: OfferStateId;
    expiresAt: Date | null;
    places: number | null;
    hasForm: boolean;
    selected: number;
  }>(
    `SELECT ca.state_id AS "stateId", o.offer_type AS type, o.state_id AS "offerStateId",
            o.expires_at AS "expiresAt", o.places,
            EXISTS (SELECT 1 FROM incorporation_forms f WHERE f.candidacy_id = ca.id) AS "hasForm",
            (SELECT count(*)::integer FROM candidacies other WHERE other.offer_id = o.id AND other.state_id = 6) AS selected
       FROM candidacies ca JOIN offers o ON o.id = ca.offer_id
      WHERE ca.id = $1 AND o.company_id = $2 AND o.state_id <> 6 AND ${shownToCompanies('ca.student_id')}
        FOR UPDATE OF ca, o`,
    [candidacyId, companyId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    stateId: row.stateId,
    type: row.type,
    offerState: effectiveState(row.offerStateId, row.expiresAt),
    placesLeft: row.places === null ? null : row.places - row.selected,
    hasIncorporationForm: row.hasForm,
  };
};
