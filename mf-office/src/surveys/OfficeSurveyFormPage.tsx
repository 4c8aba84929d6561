import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, officeSurveyLimits, type OfficeSurvey } from '@portal/contracts';
import { CheckField, Field, FieldError, FormCard, LoadState, Notice, PageHeading, StatusNotice, useApiData } from '@portal/ui';
import { useRefusableForm, type FieldProblem } from '../components/use-refusable-form';
import { pathOf } from '../paths';
import { surveysApi } from './api';
import { emptyForm, formOf, formProblems, moveQuestion, newQuestion, removeQuestion, requestOf, serverProblems, type Problems, type SurveyForm } from './logic';

/** The survey's own problems (text keys) or the server's (its words), as the refusable form takes them. */
const problemsWith = (problems: Problems, problemOf: (value: string) => FieldProblem): Record<string, FieldProblem> =>
  Object.fromEntries(Object.entries(problems).map(([field, value]) => [field, problemOf(value)]));
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
  const [announcement, setAnnouncement] = useState('');
  const { holder, form, invalid, sending, refusal, change, submit, say } = useRefusableForm({
    initial,
    describe: (key) => t(key),
    problemsOf: (values: SurveyForm) => problemsWith(formProblems(values), (key) => ({ key: `problems.${key}` })),
    serverProblemsOf: (error) => problemsWith(serverProblems(error), (text) => ({ text })),
    save: async (values) => {
      const body = requestOf(values);
      const { aviso } = existing ? await surveysApi.edit(existing.id, { ...body, version: existing.version }) : await surveysApi.create(body);
      navigate(pathOf('officeSurveys'), { state: { aviso } });
    },
    // The questions and their jumps are judged together: any change may mend what was refused.
    staleOnChange: 'all',
    // A cycle of jumps is named, question by question, in the server's notice.
    notice: 'always',
  });

  const edit = (next: SurveyForm) => change('', next);
  const move = (index: number, step: -1 | 1) => {
    const moved = form.preguntas[index]!;
    edit(moveQuestion(form, index, step));
    setAnnouncement(t('moved', { text: moved.texto || t('previewUntitled'), number: index + step + 1 }));
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
              onValue={(titulo) => edit({ ...form, titulo })}
              error={say('titulo')}
            />
            <Field
              label={t('descriptionLabel')}
              name="descripcion"
              rows={3}
              maxLength={officeSurveyLimits.description}
              value={form.descripcion}
              onValue={(descripcion) => edit({ ...form, descripcion })}
              error={say('descripcion')}
            />
          </fieldset>
          <fieldset>
            <legend>{t('audienceLegend')}</legend>
            <CheckField
              label={t('forStudents')}
              checked={form.paraAlumnos}
              onChecked={(paraAlumnos) => edit({ ...form, paraAlumnos })}
              error={say('paraAlumnos')}
            />
            <CheckField label={t('forCompanies')} checked={form.paraEmpresa} onChecked={(paraEmpresa) => edit({ ...form, paraEmpresa })} />
            <CheckField label={t('anonymous')} checked={form.anonima} onChecked={(anonima) => edit({ ...form, anonima })} />
            <p className="office-communication-form__help">{t('anonymousHelp')}</p>
            <CheckField label={t('mandatory')} checked={form.obligatoria} onChecked={(obligatoria) => edit({ ...form, obligatoria })} />
            <p className="office-communication-form__help">{t('mandatoryHelp')}</p>
          </fieldset>
          <div className="office-communication-form__days">
            <Field label={t('opensOn')} name="abre" type="date" hint={t('opensHelp')} value={form.abre} onValue={(abre) => edit({ ...form, abre })} error={say('abre')} />
            <Field label={t('closesOn')} name="cierra" type="date" hint={t('closesHelp')} value={form.cierra} onValue={(cierra) => edit({ ...form, cierra })} error={say('cierra')} />
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
                  onChange={(next) => edit({ ...form, preguntas: form.preguntas.map((item, at) => (at === index ? next : item)) })}
                  onMove={(step) => move(index, step)}
                  onRemove={() => edit(removeQuestion(form, index))}
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
                onClick={() => edit({ ...form, preguntas: [...form.preguntas, newQuestion()] })}
              >
                {t('addQuestion')}
              </button>
              <button
                type="button"
                className="portal-button portal-button--secondary"
                disabled={form.preguntas.length >= officeSurveyLimits.questions}
                onClick={() => edit({ ...form, preguntas: [...form.preguntas, newQuestion('texto')] })}
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
