import type { BillingAccount, Invoice, InvoiceState, Language } from '@portal/contracts';
import type pg from 'pg';
import type { Pool } from '../../platform/db/pool';
import { readBrand } from '../../brand/brand';
import type { CompanyCaller } from '../common/caller';
import { pdfColours, pdfMargin, renderPdf } from '../../platform/pdf/pdf-document';

type Db = Pool | pg.PoolClient;

/**
 * The invoices the careers office issues to a company and the account they are charged to
 * (spec 001 §7 dameFacturasALTAI, addCuentaFacturacion). The state is derived from the dates, so
 * an unpaid invoice is overdue the day after it falls due without anyone updating it.
 */

export interface InvoiceRow {
  id: number;
  number: string;
  issuedOn: Date;
  dueOn: Date;
  concept: string;
  base: string;
  rate: string;
  paidOn: Date | null;
  overdue: boolean;
}

const dateOnly = (value: Date) => value.toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100) / 100;

export const toInvoice = (row: InvoiceRow): Invoice => {
  const base = Number(row.base);
  const rate = Number(row.rate);
  const vat = cents((base * rate) / 100);
  const state: InvoiceState = row.paidOn ? 'pagada' : row.overdue ? 'vencida' : 'emitida';
  return {
    idFactura: row.id,
    numero: row.number,
    fecha: dateOnly(row.issuedOn),
    fechaVencimiento: dateOnly(row.dueOn),
    concepto: row.concept,
    baseImponible: cents(base),
    tipoIva: rate,
    iva: vat,
    total: cents(base + vat),
    estado: state,
    fechaPago: row.paidOn ? dateOnly(row.paidOn) : null,
  };
};

export const invoiceColumns = `f.id, f.number, f.issued_on AS "issuedOn", f.due_on AS "dueOn", f.concept, f.base_amount AS base,
  f.vat_rate AS rate, f.paid_on AS "paidOn", (f.paid_on IS NULL AND f.due_on < current_date) AS overdue`;

/** The company's invoices, newest first. */
export const listInvoices = async (pool: Pool, companyId: number): Promise<Invoice[]> => {
  const { rows } = await pool.query<InvoiceRow>(
    `SELECT ${invoiceColumns} FROM company_invoices f WHERE f.company_id = $1 ORDER BY f.issued_on DESC, f.id DESC`,
    [companyId],
  );
  return rows.map(toInvoice);
};

export const readBillingAccount = async (pool: Pool, companyId: number): Promise<BillingAccount | null> => {
  const { rows } = await pool.query<{ holder: string; iban: string; email: string; updatedAt: Date }>(
    `SELECT holder, iban, email, updated_at AS "updatedAt" FROM company_billing_accounts WHERE company_id = $1`,
    [companyId],
  );
  const row = rows[0];
  return row ? { titular: row.holder, iban: row.iban, email: row.email, fechaActualizacion: row.updatedAt.toISOString() } : null;
};

/** addCuentaFacturacion: the company's one billing account, written whole (the IBAN already checked). */
export const saveBillingAccount = async (
  pool: Pool,
  caller: CompanyCaller,
  account: { titular: string; iban: string; email: string },
): Promise<BillingAccount> => {
  await pool.query(
    `INSERT INTO company_billing_accounts (company_id, holder, iban, email, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id) DO UPDATE SET holder = EXCLUDED.holder, iban = EXCLUDED.iban, email = EXCLUDED.email,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [caller.companyId, account.titular, account.iban, account.email, caller.userId],
  );
  return (await readBillingAccount(pool, caller.companyId))!;
};

/**
 * Issues an invoice to the company of the CIF (undefined for an unknown CIF), inside the caller's
 * transaction. Its number: FAC-<year>-<4 digits>, the next of the year (two issued at once wait
 * for each other).
 */
export const issueInvoice = async (
  db: pg.PoolClient,
  input: { cif: string; concepto: string; baseImponible: number; tipoIva: number; diasVencimiento: number },
): Promise<{ invoice: Invoice; companyId: number; tradeName: string } | undefined> => {
  const company = await db.query<{ id: number; tradeName: string }>(
    'SELECT id, trade_name AS "tradeName" FROM companies WHERE upper(tax_id) = upper($1)',
    [input.cif],
  );
  const found = company.rows[0];
  if (found === undefined) return undefined;
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('careers-portal.invoice-number'))`);
  const { rows } = await db.query<InvoiceRow>(
    `WITH next AS (
       SELECT 'FAC-' || to_char(current_date, 'YYYY') || '-' ||
              lpad((coalesce(max(substring(number FROM '^FAC-[0-9]{4}-([0-9]+)$')::integer), 0) + 1)::text, 4, '0') AS number
         FROM company_invoices WHERE number LIKE 'FAC-' || to_char(current_date, 'YYYY') || '-%')
     INSERT INTO company_invoices AS f (company_id, number, issued_on, due_on, concept, base_amount, vat_rate)
     SELECT $1, next.number, current_date, current_date + $2::integer, $3, $4, $5 FROM next
     RETURNING ${invoiceColumns}`,
    [found.id, input.diasVencimiento, input.concepto, input.baseImponible, input.tipoIva],
  );
  return { invoice: toInvoice(rows[0]!), companyId: found.id, tradeName: found.tradeName };
};

/**
 * Records the payment of an unpaid invoice on a day (undefined when there is no such unpaid
 * invoice, or the day is to come or before it was issued). The invoices queue's decision.
 */
