import { Status, type QueueItem } from '@portal/contracts';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 10, education-centre requests. Centres send their requests to the careers office, outside
 * the portal; the office registers each for a company (POST
 * /api/Orientacion/registraSolicitudPracticaEducacion, a staff call: it creates the record), the
 * company completes its side and accepts or rejects it (company/education/). What then waits for
 * the office is passing the company's answer on to the centre: `comunicarCentro` records that it
 * did. A request the company leaves unanswered can be reminded to it (`recordarEmpresa`).
 */
const waiting = `r.status <> 'pendiente' AND r.centre_informed_at IS NULL`;
const stateSql = `CASE WHEN r.status = 'pendiente' THEN 'pendienteEmpresa' WHEN r.centre_informed_at IS NOT NULL THEN 'comunicada' ELSE r.status END`;
/** Since when it waits: for the office, the company's answer; for the company, its arrival. */
const sinceSql = `CASE WHEN r.status = 'pendiente' THEN r.received_at ELSE r.answered_at END`;
const from = 'education_requests r JOIN companies c ON c.id = r.company_id';

const answerWords = {
  es: { aceptada: 'aceptación', rechazada: 'rechazo' },
  ca: { aceptada: 'acceptació', rechazada: 'rebuig' },
  en: { aceptada: 'acceptance', rechazada: 'rejection' },
};

const texts = {
  comunicarCentro: (centre: string, cycle: string, answer: 'aceptada' | 'rechazada'): DecisionNotice['texts'] => ({
    es: { title: 'Respuesta comunicada al centro', body: `El servicio de empleo ha comunicado a ${centre} tu ${answerWords.es[answer]} de su solicitud de prácticas de ${cycle}.` },
    ca: { title: 'Resposta comunicada al centre', body: `El servei d'ocupació ha comunicat a ${centre} el teu ${answerWords.ca[answer]} de la seva sol·licitud de pràctiques de ${cycle}.` },
    en: { title: 'Answer passed on to the centre', body: `The careers service told ${centre} of your ${answerWords.en[answer]} of its ${cycle} placement request.` },
  }),
  recordarEmpresa: (centre: string, cycle: string, received: string): DecisionNotice['texts'] => ({
    es: { title: 'Un centro educativo espera tu respuesta', body: `${centre} espera tu respuesta a su solicitud de prácticas de ${cycle}, recibida el ${received}. Acéptala o recházala desde la solicitud.` },
    ca: { title: 'Un centre educatiu espera la teva resposta', body: `${centre} espera la teva resposta a la seva sol·licitud de pràctiques de ${cycle}, rebuda el ${received}. Accepta-la o rebutja-la des de la sol·licitud.` },
    en: { title: 'An education centre awaits your answer', body: `${centre} awaits your answer to its ${cycle} placement request, received on ${received}. Accept or reject it from the request.` },
  }),
  /** A request the office registered: the company has it to answer. */
  registrada: (centre: string, cycle: string): DecisionNotice['texts'] => ({
    es: { title: 'Nueva solicitud de un centro educativo', body: `${centre} te pide plazas de prácticas de ${cycle}. Complétala y acéptala o recházala.` },
    ca: { title: "Nova sol·licitud d'un centre educatiu", body: `${centre} et demana places de pràctiques de ${cycle}. Completa-la i accepta-la o rebutja-la.` },
    en: { title: 'New request from an education centre', body: `${centre} asks you for ${cycle} placements. Complete it, then accept or reject it.` },
  }),
};
export const educationRequestNotice = (id: number, companyId: number, centre: string, cycle: string): DecisionNotice => ({
  to: { companyId },
  texts: texts.registrada(centre, cycle),
  url: `/solicitudes-practicas-educacion/${id}`,
});

