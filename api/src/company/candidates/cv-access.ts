import { Status, type Language } from '@portal/contracts';
import type pg from 'pg';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { findCompanyCandidacy, toCandidate } from './candidates';
import type { CompanyCaller } from '../common/caller';
import { refuse } from '../../platform/http/outcome';

export type CvAccess = 'ver' | 'descargar' | 'enviar';

/**
 * Records a company user's look at a student's CV (the student lists them: dameVisitasCv) and
 * marks the candidacy seen by the company. Every view and every download is one row.
 */
export const recordCvAccess = async (
  db: pg.PoolClient,
  caller: CompanyCaller,
  candidacy: { idCandidatura: number; studentId: number },
  kind: CvAccess,
) => {
  await db.query(
    'INSERT INTO cv_views (student_id, company_id, viewer_id, candidacy_id, kind) VALUES ($1, $2, $3, $4, $5)',
    [candidacy.studentId, caller.companyId, caller.userId, candidacy.idCandidatura, kind],
  );
  await db.query('UPDATE candidacies SET seen_by_company_at = coalesce(seen_by_company_at, now()) WHERE id = $1', [
    candidacy.idCandidatura,
  ]);
};

interface CvRow {
  fechaNacimiento: string | null;
  presentacion: string | null;
  enlacePortfolio: string | null;
  nivel: string | null;
  creditosSuperados: number | null;
  idiomas: Record<string, string> | null;
  carnetConducir: boolean | null;
  vehiculoPropio: boolean | null;
  disponibilidadTraslado: boolean | null;
}

const readCv = async (db: pg.PoolClient, studentId: number) => {
  const { rows } = await db.query<CvRow>(
    `SELECT to_char(s.birth_date, 'YYYY-MM-DD') AS "fechaNacimiento", cv.presentation AS presentacion,
            cv.portfolio_url AS "enlacePortfolio", st.level AS nivel, st.credits_passed_percent AS "creditosSuperados",
            st.languages AS idiomas, st.driving_licence AS "carnetConducir", st.own_car AS "vehiculoPropio",
            st.available_to_relocate AS "disponibilidadTraslado"
       FROM students s LEFT JOIN student_cvs cv ON cv.user_id = s.user_id
       LEFT JOIN student_standing st ON st.user_id = s.user_id
      WHERE s.user_id = $1`,
    [studentId],
  );
  const row = rows[0];
  return {
    fechaNacimiento: row?.fechaNacimiento ?? null,
    presentacion: row?.presentacion ?? null,
    enlacePortfolio: row?.enlacePortfolio ?? null,
    nivel: row?.nivel ?? null,
    creditosSuperados: row?.creditosSuperados ?? null,
    idiomas: row?.idiomas ?? {},
    carnetConducir: row?.carnetConducir ?? false,
    vehiculoPropio: row?.vehiculoPropio ?? false,
    disponibilidadTraslado: row?.disponibilidadTraslado ?? false,
  };
};

/**
 * `dameCandidato/{id}`: a candidate of the company's offers with the CV the company may read
 * (31 for any other candidacy). Opening it is a view of the CV: recorded.
 */
export const candidateWithCv = (pool: Pool, caller: CompanyCaller, candidacyId: number, language: Language) =>
  inTransaction(pool, async (db) => {
    const row = await findCompanyCandidacy(db, caller.companyId, candidacyId);
    if (!row) return refuse(Status.applicationNotFound);
    const cv = await readCv(db, row.studentId);
    await recordCvAccess(db, caller, row, 'ver');
    return {
      ok: true as const,
      value: {
        ...toCandidate(row, language),
        cvVisto: true,
        cv: { nombre: row.nombre, apellidos: row.apellidos, email: row.email, telefono: row.telefono, titulacion: row.titulacion, ...cv },
      },
    };
  });

/**
 * A company downloads a candidate's CV (31 for any other candidacy): the download is recorded,
 * and the caller renders the student's own CV PDF for the student named here.
 */
export const candidateCvDownload = (pool: Pool, caller: CompanyCaller, candidacyId: number) =>
  inTransaction(pool, async (db) => {
    const row = await findCompanyCandidacy(db, caller.companyId, candidacyId);
    if (!row) return refuse(Status.applicationNotFound);
    await recordCvAccess(db, caller, row, 'descargar');
    return { ok: true as const, value: { studentId: row.studentId } };
  });

/** `dameVisitasCv`: which companies looked at the student's CV, newest first (the student's own call). */
export const cvViewsOf = async (pool: Pool, studentId: number) => {
  const { rows } = await pool.query<{ empresa: string; tipo: CvAccess; fecha: Date; oferta: string | null }>(
    `SELECT c.trade_name AS empresa, v.kind AS tipo, v.viewed_at AS fecha, o.title AS oferta
       FROM cv_views v JOIN companies c ON c.id = v.company_id
       LEFT JOIN candidacies ca ON ca.id = v.candidacy_id LEFT JOIN offers o ON o.id = ca.offer_id
      WHERE v.student_id = $1
      ORDER BY v.viewed_at DESC, v.id DESC`,
    [studentId],
  );
  return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
};
