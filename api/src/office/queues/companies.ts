import { Status, type QueueItem } from '@portal/contracts';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 1, company account requests: a company that asked for an account (/solicitar-cuenta) logs
 * in only once the office validates it (9 until then); a rejected one reads the reason at login
 * (134). The record is the company (its id); a request sharing the CIF or the legal name of
 * another company is flagged.
 */
const stateSql = `CASE WHEN r.validated_at IS NOT NULL THEN 'validada' WHEN r.rejected_at IS NOT NULL THEN 'rechazada' ELSE 'pendiente' END`;
const normalisedCif = (column: string) => `regexp_replace(upper(${column}), '[^0-9A-Z]', '', 'g')`;
const duplicateSql = `EXISTS (SELECT 1 FROM companies d WHERE d.id <> c.id
  AND (${normalisedCif('d.tax_id')} = ${normalisedCif('c.tax_id')} OR lower(d.legal_name) = lower(c.legal_name)))`;

const noticeOf = (accion: 'validar' | 'rechazar', companyId: number, tradeName: string, reason: string | null): DecisionNotice =>
  accion === 'validar'
    ? {
        to: { companyId },
        url: '/login/empresas',
        texts: {
          es: { title: 'Tu empresa ha sido validada', body: `El servicio de empleo ha validado ${tradeName}: ya puedes iniciar sesión y publicar ofertas.` },
          ca: { title: "La teva empresa ha estat validada", body: `El servei d'ocupació ha validat ${tradeName}: ja pots iniciar sessió i publicar ofertes.` },
          en: { title: 'Your company has been validated', body: `The careers service validated ${tradeName}: you can now log in and publish offers.` },
        },
      }
    : {
        to: { companyId },
        url: null,
        texts: {
          es: { title: 'Solicitud de cuenta rechazada', body: `El servicio de empleo ha rechazado la solicitud de ${tradeName}. Motivo: ${reason}` },
          ca: { title: 'Sol·licitud de compte rebutjada', body: `El servei d'ocupació ha rebutjat la sol·licitud de ${tradeName}. Motiu: ${reason}` },
          en: { title: 'Account request rejected', body: `The careers service rejected the request of ${tradeName}. Reason: ${reason}` },
        },
      };

export const companiesQueue: QueueHandler = {
  id: 'empresas',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(requested_at) AS oldest FROM company_account_requests
        WHERE validated_at IS NULL AND rejected_at IS NULL`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const state = query.estado ?? 'pendiente';
    const text = textFilter(query.texto, ['c.trade_name', 'c.legal_name', 'c.tax_id', 'u.email'], 2);
    const where = `${stateSql} = $1 AND ${text.sql}`;
    const from = `company_account_requests r JOIN companies c ON c.id = r.company_id JOIN users u ON u.id = r.user_id`;
    const order = query.orden === 'nombre' ? `lower(c.trade_name) ${orderDirection(query)}, c.id` : `r.requested_at ${orderDirection(query)}, c.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, [state, ...text.params]),
      db.query<QueueItem & { duplicated: boolean }>(
        `SELECT c.id, c.trade_name AS titulo, c.tax_id || ' · ' || c.legal_name AS detalle, ${stateSql} AS estado,
                to_char(r.requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS desde, ${duplicateSql} AS duplicated
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        [state, ...text.params],
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ duplicated, ...item }) => ({ ...item, avisos: duplicated ? ['cifDuplicado'] : [] })),
    };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{
      state: string;
      changedAt: Date;
      tradeName: string;
      legalName: string;
      cif: string;
      contactName: string;
      email: string;
      phone: string;
      requestedAt: Date;
      reason: string | null;
    }>(
      `SELECT ${stateSql} AS state, greatest(r.requested_at, r.validated_at, r.rejected_at) AS "changedAt",
              c.trade_name AS "tradeName", c.legal_name AS "legalName", c.tax_id AS cif,
              r.contact_name AS "contactName", u.email, r.phone, r.requested_at AS "requestedAt", r.rejection_reason AS reason
         FROM company_account_requests r JOIN companies c ON c.id = r.company_id JOIN users u ON u.id = r.user_id
        WHERE r.company_id = $1 ${lock ? 'FOR UPDATE OF r, c' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const duplicates = await db.query<{ idEmpresa: number; nombreComercial: string; cif: string; razonSocial: string; validada: boolean }>(
      `SELECT d.id AS "idEmpresa", d.trade_name AS "nombreComercial", d.tax_id AS cif, d.legal_name AS "razonSocial", d.validated AS validada
         FROM companies d, companies c
        WHERE c.id = $1 AND d.id <> c.id
          AND (${normalisedCif('d.tax_id')} = ${normalisedCif('c.tax_id')} OR lower(d.legal_name) = lower(c.legal_name))
        ORDER BY d.id LIMIT 10`,
      [id],
    );
    return {
      estado: row.state,
      version: `${row.state}@${row.changedAt.toISOString()}`,
      acciones:
        row.state === 'pendiente'
          ? [
              { accion: 'validar', requiereMotivo: false },
              { accion: 'rechazar', requiereMotivo: true },
            ]
          : [],
      registro: {
        nombreComercial: row.tradeName,
        razonSocial: row.legalName,
        cif: row.cif,
        contacto: row.contactName,
        email: row.email,
        telefono: row.phone,
        fechaSolicitud: row.requestedAt.toISOString(),
        motivoRechazo: row.reason,
        duplicados: duplicates.rows,
      },
    };
  },

  // A company waiting for validation cannot log in to read this: its wait is told at login (9).
  waitingOf: async () => [],

  decide: async (db, id, decision) => {
    const { rows } = await db.query<{ tradeName: string }>(`SELECT trade_name AS "tradeName" FROM companies WHERE id = $1`, [id]);
    const company = rows[0];
    if (!company) return refuse(Status.recordNotFound);
    if (decision.accion === 'validar') {
      await db.query('UPDATE company_account_requests SET validated_at = now() WHERE company_id = $1', [id]);
      await db.query('UPDATE companies SET validated = true WHERE id = $1', [id]);
    } else {
      await db.query('UPDATE company_account_requests SET rejected_at = now(), rejection_reason = $2 WHERE company_id = $1', [
        id,
        decision.motivo,
      ]);
    }
    const after = decision.accion === 'validar' ? 'validada' : 'rechazada';
    return {
      ok: true,
      value: {
        before: { estado: 'pendiente' },
        after: { estado: after },
        notices: [noticeOf(decision.accion === 'validar' ? 'validar' : 'rechazar', id, company.tradeName, decision.motivo)],
      },
    };
  },
};
