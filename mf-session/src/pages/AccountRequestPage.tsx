import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isValidCif, normalisePhone, phoneProblem } from '@portal/contracts';
import { PageHeading, Field, FormCard, StatusNotice, allValid, emailProblem, requiredProblem, useSubmission } from '@portal/ui';
import { accountApi } from '../api';
import { PolicyCheck } from '../components/PolicyCheck';
import '../i18n';

/** The catalogue's key for the phone rule a value breaks ("phone" is the field's label there). */
const phoneRuleKeyOf = (value: string) => {
  const problem = phoneProblem(value);
  return problem === null ? null : problem === 'phone' ? 'phoneInvalid' : 'phoneTooLong';
};

/**
 * /solicitar-cuenta: a company asks for an account (503, pending validation); its contact gets a
 * mail with the link to set the password. The CIF is checked as it is typed in (format 33,
 * existeCIF); the server says 44 or 29 for an e-mail already in use.
 */
const AccountRequestPage = () => {
  const { t } = useTranslation('session');
  const [form, setForm] = useState({ cif: '', nombreComercial: '', nombreFiscal: '', nombreContacto: '', email: '', telefono: '' });
  const [accepted, setAccepted] = useState(false);
  const [cifTaken, setCifTaken] = useState(false);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const cif = form.cif.trim().toUpperCase();
  const problems = {
    cif: requiredProblem(cif) ?? (isValidCif(cif) ? null : 'cifInvalid') ?? (cifTaken ? 'cifTaken' : null),
    nombreComercial: requiredProblem(form.nombreComercial),
    nombreFiscal: requiredProblem(form.nombreFiscal),
    nombreContacto: requiredProblem(form.nombreContacto) ?? (form.nombreContacto.trim().length < 3 ? 'nameShort' : null),
    email: emailProblem(form.email),
    telefono: requiredProblem(form.telefono) ?? phoneRuleKeyOf(form.telefono),
    policy: accepted ? null : 'policyRequired',
  };
  const valid = allValid(problems);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onValue: (value: string) => setForm({ ...form, [name]: value }),
    error: (tried || (name === 'cif' && cifTaken)) && problems[name] ? t(problems[name]) : null,
  });

  /** Whether the CIF is registered, asked when the user leaves the field with a well-formed one. */
  const checkCif = async () => {
    setCifTaken(false);
    if (!isValidCif(cif)) return;
    try {
      setCifTaken((await accountApi.cifExists(cif)).existe);
    } catch {
      // The server checks again on submit; a failed check here only loses the early hint.
    }
  };

  const send = () =>
    void submit(valid, () =>
      accountApi.requestCompanyAccount({
        cif,
        nombreComercial: form.nombreComercial.trim(),
        nombreFiscal: form.nombreFiscal.trim(),
        nombreContacto: form.nombreContacto.trim(),
        email: form.email.trim(),
        telefono: normalisePhone(form.telefono.trim()),
        aceptaPoliticaPrivacidad: true,
      }),
    );

  return (
    <section>
      <PageHeading>{t('accountRequestTitle')}</PageHeading>
      {notice !== null ? (
        <StatusNotice status={notice} tone="success" />
      ) : (
        <>
          <p>{t('accountRequestIntro')}</p>
          {failure ? <StatusNotice status={failure.status} /> : null}
          <FormCard onSubmit={send} invalid={tried && !valid} sending={sending} submitLabel={t('requestSubmit')}>
            <Field label={t('cif')} autoComplete="off" onBlur={() => void checkCif()} {...field('cif')} />
            <Field label={t('tradeName')} autoComplete="organization" {...field('nombreComercial')} />
            <Field label={t('legalName')} autoComplete="off" {...field('nombreFiscal')} />
            <Field label={t('contactName')} autoComplete="name" {...field('nombreContacto')} />
            <Field label={t('email')} type="email" autoComplete="email" {...field('email')} />
            <Field label={t('phone')} type="tel" autoComplete="tel" {...field('telefono')} />
            <PolicyCheck accepted={accepted} onAccepted={setAccepted} showError={tried} />
          </FormCard>
        </>
      )}
      <p>
        <Link to="/login/empresas">{t('backToLogin')}</Link>
      </p>
    </section>
  );
};

export default AccountRequestPage;