export const educationQueue: QueueHandler = {
  id: 'centrosEducativos',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(r.answered_at) AS oldest FROM education_requests r WHERE ${waiting}`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const byState = query.estado ? { sql: `${stateSql} = $1`, params: [query.estado] } : { sql: waiting, params: [] as string[] };
    const text = textFilter(query.texto, ['r.centre_name', 'r.training_cycle', 'c.trade_name', 'c.tax_id'], byState.params.length + 1);
    const where = `${byState.sql} AND ${text.sql}`;
    const params = [...byState.params, ...text.params];
    const order = query.orden === 'nombre' ? `lower(r.centre_name) ${orderDirection(query)}, r.id` : `${sinceSql} ${orderDirection(query)}, r.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { since: Date }>(
        `SELECT r.id, r.centre_name AS titulo, c.trade_name || ' · ' || r.training_cycle AS detalle, ${stateSql} AS estado, ${sinceSql} AS since
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return { total: count.rows[0]!.total, items: page.rows.map(({ since, ...item }) => ({ ...item, desde: since.toISOString(), avisos: [] })) };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{
      state: string;
      updatedAt: Date;
      remindedAt: Date | null;
      informedAt: Date | null;
      receivedAt: Date;
      answeredAt: Date | null;
      registro: Record<string, unknown>;
    }>(
      `SELECT ${stateSql} AS state, r.updated_at AS "updatedAt", r.reminded_at AS "remindedAt", r.centre_informed_at AS "informedAt",
              r.received_at AS "receivedAt", r.answered_at AS "answeredAt",
              jsonb_build_object(
                'idEmpresa', c.id, 'empresa', c.trade_name, 'cif', c.tax_id,
                'centro', r.centre_name, 'idCentro', r.centre_id, 'idProvincia', r.province_id,
                'cicloFormativo', r.training_cycle, 'alumnos', to_jsonb(r.pupils), 'plazas', r.places,
                'fechaInicio', to_char(r.starts_on, 'YYYY-MM-DD'), 'fechaFin', to_char(r.ends_on, 'YYYY-MM-DD'), 'horas', r.hours,
                'tutorCentro', jsonb_build_object('nombre', r.centre_tutor_name, 'email', r.centre_tutor_email, 'telefono', r.centre_tutor_phone),
                'observacionesCentro', r.centre_notes,
                'respuestaEmpresa', jsonb_build_object(
                  'estado', r.status, 'motivo', r.answer_reason, 'plazasAceptadas', r.accepted_places,
                  'fechaInicio', to_char(r.company_starts_on, 'YYYY-MM-DD'), 'fechaFin', to_char(r.company_ends_on, 'YYYY-MM-DD'),
                  'horario', r.company_schedule, 'tutorNombre', r.company_tutor_name, 'tutorEmail', r.company_tutor_email,
                  'tutorTelefono', r.company_tutor_phone)
              ) AS registro
         FROM ${from} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    const acciones =
      row.state === 'pendienteEmpresa'
        ? [{ accion: 'recordarEmpresa', requiereMotivo: false }]
        : row.state === 'comunicada'
          ? []
          : [{ accion: 'comunicarCentro', requiereMotivo: false }];
    return {
      estado: row.state,
      version: `${row.state}@${row.updatedAt.toISOString()}@${iso(row.remindedAt) ?? ''}`,
      acciones,
      registro: {
        ...row.registro,
        fechaRecepcion: row.receivedAt.toISOString(),
        fechaRespuesta: iso(row.answeredAt),
        fechaComunicacion: iso(row.informedAt),
        fechaRecordatorio: iso(row.remindedAt),
      },
    };
  },

  waitingOf: async (db, owner) => {
    if (!('companyId' in owner)) return [];
    const { rows } = await db.query<{ id: number; titulo: string; since: Date }>(
      `SELECT r.id, r.centre_name AS titulo, r.answered_at AS since FROM education_requests r WHERE r.company_id = $1 AND ${waiting} ORDER BY r.answered_at, r.id`,
      [owner.companyId],
    );
    return rows.map((row) => ({
      cola: 'centrosEducativos' as const,
      titulo: row.titulo,
      estado: 'respondida',
      desde: row.since.toISOString(),
      enlace: `/solicitudes-practicas-educacion/${row.id}`,
    }));
  },

  decide: async (db, id, decision) => {
    const { rows } = await db.query<{ status: 'pendiente' | 'aceptada' | 'rechazada'; companyId: number; centre: string; cycle: string; received: string }>(
      `SELECT status, company_id AS "companyId", centre_name AS centre, training_cycle AS cycle,
              to_char(received_at, 'YYYY-MM-DD') AS received
         FROM education_requests WHERE id = $1`,
      [id],
    );
    const request = rows[0];
    if (!request) return refuse(Status.recordNotFound);
    const url = `/solicitudes-practicas-educacion/${id}`;
    if (decision.accion === 'comunicarCentro' && request.status !== 'pendiente') {
      await db.query('UPDATE education_requests SET centre_informed_at = now() WHERE id = $1', [id]);
      return {
        ok: true,
        value: {
          before: { estado: request.status },
          after: { estado: 'comunicada', respuesta: request.status },
          notices: [{ to: { companyId: request.companyId }, texts: texts.comunicarCentro(request.centre, request.cycle, request.status), url }],
        },
      };
    }
    await db.query('UPDATE education_requests SET reminded_at = now() WHERE id = $1', [id]);
    return {
      ok: true,
      value: {
        before: { estado: 'pendienteEmpresa' },
        after: { estado: 'pendienteEmpresa', recordatorio: true },
        notices: [{ to: { companyId: request.companyId }, texts: texts.recordarEmpresa(request.centre, request.cycle, request.received), url }],
      },
    };
  },
};
