import { isApiError } from '@portal/api-client';
import type { IssueInvoiceRequest } from '@portal/contracts';

/** The invoice form as typed: amounts as text, so "150,50" is read as the office writes it. */
export interface InvoiceForm {
  cif: string;
  concepto: string;
  baseImponible: string;
  tipoIva: string;
  diasVencimiento: string;
}
export type InvoiceField = keyof InvoiceForm;
type Problem = { key: string } | { text: string };

export const emptyInvoiceForm: InvoiceForm = { cif: '', concepto: '', baseImponible: '', tipoIva: '21', diasVencimiento: '30' };

/** A decimal typed with a comma or a point; NaN when it is not one. */
const decimalOf = (text: string): number => (/^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : NaN);

/** What the page refuses before sending (the rules of issueInvoiceRequest), as keys of its words. */
export const invoiceProblems = (form: InvoiceForm): Partial<Record<InvoiceField, Problem>> => {
  const problems: Partial<Record<InvoiceField, Problem>> = {};
  if (!form.cif.trim()) problems.cif = { key: 'required' };
  if (form.concepto.trim().length < 3) problems.concepto = { key: form.concepto.trim() ? 'conceptShort' : 'required' };
  const base = decimalOf(form.baseImponible);
  if (!form.baseImponible.trim()) problems.baseImponible = { key: 'required' };
  else if (!(base >= 0 && base <= 1_000_000) || !/^\d+([.,]\d{1,2})?$/.test(form.baseImponible.trim()))
    problems.baseImponible = { key: 'amount' };
  const vat = decimalOf(form.tipoIva);
  if (!(vat >= 0 && vat <= 100)) problems.tipoIva = { key: 'vat' };
  if (!/^\d{1,3}$/.test(form.diasVencimiento.trim()) || Number(form.diasVencimiento) > 365) problems.diasVencimiento = { key: 'days' };
  return problems;
};

/** The call's body from a form the page accepted. */
export const invoiceRequestOf = (form: InvoiceForm): IssueInvoiceRequest => ({
  cif: form.cif.trim().toUpperCase(),
  concepto: form.concepto.trim(),
  baseImponible: decimalOf(form.baseImponible),
  tipoIva: decimalOf(form.tipoIva),
  diasVencimiento: Number(form.diasVencimiento),
});

/** The server's field refusals: a CIF it does not know is said in the page's words. */
export const invoiceServerProblems = (error: unknown): Partial<Record<InvoiceField, Problem>> => {
  const details = isApiError(error) ? (error.details as { errores?: { campo?: unknown; mensaje?: unknown }[] } | undefined) : undefined;
  const problems: Partial<Record<InvoiceField, Problem>> = {};
  for (const item of details?.errores ?? []) {
    const field = String(item.campo ?? '');
    if (field === 'cif') problems.cif = { key: 'unknownCif' };
    else if (field in emptyInvoiceForm) problems[field as InvoiceField] = { text: String(item.mensaje ?? '') };
  }
  return problems;
};
