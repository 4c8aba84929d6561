import { Status, type QueueItem } from '@portal/contracts';
import { acceptChangeRequest, findChangeRequest, rejectChangeRequest } from '../../company/internships/change-answers';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 4, internship change requests (/solicitar-cambio-practicas): accepted, the change is
 * applied to the internship (dates, schedule, tutor, an early end) and drafted as a modification
 * annex for the annexes queue; rejected with a reason the company reads beside its request. The
 * record is the request; the company and, when the internship changed, the student are told.
 */
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const from = `internship_change_requests r JOIN student_internships i ON i.id = r.internship_id
  JOIN companies c ON c.id = r.company_id JOIN students s ON s.user_id = i.student_id`;

const accepted = (title: string): DecisionNotice['texts'] => ({
  es: { title: 'Cambio de prácticas aceptado', body: `El servicio de empleo ha aceptado el cambio pedido en las prácticas «${title}» y ya está aplicado.` },
  ca: { title: 'Canvi de pràctiques acceptat', body: `El servei d'ocupació ha acceptat el canvi demanat a les pràctiques «${title}» i ja està aplicat.` },
  en: { title: 'Internship change accepted', body: `The careers service accepted the change requested on the internship “${title}”; it is applied.` },
});
const changedForStudent = (title: string): DecisionNotice['texts'] => ({
  es: { title: 'Tus prácticas han cambiado', body: `El servicio de empleo ha aplicado un cambio pedido por la empresa en tus prácticas «${title}»: revisa las fechas, el horario y el tutor.` },
  ca: { title: 'Les teves pràctiques han canviat', body: `El servei d'ocupació ha aplicat un canvi demanat per l'empresa a les teves pràctiques «${title}»: revisa les dates, l'horari i el tutor.` },
  en: { title: 'Your internship has changed', body: `The careers service applied a change the company asked for on your internship “${title}”: check its dates, schedule and tutor.` },
});
const rejected = (title: string, reason: string): DecisionNotice['texts'] => ({
  es: { title: 'Cambio de prácticas rechazado', body: `El servicio de empleo ha rechazado el cambio pedido en las prácticas «${title}». Motivo: ${reason}` },
  ca: { title: 'Canvi de pràctiques rebutjat', body: `El servei d'ocupació ha rebutjat el canvi demanat a les pràctiques «${title}». Motiu: ${reason}` },
  en: { title: 'Internship change rejected', body: `The careers service rejected the change requested on the internship “${title}”. Reason: ${reason}` },
});

