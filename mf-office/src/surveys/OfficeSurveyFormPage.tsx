import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, officeSurveyLimits, type OfficeSurvey } from '@portal/contracts';
import { CheckField, Field, FieldError, FormCard, LoadState, Notice, PageHeading, StatusNotice, useApiData } from '@portal/ui';
import { pathOf } from '../paths';
import { surveysApi } from './api';
import { emptyForm, formOf, formProblems, moveQuestion, newQuestion, removeQuestion, requestOf, serverProblems, type Problems, type SurveyForm } from './logic';
import { QuestionEditor } from './QuestionEditor';
import { SurveyPreview } from './SurveyPreview';
import '../i18n';
import './i18n';
import '../office.css';

/**
 * The builder of one survey draft: its title, audience, anonymity, mandatory flag and days, then
 * its questions (reordered with buttons), each with its answers and jumps; the preview beside it.
 * After a refused try the fields say why (the server's words where it spoke), the first wrong one
 * takes the focus, and what was typed stays.
 */
const SurveyEditor = ({ initial, existing }: { initial: SurveyForm; existing: OfficeSurvey | null }) => {
  const { t } = useTranslation('officeSurveys');
  const navigate = useNavigate();
  const holder = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [fromServer, setFromServer] = useState<Problems>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [focusTurn, setFocusTurn] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const own = tried ? formProblems(form) : {};
  const problems: Problems = { ...fromServer, ...Object.fromEntries(Object.entries(own).map(([field, key]) => [field, t(`problems.${key}`)])) };
  const invalid = Object.keys(problems).length > 0;

  useEffect(() => {
    if (focusTurn > 0) holder.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTurn]);

  const say = (field: string): string | null => problems[field] ?? null;
  /** A change makes what the server said stale: the form is no longer what it saw. */
  const change = (next: SurveyForm) => {
    setForm(next);
    if (Object.keys(fromServer).length > 0) setFromServer({});
  };
  const move = (index: number, step: -1 | 1) => {
    const moved = form.preguntas[index]!;
    change(moveQuestion(form, index, step));
    setAnnouncement(t('moved', { text: moved.texto || t('previewUntitled'), number: index + step + 1 }));
  };

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (Object.keys(formProblems(form)).length > 0) {
      setFocusTurn((turn) => turn + 1);
      return;
    }
    setSending(true);
    try {
      const body = requestOf(form);
      const { aviso } = existing ? await surveysApi.edit(existing.id, { ...body, version: existing.version }) : await surveysApi.create(body);
      navigate(pathOf('officeSurveys'), { state: { aviso } });
    } catch (error) {
      const fields = serverProblems(error);
      setFromServer(fields);
      setRefusal(error);
      if (Object.keys(fields).length > 0) setFocusTurn((turn) => turn + 1);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="office-communication-editor">
      <div ref={holder}>
        {refusal ? <StatusNotice error={refusal} withServerText /> : null}
        <FormCard onSubmit={() => void submit()} invalid={invalid && !refusal} sending={sending} submitLabel={t('save')}>
          <fieldset>
            <legend>{t('settingsLegend')}</legend>
            <Field
              label={t('titleLabel')}
              name="titulo"
              required
              maxLength={officeSurveyLimits.title}
              value={form.titulo}
              onValue={(titulo) => change({ ...form, titulo })}
              error={say('titulo')}
            />
            <Field
              label={t('descriptionLabel')}
              name="descripcion"
              rows={3}
              maxLength={officeSurveyLimits.description}
              value={form.descripcion}
              onValue={(descripcion) => change({ ...form, descripcion })}
              error={say('descripcion')}
            />
          </fieldset>
          <fieldset>
            <legend>{t('audienceLegend')}</legend>
            <CheckField
              label={t('forStudents')}
              checked={form.paraAlumnos}
              onChecked={(paraAlumnos) => change({ ...form, paraAlumnos })}
              error={say('paraAlumnos')}
            />
            <CheckField label={t('forCompanies')} checked={form.paraEmpresa} onChecked={(paraEmpresa) => change({ ...form, paraEmpresa })} />
            <CheckField label={t('anonymous')} checked={form.anonima} onChecked={(anonima) => change({ ...form, anonima })} />
            <p className="office-communication-form__help">{t('anonymousHelp')}</p>
            <CheckField label={t('mandatory')} checked={form.obligatoria} onChecked={(obligatoria) => change({ ...form, obligatoria })} />
            <p className="office-communication-form__help">{t('mandatoryHelp')}</p>
          </fieldset>
          <div className="office-communication-form__days">
            <Field label={t('opensOn')} name="abre" type="date" hint={t('opensHelp')} value={form.abre} onValue={(abre) => change({ ...form, abre })} error={say('abre')} />
            <Field label={t('closesOn')} name="cierra" type="date" hint={t('closesHelp')} value={form.cierra} onValue={(cierra) => change({ ...form, cierra })} error={say('cierra')} />
          </div>
          <fieldset>
            <legend>{t('questionsLegend')}</legend>
            <p className="office-communication-form__help">{t('questionsHelp')}</p>
            <FieldError id="office-survey-questions-error" message={say('preguntas')} />
            <ol className="office-survey-questions">
              {form.preguntas.map((question, index) => (
                <QuestionEditor
                  key={question.clave}
                  form={form}
                  index={index}
                  onChange={(next) => change({ ...form, preguntas: form.preguntas.map((item, at) => (at === index ? next : item)) })}
                  onMove={(step) => move(index, step)}
                  onRemove={() => change(removeQuestion(form, index))}
                  say={(field) => say(field === '' ? `preguntas.${index}` : `preguntas.${index}.${field}`)}
                />
              ))}
            </ol>
            <p role="status" className="visually-hidden">
              {announcement}
            </p>
            <div className="office-staff__actions">
              <button
                type="button"
                className="portal-button portal-button--secondary"
                disabled={form.preguntas.length >= officeSurveyLimits.questions}
                onClick={() => change({ ...form, preguntas: [...form.preguntas, newQuestion()] })}
              >
                {t('addQuestion')}
              </button>
              <button
                type="button"
                className="portal-button portal-button--secondary"
                disabled={form.preguntas.length >= officeSurveyLimits.questions}
                onClick={() => change({ ...form, preguntas: [...form.preguntas, newQuestion('texto')] })}
              >
                {t('addTextQuestion')}
              </button>
            </div>
          </fieldset>
        </FormCard>
      </div>
      <SurveyPreview form={form} />
    </div>
  );
};

