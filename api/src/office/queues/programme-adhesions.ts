import { Status, type QueueItem } from '@portal/contracts';
import { answerAdhesion } from '../../internships/programmes';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 6, adhesions to internship programmes (solicitaAdhesionPrograma): a company's, once per
 * company, and a student's, made with the data of their profile. Accepted, or rejected with a
 * reason the company reads in programasDeLaEmpresa and the student on the programme's page. Both
 * tables draw their ids from one sequence (migration 056), so the record's id names one request.
 */
const companies = `SELECT a.id, 'empresa' AS kind, a.programme_id, a.status, a.requested_at, a.answered_at, a.answer_reason,
    c.trade_name AS who, c.tax_id AS code, u.email, a.company_id AS company_id, NULL::integer AS user_id
  FROM company_programme_adhesions a JOIN companies c ON c.id = a.company_id LEFT JOIN users u ON u.id = a.requested_by`;
const students = `SELECT a.id, 'alumno' AS kind, a.programme_id, a.status, a.requested_at, a.answered_at, a.answer_reason,
    s.first_name || ' ' || s.last_names AS who, s.national_id AS code, u.email, NULL::integer AS company_id, a.user_id
  FROM programme_adhesions a JOIN students s ON s.user_id = a.user_id JOIN users u ON u.id = a.user_id`;

const texts = {
  aceptar: (programme: string): DecisionNotice['texts'] => ({
    es: { title: 'Adhesión al programa aceptada', body: `El servicio de empleo ha aceptado tu adhesión al programa «${programme}».` },
    ca: { title: 'Adhesió al programa acceptada', body: `El servei d'ocupació ha acceptat la teva adhesió al programa «${programme}».` },
    en: { title: 'Programme adhesion accepted', body: `The careers service accepted your adhesion to the programme “${programme}”.` },
  }),
  rechazar: (programme: string, reason: string): DecisionNotice['texts'] => ({
    es: { title: 'Adhesión al programa rechazada', body: `El servicio de empleo ha rechazado tu adhesión al programa «${programme}». Motivo: ${reason}` },
    ca: { title: 'Adhesió al programa rebutjada', body: `El servei d'ocupació ha rebutjat la teva adhesió al programa «${programme}». Motiu: ${reason}` },
    en: { title: 'Programme adhesion rejected', body: `The careers service rejected your adhesion to the programme “${programme}”. Reason: ${reason}` },
  }),
};

interface AdhesionRow {
  id: number;
  kind: 'empresa' | 'alumno';
  programmeId: number;
  programme: string;
  slug: string;
  state: string;
  changedAt: Date;
  companyId: number | null;
  userId: number | null;
  registro: Record<string, unknown>;
}

/** One request, from whichever table holds its id (locked in a decision). */
const findAdhesion = async (db: Parameters<QueueHandler['summary']>[0], id: number, lock: boolean) => {
  const lockClause = lock ? 'FOR UPDATE OF a' : '';
  for (const sql of [`${companies} WHERE a.id = $1 ${lockClause}`, `${students} WHERE a.id = $1 AND a.status <> 'deEmpresa' ${lockClause}`]) {
    const { rows } = await db.query<AdhesionRow>(
      `SELECT r.id, r.kind, r.programme_id AS "programmeId", p.title AS programme, p.slug, r.status AS state,
              coalesce(r.answered_at, r.requested_at) AS "changedAt", r.company_id AS "companyId", r.user_id AS "userId",
              json_build_object('tipo', r.kind, 'solicitante', r.who, 'cifODni', r.code, 'email', r.email,
                'programa', json_build_object('id', p.id, 'titulo', p.title, 'activo', p.active, 'dedicacion', p.dedication_percent,
                                              'meses', p.duration_months),
                'idEmpresa', r.company_id, 'fechaSolicitud', r.requested_at, 'motivoRechazo', r.answer_reason) AS registro
         FROM (${sql}) r JOIN internship_programmes p ON p.id = r.programme_id`,
      [id],
    );
    if (rows[0]) return rows[0];
  }
  return undefined;
};