export const internshipChangesQueue: QueueHandler = {
  id: 'cambiosPracticas',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(requested_at) AS oldest FROM internship_change_requests WHERE status = 'pendiente'`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const text = textFilter(query.texto, ['i.title', 'c.trade_name', 'c.tax_id', "s.first_name || ' ' || s.last_names"], 2);
    const where = `r.status = $1 AND ${text.sql}`;
    const params = [query.estado ?? 'pendiente', ...text.params];
    const order = query.orden === 'nombre' ? `lower(i.title) ${orderDirection(query)}, r.id` : `r.requested_at ${orderDirection(query)}, r.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { since: Date; action: string }>(
        `SELECT r.id, i.title AS titulo, c.trade_name || ' · ' || s.first_name || ' ' || s.last_names AS detalle,
                r.status AS estado, r.requested_at AS since, r.action
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      // The kind of change is a warning key the remote translates (cambio.fechas, cambio.tutor...).
      items: page.rows.map(({ since, action, ...item }) => ({ ...item, desde: since.toISOString(), avisos: [`cambio.${action}`] })),
    };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{
      state: string;
      changedAt: Date;
      internshipState: string;
      registro: Record<string, unknown>;
    }>(
      `SELECT r.status AS state, coalesce(r.answered_at, r.requested_at) AS "changedAt", i.state AS "internshipState",
              json_build_object(
                'idEmpresa', c.id, 'empresa', c.trade_name, 'cif', c.tax_id,
                'alumno', s.first_name || ' ' || s.last_names, 'idPractica', i.id,
                'practica', json_build_object('titulo', i.title, 'fechaInicio', ${day('i.starts_on')}, 'fechaFin', ${day('i.ends_on')},
                                              'horario', i.schedule, 'tutor', i.tutor_name, 'tutorEmail', i.tutor_email, 'estado', i.state),
                'cambio', json_build_object('accion', r.action, 'fechaInicio', ${day('r.new_starts_on')}, 'fechaFin', ${day('r.new_ends_on')},
                                            'horario', r.new_schedule, 'tutorNombre', r.new_tutor_name, 'tutorEmail', r.new_tutor_email),
                'motivo', r.reason, 'fechaSolicitud', r.requested_at, 'solicitadoPor', u.email,
                'motivoRechazo', r.answer_reason) AS registro
         FROM ${from} LEFT JOIN users u ON u.id = r.requested_by
        WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r, i' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const open = row.state === 'pendiente';
    // A finished or given-up internship takes no change: only the rejection stays open.
    const applicable = ['pendiente', 'enCurso'].includes(row.internshipState);
    return {
      estado: row.state,
      // The internship's own state is part of it: a change on an internship that ended meanwhile is another decision.
      version: `${row.state}/${row.internshipState}@${row.changedAt.toISOString()}`,
      acciones: open
        ? [...(applicable ? [{ accion: 'aceptar', requiereMotivo: false }] : []), { accion: 'rechazar', requiereMotivo: true }]
        : [],
      registro: row.registro,
    };
  },

  waitingOf: async (db, owner) => {
    // The company asked; the student's internship is what would change.
    const [column, value, link] =
      'companyId' in owner ? ['r.company_id', owner.companyId, '/solicitar-cambio-practicas'] : ['i.student_id', owner.userId, '/mis-practicas'];
    const { rows } = await db.query<{ titulo: string; since: Date }>(
      `SELECT i.title AS titulo, r.requested_at AS since FROM internship_change_requests r JOIN student_internships i ON i.id = r.internship_id
        WHERE r.status = 'pendiente' AND ${column} = $1 ORDER BY r.requested_at, r.id`,
      [value],
    );
    return rows.map((row) => ({ cola: 'cambiosPracticas', titulo: row.titulo, estado: 'pendiente', desde: row.since.toISOString(), enlace: link }));
  },

  decide: async (db, id, decision, staffId) => {
    const change = await findChangeRequest(db, id);
    if (!change) return refuse(Status.recordNotFound);
    const company = `/solicitar-cambio-practicas`;
    if (decision.accion === 'rechazar') {
      await rejectChangeRequest(db, id, staffId, decision.motivo ?? '');
      return {
        ok: true,
        value: {
          before: { estado: 'pendiente' },
          after: { estado: 'rechazada' },
          notices: [{ to: { companyId: change.companyId }, texts: rejected(change.title, decision.motivo ?? ''), url: company }],
        },
      };
    }
    const applied = await acceptChangeRequest(db, change, staffId);
    if (!applied.ok) return applied;
    const internshipBefore = { fechaInicio: change.internshipStartsOn, fechaFin: change.internshipEndsOn, estado: change.internshipState };
    const internshipAfter = { fechaInicio: applied.value.startsOn, fechaFin: applied.value.endsOn, estado: applied.value.state };
    const notices: DecisionNotice[] = [{ to: { companyId: change.companyId }, texts: accepted(change.title), url: company }];
    if (change.action !== 'otro') notices.push({ to: { userId: change.studentId }, texts: changedForStudent(change.title), url: '/mis-practicas' });
    return {
      ok: true,
      value: {
        before: { estado: 'pendiente', practica: internshipBefore },
        after: { estado: 'aceptada', cambio: change.action, practica: internshipAfter },
        notices,
      },
    };
  },
};
