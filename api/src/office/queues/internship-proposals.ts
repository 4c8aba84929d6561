import { CompanyContactType, Status, type QueueItem } from '@portal/contracts';
import { hasActiveAgreement } from '../../company/agreements/agreements';
import {
  acceptCompanyProposal,
  acceptedProposalOf,
  findCompanyProposal,
  rejectCompanyProposal,
} from '../../company/internships/proposal-answers';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 5, companies' internship proposals for a named student (/propuesta-practicas-empresa):
 * accepted with the internship's dates (datos fechaInicio, fechaFin, and a titulo if not the
 * default), the proposal becomes the student's internship at the company, whose training project
 * waits in the annexes queue; rejected with a reason. The company and the student are told.
 */
const from = `internship_proposals p JOIN companies c ON c.id = p.company_id JOIN students s ON s.user_id = p.student_id`;
const company = `p.proposed_by = 'empresa'`;
const contact = (alias: string, email: string, type: number) =>
  `(SELECT json_build_object('nombre', ${alias}.first_name || ' ' || ${alias}.last_names, 'email', ${alias}.email,
                             'telefono', ${alias}.phone1, 'puesto', ${alias}.position)
      FROM company_contacts ${alias}
     WHERE ${alias}.company_id = p.company_id AND lower(${alias}.email) = lower(${email}) AND ${alias}.contact_type_id = ${type}
     ORDER BY ${alias}.id LIMIT 1)`;

const texts = {
  acceptedCompany: (student: string, title: string): DecisionNotice['texts'] => ({
    es: { title: 'Propuesta de prácticas aceptada', body: `El servicio de empleo ha aceptado tu propuesta de prácticas para ${student}: «${title}». El anexo para firmar llegará a tu documentación.` },
    ca: { title: 'Proposta de pràctiques acceptada', body: `El servei d'ocupació ha acceptat la teva proposta de pràctiques per a ${student}: «${title}». L'annex per signar arribarà a la teva documentació.` },
    en: { title: 'Internship proposal accepted', body: `The careers service accepted your internship proposal for ${student}: “${title}”. The annex to sign will reach your documentation.` },
  }),
  acceptedStudent: (companyName: string, title: string): DecisionNotice['texts'] => ({
    es: { title: 'Tienes unas prácticas nuevas', body: `El servicio de empleo ha aceptado la propuesta de prácticas de ${companyName}: «${title}».` },
    ca: { title: 'Tens unes pràctiques noves', body: `El servei d'ocupació ha acceptat la proposta de pràctiques de ${companyName}: «${title}».` },
    en: { title: 'You have a new internship', body: `The careers service accepted the internship proposal of ${companyName}: “${title}”.` },
  }),
  rejected: (who: string, reason: string): DecisionNotice['texts'] => ({
    es: { title: 'Propuesta de prácticas rechazada', body: `El servicio de empleo ha rechazado la propuesta de prácticas (${who}). Motivo: ${reason}` },
    ca: { title: 'Proposta de pràctiques rebutjada', body: `El servei d'ocupació ha rebutjat la proposta de pràctiques (${who}). Motiu: ${reason}` },
    en: { title: 'Internship proposal rejected', body: `The careers service rejected the internship proposal (${who}). Reason: ${reason}` },
  }),
};

