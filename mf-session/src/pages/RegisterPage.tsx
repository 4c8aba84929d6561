import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, isValidNationalId } from '@portal/contracts';
import { PageHeading, Field, FormCard, emptyNewPassword, NewPasswordFields, newPasswordProblems, StatusNotice, allValid, emailProblem, requiredProblem, useSubmission } from '@portal/ui';
import { accountApi } from '../api';
import { PolicyCheck } from '../components/PolicyCheck';
import '../i18n';

/**
 * /registro (brand permission canRegistroAlumno): a student creates an account (522). 16/60 the
 * e-mail is registered, 94 the national id, 95 a graduate must use the institutional login.
 */
const RegisterPage = () => {
  const { t } = useTranslation('session');
  const [form, setForm] = useState({ nombre: '', apellidos: '', email: '', dni: '' });
  const [password, setPassword] = useState(emptyNewPassword);
  const [accepted, setAccepted] = useState(false);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const problems = {
    nombre: requiredProblem(form.nombre) ?? (form.nombre.trim().length < 3 ? 'nameShort' : null),
    apellidos: requiredProblem(form.apellidos),
    email: emailProblem(form.email),
    dni: requiredProblem(form.dni) ?? (isValidNationalId(form.dni) ? null : 'nationalIdInvalid'),
    ...newPasswordProblems(password),
    policy: accepted ? null : 'policyRequired',
  };
  const valid = allValid(problems);
  const shown = (key: string | null) => (tried && key ? t(key) : null);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onValue: (value: string) => setForm({ ...form, [name]: value }),
    error: shown(problems[name]),
  });

  const send = () =>
    void submit(valid, () =>
      accountApi.register({
        nombre: form.nombre.trim(),
        apellidos: form.apellidos.trim(),
        email: form.email.trim(),
        dni: form.dni.trim().toUpperCase(),
        password: password.password,
        aceptaPoliticaPrivacidad: true,
      }),
    );

  return (
    <section>
      <PageHeading>{t('registerTitle')}</PageHeading>
      {notice !== null ? (
        <StatusNotice status={notice} tone="success">
          <Link to="/login">{t('goToLogin')}</Link>
        </StatusNotice>
      ) : (
        <>
          <p>{t('registerIntro')}</p>
          {failure ? (
            <StatusNotice status={failure.status}>
              {failure.status === Status.graduateMustUseInstitutionalLogin ? <Link to="/acceso">{t('toInstitutional')}</Link> : null}
            </StatusNotice>
          ) : null}
          <FormCard onSubmit={send} invalid={tried && !valid} sending={sending} submitLabel={t('registerSubmit')}>
            <Field label={t('firstName')} autoComplete="given-name" {...field('nombre')} />
            <Field label={t('lastNames')} autoComplete="family-name" {...field('apellidos')} />
            <Field label={t('email')} type="email" autoComplete="email" {...field('email')} />
            <Field label={t('nationalId')} autoComplete="off" {...field('dni')} />
            <NewPasswordFields value={password} onChange={setPassword} showErrors={tried} />
            <PolicyCheck accepted={accepted} onAccepted={setAccepted} showError={tried} />
          </FormCard>
        </>
      )}
      <p>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </section>
  );
};

export default RegisterPage;
