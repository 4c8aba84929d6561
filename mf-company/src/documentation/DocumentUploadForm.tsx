import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  Success,
  companyDocumentMaxBytes,
  documentationRuleTexts,
  isWellFormedUrl,
  type DocumentationRule,
  type ProvidedDocumentType,
} from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { failureStatus, FieldError, fileExtensionOf, readFile, StatusNotice, UploadProgress, useLanguage } from '@portal/ui';
import { documentationApi } from './api';
import { FieldMessages, FormField, type Option } from '../common/FormField';

/** What the form starts with: a type (and its annex) when it opens from an annex waiting for its signed copy. */
export interface UploadPreset {
  idTipoDocumento: number;
  idAnexo?: number;
}

const issue = (rule: DocumentationRule, path: string) => ({ code: 'custom' as const, message: rule, path: [path] });
const idOf = (value: unknown) => (value === '' || value === undefined || value === null ? null : Number(value));

/**
 * The form's own checks, for comfort (the server makes them again, with the content): a type, a
 * name, a file of the type's formats and at most 2 MB or a well-formed link where the type takes
 * one, and the annex or programme the type belongs to.
 */
const formSchema = (types: readonly ProvidedDocumentType[]) =>
  z
    .object({
      idTipoDocumento: z.string().min(1, 'required'),
      nombre: z.string().trim().min(1, 'required').max(200, 'invalid'),
      modo: z.enum(['fichero', 'enlace']),
      fichero: z.unknown(),
      enlace: z.string().trim(),
      idAnexo: z.string().optional(),
      idPrograma: z.string().optional(),
    })
    .superRefine((values, context) => {
      const type = types.find((item) => String(item.idTipoDocumento) === values.idTipoDocumento);
      if (!type) return;
      if (values.modo === 'enlace' && type.admiteEnlace) {
        if (!values.enlace) context.addIssue(issue('fileOrUrl', 'enlace'));
        else if (!isWellFormedUrl(values.enlace)) context.addIssue(issue('url', 'enlace'));
      } else {
        const file = (values.fichero as FileList | undefined)?.[0];
        if (!file) context.addIssue(issue('fileOrUrl', 'fichero'));
        else if (!type.extensiones.includes(fileExtensionOf(file.name))) context.addIssue(issue(type.admiteEnlace ? 'fileType' : 'pdfOnly', 'fichero'));
        else if (file.size > companyDocumentMaxBytes) context.addIssue(issue('fileSize', 'fichero'));
      }
      if (type.requiere === 'idAnexo' && !values.idAnexo) context.addIssue(issue('annexRequired', 'idAnexo'));
      if (type.requiere === 'idPrograma' && !values.idPrograma) context.addIssue(issue('programmeRequired', 'idPrograma'));
    });

/** The server's field names, as this form names them. */
const formField = (campo: string) => (campo === 'ficheroB64ParaAltas' || campo === 'extension_adjunto' ? 'fichero' : campo);

type Result = { status: number; messages: string[] } | null;

/**
 * Adds a document (adddoc): a file, sent with a progress bar, or a link for the type that takes
 * one. Refusals stay in the form: field rules under their fields, 46 and 56 as their codes say.
 */