export const internshipProposalsQueue: QueueHandler = {
  id: 'propuestasPracticas',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(created_at) AS oldest FROM internship_proposals p WHERE p.status = 'pendiente' AND ${company}`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const student = "s.first_name || ' ' || s.last_names";
    const text = textFilter(query.texto, ['c.trade_name', 'c.tax_id', student, 's.national_id'], 2);
    const where = `p.status = $1 AND ${company} AND ${text.sql}`;
    const params = [query.estado ?? 'pendiente', ...text.params];
    const order = query.orden === 'nombre' ? `lower(c.trade_name) ${orderDirection(query)}, p.id` : `p.created_at ${orderDirection(query)}, p.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { since: Date; agreement: boolean }>(
        // The degree by the name the student's record gives it, never its code (issue 24: labels, not keys).
        `SELECT p.id, c.trade_name AS titulo,
                concat_ws(' · ', ${student}, (SELECT st.degree_name FROM student_standing st
                                               WHERE st.user_id = p.student_id AND st.degree_code = p.degree_code)) AS detalle,
                p.status AS estado,
                p.created_at AS since,
                EXISTS (SELECT 1 FROM company_agreements a WHERE a.company_id = p.company_id AND a.status = 'formalizado'
                           AND a.expires_on >= current_date) AS agreement
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ since, agreement, ...item }) => ({
        ...item,
        desde: since.toISOString(),
        avisos: agreement || item.estado !== 'pendiente' ? [] : ['sinConvenio'],
      })),
    };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{ state: string; changedAt: Date; companyId: number; registro: Record<string, unknown> }>(
      `SELECT p.status AS state, coalesce(p.answered_at, p.created_at) AS "changedAt", p.company_id AS "companyId",
              json_build_object(
                'idEmpresa', c.id, 'empresa', c.trade_name, 'cif', c.tax_id,
                'alumno', s.first_name || ' ' || s.last_names, 'dni', s.national_id, 'email', u.email,
                'titulacion', json_build_object('codigo', p.degree_code,
                  'nombre', (SELECT st.degree_name FROM student_standing st WHERE st.user_id = p.student_id AND st.degree_code = p.degree_code
                              UNION ALL SELECT ss.name FROM student_studies ss WHERE ss.user_id = p.student_id AND ss.degree_code = p.degree_code
                              LIMIT 1)),
                'tutor', coalesce(${contact('t', 'p.tutor_email', CompanyContactType.TutorPracticas)}, json_build_object('email', p.tutor_email)),
                'firmante', coalesce(${contact('f', 'p.signatory_email', CompanyContactType.FirmanteConvenio)}, json_build_object('email', p.signatory_email)),
                'descripcion', p.description, 'fechaSolicitud', p.created_at,
                'motivoRechazo', p.answer_reason, 'idPractica', p.internship_id) AS registro
         FROM ${from} JOIN users u ON u.id = s.user_id
        WHERE p.id = $1 AND ${company} ${lock ? 'FOR UPDATE OF p' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const open = row.state === 'pendiente';
    return {
      estado: row.state,
      version: `${row.state}@${row.changedAt.toISOString()}`,
      acciones: open
        ? [
            { accion: 'aceptar', requiereMotivo: false },
            { accion: 'rechazar', requiereMotivo: true },
          ]
        : [],
      registro: {
        ...row.registro,
        // Accepting needs an active agreement (544), and the decision carries the internship's dates.
        convenioActivo: await hasActiveAgreement(db, row.companyId),
        datosDecision: { aceptar: ['fechaInicio', 'fechaFin', 'titulo'] },
      },
    };
  },

  waitingOf: async (db, owner) => {
    // The company waits on its proposal (titled by the student), the student on the one naming them (titled by the company).
    const [column, value, title, link] =
      'companyId' in owner
        ? ['p.company_id', owner.companyId, "s.first_name || ' ' || s.last_names", '/propuesta-practicas-empresa']
        : ['p.student_id', owner.userId, 'c.trade_name', '/mis-practicas'];
    const { rows } = await db.query<{ titulo: string; since: Date }>(
      `SELECT ${title} AS titulo, p.created_at AS since FROM ${from}
        WHERE p.status = 'pendiente' AND ${company} AND ${column} = $1 ORDER BY p.created_at, p.id`,
      [value],
    );
    return rows.map((row) => ({ cola: 'propuestasPracticas', titulo: row.titulo, estado: 'pendiente', desde: row.since.toISOString(), enlace: link }));
  },

  decide: async (db, id, decision, staffId) => {
    const proposal = await findCompanyProposal(db, id);
    if (!proposal) return refuse(Status.recordNotFound);
    const { rows } = await db.query<{ name: string }>(`SELECT first_name || ' ' || last_names AS name FROM students WHERE user_id = $1`, [
      proposal.studentId,
    ]);
    const student = rows[0]!.name;
    if (decision.accion === 'rechazar') {
      const reason = decision.motivo ?? '';
      await rejectCompanyProposal(db, id, staffId, reason);
      return {
        ok: true,
        value: {
          before: { estado: 'pendiente' },
          after: { estado: 'rechazada' },
          notices: [
            { to: { companyId: proposal.companyId }, texts: texts.rejected(student, reason), url: '/propuesta-practicas-empresa' },
            { to: { userId: proposal.studentId }, texts: texts.rejected(proposal.companyName, reason), url: null },
          ],
        },
      };
    }
    const accepted = acceptedProposalOf(decision.datos);
    if (!accepted.ok) return accepted;
    const created = await acceptCompanyProposal(db, proposal, accepted.value, staffId);
    if (!created.ok) return created;
    const { internshipId, title, state } = created.value;
    return {
      ok: true,
      value: {
        before: { estado: 'pendiente' },
        after: { estado: 'aceptada', idPractica: internshipId, fechaInicio: accepted.value.fechaInicio, fechaFin: accepted.value.fechaFin, titulo: title, estadoPractica: state },
        notices: [
          { to: { companyId: proposal.companyId }, texts: texts.acceptedCompany(student, title), url: '/solicitar-cambio-practicas' },
          { to: { userId: proposal.studentId }, texts: texts.acceptedStudent(proposal.companyName, title), url: '/mis-practicas' },
        ],
      },
    };
  },
};
