import { z } from 'zod';
import { isCalendarDay } from '../platform/days';
import { idNumber } from '../platform/ids';
import { isWellFormedEmail } from '../accounts/account';
import { isValidIban, normaliseIban } from '../cv/rules';
import { envelope } from '../platform/envelope';
import type { Language } from '../platform/languages';
import { Status } from '../platform/status';

/**
 * The company's invoices and billing account (spec 001 §7 dameFacturasALTAI, addCuentaFacturacion).
 * The careers office invoices companies for paid services (job-fair stands, featured offers...);
 * the spec shows neither the invoice fields nor the screen: these are what an invoice carries.
 */

/** issued: waiting for payment; paid; overdue: unpaid after its due date. */
export const invoiceStates = ['emitida', 'pagada', 'vencida'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export const invoice = z.object({
  idFactura: z.number().int(),
  numero: z.string(),
  fecha: z.string(),
  fechaVencimiento: z.string(),
  concepto: z.string(),
  /** Amounts in euros, two decimals. */
  baseImponible: z.number(),
  tipoIva: z.number(),
  iva: z.number(),
  total: z.number(),
  estado: z.enum(invoiceStates),
  fechaPago: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;

/** The account the company's invoices are charged to, and where they are sent. */
export const billingAccount = z.object({
  titular: z.string(),
  iban: z.string(),
  email: z.string(),
  fechaActualizacion: z.string(),
});
export type BillingAccount = z.infer<typeof billingAccount>;

export const invoicesResponse = envelope(
  z.object({ facturas: z.array(invoice), cuentaFacturacion: billingAccount.nullable() }),
);

/** The rules of the billing account form; the IBAN ones carry the spec's codes (72 missing, 73 wrong). */
export const billingRules = ['required', 'invalid', 'holder', 'iban', 'email'] as const;
export type BillingRule = (typeof billingRules)[number];
export const billingRuleTexts: Record<Language, Record<BillingRule, string>> = {
  es: {
    required: 'Este campo es requerido',
    invalid: 'El valor no es válido',
    holder: 'Indica el titular de la cuenta (al menos 3 caracteres)',
    iban: 'El IBAN no es correcto: revisa el formato y los dígitos de control',
    email: 'El email está mal formado',
  },
  ca: {
    required: 'Aquest camp és requerit',
    invalid: 'El valor no és vàlid',
    holder: 'Indica el titular del compte (almenys 3 caràcters)',
    iban: "L'IBAN no és correcte: revisa el format i els dígits de control",
    email: "L'email està mal format",
  },
  en: {
    required: 'This field is required',
    invalid: 'The value is not valid',
    holder: 'Give the account holder (at least 3 characters)',
    iban: 'The IBAN is not correct: check its format and check digits',
    email: 'The e-mail address is malformed',
  },
};

/** A refinement's options: the rule as its message (the forms word it), and the spec's code when it has one. */
const rule = (name: BillingRule, status?: number) => ({
  message: name,
  params: status === undefined ? { rule: name } : { rule: name, status },
});

/** addCuentaFacturacion: holder, IBAN (72 when missing, 73 when its format or check digits fail), e-mail. */
export const billingAccountRequest = z.object({
  titular: z
    .string()
    .trim()
    .refine((value) => value.length > 0, { ...rule('required'), abort: true })
    .refine((value) => value.length >= 3 && value.length <= 200, rule('holder')),
  iban: z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length > 0, { ...rule('required', Status.ibanMissing), abort: true })
    .refine(isValidIban, rule('iban', Status.ibanWrong))
    .transform(normaliseIban),
  email: z
    .string()
    .trim()
    .refine((value) => value.length > 0, { ...rule('required'), abort: true })
    .refine((value) => value.length <= 254 && isWellFormedEmail(value), rule('email')),
});
export type BillingAccountRequest = z.input<typeof billingAccountRequest>;
export const billingAccountSavedResponse = envelope(z.object({ aviso: z.number().int(), cuenta: billingAccount }));

/** 532: the billing account was updated. */
export const billingAccountSaved = 532;

/**
 * The careers office issues an invoice to a company (by its CIF): concept, taxable base and VAT
 * rate; it falls due `diasVencimiento` days after today. The number is the next of the year.
 */
export const issueInvoiceRequest = z.object({
  cif: z.string().trim().min(1).max(20),
  concepto: z.string().trim().min(3).max(300),
  // Whole cents (multipleOf(0.01) refuses 99.99 for a floating-point remainder).
  baseImponible: z.number().min(0).max(1_000_000).refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6),
  tipoIva: z.number().min(0).max(100).default(21),
  diasVencimiento: z.number().int().min(0).max(365).default(30),
});
export type IssueInvoiceRequest = z.input<typeof issueInvoiceRequest>;
/** The careers office records that an invoice was paid (on a day no later than today). */
export const invoicePaidRequest = z.object({
  idFactura: idNumber,
  fechaPago: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isCalendarDay),
});
export const staffInvoiceResponse = envelope(invoice);
