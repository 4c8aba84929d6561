import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isWellFormedEmail } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Navigate } from 'react-router-dom';
import { ContactCheck, PageHeading, StatusNotice } from '@portal/ui';
import { offersApi } from '../api';
import '../i18n';
import '../i18n-proposal';
import '../offers.css';

type Field = 'cif' | 'nombreEmpresa' | 'emailTutor' | 'emailFirmante' | 'descripcion';
type Company = { existe: boolean; nombre: string | null; idEmpresa: number | null } | null;

/**
 * The student's internship proposal (/propuesta-practicas): the company by CIF (compruebaCIF),
 * the tutor's and the signatory's e-mails (required and valid), a description; 510 or 528.
 */
const StudentProposal = () => {
  const { t } = useTranslation('offers');
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    cif: '',
    nombreEmpresa: '',
    emailTutor: '',
    emailFirmante: '',
    descripcion: '',
  });
  const [company, setCompany] = useState<Company>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: true; code: number } | { ok: false; error: unknown } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'cif') setCompany(null);
  };

  const checkCompany = async () => {
    if (!values.cif.trim()) return setErrors((current) => ({ ...current, cif: t('required') }));
    setOutcome(null);
    try {
      const answer = await offersApi.checkCif(values.cif.trim(), { silent: true });
      setCompany({
        existe: answer.existe,
        nombre: answer.empresa?.nombreComercial ?? null,
        idEmpresa: answer.empresa?.idEmpresa ?? null,
      });
    } catch (error) {
      setOutcome({ ok: false, error });
    }
  };

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.cif.trim()) found.cif = t('required');
    if (company && !company.existe && !values.nombreEmpresa.trim()) found.nombreEmpresa = t('required');
    for (const field of ['emailTutor', 'emailFirmante'] as const) {
      if (!values[field].trim()) found[field] = t('required');
      else if (!isWellFormedEmail(values[field].trim())) found[field] = t('badEmail');
    }
    if (values.descripcion.trim().length < 10)
      found.descripcion = values.descripcion.trim() ? t('tooShort') : t('required');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { codigo } = await offersApi.propose(
        {
          cif: values.cif.trim(),
          ...(values.nombreEmpresa.trim() ? { nombreEmpresa: values.nombreEmpresa.trim() } : {}),
          emailTutor: values.emailTutor.trim(),
          emailFirmante: values.emailFirmante.trim(),
          descripcion: values.descripcion.trim(),
        },
        { silent: true },
      );
      setOutcome({ ok: true, code: codigo });
    } catch (error) {
      setOutcome({ ok: false, error });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, input: 'input' | 'email' | 'textarea' = 'input') => (
    <div className="portal-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input === 'textarea' ? (
        <textarea
          id={`${id}-${name}`}
          rows={5}
          value={values[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          onChange={(event) => set(name, event.target.value)}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          type={input === 'email' ? 'email' : 'text'}
          value={values[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="portal-field__error">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div aria-live="polite">
        {outcome?.ok ? <StatusNotice status={outcome.code} tone="success" /> : null}
        {outcome && !outcome.ok ? <StatusNotice error={outcome.error} /> : null}
      </div>
      {field('cif', t('proposalCif'))}
      <p>
        <button
          type="button"
          className="portal-button portal-button--secondary"
          onClick={() => void checkCompany()}
        >
          {t('proposalCheck')}
        </button>
      </p>
      <p role="status">
        {company?.existe
          ? t('proposalFound', { name: company.nombre })
          : company
            ? t('proposalNotFound')
            : null}
      </p>
      {company && !company.existe ? field('nombreEmpresa', t('proposalCompanyName')) : null}
      {field('emailTutor', t('proposalTutorEmail'), 'email')}
      {company?.idEmpresa ? (
        // Only the company adds its contacts (issue 22): a tutor it does not have yet, it adds on receiving the proposal.
        <ContactCheck
          email={values.emailTutor}
          label={t('proposalTutorEmail')}
          find={(email) => offersApi.contactByEmail(email, company.idEmpresa!, { silent: true })}
          missingNote={t('proposalTutorMissing')}
        />
      ) : null}
      {field('emailFirmante', t('proposalSignatoryEmail'), 'email')}
      {company?.idEmpresa ? (
        // Students never add a signatory to a company: the company registers who signs for it.
        <ContactCheck
          email={values.emailFirmante}
          label={t('proposalSignatoryEmail')}
          find={(email) => offersApi.contactByEmail(email, company.idEmpresa!, { silent: true })}
          missingNote={t('proposalSignatoryMissing')}
        />
      ) : null}
      {field('descripcion', t('proposalDescription'), 'textarea')}
      <button type="submit" className="portal-button" disabled={busy}>
        {t('proposalSubmit')}
      </button>
    </form>
  );
};

/**
 * Any logged user reaches the route: students propose here; a company's proposal is a page of
 * mf-company (it owns the company's pages), where companies are sent.
 */
export const companyProposalPath = '/propuesta-practicas-empresa';

const ProposalPage = () => {
  const { t } = useTranslation('offers');
  const { userType } = useSession();
  if (userType === 'Empresa') return <Navigate to={companyProposalPath} replace />;
  return (
    <section>
      <PageHeading>{t('proposalTitle')}</PageHeading>
      <p>{t('proposalIntro')}</p>
      <StudentProposal />
    </section>
  );
};

export default ProposalPage;
