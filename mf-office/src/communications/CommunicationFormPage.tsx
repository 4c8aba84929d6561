import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, communicationAudiences, communicationTextMax, languages, type StaffCommunication } from '@portal/contracts';
import {
  CheckField,
  Field,
  FormCard,
  LoadState,
  PageHeading,
  StatusNotice,
  useApiData,
  useLoadedDomains,
} from '@portal/ui';
import { useRefusableForm } from '../components/use-refusable-form';
import { pathOf } from '../paths';
import { communicationsApi } from './api';
import { CommunicationPreview } from './CommunicationPreview';
import { useAudienceLabel } from './CommunicationsPage';
import {
  emptyForm,
  formOf,
  formProblems,
  localDay,
  requestOf,
  serverProblems,
  type CommunicationForm,
} from './logic';
import '../i18n';
import './i18n';
import '../office.css';

/**
 * The form of one communication: the three texts side by side, the audience (and a degree), the
 * link and the days, and for a new one the notification to its audience; its preview beside it.
 * Every field is labelled; after a refused try the fields say why, the first wrong one takes the
 * focus, and what was typed stays.
 */
const CommunicationEditor = ({ initial, existing }: { initial: CommunicationForm; existing: StaffCommunication | null }) => {
  const { t } = useTranslation('officeCommunications');
  const navigate = useNavigate();
  const audienceLabel = useAudienceLabel();
  const degrees = useLoadedDomains()?.lists?.titulaciones ?? [];
  const ids = useId();
  const { holder, form, setForm, invalid, sending, refusal, change, submit, say } = useRefusableForm({
    initial,
    describe: (key) => t(key, { max: communicationTextMax }),
    problemsOf: formProblems,
    serverProblemsOf: serverProblems,
    save: async (values: CommunicationForm) => {
      const { notificar, ...fields } = requestOf(values);
      const { aviso } = existing
        ? await communicationsApi.edit(existing.id, { ...fields, version: existing.version })
        : await communicationsApi.create({ ...fields, notificar });
      navigate(pathOf('officeCommunications'), { state: { aviso } });
    },
  });


  const degreeId = `${ids}-degree`;
  const degreeError = say('titulacion');
  return (
    <div className="office-communication-editor">
      <div ref={holder}>
        {refusal ? <StatusNotice error={refusal} /> : null}
        <FormCard onSubmit={() => void submit()} invalid={invalid} sending={sending} submitLabel={t('save')}>
          <fieldset className="office-communication-form__texts">
            <legend>{t('textsLegend')}</legend>
            <p className="office-communication-form__help">{t('textsHelp')}</p>
            <div className="office-communication-form__languages">
              {languages.map((language) => (
                <div key={language} lang={language}>
                  <Field
                    label={t(`textIn.${language}`)}
                    name={`texto-${language}`}
                    rows={4}
                    maxLength={communicationTextMax}
                    required={language === 'es'}
                    value={form.textos[language]}
                    onValue={(text) => change(`textos.${language}`, { ...form, textos: { ...form.textos, [language]: text } })}
                    error={say(`textos.${language}`)}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('audienceLegend')}</legend>
            {communicationAudiences.map((audience) => (
              <label key={audience} className="office-communication-form__choice">
                <input
                  type="radio"
                  name="publico"
                  value={audience}
                  checked={form.publico === audience}
                  onChange={() => change('publico', { ...form, publico: audience, titulacion: audience === 'empresas' ? '' : form.titulacion })}
                />{' '}
                {t(`audiences.${audience}`)}
              </label>
            ))}
            {say('publico') ? <p className="portal-field__error">{say('publico')}</p> : null}
          </fieldset>
          <div className="portal-field">
            <label htmlFor={degreeId}>{t('degree')}</label>
            <select
              id={degreeId}
              value={form.titulacion}
              disabled={form.publico === 'empresas'}
              aria-invalid={degreeError ? true : undefined}
              aria-describedby={`${degreeId}-hint${degreeError ? ` ${degreeId}-error` : ''}`}
              onChange={(event) => change('titulacion', { ...form, titulacion: event.target.value })}
            >
              <option value="">{t('anyDegree')}</option>
              {degrees.map((degree) => (
                <option key={degree.codigo} value={degree.codigo}>
                  {degree.descripcion}
                </option>
              ))}
            </select>
            <span id={`${degreeId}-hint`}>{t('degreeHelp')}</span>
            {degreeError ? (
              <span id={`${degreeId}-error`} className="portal-field__error">
                {degreeError}
              </span>
            ) : null}
          </div>
          <Field
            label={t('link')}
            name="enlace"
            hint={t('linkHelp')}
            maxLength={500}
            value={form.enlace}
            onValue={(enlace) => change('enlace', { ...form, enlace })}
            error={say('enlace')}
          />
          <div className="office-communication-form__days">
            <Field label={t('from')} name="desde" type="date" required value={form.desde} onValue={(desde) => change('desde', { ...form, desde })} error={say('desde')} />
            <Field
              label={t('until')}
              name="hasta"
              type="date"
              hint={t('untilHelp')}
              value={form.hasta}
              onValue={(hasta) => change('hasta', { ...form, hasta })}
              error={say('hasta')}
            />
          </div>
          {existing ? null : (
            <>
              <CheckField label={t('notify')} checked={form.notificar} onChecked={(notificar) => setForm({ ...form, notificar })} />
              <p className="office-communication-form__help">{t('notifyHelp')}</p>
            </>
          )}
        </FormCard>
      </div>
      <CommunicationPreview form={form} audience={audienceLabel({ publico: form.publico, titulacion: form.titulacion || null })} />
    </div>
  );
};

/** `/orientacion/comunicaciones/nueva` writes a new communication; `/…/{id}` edits that one. */
const CommunicationFormPage = () => {
  const { t } = useTranslation('officeCommunications');
  const { id: rawId = 'nueva' } = useParams();
  const id = rawId === 'nueva' ? null : Number(rawId);
  const [today] = useState(() => localDay(new Date()));
  const loaded = useApiData(() => (id === null ? Promise.resolve(null) : communicationsApi.one(id)), [id]);
  const back = <Link to={pathOf('officeCommunications')}>{t('backToList')}</Link>;
  return (
    <section aria-labelledby="office-communication-title" className="office-communication">
      <PageHeading>
        <span id="office-communication-title">{t(id === null ? 'formNewTitle' : 'formEditTitle')}</span>
      </PageHeading>
      <p>{back}</p>
      {id !== null && !Number.isInteger(id) ? (
        <StatusNotice status={Status.communicationNotFound} />
      ) : (
        <LoadState state={loaded}>
          {(existing) =>
            existing?.estado === 'retirada' ? (
              <StatusNotice status={Status.communicationWithdrawn} />
            ) : (
              <CommunicationEditor key={existing?.version ?? 'nueva'} existing={existing} initial={existing ? formOf(existing) : emptyForm(today)} />
            )
          }
        </LoadState>
      )}
    </section>
  );
};

export default CommunicationFormPage;

