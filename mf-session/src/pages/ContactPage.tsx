import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactRuleFailures, type ContactSender } from '@portal/contracts';
import { useSession } from '@portal/session';
import { PageHeading, CheckField, Field, FormCard, StatusNotice, allValid, emailProblem, requiredProblem, useSubmission } from '@portal/ui';
import { accountApi } from '../api';
import { PolicyCheck } from '../components/PolicyCheck';
import '../i18n';
import './contact-i18n';

/**
 * /contacto: a message to the careers office from anyone (spec 000 §2.5, §5 → 541). Who writes
 * comes from the session: candidates accept data treatment and communications after opening the
 * data-protection text; companies and anonymous visitors name their company, the kind of query
 * and accept the privacy policy. The server checks the same rules.
 */
const ContactPage = () => {
  const { t } = useTranslation(['contact', 'session']);
  const session = useSession();
  const sender: ContactSender = session.userType === 'Alumno' ? 'candidato' : session.userType === 'Empresa' ? 'empresa' : 'anonimo';
  const [form, setForm] = useState({ nombre: session.name ?? '', email: '', titulo: '', mensaje: '', empresa: '' });
  const [checks, setChecks] = useState({
    consultaPracticas: false,
    consultaempleo: false,
    aceptaTratamientoDatos: false,
    aceptaComunicaciones: false,
    aceptaPoliticaPrivacidad: false,
  });
  const [readDataProtection, setReadDataProtection] = useState(false);
  const { tried, sending, failure, notice, submit } = useSubmission();
  const request = { ...form, ...checks };
  const ruleFailures = contactRuleFailures(request, sender);
  const problems = {
    nombre: requiredProblem(form.nombre),
    email: emailProblem(form.email),
    titulo: requiredProblem(form.titulo),
    mensaje: requiredProblem(form.mensaje),
    empresa: ruleFailures.includes('empresa') ? 'required' : null,
    consultaPracticas: ruleFailures.includes('consultaPracticas') ? 'queryTypeRequired' : null,
    aceptaTratamientoDatos: ruleFailures.includes('aceptaTratamientoDatos') ? 'required' : null,
    aceptaComunicaciones: ruleFailures.includes('aceptaComunicaciones') ? 'required' : null,
    aceptaPoliticaPrivacidad: ruleFailures.includes('aceptaPoliticaPrivacidad') ? 'policyRequired' : null,
    dataProtection: sender === 'candidato' && !readDataProtection ? 'dataProtectionUnread' : null,
  };
  const errorOf = (name: keyof typeof problems) => {
    const problem = problems[name];
    if (!tried || !problem) return null;
    return problem === 'queryTypeRequired' || problem === 'dataProtectionUnread' ? t(`contact:${problem}`) : t(`session:${problem}`);
  };
  const text = (name: keyof typeof form) => ({
    value: form[name],
    onValue: (value: string) => setForm({ ...form, [name]: value }),
    error: errorOf(name),
  });
  const check = (name: keyof typeof checks) => ({
    checked: checks[name],
    onChecked: (checked: boolean) => setChecks({ ...checks, [name]: checked }),
  });

  const send = () => void submit(allValid(problems), () => accountApi.contact(request));

  return (
    <section>
      <PageHeading>{t('contact:title')}</PageHeading>
      {notice !== null ? (
        <StatusNotice status={notice} tone="success" />
      ) : (
        <>
          <p>{t('contact:intro')}</p>
          {failure ? <StatusNotice status={failure.status} /> : null}
          <FormCard onSubmit={send} invalid={tried && !allValid(problems)} sending={sending} submitLabel={t('contact:send')}>
            <Field label={t('contact:name')} autoComplete="name" {...text('nombre')} />
            <Field label={t('contact:email')} type="email" autoComplete="email" {...text('email')} />
            {sender === 'candidato' ? null : <Field label={t('contact:company')} autoComplete="organization" {...text('empresa')} />}
            <Field label={t('contact:subject')} {...text('titulo')} />
            <Field label={t('contact:message')} rows={6} maxLength={5000} {...text('mensaje')} />
            {sender === 'candidato' ? (
              <>
                <details
                  className={errorOf('dataProtection') ? 'portal-highlight' : undefined}
                  onToggle={(event) => {
                    if (event.currentTarget.open) setReadDataProtection(true);
                  }}
                >
                  <summary>{t('contact:dataProtectionToggle')}</summary>
                  <p>{t('contact:dataProtectionText')}</p>
                </details>
                {errorOf('dataProtection') ? (
                  <p className="portal-field__error" role="alert">
                    {errorOf('dataProtection')}
                  </p>
                ) : null}
                <CheckField label={t('contact:acceptTreatment')} {...check('aceptaTratamientoDatos')} error={errorOf('aceptaTratamientoDatos')} />
                <CheckField label={t('contact:acceptCommunications')} {...check('aceptaComunicaciones')} error={errorOf('aceptaComunicaciones')} />
              </>
            ) : (
              <>
                <fieldset className="portal-fieldset">
                  <legend>{t('contact:queryType')}</legend>
                  <CheckField label={t('contact:aboutInternships')} {...check('consultaPracticas')} error={errorOf('consultaPracticas')} />
                  <CheckField label={t('contact:aboutEmployment')} {...check('consultaempleo')} />
                </fieldset>
                <PolicyCheck
                  accepted={checks.aceptaPoliticaPrivacidad}
                  onAccepted={(accepted) => setChecks({ ...checks, aceptaPoliticaPrivacidad: accepted })}
                  showError={tried}
                />
              </>
            )}
          </FormCard>
        </>
      )}
    </section>
  );
};

export default ContactPage;