export const DocumentUploadForm = ({
  types,
  annexes,
  programmes,
  preset,
  onSaved,
  onCancel,
}: {
  types: readonly ProvidedDocumentType[];
  annexes: Option[];
  programmes: Option[];
  preset: UploadPreset | null;
  onSaved: (code: number) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('companyDocumentation');
  const language = useLanguage();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result>(null);
  const form = useForm<FieldValues>({
    resolver: zodResolver(formSchema(types) as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: {
      idTipoDocumento: preset ? String(preset.idTipoDocumento) : '',
      nombre: '',
      modo: 'fichero',
      enlace: '',
      idAnexo: preset?.idAnexo ? String(preset.idAnexo) : '',
      idPrograma: '',
    },
  });
  // Opened from an annex far below, the form comes to the top of the view with the focus on its title.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    frame.current?.scrollIntoView({ block: 'start' });
  }, []);
  const typeId = useWatch({ control: form.control, name: 'idTipoDocumento' }) as string;
  const mode = useWatch({ control: form.control, name: 'modo' }) as string;
  const type = types.find((item) => String(item.idTipoDocumento) === typeId);
  const asLink = Boolean(type?.admiteEnlace) && mode === 'enlace';
  const fileError = form.formState.errors.fichero?.message;
  const fileMessage = fileError ? (documentationRuleTexts[language][fileError as DocumentationRule] ?? String(fileError)) : null;

  const submit = form.handleSubmit(
    async (values) => {
      setResult(null);
      const file = asLink ? undefined : (values.fichero as FileList)[0];
      try {
        const read = file ? await readFile(file) : null;
        setProgress(read ? 0 : null);
        const saved = await documentationApi.add(
          {
            idTipoDocumento: Number(values.idTipoDocumento),
            nombre: String(values.nombre),
            enlace: asLink ? String(values.enlace) : null,
            ficheroB64ParaAltas: read?.base64 ?? null,
            extension_adjunto: read?.extension ?? null,
            idAnexo: type?.requiere === 'idAnexo' ? idOf(values.idAnexo) : null,
            idPrograma: type?.requiere === 'idPrograma' ? idOf(values.idPrograma) : null,
          },
          language,
          read ? setProgress : undefined,
          { silent: true },
        );
        onSaved(saved.aviso);
      } catch (error) {
        const details = isApiError(error) ? (error.details as { errores?: { campo: string; mensaje: string }[] } | undefined) : undefined;
        const refused = details?.errores ?? [];
        // The server words each field; the form shows it by its rule, as its own checks do.
        const words = documentationRuleTexts[language];
        for (const field of refused) {
          const rule = (Object.keys(words) as DocumentationRule[]).find((key) => words[key] === field.mensaje);
          form.setError(formField(field.campo), { message: rule ?? field.mensaje });
        }
        setResult({ status: refused.length > 0 ? Success.reviewForm : failureStatus(error), messages: [] });
      } finally {
        setProgress(null);
      }
    },
    () => setResult({ status: Success.reviewForm, messages: [] }),
  );

  const typeOptions = types.map((item) => ({ value: item.idTipoDocumento, label: item.descripcion }));
  const formats = type ? type.extensiones.join(', ') : '';
  return (
    <FieldMessages.Provider value={documentationRuleTexts[language]}>
      <section ref={frame} className="portal-card company-upload" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('add')}
        </h3>
        <div aria-live="polite">{result ? <StatusNotice status={result.status} messages={result.messages} /> : null}</div>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <div className="company-form-grid">
              <FormField name="idTipoDocumento" label={t('type')} kind="select" options={typeOptions} required />
              <FormField name="nombre" label={t('name')} required />
            </div>
            {type?.admiteEnlace ? (
              <fieldset className="portal-fieldset company-choice">
                <legend>{t('provideAs')}</legend>
                <label>
                  <input type="radio" value="fichero" {...form.register('modo')} /> {t('asFile')}
                </label>
                <label>
                  <input type="radio" value="enlace" {...form.register('modo')} /> {t('asLink')}
                </label>
              </fieldset>
            ) : null}
            {asLink ? (
              <FormField name="enlace" label={t('link')} kind="url" required />
            ) : (
              <div className="portal-field">
                <label htmlFor={`${id}-file`}>
                  {t('file')}
                  <span className="company-required"> {t('requiredMark', { ns: 'companyWizard' })}</span>
                </label>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept={type ? type.extensiones.map((extension) => `.${extension}`).join(',') : undefined}
                  aria-invalid={fileMessage ? true : undefined}
                  aria-required
                  aria-describedby={`${id}-file-hint${fileMessage ? ` ${id}-file-error` : ''}`}
                  {...form.register('fichero')}
                />
                <span id={`${id}-file-hint`} className="company-hint">
                  {type ? t('fileHint', { types: formats }) : t('chooseTypeFirst')}
                </span>
                <FieldError id={`${id}-file-error`} message={fileMessage} />
              </div>
            )}
            {type?.requiere === 'idAnexo' ? (
              <FormField name="idAnexo" label={t('annex')} kind="select" options={annexes} required />
            ) : null}
            {type?.requiere === 'idPrograma' ? (
              <FormField name="idPrograma" label={t('programme')} kind="select" options={programmes} required />
            ) : null}
            <UploadProgress id={`${id}-progress`} label={t('uploading')} fraction={progress} />
            <div className="company-actions">
              <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
                {t('save')}
              </button>
              <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
                {t('cancel')}
              </button>
            </div>
          </form>
        </FormProvider>
      </section>
    </FieldMessages.Provider>
  );
};
