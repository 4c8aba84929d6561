import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusTextKey } from '@portal/i18n';
import { Field, FieldError, FormCard, StatusNotice, UploadProgress, readFileAsBase64 } from '@portal/ui';
import { useRefusableForm } from '../components/use-refusable-form';
import { notesApi } from './api';
import {
  choosePdf,
  emptyNoteForm,
  noteKinds,
  noteLimits,
  noteProblems,
  noteRequestOf,
  noteServerProblems,
  type NoteForm,
} from './logic';
import './i18n';

/**
 * The form that publishes an informative note for companies (beside the notes' list): which
 * internships it is for, its title and summary, and its text, its own PDF, or both. The PDF is
 * checked here as the server checks it (extension, size) as soon as it is chosen, and sent with a
 * progress bar; after a refused try each field says why (the server's words for what it refused),
 * the first wrong one takes the focus, and what was typed stays.
 */
export const PublishNoteForm = ({ onPublished }: { onPublished: (title: string) => void }) => {
  const { t } = useTranslation('officeNotes');
  const { t: status } = useTranslation('refusals');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { holder, form, invalid, sending, refusal, change, submit, say } = useRefusableForm({
    initial: emptyNoteForm,
    describe: (key) => t(`problems.${key}`),
    problemsOf: noteProblems,
    serverProblemsOf: (error) => noteServerProblems(error, (code) => status(statusTextKey(code, 'cuerpo'))),
    save: async (values: NoteForm) => {
      setProgress(values.pdf ? 0 : null);
      try {
        await notesApi.publish(noteRequestOf(values), values.pdf ? setProgress : undefined);
      } finally {
        setProgress(null);
      }
      onPublished(values.titulo.trim());
    },
  });
  const kindError = say('tipo');
  // A chosen file that breaks a rule says so at once, before any try.
  const pdfError = say('pdf') ?? (form.pdf?.problem ? t(`problems.${form.pdf.problem}`) : null);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('formTitle')}</h2>
      <p>{t('formIntro')}</p>
      <div ref={holder}>
        {refusal ? <StatusNotice error={refusal} /> : null}
        <FormCard
          onSubmit={() => void submit()}
          invalid={invalid}
          sending={sending}
          submitLabel={t('publish')}
        >
          <fieldset aria-describedby={kindError ? `${id}-kind-error` : undefined}>
            <legend>{t('kindLegend')}</legend>
            {noteKinds.map((kind) => (
              <label key={kind} className="office-communication-form__choice">
                <input
                  type="radio"
                  name={`${id}-tipo`}
                  value={kind}
                  checked={form.tipo === kind}
                  aria-invalid={kindError ? true : undefined}
                  onChange={() => change('tipo', { ...form, tipo: kind })}
                />{' '}
                {t(`kindNames.${kind}`)}
              </label>
            ))}
            <FieldError id={`${id}-kind-error`} message={kindError} />
          </fieldset>
          <Field
            label={t('titleLabel')}
            name="titulo"
            required
            maxLength={noteLimits.titleMax}
            hint={t('titleHint')}
            value={form.titulo}
            onValue={(titulo) => change('titulo', { ...form, titulo })}
            error={say('titulo')}
          />
          <Field
            label={t('summaryLabel')}
            name="resumen"
            rows={3}
            required
            maxLength={noteLimits.summaryMax}
            hint={t('summaryHint')}
            value={form.resumen}
            onValue={(resumen) => change('resumen', { ...form, resumen })}
            error={say('resumen')}
          />
          <Field
            label={t('textLabel')}
            name="texto"
            rows={10}
            hint={t('textHint')}
            value={form.texto}
            onValue={(texto) => change('texto', { ...form, texto })}
            error={say('texto')}
          />
          <div className="portal-field">
            <label htmlFor={`${id}-pdf`}>{t('pdfLabel')}</label>
            <input
              ref={fileInput}
              id={`${id}-pdf`}
              type="file"
              accept=".pdf,application/pdf"
              aria-invalid={pdfError ? true : undefined}
              aria-describedby={`${id}-pdf-hint${pdfError ? ` ${id}-pdf-error` : ''}`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file)
                  void choosePdf(file, readFileAsBase64).then((pdf) => change('pdf', { ...form, pdf }));
              }}
            />
            <span id={`${id}-pdf-hint`}>
              {t('pdfHint')}
              {form.pdf ? ` ${t('pdfChosen', { name: form.pdf.nombre })}` : ''}
            </span>
            <FieldError id={`${id}-pdf-error`} message={pdfError} />
            {form.pdf ? (
              <button
                type="button"
                className="portal-button portal-button--secondary office-notes__remove"
                onClick={() => {
                  if (fileInput.current) fileInput.current.value = '';
                  change('pdf', { ...form, pdf: null });
                }}
              >
                {t('pdfRemove')}
              </button>
            ) : null}
          </div>
          <UploadProgress id={`${id}-progress`} label={t('uploading')} fraction={progress} />
        </FormCard>
      </div>
    </section>
  );
};
