import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@portal/contracts';
import { Field, FormCard, Notice, StatusNotice } from '@portal/ui';
import { officeApi } from '../api';
import { FormBesideList } from '../components/FormBesideList';
import { useRefusableForm } from '../components/use-refusable-form';
import { emptyInvoiceForm, invoiceProblems, invoiceRequestOf, invoiceServerProblems, type InvoiceForm } from './logic';
import './i18n';

const money = (value: number, language: string) =>
  value.toLocaleString(language === 'en' ? 'en-GB' : 'es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The form's fields, once issued or not: a new invoice starts empty again. */
const InvoiceFields = ({ onIssued }: { onIssued: (invoice: Invoice) => void }) => {
  const { t } = useTranslation('officeInvoices');
  const { holder, form, invalid, sending, refusal, change, submit, say } = useRefusableForm({
    initial: emptyInvoiceForm,
    describe: (key) => t(key),
    problemsOf: invoiceProblems,
    serverProblemsOf: invoiceServerProblems,
    save: async (values: InvoiceForm) => onIssued(await officeApi.issueInvoice(invoiceRequestOf(values))),
  });
  const text = (field: keyof InvoiceForm, extra: { hint?: string; required?: boolean; maxLength?: number; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <Field
      label={t(field)}
      name={field}
      value={form[field]}
      onValue={(value) => change(field, { ...form, [field]: value })}
      error={say(field)}
      {...extra}
    />
  );
  return (
    <div ref={holder}>
      {refusal ? <StatusNotice error={refusal} /> : null}
      <FormCard onSubmit={() => void submit()} invalid={invalid} sending={sending} submitLabel={t('issue')}>
        <fieldset>
          <legend>{t('legend')}</legend>
          <p>{t('intro')}</p>
          {text('cif', { hint: t('cifHint'), required: true, maxLength: 20 })}
          {text('concepto', { required: true, maxLength: 300 })}
          {text('baseImponible', { hint: t('baseHint'), required: true, inputMode: 'decimal' })}
          {text('tipoIva', { required: true, inputMode: 'decimal' })}
          {text('diasVencimiento', { required: true, inputMode: 'numeric' })}
        </fieldset>
      </FormCard>
    </div>
  );
};

/**
 * Issuing an invoice beside the invoices queue (POST /api/Orientacion/emiteFactura): the office
 * opens the form, types the company's CIF, concept, amount, VAT and days to pay; the invoice
 * issued is announced with its number and the queue's list shows it.
 */
export const IssueInvoiceForm = ({ onIssued }: { onIssued: () => void }) => {
  const { t, i18n } = useTranslation('officeInvoices');
  const [issued, setIssued] = useState<Invoice | null>(null);
  return (
    <FormBesideList
      label={t('legend')}
      openLabel={t('open')}
      closeLabel={t('close')}
      outcome={
        issued ? (
          <Notice tone="success" title={t('issued', { numero: issued.numero })}>
            <p>
              {t('issuedBody', {
                concepto: issued.concepto,
                total: money(issued.total, i18n.language),
                vencimiento: issued.fechaVencimiento,
              })}
            </p>
          </Notice>
        ) : null
      }
    >
      {(created) => (
        <InvoiceFields
          onIssued={(invoice) => {
            setIssued(invoice);
            created();
            onIssued();
          }}
        />
      )}
    </FormBesideList>
  );
};
