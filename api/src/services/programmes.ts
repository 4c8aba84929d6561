import { AdhesionConfirmation, Status, type ProgrammeDetail, type UserType } from '@portal/contracts';
import type { Pool } from '../db/pool';
import type { Outcome } from './outcome';

/** A programme by id or access URL; inactive ones are not found. */
const programmeWhere = `(p.slug = $1 OR ($1 ~ '^[0-9]{1,9}$' AND p.id = $1::integer)) AND p.active`;

export const findProgramme = async (
  pool: Pool,
  key: string,
  userId: number,
): Promise<ProgrammeDetail | undefined> => {
  const { rows } = await pool.query<ProgrammeDetail>(
    `SELECT p.id, p.slug AS "urlAcceso", p.title AS titulo, p.description AS descripcion,
            p.dedication_percent AS dedicacion, p.duration_months AS meses, p.needs_adhesion AS "requiereAdhesion",
            EXISTS (SELECT 1 FROM programme_adhesions a WHERE a.programme_id = p.id AND a.user_id = $2) AS "adhesionSolicitada"
       FROM internship_programmes p WHERE ${programmeWhere}`,
    [key, userId],
  );
  return rows[0];
};

/**
 * `solicitaAdhesionPrograma/{id}`: once per user (64; the primary key makes two requests at once
 * record one), 63 for a programme that is not open, 65 when it needs no adhesion. A student's
 * request is made with the data of their profile (534); a company's is acknowledged with 523.
 */
export const requestAdhesion = async (
  pool: Pool,
  key: string,
  userId: number,
  userType: UserType,
): Promise<Outcome<number>> => {
  const programme = await findProgramme(pool, key, userId);
  if (!programme) return { ok: false, refusal: { status: Status.programNotFound } };
  if (!programme.requiereAdhesion) return { ok: false, refusal: { status: Status.programNoAdhesionNeeded } };
  const { rowCount } = await pool.query(
    'INSERT INTO programme_adhesions (programme_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [programme.id, userId],
  );
  if (!rowCount) return { ok: false, refusal: { status: Status.programAlreadyRequested } };
  return {
    ok: true,
    value: userType === 'Alumno' ? AdhesionConfirmation.student : AdhesionConfirmation.company,
  };
};