export const programmeAdhesionsQueue: QueueHandler = {
  id: 'adhesionesProgramas',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT sum(total)::int AS total, min(oldest) AS oldest FROM (
         SELECT count(*) AS total, min(requested_at) AS oldest FROM company_programme_adhesions WHERE status = 'solicitada'
         UNION ALL
         SELECT count(*), min(requested_at) FROM programme_adhesions WHERE status = 'solicitada') waiting`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const text = textFilter(query.texto, ['r.who', 'r.code', 'r.email', 'p.title'], 2);
    // Each side filters on its own status first, so that each reads its partial index.
    const from = `(${companies} WHERE a.status = $1 UNION ALL ${students} WHERE a.status = $1) r
      JOIN internship_programmes p ON p.id = r.programme_id`;
    const where = text.sql;
    const params = [query.estado ?? 'solicitada', ...text.params];
    const order = query.orden === 'nombre' ? `lower(r.who) ${orderDirection(query)}, r.id` : `r.requested_at ${orderDirection(query)}, r.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { since: Date; kind: string; active: boolean }>(
        `SELECT r.id, r.who AS titulo, p.title AS detalle, r.status AS estado, r.requested_at AS since, r.kind, p.active
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ since, kind, active, ...item }) => ({
        ...item,
        desde: since.toISOString(),
        avisos: [kind === 'empresa' ? 'deEmpresa' : 'deAlumno', ...(active ? [] : ['programaInactivo'])],
      })),
    };
  },

  read: async (db, id, { lock }) => {
    const row = await findAdhesion(db, id, lock);
    if (!row) return undefined;
    return {
      estado: row.state,
      version: `${row.state}@${row.changedAt.toISOString()}`,
      acciones:
        row.state === 'solicitada'
          ? [
              { accion: 'aceptar', requiereMotivo: false },
              { accion: 'rechazar', requiereMotivo: true },
            ]
          : [],
      registro: row.registro,
    };
  },

  waitingOf: async (db, owner) => {
    const { rows } = await db.query<{ titulo: string; slug: string; since: Date }>(
      'companyId' in owner
        ? `SELECT p.title AS titulo, p.slug, a.requested_at AS since FROM company_programme_adhesions a JOIN internship_programmes p ON p.id = a.programme_id
            WHERE a.status = 'solicitada' AND a.company_id = $1 ORDER BY a.requested_at, a.id`
        : `SELECT p.title AS titulo, p.slug, a.requested_at AS since FROM programme_adhesions a JOIN internship_programmes p ON p.id = a.programme_id
            WHERE a.status = 'solicitada' AND a.user_id = $1 ORDER BY a.requested_at, a.id`,
      ['companyId' in owner ? owner.companyId : owner.userId],
    );
    return rows.map((row) => ({
      cola: 'adhesionesProgramas',
      titulo: row.titulo,
      estado: 'solicitada',
      desde: row.since.toISOString(),
      enlace: `/programas-practicas-activos/${row.slug}`,
    }));
  },

  decide: async (db, id, decision, staffId) => {
    const row = await findAdhesion(db, id, true);
    if (!row) return refuse(Status.recordNotFound);
    const accepted = decision.accion === 'aceptar';
    // A programme closed meanwhile takes no one in; it can still be refused.
    if (accepted && !(row.registro.programa as { activo: boolean }).activo) return refuse(Status.programNotFound);
    await answerAdhesion(db, row, { status: accepted ? 'aceptada' : 'rechazada', reason: decision.motivo, staffId });
    const notice: DecisionNotice = {
      to: row.kind === 'empresa' ? { companyId: row.companyId! } : { userId: row.userId! },
      texts: accepted ? texts.aceptar(row.programme) : texts.rechazar(row.programme, decision.motivo ?? ''),
      url: `/programas-practicas-activos/${row.slug}`,
    };
    return {
      ok: true,
      value: {
        before: { estado: 'solicitada' },
        after: { estado: accepted ? 'aceptada' : 'rechazada', tipo: row.kind, idPrograma: row.programmeId },
        notices: [notice],
      },
    };
  },
};
