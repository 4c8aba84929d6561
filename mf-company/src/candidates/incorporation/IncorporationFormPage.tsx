import { useContext, useEffect, useId, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useFormContext, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  Success,
  incorporationFieldMessages,
  type incorporationFormData,
  internshipIncorporation,
  jobIncorporation,
  type WorkCentre,
} from '@portal/contracts';
import {
  failureStatus,
  fieldMessagesOf,
  formatDate,
  LoadState,
  PageHeading,
  StatusNotice,
  useApiData,
  useLanguage,
  useLoadedDomains,
} from '@portal/ui';
import { companyOffersApi } from '../../offers/api';
import { companyDataApi } from '../../company-data/api';
import { agreementsApi } from '../../agreements/api';
import { RegisteredChoice } from './RegisteredChoice';
import { tutorFields, workCentreFields, type PlaceNames } from './registered-choices';
import { FieldMessages, FormField, type Option } from '../../common/FormField';
import { withNumberLists } from '../../common/form-resolvers';
import { clearDraft, readDraft, writeDraft } from '../../offers/wizard/offer-draft';
import './i18n';
import '../../offers/wizard/i18n';
import '../../company.css';

type FormData = z.infer<typeof incorporationFormData>;

const weekdays = [1, 2, 3, 4, 5, 6, 0];

const defaultsOf = (data: FormData): Record<string, unknown> =>
  data.formulario ?? {
    tipo: data.tipo,
    fechaIncorporacion: data.oferta.fechaInicio?.slice(0, 10) ?? '',
    fechaFin: data.oferta.fechaFin?.slice(0, 10) ?? '',
    ...(data.tipo === 'practicas'
      ? {
          diasSemana: ['1', '2', '3', '4', '5'],
          horario: data.oferta.horario ?? '',
          fueraPeriodoLectivo: false,
        }
      : { jornada: 'completa' }),
  };

/** What the company registered: its work centres (Mi empresa) and its internship tutors (contacts). */
const useRegistered = () => {
  const centres = useApiData(() => companyDataApi.company({ silent: true }).then((data) => data.centrosTrabajo), []);
  const tutors = useApiData(() => agreementsApi.contactsOfType('TutorPracticas', { silent: true }), []);
  return { centres: centres.data ?? undefined, tutors: tutors.data ?? undefined };
};

const usePlaceNames = (): PlaceNames => {
  const loaded = useLoadedDomains();
  const province = (id: string | null) => loaded?.domains.provincias.find((item) => item.idProvincia === id);
  return {
    streetType: (id) => loaded?.lists?.tiposVia.find((type) => type.id === id)?.descripcion,
    province: (id) => province(id)?.nameProvincia,
    town: (provinceId, townId) => (townId === null ? undefined : province(provinceId)?.localidades[String(townId)]),
  };
};

const WorkCentreFields = ({ centres }: { centres: WorkCentre[] | undefined }) => {
  const { t } = useTranslation('companyIncorporation');
  const names = usePlaceNames();
  // Registering a centre is a detour: the form keeps what was typed, and the page leads back.
  const { pathname } = useLocation();
  return (
    <fieldset className="portal-fieldset company-form-grid">
      <legend>{t('centroTrabajo')}</legend>
      <RegisteredChoice
        label={t('chooseCentre')}
        items={centres}
        nameOf={(centre) => centre.nombre}
        fieldsOf={(centre) => workCentreFields(centre, names)}
        prefix="centroTrabajo"
        addLabel={t('addCentre')}
        addPath={`/mi-empresa?volver=${encodeURIComponent(pathname)}#company-centres`}
      />
      <FormField name="centroTrabajo.nombre" label={t('centroNombre')} required />
      <FormField name="centroTrabajo.direccion" label={t('direccion')} required />
      <FormField name="centroTrabajo.poblacion" label={t('poblacion')} required />
      <FormField name="centroTrabajo.provincia" label={t('provincia')} required />
      <FormField name="centroTrabajo.cp" label={t('cp')} required />
    </fieldset>
  );
};

