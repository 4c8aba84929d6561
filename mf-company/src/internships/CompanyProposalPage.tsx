import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status } from '@portal/contracts';
import { companyApi, isApiError } from '@portal/api-client';
import {
  failureStatus,
  FieldError,
  LoadState,
  Notice,
  PageHeading,
  ProposalContactFields,
  proposalContactProblems,
  ProposalField,
  PageRefusedFields,
  StatusNotice,
  useApiData,
  useLanguage,
  useProposalValues,
} from '@portal/ui';
import { agreementsApi } from '../agreements/api';
import '../agreements/i18n';
import '../company.css';

type Field = 'dni' | 'apellidos' | 'codigoTitulacion' | 'emailTutor' | 'emailFirmante' | 'descripcion';
type Outcome = { ok: true; code: number } | { ok: false; status: number } | null;

/**
 * The company's internship proposal for a named student (spec 001 §7): the student by DNI and
 * surname, in one look-up that answers the student's degrees (dameTitulacionesAlumno; 509 without
 * saying which did not match, never the student's name: issue 22), one of those degrees, the tutor
 * and the signatory checked or created by e-mail among the company's contacts, a description; 510,
 * or 544 without an active agreement.
 */
const ProposalForm = ({ companyId }: { companyId: number }) => {
  const { t } = useTranslation('companyAgreements');
  const language = useLanguage();
  const id = useId();
  const [degrees, setDegrees] = useState<{ codigo: string; nombre: string }[] | null>(null);
  // Another student: the degrees found are no longer theirs.
  const { values, setValues, errors, setErrors, set, fieldProps } = useProposalValues<Field>(
    id,
    { dni: '', apellidos: '', codigoTitulacion: '', emailTutor: '', emailFirmante: '', descripcion: '' },
    (field) => {
      if (field === 'dni' || field === 'apellidos') setDegrees(null);
    },
  );
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (outcome) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [outcome]);

  /** What the look-up needs, each missing one marked on its field. */
  const missingLookupFields = () => {
    const missing: Partial<Record<Field, string>> = {};
    if (!values.dni.trim()) missing.dni = t('required');
    if (values.apellidos.trim().length < 2) missing.apellidos = t('required');
    return missing;
  };

  const findStudent = async () => {
    const missing = missingLookupFields();
    if (Object.keys(missing).length > 0) {
      setErrors((current) => ({ ...current, ...missing }));
      document.getElementById(`${id}-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    setOutcome(null);
    try {
      const found = await agreementsApi.studentDegrees({ dni: values.dni.trim(), apellidos: values.apellidos.trim() }, { silent: true });
      setDegrees(found);
      setValues((current) => ({ ...current, codigoTitulacion: found[0]?.codigo ?? '' }));
    } catch (error) {
      setOutcome({ ok: false, status: failureStatus(error) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = missingLookupFields();
    if (!values.codigoTitulacion) found.codigoTitulacion = t('required');
    Object.assign(found, proposalContactProblems(values, { required: t('required'), badEmail: t('badEmail'), tooShort: t('tooShort') }));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ ok: false, status: Status.missingMandatoryData });
      return;
    }
    setBusy(true);
    try {
      const { codigo } = await agreementsApi.propose(
        {
          dni: values.dni.trim(),
          apellidos: values.apellidos.trim(),
          codigoTitulacion: values.codigoTitulacion,
          emailTutor: values.emailTutor.trim(),
          emailFirmante: values.emailFirmante.trim(),
          descripcion: values.descripcion.trim(),
        },
        language,
        { silent: true },
      );
      setOutcome({ ok: true, code: codigo });
    } catch (error) {
      const details = isApiError(error) ? (error.details as { errores?: { campo: Field; mensaje: string }[] }) : undefined;
      setErrors(Object.fromEntries((details?.errores ?? []).map(({ campo, mensaje }) => [campo, mensaje])));
      setOutcome({ ok: false, status: failureStatus(error) });
    } finally {
      setBusy(false);
    }
  };

  const find = (email: string) => agreementsApi.contactByEmail(email, companyId, { silent: true });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div aria-live="polite" data-testid="proposal-outcome">
        {outcome?.ok ? <StatusNotice status={outcome.code} tone="success" /> : null}
        {outcome && !outcome.ok && outcome.status === Status.missingMandatoryData ? (
          <div className="portal-field__error" role="alert">
            <p>{t('reviewForm')}</p>
            <PageRefusedFields />
          </div>
        ) : null}
        {outcome && !outcome.ok && outcome.status !== Status.missingMandatoryData ? (
          <>
            <StatusNotice status={outcome.status} tone={outcome.status === 509 ? 'info' : 'error'} />
            {outcome.status === Status.noActiveAgreement ? (
              <p>
                <Link to="/subir-convenio-firmado">{t('seeAgreements')}</Link>
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <ProposalField {...fieldProps('dni')} label={t('dni')} />
      <ProposalField {...fieldProps('apellidos')} label={t('surnames')} hint={t('surnamesHint')} hintClassName="company-hint" />
      <p>
        <button type="button" className="portal-button portal-button--secondary" onClick={() => void findStudent()}>
          {t('checkStudent')}
        </button>
      </p>
      <p role="status">{degrees ? t('studentFound') : null}</p>
      {degrees ? (
        <div className="portal-field">
          <label htmlFor={`${id}-codigoTitulacion`}>{t('degree')}</label>
          <select
            id={`${id}-codigoTitulacion`}
            value={values.codigoTitulacion}
            aria-invalid={errors.codigoTitulacion ? true : undefined}
            aria-describedby={errors.codigoTitulacion ? `${id}-codigoTitulacion-error` : undefined}
            onChange={(event) => set('codigoTitulacion', event.target.value)}
          >
            <option value="">{t('choose')}</option>
            {degrees.map((degree) => (
              <option key={degree.codigo} value={degree.codigo}>
                {degree.nombre}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-codigoTitulacion-error`} message={errors.codigoTitulacion} />
        </div>
      ) : null}
      <ProposalContactFields
        idPrefix={id}
        values={values}
        errors={errors}
        onValue={set}
        labels={{ emailTutor: t('tutorEmail'), emailFirmante: t('signatoryEmail'), descripcion: t('description') }}
        tutorCheck={{
          find,
          create: (fields) =>
            agreementsApi.addContact('TutorPracticas', { ...fields, email: values.emailTutor.trim() }, language, { silent: true }),
        }}
        signatoryCheck={{
          find,
          withNif: true,
          create: (fields) =>
            agreementsApi.addContact('FirmanteConvenio', { ...fields, email: values.emailFirmante.trim() }, language, { silent: true }),
        }}
      />
      <button type="submit" className="portal-button" disabled={busy}>
        {t('submitProposal')}
      </button>
    </form>
  );
};

const CompanyProposalPage = () => {
  const { t } = useTranslation('companyAgreements');
  const company = useApiData(() => companyApi.companyData(), []);
  const agreements = useApiData(() => agreementsApi.agreements(), []);
  return (
    <section>
      <PageHeading>{t('proposalTitle')}</PageHeading>
      <p>{t('proposalIntro')}</p>
      {agreements.data && !agreements.data.convenioActivo ? (
        <Notice tone="info" title={t('needsAgreement')}>
          <p>
            <Link to="/subir-convenio-firmado">{t('seeAgreements')}</Link>
          </p>
        </Notice>
      ) : null}
      <LoadState state={company}>{(data) => <ProposalForm companyId={data.idEmpresa} />}</LoadState>
    </section>
  );
};

export default CompanyProposalPage;
