import { Status, type QueueItem } from '@portal/contracts';
import { syncStandingWithCv } from '../../cv/standing';
import { studyVerificationSql } from '../../cv/study-verification';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 12, studies self-registered students declared through the CV (cv/study-verification.ts):
 * the office verifies one against the academic record or the title copy the student provided
 * (it then counts for applications under the brand's verificarEstudiosDeclarados, and is locked
 * as validadoDOIP), or rejects it with a reason the student reads in the CV; corrected, it waits
 * again. The record is the study (its id); a withdrawn degree needs no check.
 */
const waiting = `ss.declared AND NOT ss.validated AND ss.rejected_at IS NULL AND ss.withdrawn_at IS NULL`;
const stateSql = studyVerificationSql('ss');
const from = `student_studies ss JOIN students s ON s.user_id = ss.user_id JOIN users u ON u.id = ss.user_id`;
const detailSql = `ss.name || coalesce(' · ' || ss.centre, '')`;

/** Where the student sees the study's state: the CV. */
const cvPath = '/mi-perfil-cv';

const texts = {
  verificar: (study: string): DecisionNotice['texts'] => ({
    es: { title: 'Estudios verificados', body: `El servicio de empleo ha verificado tus estudios «${study}»: ya cuentan para inscribirte en ofertas.` },
    ca: { title: 'Estudis verificats', body: `El servei d'ocupació ha verificat els teus estudis «${study}»: ja compten per inscriure't a ofertes.` },
    en: { title: 'Studies verified', body: `The careers service verified your studies “${study}”: they now count when you apply to offers.` },
  }),
  rechazar: (study: string, reason: string): DecisionNotice['texts'] => ({
    es: { title: 'Estudios no verificados', body: `El servicio de empleo no ha podido verificar tus estudios «${study}»; puedes corregirlos en tu currículum. Motivo: ${reason}` },
    ca: { title: 'Estudis no verificats', body: `El servei d'ocupació no ha pogut verificar els teus estudis «${study}»; els pots corregir al teu currículum. Motiu: ${reason}` },
    en: { title: 'Studies not verified', body: `The careers service could not verify your studies “${study}”; you can correct them in your CV. Reason: ${reason}` },
  }),
};

