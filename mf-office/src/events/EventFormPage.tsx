import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Status,
  eventDescriptionMax,
  eventLinkMax,
  eventPlaceMax,
  eventStudentGroups,
  eventTitleMax,
  languages,
  type EventCategory,
  type OfficeEvent,
} from '@portal/contracts';
import { CheckField, Field, FieldError, FormCard, LoadState, PageHeading, StatusNotice, useApiData, useLoadedDomains } from '@portal/ui';
import { useRefusableForm } from '../components/use-refusable-form';
import { pathOf } from '../paths';
import { eventsApi } from './api';
import { emptyForm, formOf, formProblems, requestOf, serverProblems, type EventForm, type StudentChoice } from './logic';
import '../i18n';
import './i18n';
import '../office.css';
const studentChoices: StudentChoice[] = [...eventStudentGroups, 'ninguno'];

/**
 * The form of one event: the title and description in the three languages side by side, the
 * category, when, where (a place, an online link or both), the places, the audience and the
 * registration window. Every field is labelled; after a refused try the fields say why, the
 * first wrong one takes the focus, and what was typed stays.
 */
const EventEditor = ({ initial, existing, categories }: { initial: EventForm; existing: OfficeEvent | null; categories: EventCategory[] }) => {
  const { t } = useTranslation('officeEvents');
  const navigate = useNavigate();
  const degrees = useLoadedDomains()?.lists?.titulaciones ?? [];
  const ids = useId();
  const { holder, form, invalid, sending, refusal, change, submit, say } = useRefusableForm({
    initial,
    describe: (key) => t(key),
    problemsOf: formProblems,
    serverProblemsOf: serverProblems,
    save: async (values: EventForm) => {
      const body = requestOf(values);
      const { aviso } = existing ? await eventsApi.edit(existing.id, { ...body, version: existing.version }) : await eventsApi.create(body);
      navigate(pathOf('officeEvents'), { state: { aviso } });
    },
  });


  /** A select with its label, hint and error tied to it. */
  const select = (field: 'categoria' | 'titulacion', label: string, options: { value: string; label: string }[], extra: { hint?: string; disabled?: boolean } = {}) => {
    const id = `${ids}-${field}`;
    const error = say(field);
    const describedBy = [extra.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
    return (
      <div className="portal-field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={form[field]}
          disabled={extra.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => change(field, { ...form, [field]: event.target.value })}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {extra.hint ? <span id={`${id}-hint`}>{extra.hint}</span> : null}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };
  const moment = (field: 'inicio' | 'fin' | 'inscripcionDesde' | 'inscripcionHasta', label: string, hint?: string) => (
    <Field
      label={label}
      name={field}
      type="datetime-local"
      required={field === 'inicio' || field === 'fin'}
      hint={hint}
      value={form[field]}
      onValue={(value) => change(field, { ...form, [field]: value })}
      error={say(field)}
    />
  );
  const studentsError = say('estudiantes');

  return (
    <div ref={holder} className="office-event-form">
      {refusal ? <StatusNotice error={refusal} /> : null}
      <FormCard onSubmit={() => void submit()} invalid={invalid} sending={sending} submitLabel={t('save')}>
        <fieldset>
          <legend>{t('textsLegend')}</legend>
          <p className="office-communication-form__help">{t('textsHelp')}</p>
          <div className="office-communication-form__languages">
            {languages.map((language) => (
              <div key={language} lang={language}>
                <Field
                  label={t(`titleIn.${language}`)}
                  name={`titulo-${language}`}
                  maxLength={eventTitleMax}
                  required={language === 'es'}
                  value={form.titulo[language]}
                  onValue={(text) => change(`titulo.${language}`, { ...form, titulo: { ...form.titulo, [language]: text } })}
                  error={say(`titulo.${language}`)}
                />
                <Field
                  label={t(`descriptionIn.${language}`)}
                  name={`descripcion-${language}`}
                  rows={5}
                  maxLength={eventDescriptionMax}
                  required={language === 'es'}
                  value={form.descripcion[language]}
                  onValue={(text) => change(`descripcion.${language}`, { ...form, descripcion: { ...form.descripcion, [language]: text } })}
                  error={say(`descripcion.${language}`)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        {select(
          'categoria',
          t('category'),
          categories.map((category) => ({ value: category.slug, label: category.nombre })),
        )}
        <fieldset>
          <legend>{t('whenLegend')}</legend>
          <div className="office-communication-form__days">
            {moment('inicio', t('start'))}
            {moment('fin', t('end'))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('whereLegend')}</legend>
          <p className="office-communication-form__help">{t('whereHelp')}</p>
          <Field label={t('place')} name="lugar" maxLength={eventPlaceMax} value={form.lugar} onValue={(lugar) => change('lugar', { ...form, lugar })} error={say('lugar')} />
          <Field
            label={t('link')}
            name="enlace"
            type="url"
            maxLength={eventLinkMax}
            value={form.enlace}
            onValue={(enlace) => change('enlace', { ...form, enlace })}
            error={say('enlace')}
          />
        </fieldset>
        <Field
          label={t('places')}
          name="plazas"
          inputMode="numeric"
          hint={t('placesHelp')}
          value={form.plazas}
          onValue={(plazas) => change('plazas', { ...form, plazas: plazas.trim() })}
          error={say('plazas')}
        />
        <fieldset aria-describedby={studentsError ? `${ids}-students-error` : undefined}>
          <legend>{t('audienceLegend')}</legend>
          <fieldset>
            <legend>{t('studentsLegend')}</legend>
            {studentChoices.map((choice) => (
              <label key={choice} className="office-communication-form__choice">
                <input
                  type="radio"
                  name="estudiantes"
                  value={choice}
                  checked={form.estudiantes === choice}
                  aria-invalid={studentsError ? true : undefined}
                  onChange={() => change('estudiantes', { ...form, estudiantes: choice, titulacion: choice === 'ninguno' ? '' : form.titulacion })}
                />{' '}
                {t(`students.${choice}`)}
              </label>
            ))}
          </fieldset>
          {select('titulacion', t('degree'), [{ value: '', label: t('anyDegree') }, ...degrees.map((degree) => ({ value: degree.codigo, label: degree.descripcion }))], {
            hint: t('degreeHelp'),
            disabled: form.estudiantes === 'ninguno',
          })}
          <CheckField label={t('forCompanies')} checked={form.empresas} onChecked={(empresas) => change('estudiantes', { ...form, empresas })} />
          <FieldError id={`${ids}-students-error`} message={studentsError} />
        </fieldset>
        <fieldset>
          <legend>{t('registrationLegend')}</legend>
          <div className="office-communication-form__days">
            {moment('inscripcionDesde', t('opens'), t('opensHelp'))}
            {moment('inscripcionHasta', t('closes'), t('closesHelp'))}
          </div>
        </fieldset>
      </FormCard>
    </div>
  );
};

/** `/orientacion/eventos/nuevo` writes a new event; `/…/{id}` edits that one. */
const EventFormPage = () => {
  const { t } = useTranslation('officeEvents');
  const { id: rawId = 'nuevo' } = useParams();
  const id = rawId === 'nuevo' ? null : Number(rawId);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const loaded = useApiData(
    async () => {
      const [list, existing] = await Promise.all([eventsApi.list(), id === null || !valid ? Promise.resolve(null) : eventsApi.one(id)]);
      return { categories: list.categorias, existing };
    },
    [id],
  );
  return (
    <section aria-labelledby="office-event-title" className="office-event">
      <PageHeading>
        <span id="office-event-title">{t(id === null ? 'formNewTitle' : 'formEditTitle')}</span>
      </PageHeading>
      <p>
        <Link to={pathOf('officeEvents')}>{t('backToList')}</Link>
      </p>
      {!valid ? (
        <StatusNotice status={Status.officeEventNotFound} />
      ) : (
        <LoadState state={loaded}>
          {({ categories, existing }) =>
            existing?.estado === 'cancelado' ? (
              <StatusNotice status={Status.officeEventCancelled} />
            ) : (
              <EventEditor
                key={existing?.version ?? 'nuevo'}
                existing={existing}
                categories={categories}
                initial={existing ? formOf(existing) : emptyForm(categories[0]?.slug ?? '')}
              />
            )
          }
        </LoadState>
      )}
    </section>
  );
};

export default EventFormPage;
