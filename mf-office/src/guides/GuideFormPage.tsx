import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, guideFileRules, guideImageRules, languages, type Language, type StaffGuide } from '@portal/contracts';
import { Field, FormCard, LoadState, PageHeading, StatusNotice, readFile, useApiData } from '@portal/ui';
import { useRefusableForm } from '../components/use-refusable-form';
import { pathOf } from '../paths';
import { guidesApi } from './api';
import { GuidePreview } from './GuidePreview';
import { editRequestOf, emptyForm, formOf, formProblems, hasImage, requestOf, serverProblems, type ChosenFile, type GuideForm } from './logic';
import '../i18n';
import './i18n';
import '../office.css';

const accept = (extensions: readonly string[]) => extensions.map((extension) => `.${extension}`).join(',');

/** A chosen file read for its upload, with a local address for the preview. */
const chosen = async (file: File): Promise<ChosenFile> => {
  const read = await readFile(file);
  return { nombre: read.nombre, extension: read.extension, ficheroB64: read.base64, preview: `data:${file.type || 'image/png'};base64,${read.base64}` };
};

/** A labelled file input whose error is announced with it. */
const FileChooser = ({ label, hint, extensions, error, onFile }: { label: string; hint: string; extensions: readonly string[]; error: string | null; onFile: (file: File) => void }) => {
  const id = useId();
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept(extensions)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
      />
      <span id={`${id}-hint`}>{hint}</span>
      {error ? (
        <span id={`${id}-error`} className="portal-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
};

/**
 * The form of one guide: its three translations side by side (title, description, the image's
 * alternative text), its image and its file or link; its preview beside it. Every field is
 * labelled; after a refused try the fields say why, the first wrong one takes the focus, and what
 * was typed stays.
 */
const GuideEditor = ({ initial, existing }: { initial: GuideForm; existing: StaffGuide | null }) => {
  const { t } = useTranslation('officeGuides');
  const navigate = useNavigate();
  const ids = useId();
  const { holder, form, invalid, sending, refusal, change, submit, say } = useRefusableForm({
    initial,
    describe: (key) => t(`problems.${key}`),
    problemsOf: formProblems,
    serverProblemsOf: serverProblems,
    save: async (values: GuideForm) => {
      const { aviso } = existing ? await guidesApi.edit(existing.id, editRequestOf(values, existing.version)) : await guidesApi.create(requestOf(values));
      navigate(pathOf('officeGuides'), { state: { aviso } });
    },
  });

  const setText = (language: Language, name: 'titulo' | 'descripcion' | 'textoImagen', value: string) =>
    change(`textos.${language}.${name}`, { ...form, textos: { ...form.textos, [language]: { ...form.textos[language], [name]: value } } });
  const attachmentKind = form.adjunto.kind;
  const setAttachment = (kind: GuideForm['adjunto']['kind']) => {
    if (kind === 'current' && initial.adjunto.kind === 'current') change('adjunto', { ...form, adjunto: initial.adjunto });
    else if (kind === 'link') change('adjunto', { ...form, adjunto: { kind: 'link', url: '' } });
    else if (kind === 'none') change('adjunto', { ...form, adjunto: { kind: 'none' } });
  };

  return (
    <div className="office-communication-editor">
      <div ref={holder}>
        {refusal ? <StatusNotice error={refusal} /> : null}
        <FormCard onSubmit={() => void submit()} invalid={invalid} sending={sending} submitLabel={t('save')}>
          <fieldset className="office-communication-form__texts">
            <legend>{t('textsLegend')}</legend>
            <p className="office-communication-form__help">{t('textsHelp')}</p>
            <div className="office-communication-form__languages">
              {languages.map((language) => {
                const name = t(`textIn.${language}`);
                return (
                  <fieldset key={language} lang={language}>
                    <legend>{name}</legend>
                    <Field
                      label={t('titleLabel', { language: name })}
                      name={`titulo-${language}`}
                      required={language === 'es'}
                      value={form.textos[language].titulo}
                      onValue={(value) => setText(language, 'titulo', value)}
                      error={say(`textos.${language}.titulo`)}
                    />
                    <Field
                      label={t('descriptionLabel', { language: name })}
                      name={`descripcion-${language}`}
                      rows={8}
                      hint={t('descriptionHelp')}
                      required={language === 'es'}
                      value={form.textos[language].descripcion}
                      onValue={(value) => setText(language, 'descripcion', value)}
                      error={say(`textos.${language}.descripcion`)}
                    />
                    {hasImage(form) ? (
                      <Field
                        label={t('altLabel', { language: name })}
                        name={`texto-imagen-${language}`}
                        hint={t('altHelp')}
                        value={form.textos[language].textoImagen}
                        onValue={(value) => setText(language, 'textoImagen', value)}
                        error={say(`textos.${language}.textoImagen`)}
                      />
                    ) : null}
                  </fieldset>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="office-guide-form__part">
            <legend>{t('imageLegend')}</legend>
            {form.imagen.kind === 'current' ? <img className="office-guide-preview__image" src={form.imagen.url} alt={t('imageCurrent')} /> : null}
            <FileChooser
              label={t('imageChoose')}
              hint={t('imageHelp')}
              extensions={guideImageRules.extensions}
              error={say('imagen')}
              onFile={(file) => void chosen(file).then((read) => change('imagen', { ...form, imagen: { kind: 'new', file: read } }))}
            />
            {form.imagen.kind === 'none' ? null : (
              <button type="button" className="portal-button portal-button--secondary" onClick={() => change('imagen', { ...form, imagen: { kind: 'none' } })}>
                {t('imageRemove')}
              </button>
            )}
          </fieldset>
          <fieldset className="office-guide-form__part">
            <legend>{t('attachmentLegend')}</legend>
            {(initial.adjunto.kind === 'current' ? (['current', 'none', 'link', 'new'] as const) : (['none', 'link', 'new'] as const)).map((kind) => (
              <label key={kind} className="office-communication-form__choice">
                <input
                  type="radio"
                  name={`${ids}-adjunto`}
                  value={kind}
                  checked={attachmentKind === kind}
                  onChange={() => (kind === 'new' ? change('adjunto', { ...form, adjunto: { kind: 'new', file: { nombre: '', extension: '', ficheroB64: '', preview: '' } } }) : setAttachment(kind))}
                />{' '}
                {t({ current: 'attachmentKeep', none: 'attachmentNone', link: 'attachmentLink', new: 'attachmentFile' }[kind])}
              </label>
            ))}
            {form.adjunto.kind === 'link' ? (
              <Field
                label={t('attachmentUrl')}
                name="adjunto-url"
                type="url"
                value={form.adjunto.url}
                onValue={(url) => change('adjunto', { ...form, adjunto: { kind: 'link', url } })}
                error={say('adjunto')}
              />
            ) : form.adjunto.kind === 'new' ? (
              <FileChooser
                label={t('attachmentFileChoose')}
                hint={form.adjunto.file.nombre}
                extensions={guideFileRules.extensions}
                error={say('adjunto')}
                onFile={(file) => void chosen(file).then((read) => change('adjunto', { ...form, adjunto: { kind: 'new', file: read } }))}
              />
            ) : say('adjunto') ? (
              <p className="portal-field__error">{say('adjunto')}</p>
            ) : null}
          </fieldset>
        </FormCard>
      </div>
      <GuidePreview form={form} />
    </div>
  );
};

/** `/orientacion/guias/nueva` writes a new guide; `/…/{id}` edits that one. */
const GuideFormPage = () => {
  const { t } = useTranslation('officeGuides');
  const { id: rawId = 'nueva' } = useParams();
  const id = rawId === 'nueva' ? null : Number(rawId);
  const loaded = useApiData(() => (id === null || !Number.isInteger(id) ? Promise.resolve(null) : guidesApi.one(id)), [id]);
  return (
    <section aria-labelledby="office-guide-title" className="office-communication">
      <PageHeading>
        <span id="office-guide-title">{t(id === null ? 'formNewTitle' : 'formEditTitle')}</span>
      </PageHeading>
      <p>
        <Link to={pathOf('officeGuides')}>{t('backToList')}</Link>
      </p>
      {id !== null && !Number.isInteger(id) ? (
        <StatusNotice status={Status.officeGuideNotFound} />
      ) : (
        <LoadState state={loaded}>
          {(existing) => <GuideEditor key={existing?.version ?? 'nueva'} existing={existing} initial={existing ? formOf(existing) : emptyForm()} />}
        </LoadState>
      )}
    </section>
  );
};

export default GuideFormPage;