export const recordInvoicePayment = async (db: Db, invoiceId: number, paidOn: string): Promise<Invoice | undefined> => {
  const { rows } = await db.query<InvoiceRow>(
    `UPDATE company_invoices AS f SET paid_on = $2::date
      WHERE f.id = $1 AND f.paid_on IS NULL AND $2::date <= current_date AND $2::date >= f.issued_on
      RETURNING ${invoiceColumns}`,
    [invoiceId, paidOn],
  );
  return rows[0] ? toInvoice(rows[0]) : undefined;
};

/** One invoice of any company, for the careers office (undefined when unknown). */
export const findInvoice = async (db: Db, invoiceId: number): Promise<Invoice | undefined> => {
  const { rows } = await db.query<InvoiceRow>(`SELECT ${invoiceColumns} FROM company_invoices f WHERE f.id = $1`, [invoiceId]);
  return rows[0] ? toInvoice(rows[0]) : undefined;
};

const invoiceWords = {
  es: {
    invoice: 'Factura',
    number: 'Número',
    date: 'Fecha de emisión',
    due: 'Vencimiento',
    issuer: 'Emisor',
    customer: 'Cliente',
    concept: 'Concepto',
    base: 'Base imponible',
    vat: 'IVA',
    total: 'Total',
    state: 'Estado',
    states: { emitida: 'Emitida', pagada: 'Pagada', vencida: 'Vencida' },
    paidOn: 'Pagada el',
    account: 'Cuenta de cargo',
    cif: 'CIF',
  },
  ca: {
    invoice: 'Factura',
    number: 'Número',
    date: "Data d'emissió",
    due: 'Venciment',
    issuer: 'Emissor',
    customer: 'Client',
    concept: 'Concepte',
    base: 'Base imposable',
    vat: 'IVA',
    total: 'Total',
    state: 'Estat',
    states: { emitida: 'Emesa', pagada: 'Pagada', vencida: 'Vençuda' },
    paidOn: 'Pagada el',
    account: 'Compte de càrrec',
    cif: 'CIF',
  },
  en: {
    invoice: 'Invoice',
    number: 'Number',
    date: 'Issued on',
    due: 'Due on',
    issuer: 'Issuer',
    customer: 'Customer',
    concept: 'Concept',
    base: 'Taxable base',
    vat: 'VAT',
    total: 'Total',
    state: 'State',
    states: { emitida: 'Issued', pagada: 'Paid', vencida: 'Overdue' },
    paidOn: 'Paid on',
    account: 'Charged to',
    cif: 'Tax id',
  },
};

const locales: Record<Language, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** One of the company's invoices as a PDF, issued in the institution's name (undefined for anyone else's). */
export const invoicePdf = async (pool: Pool, companyId: number, invoiceId: number, language: Language) => {
  const { rows } = await pool.query<InvoiceRow & { legalName: string; taxId: string }>(
    `SELECT ${invoiceColumns}, c.legal_name AS "legalName", c.tax_id AS "taxId"
       FROM company_invoices f JOIN companies c ON c.id = f.company_id WHERE f.id = $1 AND f.company_id = $2`,
    [invoiceId, companyId],
  );
  const found = rows[0];
  if (!found) return undefined;
  const invoice = toInvoice(found);
  const account = await readBillingAccount(pool, companyId);
  const institution = (await readBrand(pool)).nombreInstitucion;
  const words = invoiceWords[language];
  const money = (value: number) =>
    new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' }).format(value);
  const pdf = await renderPdf(
    { title: `${words.invoice} ${invoice.numero}`, author: institution, language },
    (document) => {
      const width = document.page.width - pdfMargin * 2;
      document.font('bold').fontSize(20).fillColor(pdfColours.accent).text(`${words.invoice} ${invoice.numero}`, { width });
      document.moveDown(0.8);
      const field = (label: string, value: string) =>
        document
          .font('bold').fontSize(10.5).fillColor(pdfColours.text).text(`${label}: `, { continued: true })
          .font('body').text(value, { width });
      field(words.issuer, institution);
      field(words.customer, `${found.legalName}, ${words.cif} ${found.taxId}`);
      field(words.date, invoice.fecha);
      field(words.due, invoice.fechaVencimiento);
      field(words.state, invoice.fechaPago ? `${words.states[invoice.estado]} (${words.paidOn} ${invoice.fechaPago})` : words.states[invoice.estado]);
      if (account) field(words.account, `${account.titular} · ${account.iban}`);
      // The lines: concept and base; then VAT and total.
      document.moveDown(1.2);
      const top = document.y;
      document.moveTo(pdfMargin, top).lineTo(pdfMargin + width, top).lineWidth(0.8).strokeColor(pdfColours.rule).stroke();
      const line = (label: string, value: string, bold = false) => {
        const y = document.y + 6;
        document.font(bold ? 'bold' : 'body').fontSize(11).fillColor(pdfColours.text).text(label, pdfMargin, y, { width: width - 140 });
        const after = document.y;
        document.text(value, pdfMargin + width - 130, y, { width: 130, align: 'right' });
        document.y = Math.max(after, document.y);
      };
      line(`${words.concept}: ${invoice.concepto}`, money(invoice.baseImponible));
      line(`${words.base}`, money(invoice.baseImponible));
      line(`${words.vat} (${invoice.tipoIva.toLocaleString(locales[language])} %)`, money(invoice.iva));
      const bottom = document.y + 6;
      document.moveTo(pdfMargin, bottom).lineTo(pdfMargin + width, bottom).lineWidth(0.8).strokeColor(pdfColours.rule).stroke();
      document.y = bottom;
      line(words.total, money(invoice.total), true);
    },
  );
  return { pdf, fileName: `factura-${invoice.numero}.pdf` };
};