export const studiesQueue: QueueHandler = {
  id: 'estudios',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(ss.updated_at) AS oldest FROM student_studies ss WHERE ${waiting}`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const state = query.estado ?? 'pendiente';
    // What waits is read from its partial index; another state is a filter of its own ($1).
    const byState = state === 'pendiente' ? { sql: waiting, params: [] as string[] } : { sql: `ss.declared AND ${stateSql} = $1`, params: [state] };
    const text = textFilter(query.texto, ['s.first_name', 's.last_names', 'u.email', 's.national_id', 'ss.name', 'ss.centre'], byState.params.length + 1);
    const where = `${byState.sql} AND ${text.sql}`;
    const params = [...byState.params, ...text.params];
    const order =
      query.orden === 'nombre'
        ? `lower(s.last_names) ${orderDirection(query)}, lower(s.first_name) ${orderDirection(query)}, ss.id`
        : `ss.updated_at ${orderDirection(query)}, ss.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { since: Date; fromUniversity: boolean }>(
        `SELECT ss.id, s.first_name || ' ' || s.last_names AS titulo, ${detailSql} AS detalle, ${stateSql} AS estado,
                ss.updated_at AS since, ss.from_university AS "fromUniversity"
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      // A degree of the institution's own catalogue: the academic record can confirm it.
      items: page.rows.map(({ since, fromUniversity, ...item }) => ({
        ...item,
        desde: since.toISOString(),
        avisos: fromUniversity ? ['titulacionInstitucion'] : [],
      })),
    };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{
      state: string;
      updatedAt: Date;
      userId: number;
      name: string;
      email: string;
      nationalId: string | null;
      fromUniversity: boolean;
      code: string | null;
      study: string;
      level: string;
      centre: string | null;
      startYear: number | null;
      endYear: number | null;
      finished: boolean;
      grade: number | null;
      createdAt: Date;
      reason: string | null;
    }>(
      `SELECT ${stateSql} AS state, ss.updated_at AS "updatedAt", ss.user_id AS "userId",
              s.first_name || ' ' || s.last_names AS name, u.email, s.national_id AS "nationalId",
              ss.from_university AS "fromUniversity", ss.degree_code AS code, ss.name AS study, ss.level, ss.centre,
              ss.start_year AS "startYear", ss.end_year AS "endYear", ss.finished, ss.grade::float8 AS grade,
              ss.created_at AS "createdAt", ss.rejection_reason AS reason
         FROM ${from} WHERE ss.id = $1 AND ss.declared ${lock ? 'FOR UPDATE OF ss' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    // The copies of titles the student keeps among the private documents (537 asks for one).
    const documents = await db.query<{ id: number; nombre: string; extension: string | null; enlace: string | null; fecha: Date }>(
      `SELECT id, name AS nombre, extension, url AS enlace, uploaded_at AS fecha FROM student_documents
        WHERE user_id = $1 AND kind IN ('privado', 'publico') ORDER BY uploaded_at DESC, id DESC LIMIT 20`,
      [row.userId],
    );
    const open = row.state === 'pendiente';
    return {
      estado: row.state,
      version: `${row.state}@${row.updatedAt.toISOString()}`,
      acciones: open
        ? [
            { accion: 'verificar', requiereMotivo: false },
            { accion: 'rechazar', requiereMotivo: true },
          ]
        : [],
      registro: {
        idAlumno: row.userId,
        alumno: row.name,
        email: row.email,
        dni: row.nationalId,
        deLaUniversidad: row.fromUniversity,
        codigo: row.code,
        titulacion: row.study,
        nivel: row.level,
        centro: row.centre,
        anioInicio: row.startYear,
        anioFin: row.endYear,
        finalizado: row.finished,
        nota: row.grade,
        fechaDeclaracion: row.createdAt.toISOString(),
        motivoRechazo: row.reason,
        documentos: documents.rows.map((document) => ({
          ...document,
          fecha: document.fecha.toISOString(),
          // A stored file downloads through the staff's own call; a link opens as it is.
          descarga: document.enlace ? null : `/api/Orientacion/documentoAlumno/${document.id}`,
        })),
      },
    };
  },

  waitingOf: async (db, owner) => {
    if (!('userId' in owner)) return [];
    const { rows } = await db.query<{ titulo: string; since: Date }>(
      `SELECT ss.name AS titulo, ss.updated_at AS since FROM student_studies ss
        WHERE ss.user_id = $1 AND ${waiting} ORDER BY ss.updated_at, ss.id`,
      [owner.userId],
    );
    return rows.map((row) => ({ cola: 'estudios', titulo: row.titulo, estado: 'pendiente', desde: row.since.toISOString(), enlace: cvPath }));
  },

  decide: async (db, id, decision, staffId) => {
    const { rows } = await db.query<{ userId: number; name: string }>(
      `SELECT user_id AS "userId", name FROM student_studies WHERE id = $1`,
      [id],
    );
    const study = rows[0];
    if (!study) return refuse(Status.recordNotFound);
    const verified = decision.accion === 'verificar';
    await db.query(
      verified
        ? `UPDATE student_studies SET validated = true, verified_at = now(), verified_by = $2, updated_at = now() WHERE id = $1`
        : `UPDATE student_studies SET rejected_at = now(), rejection_reason = $2, updated_at = now() WHERE id = $1`,
      [id, verified ? staffId : decision.motivo],
    );
    // The standing follows the studies that count now: a verified degree opens its offers at once.
    await syncStandingWithCv(db, study.userId);
    return {
      ok: true,
      value: {
        before: { estado: 'pendiente' },
        after: { estado: verified ? 'verificado' : 'rechazado' },
        notices: [
          {
            to: { userId: study.userId },
            url: cvPath,
            texts: verified ? texts.verificar(study.name) : texts.rechazar(study.name, decision.motivo ?? ''),
          },
        ],
      },
    };
  },
};
