import { Status, type QueueItem } from '@portal/contracts';
import { issueAnnexes } from '../../company/documentation/annex-drafts';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 7, the annexes of each internship: a training project drafted when a proposal became the
 * internship (or for an internship that had none), a modification when a change was accepted.
 * The record is the internship; it waits while it has a draft. Issuing makes its drafts
 * downloadable by the company (dameAnexosPracticas), which then uploads each one signed. The staff
 * member reads each draft as the PDF the company will get (annexPdfPath).
 */
export const annexPdfPath = (annexId: number) => `/api/Orientacion/anexo/${annexId}/pdf`;

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** Internships with a draft, since the oldest draft: read from the drafts' partial index. */
const drafts = `SELECT internship_id, min(created_at) AS since FROM internship_annexes WHERE issued_at IS NULL GROUP BY internship_id`;
/** Internships whose annexes are all issued, since the last issue. */
const issued = `SELECT internship_id, max(issued_at) AS since FROM internship_annexes GROUP BY internship_id HAVING bool_and(issued_at IS NOT NULL)`;

const issuedTexts = (student: string, title: string, count: number): DecisionNotice['texts'] => ({
  es: { title: 'Anexo de prácticas para firmar', body: `El servicio de empleo ha emitido ${count === 1 ? 'un anexo' : `${count} anexos`} de las prácticas «${title}» de ${student}: descárgalo, fírmalo y súbelo firmado en tu documentación.` },
  ca: { title: 'Annex de pràctiques per signar', body: `El servei d'ocupació ha emès ${count === 1 ? 'un annex' : `${count} annexos`} de les pràctiques «${title}» de ${student}: descarrega'l, signa'l i puja'l signat a la teva documentació.` },
  en: { title: 'Internship annex to sign', body: `The careers service issued ${count === 1 ? 'an annex' : `${count} annexes`} of the internship “${title}” of ${student}: download it, sign it and upload the signed copy in your documentation.` },
});