const InternshipFields = () => {
  const { t } = useTranslation('companyIncorporation');
  const registered = useRegistered();
  const { pathname } = useLocation();
  const messages = useContext(FieldMessages);
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const daysError = errors.diasSemana?.message
    ? (messages[String(errors.diasSemana.message)] ?? messages.required)
    : null;
  return (
    <>
      <div className="company-form-grid">
        <FormField name="horasDia" label={t('horasDia')} kind="number" required hint={t('aidRule')} />
        <FormField name="horario" label={t('horario')} required />
        <FormField name="fueraPeriodoLectivo" label={t('fueraPeriodoLectivo')} kind="checkbox" />
        <fieldset className="portal-fieldset" aria-describedby={daysError ? 'weekdays-error' : undefined}>
          <legend>{t('diasSemana')}</legend>
          {weekdays.map((day) => (
            <label key={day} className="company-inline-choice">
              <input type="checkbox" value={String(day)} {...register('diasSemana')} /> {t(`day${day}`)}
            </label>
          ))}
          {daysError ? (
            <span id="weekdays-error" className="portal-field__error">
              {daysError}
            </span>
          ) : null}
        </fieldset>
        <fieldset className="portal-fieldset company-form-grid">
          <legend>{t('tutor')}</legend>
          <RegisteredChoice
            label={t('chooseTutor')}
            items={registered.tutors}
            nameOf={(contact) => contact.nameComplet}
            fieldsOf={tutorFields}
            prefix="tutor"
            addLabel={t('addTutor')}
            addPath={`/mi-empresa/contactos?volver=${encodeURIComponent(pathname)}`}
          />
          <FormField name="tutor.nombre" label={t('nombre')} required />
          <FormField name="tutor.apellidos" label={t('apellidos')} required />
          <FormField name="tutor.email" label={t('email')} kind="email" required />
          <FormField name="tutor.telefono" label={t('telefono')} required />
          <FormField name="tutor.puesto" label={t('puesto')} />
        </fieldset>
        <WorkCentreFields centres={registered.centres} />
        <fieldset className="portal-fieldset company-form-grid">
          <legend>{t('proyectoFormativo')}</legend>
          <FormField name="proyectoFormativo.objetivos" label={t('objetivos')} kind="textarea" required />
          <FormField name="proyectoFormativo.tareas" label={t('tareas')} kind="textarea" required />
          <FormField name="proyectoFormativo.competencias" label={t('competencias')} kind="textarea" />
        </fieldset>
      </div>
    </>
  );
};

const JobFields = () => {
  const { t } = useTranslation('companyIncorporation');
  const registered = useRegistered();
  const domains = useLoadedDomains();
  const contractTypes: Option[] = (domains?.domains.tiposContrato ?? []).map((item) => ({
    value: item.id,
    label: item.descripcion,
  }));
  return (
    <div className="company-form-grid">
      <FormField
        name="idTipoContrato"
        label={t('idTipoContrato')}
        kind="select"
        options={contractTypes}
        required
        registerOptions={{ setValueAs: (value: unknown) => (value === '' ? undefined : Number(value)) }}
      />
      <FormField
        name="jornada"
        label={t('jornada')}
        kind="select"
        options={[
          { value: 'completa', label: t('completa') },
          { value: 'parcial', label: t('parcial') },
        ]}
        required
      />
      <FormField name="horasSemana" label={t('horasSemana')} kind="number" required />
      <FormField name="salarioBrutoAnual" label={t('salarioBrutoAnual')} kind="number" required />
      <FormField name="puesto" label={t('puesto')} required />
      <WorkCentreFields centres={registered.centres} />
    </div>
  );
};

type Result = { ok: true; code: number } | { ok: false; status: number; messages: string[] } | null;

