import { useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import {
  Success,
  billingAccountRequest,
  billingRuleTexts,
  type BillingAccount,
  type BillingRule,
  type Invoice,
} from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import {
  failureStatus,
  formatDate,
  LoadState,
  Notice,
  PageHeading,
  StatusNotice,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { saveFile } from '../offers/api';
import { FieldMessages, FormField } from '../common/FormField';
import { invoicesApi } from '../documentation/api';
import '../documentation/i18n';
// The form fields' words (required mark, "choose").
import '../offers/wizard/i18n';
import '../company.css';

const locales = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' } as const;

/**
 * The company's invoices and billing account (spec 001 §7 dameFacturasALTAI, addCuentaFacturacion).
 * The spec names the calls but neither the route nor the layout: /facturas, beside /documentacion,
 * with the invoices first (number, date, concept, amounts, state, PDF) and the account under them.
 */
const InvoicesPage = () => {
  const { t } = useTranslation('companyInvoices');
  const invoices = useApiData(() => invoicesApi.invoices(), []);
  return (
    <section className="company-invoices">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <p>
        <Link to="/documentacion">{t('documentationLink')}</Link>
      </p>
      <LoadState state={invoices}>
        {(data) => (
          <>
            <InvoiceTable invoices={data.facturas} />
            <BillingAccountForm account={data.cuentaFacturacion} />
          </>
        )}
      </LoadState>
    </section>
  );
};

const InvoiceTable = ({ invoices }: { invoices: Invoice[] }) => {
  const { t } = useTranslation('companyInvoices');
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  const money = (value: number) => new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' }).format(value);
  const download = (invoice: Invoice) => {
    setFailed(false);
    invoicesApi.invoiceFile(invoice.idFactura, language).then(
      (blob) => saveFile(blob, `factura-${invoice.numero}.pdf`),
      () => setFailed(true),
    );
  };
  return (
    <section className="company-doc-section" aria-labelledby="invoices-title">
      <h2 id="invoices-title">{t('invoices')}</h2>
      <div aria-live="polite">{failed ? <Notice tone="error" title={t('downloadFailed')} /> : null}</div>
      {invoices.length === 0 ? (
        <p>{t('noInvoices')}</p>
      ) : (
        <div className="company-table-wrap">
          <table className="company-table company-table--stacked" data-testid="company-invoices">
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('concept')}</th>
                <th scope="col" className="company-table__amount">{t('base')}</th>
                <th scope="col" className="company-table__amount">{t('vat')}</th>
                <th scope="col" className="company-table__amount">{t('total')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('pdf')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.idFactura}>
                  <th scope="row">{invoice.numero}</th>
                  <td data-label={t('date')}>{formatDate(invoice.fecha, language)}</td>
                  <td data-label={t('concept')}>{invoice.concepto}</td>
                  <td data-label={t('base')} className="company-table__amount">{money(invoice.baseImponible)}</td>
                  <td data-label={t('vat')} className="company-table__amount">{`${money(invoice.iva)} (${invoice.tipoIva} %)`}</td>
                  <td data-label={t('total')} className="company-table__amount">{money(invoice.total)}</td>
                  <td data-label={t('state')}>
                    <span className={`company-invoice-state company-invoice-state--${invoice.estado}`}>{t(`state_${invoice.estado}`)}</span>
                    <br />
                    <span className="company-hint">
                      {invoice.fechaPago
                        ? t('paidOn', { date: formatDate(invoice.fechaPago, language) })
                        : t('dueOn', { date: formatDate(invoice.fechaVencimiento, language) })}
                    </span>
                  </td>
                  <td data-label={t('pdf')}>
                    <button
                      type="button"
                      className="portal-button portal-button--secondary"
                      aria-label={t('downloadInvoice', { number: invoice.numero })}
                      onClick={() => download(invoice)}
                    >
                      {t('download')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

/** A refusal shows its codes: the review message and, when the IBAN failed, its own code (72, 73). */
type Result = { ok: true; code: number } | { ok: false; statuses: number[] } | null;

/** addCuentaFacturacion: holder, IBAN with its check digits (72 missing, 73 wrong), billing e-mail → 532. */
const BillingAccountForm = ({ account: loaded }: { account: BillingAccount | null }) => {
  const { t } = useTranslation('companyInvoices');
  const language = useLanguage();
  const [result, setResult] = useState<Result>(null);
  const [account, setAccount] = useState(loaded);
  const form = useForm<FieldValues>({
    resolver: zodResolver(billingAccountRequest as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: { titular: account?.titular ?? '', iban: account?.iban ?? '', email: account?.email ?? '' },
  });
  const submit = form.handleSubmit(
    async (values) => {
      setResult(null);
      try {
        const saved = await invoicesApi.saveAccount(values as never, language, { silent: true });
        setResult({ ok: true, code: saved.aviso });
        setAccount(saved.cuenta);
        form.reset({ titular: saved.cuenta.titular, iban: saved.cuenta.iban, email: saved.cuenta.email });
      } catch (error) {
        const details = isApiError(error) ? (error.details as { errores?: { campo: string; mensaje: string }[] } | undefined) : undefined;
        const words = billingRuleTexts[language];
        for (const field of details?.errores ?? []) {
          const rule = (Object.keys(words) as BillingRule[]).find((key) => words[key] === field.mensaje);
          form.setError(field.campo, { message: rule ?? field.mensaje });
        }
        const status = failureStatus(error);
        setResult({ ok: false, statuses: details?.errores?.length ? [Success.reviewForm, ...(status === 72 || status === 73 ? [status] : [])] : [status] });
      }
    },
    (errors) => {
      const iban = errors.iban?.message;
      const ibanCode = iban === 'required' ? [72] : iban === 'iban' ? [73] : [];
      setResult({ ok: false, statuses: [Success.reviewForm, ...ibanCode] });
    },
  );
  return (
    <FieldMessages.Provider value={billingRuleTexts[language]}>
      <section className="company-doc-section portal-card" aria-labelledby="account-title">
        <h2 id="account-title">{t('account')}</h2>
        <p>{t('accountIntro')}</p>
        <p className="company-hint" data-testid="billing-account-state">
          {account ? t('updatedOn', { date: formatDate(account.fechaActualizacion, language) }) : t('noAccount')}
        </p>
        <div aria-live="polite">
          {result?.ok ? <StatusNotice status={result.code} tone="success" /> : null}
          {result && !result.ok
            ? result.statuses.map((status) => <StatusNotice key={status} status={status} messages={[]} />)
            : null}
        </div>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <div className="company-form-grid">
              <FormField name="titular" label={t('titular')} required />
              <FormField name="iban" label={t('iban')} hint={t('ibanHint')} required />
              <FormField name="email" label={t('email')} kind="email" required />
            </div>
            <div className="company-actions">
              <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
                {t('save')}
              </button>
            </div>
          </form>
        </FormProvider>
      </section>
    </FieldMessages.Provider>
  );
};

export default InvoicesPage;
