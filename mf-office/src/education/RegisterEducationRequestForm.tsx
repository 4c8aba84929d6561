import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  EducationConfirmation,
  educationFieldMessages,
  educationRequestLimits,
  type Language,
} from '@portal/contracts';
import {
  Field,
  FieldError,
  FormCard,
  StatusNotice,
  useApiData,
  useLanguage,
  usePlaceDomains,
} from '@portal/ui';
import { FormBesideList } from '../components/FormBesideList';
import { useRefusableForm } from '../components/use-refusable-form';
import { recordPath } from '../paths';
import { educationApi } from './api';
import {
  educationProblems,
  educationRequestOf,
  educationServerProblems,
  emptyEducationRequestForm,
  type EducationField,
  type EducationRequestForm,
} from './logic';
import './i18n';

/** A labelled native select whose error is announced with it. */
const Choice = ({
  label,
  value,
  onValue,
  error,
  disabled,
  hint,
  children,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  disabled?: boolean;
  hint?: string | null;
  children: ReactNode;
}) => {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
      >
        {children}
      </select>
      {hint ? <span id={`${id}-hint`}>{hint}</span> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
};

/** A registered request: where the queue shows it (it waits for the company, not for the office). */
interface Registered {
  id: number;
  centre: string;
  cif: string;
}

/** The fields of one request; after a refused try each says why, the first wrong one takes the focus, what was typed stays. */
const RequestFields = ({ onRegistered }: { onRegistered: (registered: Registered) => void }) => {
  const { t } = useTranslation('officeEducation');
  const language = useLanguage() as Language;
  const places = usePlaceDomains();
  const { holder, form, invalid, sending, refusal, change, submit, say } = useRefusableForm({
    initial: emptyEducationRequestForm,
    describe: (key) =>
      key === 'unknownCif' || key === 'unknownCentre'
        ? t(key)
        : (educationFieldMessages[language][key] ?? educationFieldMessages[language].invalid!),
    problemsOf: educationProblems,
    serverProblemsOf: educationServerProblems,
    save: async (values: EducationRequestForm) => {
      const request = educationRequestOf(values);
      const { idSolicitud } = await educationApi.register(request);
      const centre = centres.data?.find((item) => String(item.id) === values.idCentro)?.descripcion ?? '';
      onRegistered({ id: idSolicitud, centre, cif: request.cif });
    },
  });
  const centres = useApiData(
    () => (form.provincia ? educationApi.centres(form.provincia) : Promise.resolve([])),
    [form.provincia],
  );

  const text = (
    field: EducationField,
    extra: {
      hint?: string;
      required?: boolean;
      maxLength?: number;
      type?: string;
      rows?: number;
      inputMode?: 'numeric';
      autoComplete?: string;
    } = {},
  ) => (
    <Field
      label={t(field)}
      name={field}
      value={form[field]}
      onValue={(value) => change(field, { ...form, [field]: value })}
      error={say(field)}
      {...extra}
    />
  );
  const centreHint = !form.provincia
    ? t('chooseProvinceFirst')
    : centres.loading
      ? t('loadingCentres')
      : centres.error !== undefined
        ? t('centresFailed')
        : centres.data?.length === 0
          ? t('noCentres')
          : null;

  return (
    <div ref={holder}>
      {refusal ? <StatusNotice error={refusal} /> : null}
      <FormCard
        onSubmit={() => void submit()}
        invalid={invalid}
        sending={sending}
        submitLabel={t('register')}
      >
        <p>{t('intro')}</p>
        <fieldset>
          <legend>{t('companyLegend')}</legend>
          {text('cif', { hint: t('cifHint'), required: true, maxLength: 20, autoComplete: 'off' })}
        </fieldset>
        <fieldset>
          <legend>{t('centreLegend')}</legend>
          <Choice
            label={t('provincia')}
            value={form.provincia}
            onValue={(provincia) => change('provincia', { ...form, provincia, idCentro: '' })}
            error={say('provincia')}
            disabled={!places.loaded}
            hint={places.error !== undefined ? t('provincesFailed') : null}
          >
            <option value="">{t('choose')}</option>
            {(places.loaded?.domains.provincias ?? []).map((province) => (
              <option key={province.idProvincia} value={province.idProvincia}>
                {province.nameProvincia}
              </option>
            ))}
          </Choice>
          <Choice
            label={t('idCentro')}
            value={form.idCentro}
            onValue={(idCentro) => change('idCentro', { ...form, idCentro })}
            error={say('idCentro')}
            disabled={!centres.data?.length}
            hint={centreHint}
          >
            <option value="">{t('choose')}</option>
            {(centres.data ?? []).map((centre) => (
              <option key={centre.id} value={String(centre.id)}>
                {centre.descripcion}
              </option>
            ))}
          </Choice>
          {places.error !== undefined ? (
            <button type="button" className="portal-button portal-button--secondary" onClick={places.retry}>
              {t('retry')}
            </button>
          ) : null}
          {centres.error !== undefined ? (
            <button type="button" className="portal-button portal-button--secondary" onClick={centres.reload}>
              {t('retry')}
            </button>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{t('placementLegend')}</legend>
          {text('cicloFormativo', { required: true, maxLength: 200 })}
          {text('plazas', {
            required: true,
            inputMode: 'numeric',
            hint: `1–${educationRequestLimits.places}`,
          })}
          {text('alumnos', { rows: 4, hint: t('alumnosHint') })}
          {text('fechaInicio', { required: true, type: 'date' })}
          {text('fechaFin', { required: true, type: 'date' })}
          {text('horas', { required: true, inputMode: 'numeric', hint: `1–${educationRequestLimits.hours}` })}
        </fieldset>
        <fieldset>
          <legend>{t('tutorLegend')}</legend>
          {text('tutorNombre', { required: true, maxLength: 200, autoComplete: 'off' })}
          {text('tutorEmail', { required: true, type: 'email', autoComplete: 'off' })}
          {text('tutorTelefono', { type: 'tel', autoComplete: 'off' })}
        </fieldset>
        {text('observaciones', { rows: 4, maxLength: 2000 })}
      </FormCard>
    </div>
  );
};

/**
 * Registering an education centre's request beside its queue (POST
 * /api/Orientacion/registraSolicitudPracticaEducacion): the office opens the form, types the
 * company's CIF, chooses the centre by its province, and the placements asked for; the request
 * registered is announced (528) with a link to it in the queue, among the requests that wait for
 * the company.
 */
export const RegisterEducationRequestForm = ({ onRegistered }: { onRegistered: () => void }) => {
  const { t } = useTranslation('officeEducation');
  const [registered, setRegistered] = useState<Registered | null>(null);
  return (
    <FormBesideList
      label={t('legend')}
      openLabel={t('open')}
      closeLabel={t('close')}
      outcome={
        registered ? (
          <StatusNotice status={EducationConfirmation.registered} tone="success">
            <p>{t('registeredBody', { centre: registered.centre, cif: registered.cif })}</p>
            <p>
              <Link
                to={{
                  pathname: recordPath('centrosEducativos', registered.id),
                  search: '?estado=pendienteEmpresa',
                }}
              >
                {t('seeIt')}
              </Link>
            </p>
          </StatusNotice>
        ) : null
      }
    >
      {(created) => (
        <RequestFields
          onRegistered={(request) => {
            setRegistered(request);
            created();
            onRegistered();
          }}
        />
      )}
    </FormBesideList>
  );
};