/** The form of one candidacy: the candidate and offer, the fields of its profile, the save (540). */
const IncorporationForm = ({ data }: { data: FormData }) => {
  const { t } = useTranslation('companyIncorporation');
  const language = useLanguage();
  const [result, setResult] = useState<Result>(null);
  const schema = data.tipo === 'practicas' ? internshipIncorporation : jobIncorporation;
  const draftId = `incorporation-${data.idSolicitud}`;
  const form = useForm<FieldValues>({
    resolver: withNumberLists(
      zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
      ['diasSemana'],
    ),
    defaultValues: readDraft(draftId)?.values ?? defaultsOf(data),
  });
  // What is typed is kept in the tab's session as it is typed: a detour to register a work centre
  // or a tutor, or a reload, loses nothing; saving forgets it.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeDraft(draftId, { step: 0, values }),
      }),
    [subscribe, draftId],
  );
  const submit = form.handleSubmit(
    async (values) => {
      setResult(null);
      try {
        const saved = await companyOffersApi.saveIncorporationForm(
          { idSolicitud: data.idSolicitud, formulario: values as never },
          { silent: true },
        );
        clearDraft(draftId);
        setResult({ ok: true, code: saved.codigo });
      } catch (error) {
        setResult({ ok: false, status: failureStatus(error), messages: fieldMessagesOf(error) });
      }
    },
    () => setResult({ ok: false, status: Success.reviewForm, messages: [] }),
  );
  return (
    <FieldMessages.Provider value={incorporationFieldMessages[language]}>
      <div className="portal-card">
        <p>
          {t('candidate', {
            name: `${data.candidato.nombre} ${data.candidato.apellidos}`,
            email: data.candidato.email,
          })}
        </p>
        <p>{t('offer', { title: data.oferta.titulo })}</p>
        {data.fechaGuardado ? (
          <p>{t('savedOn', { date: formatDate(data.fechaGuardado, language) })}</p>
        ) : null}
        {data.revision ? (
          // The careers office's review: what to fix when it returned the form.
          <p role={data.revision === 'devuelto' ? 'alert' : undefined}>
            {t(`review_${data.revision}`, { reason: data.motivoDevolucion ?? '' })}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">
        {result?.ok ? <StatusNotice status={result.code} tone="success" /> : null}
        {result && !result.ok ? <StatusNotice status={result.status} messages={result.messages} /> : null}
      </div>
      {result?.ok ? (
        <p>
          <Link to={`/mis-ofertas/${data.oferta.idOferta}`}>{t('backToOffers')}</Link>
        </p>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <div className="company-form-grid">
              <FormField name="fechaIncorporacion" label={t('fechaIncorporacion')} kind="date" required />
              <FormField
                name="fechaFin"
                label={t('fechaFin')}
                kind="date"
                required={data.tipo === 'practicas'}
                registerOptions={
                  data.tipo === 'empleo'
                    ? { setValueAs: (value: unknown) => (value === '' ? null : value) }
                    : undefined
                }
              />
            </div>
            {data.tipo === 'practicas' ? <InternshipFields /> : <JobFields />}
            <div className="company-actions">
              <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
                {t('save')}
              </button>
            </div>
          </form>
        </FormProvider>
      )}
    </FieldMessages.Provider>
  );
};

/** Without a request in the address: ask for its number. */
const AskRequest = () => {
  const { t } = useTranslation('companyIncorporation');
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value);
    if (Number.isInteger(number) && number > 0) navigate(`/formulario-incorporacion/${number}`);
  };
  return (
    <form onSubmit={submit} className="company-actions">
      <div className="portal-field">
        <label htmlFor={id}>{t('askId')}</label>
        <input id={id} inputMode="numeric" value={value} onChange={(event) => setValue(event.target.value)} />
      </div>
      <button type="submit" className="portal-button">
        {t('open')}
      </button>
    </form>
  );
};

/** The incorporation form (/formulario-incorporacion/{idSolicitud}), reached when selecting a candidate answers 98. */
const IncorporationFormPage = () => {
  const { t } = useTranslation('companyIncorporation');
  const { idSolicitud } = useParams();
  const id = Number(idSolicitud);
  const valid = Number.isInteger(id) && id > 0;
  const data = useApiData(
    () => (valid ? companyOffersApi.incorporationForm(id) : Promise.resolve(null)),
    [id],
  );
  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      {valid ? (
        <LoadState state={data}>
          {(loaded) => (loaded ? <IncorporationForm data={loaded} /> : null)}
        </LoadState>
      ) : (
        <AskRequest />
      )}
    </section>
  );
};

export default IncorporationFormPage;
