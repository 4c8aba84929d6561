import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cvDocumentExtensions, cvRuleTexts, type requestedProcessDocumentsResponse } from '@portal/contracts';
import { call, isApiError } from '@portal/api-client';
import { documentLabel, FieldError, LoadState, UploadProgress, useApiData, useLanguage } from '@portal/ui';
import { cvApi, fieldErrorsOf } from '../api';
import { RefusalNotice } from '../forms/FormFrame';
import { useCv } from '../hooks/use-cv';
import { fileRuleFailure, readFile } from '../files';
import '../i18n';

/** One document an application asks for: a file, checked before it goes, sent with addDocumento2. */
const RequestedDocumentForm = ({ document, onSaved }: { document: string; onSaved: () => Promise<void> }) => {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The offer asks by key ("certificadoMatricula"); the student reads, and keeps, its name.
  const name = documentLabel(document, language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = file ? fileRuleFailure(file, cvDocumentExtensions) : 'required';
    if (broken || !file) {
      setFieldError(cvRuleTexts[language][broken ?? 'required']);
      return;
    }
    setFieldError(null);
    setRefused(null);
    try {
      const read = await readFile(file);
      setProgress(0);
      await cvApi.write(
        'addDocumento2',
        {
          nombre: name,
          idDocumentoNecesarioOfertaNoTipado: document,
          ficheroB64ParaAltas: read.base64,
          extension_adjunto: read.extension,
        },
        language,
        setProgress,
      );
      await onSaved();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) setFieldError(fields.map((field) => field.mensaje).join(' '));
      else setRefused(isApiError(error) ? error.status : 500);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className="cv-requested-document" onSubmit={(event) => void submit(event)} noValidate>
      <div className="portal-field">
        <label htmlFor={`${id}-file`}>{t('requestedDocumentFile', { name })}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={cvDocumentExtensions.map((extension) => `.${extension}`).join(',')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <FieldError id={`${id}-error`} message={fieldError} />
      </div>
      <UploadProgress id={`${id}-progress`} label={t('uploading')} fraction={progress} />
      {refused !== null ? <RefusalNotice status={refused} /> : null}
      <button type="submit" className="portal-button portal-button--secondary" disabled={progress !== null}>
        {t('requestedDocumentSend', { name })}
      </button>
    </form>
  );
};

/**
 * What the student's applications still ask for (documentacionDeProcesosSolicitada), and the offer
 * of the page's `?oferta=` before applying: per offer, each missing document with its upload. A
 * sent one leaves this list for the "processes" list.
 */
export const RequestedDocuments = () => {
  const { t } = useTranslation('cv');
  const { refresh } = useCv();
  // An application refused for missing documents (11) links here with its offer.
  const [searchParams] = useSearchParams();
  const offer = searchParams.get('oferta') ?? undefined;
  const requested = useApiData(
    () =>
      call<typeof requestedProcessDocumentsResponse>(
        { url: '/api/Alumno/documentacionDeProcesosSolicitada', params: offer ? { urlOferta: offer } : undefined },
        { silent: true },
      ),
    [offer],
  );
  const saved = async () => {
    await refresh();
    requested.reload();
  };
  return (
    <LoadState state={requested}>
      {(offers) =>
        offers.length === 0 ? null : (
          <section className="cv-requested" aria-labelledby="cv-requested-title">
            <h3 id="cv-requested-title">{t('requestedDocuments')}</h3>
            <p>{t('requestedDocumentsIntro')}</p>
            {offers.map((offer) => (
              <div key={offer.urlOferta} className="cv-requested__offer">
                <p className="cv-record__title">{offer.titulo}</p>
                {offer.documentos.map((document) => (
                  <RequestedDocumentForm key={document} document={document} onSaved={saved} />
                ))}
              </div>
            ))}
          </section>
        )
      }
    </LoadState>
  );
};
