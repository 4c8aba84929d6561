import { Status, invoicePaidRequest, type Invoice, type QueueItem, type QueueListQuery } from '@portal/contracts';
import { findInvoice, recordInvoicePayment } from '../../company/invoices/invoices';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 9, invoices: the invoices issued and unpaid wait for their payment, the overdue first
 * (by due date; their state says 'vencida'). The office records a payment with its date (`datos`
 * fechaPago: not to come, not before the issue) or reminds the company of an overdue invoice.
 * Issuing a new invoice is not a decision on a record: it stays the staff call
 * POST /api/Orientacion/emiteFactura (office/invoice-routes.ts), audited in this queue's history.
 */
const unpaid = 'f.paid_on IS NULL';
const stateSql = `CASE WHEN f.paid_on IS NOT NULL THEN 'pagada' WHEN f.due_on < current_date THEN 'vencida' ELSE 'emitida' END`;
const from = 'company_invoices f JOIN companies c ON c.id = f.company_id';
const paidOnSchema = invoicePaidRequest.shape.fechaPago;

/** Each state's filter; the unpaid ones read from their partial index. */
const stateFilter = (query: QueueListQuery) => {
  switch (query.estado ?? 'pendiente') {
    case 'pendiente':
      return { sql: unpaid, params: [] as string[] };
    case 'vencida':
      return { sql: `${unpaid} AND f.due_on < current_date`, params: [] };
    case 'emitida':
      return { sql: `${unpaid} AND f.due_on >= current_date`, params: [] };
    default:
      return { sql: `${stateSql} = $1`, params: [query.estado!] };
  }
};

const euros = (value: number) => `${value.toFixed(2).replace('.', ',')} €`;

const texts = {
  registrarPago: (invoice: Invoice): DecisionNotice['texts'] => ({
    es: { title: 'Pago de factura registrado', body: `El servicio de empleo ha registrado el pago de la factura ${invoice.numero} (${euros(invoice.total)}) el ${invoice.fechaPago}.` },
    ca: { title: 'Pagament de factura registrat', body: `El servei d'ocupació ha registrat el pagament de la factura ${invoice.numero} (${euros(invoice.total)}) el ${invoice.fechaPago}.` },
    en: { title: 'Invoice payment recorded', body: `The careers service recorded the payment of invoice ${invoice.numero} (${euros(invoice.total)}) on ${invoice.fechaPago}.` },
  }),
  reclamar: (invoice: Invoice): DecisionNotice['texts'] => ({
    es: { title: 'Factura vencida', body: `La factura ${invoice.numero} (${euros(invoice.total)}) venció el ${invoice.fechaVencimiento} y no consta su pago. Si ya la has pagado, responde con el justificante.` },
    ca: { title: 'Factura vençuda', body: `La factura ${invoice.numero} (${euros(invoice.total)}) va vèncer el ${invoice.fechaVencimiento} i no consta el pagament. Si ja l'has pagada, respon amb el justificant.` },
    en: { title: 'Invoice overdue', body: `Invoice ${invoice.numero} (${euros(invoice.total)}) fell due on ${invoice.fechaVencimiento} and its payment is not recorded. If you have paid it, reply with the receipt.` },
  }),
};

export const invoicesQueue: QueueHandler = {
  id: 'facturas',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(f.issued_on)::timestamptz AS oldest FROM company_invoices f WHERE ${unpaid}`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const byState = stateFilter(query);
    const text = textFilter(query.texto, ['f.number', 'f.concept', 'c.trade_name', 'c.tax_id'], byState.params.length + 1);
    const where = `${byState.sql} AND ${text.sql}`;
    const params = [...byState.params, ...text.params];
    // By age: the invoice that fell due first, first (the overdue ones lead).
    const order = query.orden === 'nombre' ? `lower(c.trade_name) ${orderDirection(query)}, f.id` : `f.due_on ${orderDirection(query)}, f.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos' | 'desde'> & { issuedOn: Date; reminded: boolean }>(
        `SELECT f.id, c.trade_name AS titulo, f.number || ' · ' || f.concept || ' · ' || to_char(f.due_on, 'YYYY-MM-DD') AS detalle,
                ${stateSql} AS estado, f.issued_on::timestamptz AS "issuedOn", f.reminded_at IS NOT NULL AS reminded
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ issuedOn, reminded, ...item }) => ({
        ...item,
        desde: issuedOn.toISOString(),
        avisos: reminded && item.estado === 'vencida' ? ['reclamada'] : [],
      })),
    };
  },

  read: async (db, id, { lock }) => {
    const { rows } = await db.query<{
      companyId: number;
      tradeName: string;
      cif: string;
      remindedAt: Date | null;
      holder: string | null;
      iban: string | null;
      email: string | null;
    }>(
      `SELECT c.id AS "companyId", c.trade_name AS "tradeName", c.tax_id AS cif, f.reminded_at AS "remindedAt",
              b.holder, b.iban, b.email
         FROM ${from} LEFT JOIN company_billing_accounts b ON b.company_id = f.company_id
        WHERE f.id = $1 ${lock ? 'FOR UPDATE OF f' : ''}`,
      [id],
    );
    const row = rows[0];
    const factura = row && (await findInvoice(db, id));
    if (!row || !factura) return undefined;
    const acciones =
      factura.estado === 'pagada'
        ? []
        : [
            { accion: 'registrarPago', requiereMotivo: false },
            ...(factura.estado === 'vencida' ? [{ accion: 'reclamar', requiereMotivo: false }] : []),
          ];
    return {
      estado: factura.estado,
      version: `${factura.estado}@${factura.fechaPago ?? ''}@${row.remindedAt?.toISOString() ?? ''}`,
      acciones,
      registro: {
        factura,
        idEmpresa: row.companyId,
        empresa: row.tradeName,
        cif: row.cif,
        cuentaFacturacion: row.iban ? { titular: row.holder, iban: row.iban, email: row.email } : null,
        fechaReclamacion: row.remindedAt?.toISOString() ?? null,
      },
    };
  },

  // An unpaid invoice waits on the company's payment, not on the office.
  waitingOf: async () => [],

  decide: async (db, id, decision) => {
    const before = await findInvoice(db, id);
    if (!before) return refuse(Status.recordNotFound);
    const { rows } = await db.query<{ companyId: number }>('SELECT company_id AS "companyId" FROM company_invoices WHERE id = $1', [id]);
    const companyId = rows[0]!.companyId;
    let after: Invoice;
    if (decision.accion === 'registrarPago') {
      const paidOn = paidOnSchema.safeParse(decision.datos.fechaPago);
      const paid = paidOn.success ? await recordInvoicePayment(db, id, paidOn.data) : undefined;
      // A day missing, to come, or before the invoice was issued.
      if (!paid) return refuse(Status.missingMandatoryData);
      after = paid;
    } else {
      await db.query('UPDATE company_invoices SET reminded_at = now() WHERE id = $1', [id]);
      after = before;
    }
    const action = decision.accion === 'registrarPago' ? 'registrarPago' : 'reclamar';
    return {
      ok: true,
      value: {
        before: { estado: before.estado },
        after: { estado: after.estado, ...(after.fechaPago ? { fechaPago: after.fechaPago } : {}) },
        notices: [{ to: { companyId }, texts: texts[action](after), url: '/facturas' }],
      },
    };
  },
};
