import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { Navigate } from 'react-router-dom';
import {
  PageHeading,
  ProposalContactFields,
  ProposalField,
  StatusNotice,
  proposalContactProblems,
  useProposalValues,
} from '@portal/ui';
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
  const [company, setCompany] = useState<Company>(null);
  // Another CIF: the company found is no longer the one named.
  const { values, errors, setErrors, set, fieldProps } = useProposalValues<Field>(
    id,
    { cif: '', nombreEmpresa: '', emailTutor: '', emailFirmante: '', descripcion: '' },
    (field) => {
      if (field === 'cif') setCompany(null);
    },
  );
  const [outcome, setOutcome] = useState<{ ok: true; code: number } | { ok: false; error: unknown } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

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
    return {
      ...found,
      ...proposalContactProblems(values, { required: t('required'), badEmail: t('badEmail'), tooShort: t('tooShort') }),
    };
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

  // Only the company adds its contacts (issue 22): a tutor it does not have yet, it adds on
  // receiving the proposal; students never add a signatory, the company registers who signs for it.
  const check = (missingNote: string) =>
    company?.idEmpresa
      ? { find: (email: string) => offersApi.contactByEmail(email, company.idEmpresa!, { silent: true }), missingNote }
      : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div aria-live="polite">
        {outcome?.ok ? <StatusNotice status={outcome.code} tone="success" /> : null}
        {outcome && !outcome.ok ? <StatusNotice error={outcome.error} /> : null}
      </div>
      <ProposalField {...fieldProps('cif')} label={t('proposalCif')} />
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
      {company && !company.existe ? <ProposalField {...fieldProps('nombreEmpresa')} label={t('proposalCompanyName')} /> : null}
      <ProposalContactFields
        idPrefix={id}
        values={values}
        errors={errors}
        onValue={set}
        labels={{
          emailTutor: t('proposalTutorEmail'),
          emailFirmante: t('proposalSignatoryEmail'),
          descripcion: t('proposalDescription'),
        }}
        tutorCheck={check(t('proposalTutorMissing'))}
        signatoryCheck={check(t('proposalSignatoryMissing'))}
      />
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
