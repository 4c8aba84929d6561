import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  OfferFieldRule,
  Status,
  Success,
  brandLevels,
  companyBrandDefaults,
  offerDateProblem,
  offerFieldMessages,
  offerForm,
  offerStepConditionsOf,
  offerStepEmployment,
  offerStepGeneral,
  offerStepInternship,
  offerStepRequirements,
  offerTypeSchema,
  type OfferFormInput,
  type OfferType,
  type PendingOfferField,
} from '@portal/contracts';
import {
  bringIntoView,
  failureStatus,
  fieldMessagesOf,
  LoadState,
  namedIn,
  PageHeading,
  StatusNotice,
  type RefusalFix,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { companyOffersApi } from '../api';
import { FieldMessages } from '../../common/FormField';
import { OfferFieldUses, TaughtLevels } from './OfferFieldUses';
import { PendingFields } from './PendingFields';
import {
  ConditionsStep,
  EmploymentStep,
  GeneralStep,
  InternshipStep,
  RequirementsStep,
} from './WizardSteps';
import { withListsAsNumbers, withNumberLists } from '../../common/form-resolvers';
import { clearDraft, readDraft, writeDraft, type OfferDraft } from './offer-draft';
import './i18n';
import '../../company.css';

/**
 * The status of a step refused here, as the server would answer it: the company tutor's ID
 * document refused is the spec's 66 (its field still says why), anything else the form's review (525).
 */
const stepRefusalStatus = (errors: FieldErrors): number => {
  const tutor = errors.tutorEmpresa as FieldErrors | undefined;
  return tutor?.nif?.message === OfferFieldRule.nationalId ? Status.idDocument : Success.reviewForm;
};


/** Each step's schema (the contracts' own) and what it shows; step 4 follows the offer type. */
const stepsOf = (type: OfferType) => [
  { name: 'step1', schema: offerStepGeneral, Fields: () => <GeneralStep /> },
  { name: 'step2', schema: offerStepConditionsOf(type), Fields: () => <ConditionsStep type={type} /> },
  { name: 'step3', schema: offerStepRequirements, Fields: () => <RequirementsStep /> },
  type === 'practicas'
    ? { name: 'step4practicas', schema: offerStepInternship, Fields: () => <InternshipStep /> }
    : { name: 'step4empleo', schema: offerStepEmployment, Fields: () => <EmploymentStep /> },
];

/** What a new offer starts with: the choices the schema defaults, nothing else typed. */
const blankOffer: Record<string, unknown> = {
  tipoPublicacion: 1,
  estudiaYtrabaja: false,
  titulaciones: [],
  niveles: [],
  etiquetas: [],
  documentosRequeridos: [],
};

/** The id lists the multiple selects give as texts. */
const numberLists = [
  'areasTitulaciones',
  'tiposFormacion',
  'requisitosAdicionales.competencias',
  'requisitosAdicionales.programasInformaticos',
  'requisitosAdicionales.intereses',
  'requisitosAdicionales.nacionalidades',
  'requisitosAdicionales.paisesResidencia',
];

const todayOf = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

type Result =
  | { kind: 'saved'; code: number; idOferta: number; notices: number[] }
  | { kind: 'refused'; status: number; messages: string[] }
  | null;

/** The steps of one offer: a form per step, the draft kept between them, and the save at the end. */
const Wizard = ({
  type,
  draftId,
  editing,
  initial,
  pending = null,
}: {
  type: OfferType;
  draftId: string;
  /** The offer being edited, or null for a new one. */
  editing: string | null;
  initial: Record<string, unknown>;
  /** A copy saved as a draft: the fields it still needs (null when editing a saved offer). */
  pending?: PendingOfferField[] | null;
}) => {
  const { t } = useTranslation('companyWizard');
  const language = useLanguage();
  const steps = stepsOf(type);
  const [draft, setDraft] = useState<OfferDraft>(() => readDraft(draftId) ?? { step: 0, values: initial });
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  // A refusal's fix on another step (27, 58, 108, 109): the field focused once that step is drawn.
  const fixing = useRef<string | null>(null);
  const { pathname } = useLocation();
  const home = useApiData(() => companyOffersApi.home({ silent: true }), []);
  const brand = useApiData(() => companyOffersApi.brand({ silent: true }), []);
  const current = steps[Math.min(draft.step, steps.length - 1)]!;
  const last = draft.step >= steps.length - 1;
  const form = useForm<FieldValues>({
    resolver: withNumberLists(
      zodResolver(current.schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
      numberLists,
    ),
    defaultValues: draft.values,
  });

  const keep = (next: OfferDraft) => {
    setDraft(next);
    writeDraft(draftId, next);
  };

  // Every value typed is kept in the draft as it is typed, the last step's too: a refusal followed
  // by a detour (72: adding the IBAN in the company data) and a return loses nothing.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeDraft(draftId, { step: draft.step, values: { ...draft.values, ...values } }),
      }),
    [subscribe, draftId, draft],
  );

  const focusFixedField = () => {
    const field = fixing.current ? namedIn(document, fixing.current) : null;
    fixing.current = null;
    if (field) bringIntoView(field);
  };
  useEffect(focusFixedField, [draft.step]);

  /** Goes to the step of the field a refusal names, with everything typed, and focuses it. */
  const fix = ({ step, field }: RefusalFix) => {
    if (step === undefined || !field) return;
    fixing.current = field;
    setResult(null);
    if (step === draft.step) return focusFixedField();
    keep({ step, values: { ...draft.values, ...form.getValues() } });
  };

  const save = async (values: Record<string, unknown>) => {
    const whole = offerForm.safeParse(withListsAsNumbers({ ...values, tipo: type }, numberLists));
    if (!whole.success) return setResult({ kind: 'refused', status: Success.reviewForm, messages: [] });
    const dateProblem = offerDateProblem(whole.data, todayOf(), editing === null);
    if (dateProblem) return setResult({ kind: 'refused', status: dateProblem, messages: [] });
    setBusy(true);
    try {
      const body = whole.data as OfferFormInput;
      const saved = editing
        ? await companyOffersApi.edit(editing, body, { silent: true })
        : await companyOffersApi.create(body, { silent: true });
      clearDraft(draftId);
      setResult({ kind: 'saved', code: saved.codigo, idOferta: saved.idOferta, notices: saved.avisos ?? [] });
    } catch (error) {
      setResult({ kind: 'refused', status: failureStatus(error), messages: fieldMessagesOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const next = form.handleSubmit(
    async () => {
      setResult(null);
      const values = { ...draft.values, ...form.getValues() };
      if (last) return save(values);
      keep({ step: draft.step + 1, values });
      window.scrollTo({ top: 0 });
    },
    (errors) => setResult({ kind: 'refused', status: stepRefusalStatus(errors), messages: [] }),
  );

  if (result?.kind === 'saved')
    return (
      <>
        <StatusNotice status={result.code} tone="success" />
        {/* 120: the offer names a forum; its place there is created afterwards. */}
        {result.notices.map((notice) => (
          <StatusNotice key={notice} status={notice} tone="info" />
        ))}
        <p className="company-actions">
          <Link className="portal-button" to="/mis-ofertas">
            {t('seeOffers')}
          </Link>
          <Link className="portal-button portal-button--secondary" to={`/oferta/${result.idOferta}`}>
            {t('seeOffer')}
          </Link>
        </p>
      </>
    );

  return (
    <FieldMessages.Provider value={offerFieldMessages[language]}>
      <OfferFieldUses.Provider value={brand.data?.empresas ?? companyBrandDefaults}>
      <TaughtLevels.Provider value={brandLevels(brand.data ?? {})}>
        <ol className="company-steps" aria-label={t('steps')}>
          {steps.map((step, index) => (
            <li key={step.name} aria-current={index === draft.step ? 'step' : undefined}>
              {index + 1}. {t(step.name)}
            </li>
          ))}
        </ol>
        {pending ? <PendingFields fields={pending} /> : null}
        {/* The home's IBAN notice says what 72's refusal says, with the same link: one of them at a time. */}
        {type === 'practicas' && home.data?.avisoIban && !(result?.kind === 'refused' && result.status === Status.ibanMissing) ? (
          <StatusNotice status={home.data.avisoIban} tone="info" context={{ returnTo: pathname }} />
        ) : null}
        <div aria-live="polite">
          {result?.kind === 'refused' ? (
            <StatusNotice
              status={result.status}
              messages={result.messages}
              context={{ returnTo: pathname }}
              onFix={fix}
            />
          ) : null}
        </div>
        <FormProvider {...form}>
          <form
            key={draft.step}
            noValidate
            onSubmit={(event) => void next(event)}
            aria-labelledby="wizard-step-title"
          >
            <h2 id="wizard-step-title">
              {t('stepOf', { step: draft.step + 1, total: steps.length, name: t(current.name) })}
            </h2>
            <p className="company-hint">{t('draftKept')}</p>
            <current.Fields />
            <div className="company-actions">
              {draft.step > 0 ? (
                <button
                  type="button"
                  className="portal-button portal-button--secondary"
                  onClick={() => {
                    setResult(null);
                    keep({ step: draft.step - 1, values: { ...draft.values, ...form.getValues() } });
                  }}
                >
                  {t('previous')}
                </button>
              ) : null}
              <button type="submit" className="portal-button" disabled={busy}>
                {last ? t(pending ? 'saveDraft' : editing ? 'save' : 'create') : t('next')}
              </button>
              <button
                type="button"
                className="portal-button portal-button--secondary"
                onClick={() => {
                  clearDraft(draftId);
                  setResult(null);
                  setDraft({ step: 0, values: initial });
                  form.reset(initial);
                }}
              >
                {t('discard')}
              </button>
            </div>
          </form>
        </FormProvider>
      </TaughtLevels.Provider>
      </OfferFieldUses.Provider>
    </FieldMessages.Provider>
  );
};

/** An offer being edited: its values from the server (68, 25, 543 when it may not be edited any more). */
const EditOffer = ({ id }: { id: string }) => {
  const offer = useApiData(() => companyOffersApi.editableOffer(id), [id]);
  return (
    <LoadState state={offer}>
      {(data) => (
        <Wizard
          type={data.oferta.tipo}
          draftId={`edit-${id}`}
          editing={id}
          initial={data.oferta}
          pending={data.borrador ? data.camposPendientes : null}
        />
      )}
    </LoadState>
  );
};

/** The offer wizard (/nueva-oferta, /nueva-oferta/{type}, /editar-oferta/{idOferta}); step 4 of 4 holds the internship data. */
const OfferWizardPage = () => {
  const { t } = useTranslation('companyWizard');
  const { type: typeParam, idOferta } = useParams();
  const type = offerTypeSchema.safeParse(typeParam).data;
  return (
    <section>
      <PageHeading>{t(idOferta ? 'editTitle' : 'newTitle')}</PageHeading>
      {idOferta ? (
        <EditOffer id={idOferta} />
      ) : type ? (
        <Wizard key={type} type={type} draftId={`new-${type}`} editing={null} initial={blankOffer} />
      ) : (
        <>
          <p>{t('chooseType')}</p>
          <p className="company-actions">
            <Link className="portal-button" to="/nueva-oferta/practicas">
              {t('internship')}
            </Link>
            <Link className="portal-button" to="/nueva-oferta/empleo">
              {t('job')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
};

export default OfferWizardPage;