/** A survey that can no longer change: why, and how respondents see it. */
const LockedSurvey = ({ survey }: { survey: OfficeSurvey }) => {
  const { t } = useTranslation('officeSurveys');
  return (
    <>
      <Notice tone="info" title={t(`states.${survey.estado}`)}>
        <p>{t(survey.contestaciones > 0 ? 'lockedAnswered' : 'lockedPublished')}</p>
      </Notice>
      <SurveyPreview form={formOf(survey)} />
    </>
  );
};

/** `/orientacion/encuestas/nueva` builds a new survey; `/…/{id}` edits that draft, or shows it once published. */
const OfficeSurveyFormPage = () => {
  const { t } = useTranslation('officeSurveys');
  const { id: rawId = 'nueva' } = useParams();
  const id = rawId === 'nueva' ? null : Number(rawId);
  const loaded = useApiData(() => (id === null || !Number.isInteger(id) ? Promise.resolve(null) : surveysApi.one(id)), [id]);
  const heading = id === null ? 'formNewTitle' : loaded.data && !loaded.data.editable ? 'formViewTitle' : 'formEditTitle';
  return (
    <section aria-labelledby="office-survey-title" className="office-communication office-survey">
      <PageHeading>
        <span id="office-survey-title">{t(heading)}</span>
      </PageHeading>
      <p>
        <Link to={pathOf('officeSurveys')}>{t('backToList')}</Link>
      </p>
      {id !== null && !Number.isInteger(id) ? (
        <StatusNotice status={Status.officeSurveyNotFound} />
      ) : (
        <LoadState state={loaded}>
          {(existing) =>
            existing && !existing.editable ? (
              <LockedSurvey survey={existing} />
            ) : (
              <SurveyEditor key={existing?.version ?? 'nueva'} existing={existing} initial={existing ? formOf(existing) : emptyForm()} />
            )
          }
        </LoadState>
      )}
    </section>
  );
};

export default OfficeSurveyFormPage;