export const annexesQueue: QueueHandler = {
  id: 'anexos',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(DISTINCT internship_id)::int AS total, min(created_at) AS oldest FROM internship_annexes WHERE issued_at IS NULL`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const state = query.estado ?? 'pendiente';
    if (state !== 'pendiente' && state !== 'emitido') return { total: 0, items: [] };
    const student = "s.first_name || ' ' || s.last_names";
    const text = textFilter(query.texto, ['i.title', student, 'c.trade_name', 'c.tax_id'], 1);
    const from = `(${state === 'pendiente' ? drafts : issued}) w JOIN student_internships i ON i.id = w.internship_id
      JOIN students s ON s.user_id = i.student_id LEFT JOIN companies c ON c.id = i.company_id`;
    const order = query.orden === 'nombre' ? `lower(i.title) ${orderDirection(query)}, i.id` : `w.since ${orderDirection(query)}, i.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${text.sql}`, text.params),
      db.query<Omit<QueueItem, 'avisos' | 'desde' | 'estado'> & { since: Date; companyId: number | null; startsOn: string }>(
        `SELECT i.id, i.title AS titulo, coalesce(c.trade_name, i.company_name) || ' · ' || ${student} AS detalle, w.since,
                i.company_id AS "companyId", ${day('i.starts_on')} AS "startsOn"
           FROM ${from} WHERE ${text.sql} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        text.params,
      ),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ since, companyId, startsOn, ...item }) => ({
        ...item,
        estado: state,
        desde: since.toISOString(),
        // An internship with no company of the portal cannot get its annex; one already started needs it at once.
        avisos: state !== 'pendiente' ? [] : [...(companyId === null ? ['sinEmpresa'] : []), ...(startsOn <= today ? ['yaIniciada'] : [])],
      })),
    };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{ companyId: number | null; registro: Record<string, unknown> }>(
      `SELECT i.company_id AS "companyId",
              json_build_object('idPractica', i.id, 'titulo', i.title, 'alumno', s.first_name || ' ' || s.last_names,
                'dni', s.national_id, 'idEmpresa', i.company_id, 'empresa', coalesce(c.trade_name, i.company_name), 'cif', c.tax_id,
                'fechaInicio', ${day('i.starts_on')}, 'fechaFin', ${day('i.ends_on')}, 'estadoPractica', i.state,
                'horario', i.schedule, 'tutor', i.tutor_name, 'tutorEmail', i.tutor_email) AS registro
         FROM student_internships i JOIN students s ON s.user_id = i.student_id LEFT JOIN companies c ON c.id = i.company_id
        WHERE i.id = $1 ${lock ? 'FOR UPDATE OF i' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const annexes = await db.query<{
      id: number;
      tipo: string;
      descripcion: string;
      creado: Date;
      emitido: Date | null;
      idDocumentoFirmado: number | null;
      fingerprint: string;
    }>(
      `SELECT a.id, a.kind AS tipo, a.description AS descripcion, a.created_at AS creado, a.issued_at AS emitido,
              (SELECT d.id FROM company_documents d WHERE d.annex_id = a.id) AS "idDocumentoFirmado",
              md5(a.description || coalesce(a.issued_at::text, '')) AS fingerprint
         FROM internship_annexes a WHERE a.internship_id = $1 ORDER BY a.created_at, a.id`,
      [id],
    );
    const waiting = annexes.rows.some((annex) => annex.emitido === null);
    const state = waiting ? 'pendiente' : annexes.rows.length ? 'emitido' : 'sinAnexos';
    return {
      estado: state,
      // Any draft added, rewritten (a second change accepted) or issued makes a new version.
      version: `${state}@${annexes.rows.map((annex) => `${annex.id}:${annex.fingerprint}`).join(',')}`,
      acciones: waiting && row.companyId !== null ? [{ accion: 'emitir', requiereMotivo: false }] : [],
      registro: {
        ...row.registro,
        anexos: annexes.rows.map(({ fingerprint: _fingerprint, creado, emitido, ...annex }) => ({
          ...annex,
          creado: creado.toISOString(),
          emitido: emitido?.toISOString() ?? null,
          pdf: annexPdfPath(annex.id),
        })),
      },
    };
  },

  waitingOf: async (db, owner) => {
    // Annexes are the company's to sign: a student waits on none of them.
    if (!('companyId' in owner)) return [];
    const { rows } = await db.query<{ titulo: string; since: Date }>(
      `SELECT i.title AS titulo, w.since FROM (${drafts}) w JOIN student_internships i ON i.id = w.internship_id
        WHERE i.company_id = $1 ORDER BY w.since, i.id`,
      [owner.companyId],
    );
    return rows.map((row) => ({ cola: 'anexos', titulo: row.titulo, estado: 'pendiente', desde: row.since.toISOString(), enlace: '/documentacion' }));
  },

  decide: async (db, id, _decision, staffId) => {
    const { rows } = await db.query<{ companyId: number | null; title: string; student: string }>(
      `SELECT i.company_id AS "companyId", i.title, s.first_name || ' ' || s.last_names AS student
         FROM student_internships i JOIN students s ON s.user_id = i.student_id WHERE i.id = $1`,
      [id],
    );
    const internship = rows[0];
    if (!internship?.companyId) return refuse(Status.recordNotFound);
    const issuedIds = await issueAnnexes(db, id, staffId);
    if (!issuedIds.length) return refuse(Status.decisionNotOpen);
    return {
      ok: true,
      value: {
        before: { estado: 'pendiente', borradores: issuedIds },
        after: { estado: 'emitido', anexosEmitidos: issuedIds },
        notices: [
          {
            to: { companyId: internship.companyId },
            texts: issuedTexts(internship.student, internship.title, issuedIds.length),
            url: '/documentacion',
          },
        ],
      },
    };
  },
};
