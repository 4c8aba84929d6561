import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  cvDocumentExtensions,
  cvDocumentKinds,
  cvPdfExtensions,
  cvRuleTexts,
  documentRequest,
  type CvDocument,
  type CvDocumentKind,
} from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { DocumentList, formatDate, type DocumentListClasses, UploadProgress, useLanguage } from '@portal/ui';
import { cvApi } from '../api';
import { DeleteDialog } from '../components/DeleteDialog';
import { SavedNotice, SectionCard } from '../components/SectionCard';
import { RequestedDocuments } from './RequestedDocuments';
import { fieldKit, type AnyForm } from '../forms/field-kit';
import { FormFrame, RefusalNotice } from '../forms/FormFrame';
import { fieldRefusal } from '../forms/refuse-field';
import { useCvForm } from '../forms/use-cv-form';
import { useCv } from '../hooks/use-cv';
import { fileRuleFailure, offerBlob, readFile } from '../files';
import '../i18n';

/** The extensions each kind takes: PDF for the own CV file, the CV's list otherwise (46). */
const extensionsOf = (kind: unknown) => (kind === 'cv' ? cvPdfExtensions : cvDocumentExtensions);

/** The chosen file stands for its content until it is read, just before sending. */
const chosenFile = (value: unknown) => (value instanceof FileList ? value[0] : undefined);
const documentForm = z.preprocess((raw) => {
  const values = { ...(raw as Record<string, unknown>) };
  const file = chosenFile(values.ficheroB64ParaAltas);
  return { ...values, archivo: file, ficheroB64ParaAltas: file ? 'pending' : null };
}, z.intersection(documentRequest, z.object({ archivo: z.instanceof(File).optional() })));

/** The CV's look of a document list: like its other records. */
const listClasses: DocumentListClasses = {
  list: 'cv-records',
  item: 'cv-record',
  name: 'cv-record__title',
  details: 'cv-record__details',
  actions: 'cv-actions',
  empty: 'cv-empty',
};

/** Opens a document: a link as it is, a file fetched with the token. */
export const openDocument = (document: Pick<CvDocument, 'enlace' | 'esFichero' | 'nombre' | 'extension'>) => {
  if (!document.esFichero) {
    window.open(document.enlace, '_blank', 'noopener');
    return;
  }
  void cvApi.file(document.enlace).then((blob) => offerBlob(blob, `${document.nombre}.${document.extension ?? ''}`));
};

/**
 * The CV's documents (addDoc, delDoc): public ones companies see, private ones for the careers
 * office, the student's own CV file (PDF, rule 55), and those processes asked for. Each is a file
 * (type and 2 MB checked before sending, a progress bar while it goes) or a link.
 */
export const DocumentsSection = () => {
  const { t, i18n } = useTranslation('cv');
  const { cv, refresh } = useCv();
  const language = useLanguage();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<number | null | undefined | false>(false);
  const [deleting, setDeleting] = useState<CvDocument | null>(null);
  const [refused, setRefused] = useState<number | null>(null);

  const remove = async (document: CvDocument) => {
    setDeleting(null);
    try {
      await cvApi.remove('delDoc', document.id, language);
      setRefused(null);
      await refresh();
      setSaved(null);
    } catch (error) {
      setRefused(isApiError(error) ? error.status : 500);
    }
  };

  const list = (title: string, documents: readonly CvDocument[], deletable = true) => (
    <>
      <h3>{title}</h3>
      <DocumentList
        documents={documents}
        empty={t('noDocuments')}
        classes={listClasses}
        details={(document) =>
          `${document.esFichero ? (document.extension ?? '').toUpperCase() : t('link')} · ${formatDate(document.fecha, i18n.language)}`
        }
        onOpen={openDocument}
        onDelete={deletable ? setDeleting : undefined}
        words={{
          open: t('open'),
          openNamed: (name) => t('openNamed', { name }),
          delete: t('delete'),
          deleteNamed: (name) => t('deleteNamed', { name }),
        }}
      />
    </>
  );

  return (
    <SectionCard
      anchor="documentos"
      title={t('documents')}
      actions={
        adding ? null : (
          <button
            type="button"
            className="portal-button portal-button--secondary"
            onClick={() => {
              setSaved(false);
              setAdding(true);
            }}
          >
            {t('addDocument')}
          </button>
        )
      }
    >
      <div aria-live="polite">{saved !== false ? <SavedNotice aviso={saved} /> : null}</div>
      {refused !== null ? <RefusalNotice status={refused} /> : null}
      {adding ? (
        <DocumentForm
          onDone={(aviso) => {
            setAdding(false);
            setSaved(aviso);
          }}
        />
      ) : null}
      <h3>{t('ownCv')}</h3>
      <div data-testid="cv-own-file">
        {cv.documentoCV ? (
          <div className="cv-actions">
            <button
              type="button"
              className="cv-link-button"
              onClick={() => void cvApi.file(cv.documentoCV!.enlace).then((blob) => offerBlob(blob, 'cv.pdf'))}
            >
              {t('openOwnCv')}
            </button>
            <button
              type="button"
              className="portal-button portal-button--secondary"
              aria-label={t('deleteOwnCv')}
              onClick={() => setDeleting({ ...cv.documentoCV!, nombre: t('ownCv') })}
            >
              {t('delete')}
            </button>
          </div>
        ) : (
          <p>{t('noOwnCv')}</p>
        )}
      </div>
      {list(t('publicDocuments'), cv.documentos)}
      {list(t('privateDocuments'), cv.documentosPrivados)}
      <RequestedDocuments />
      {cv.documentosProcesos.length > 0 ? list(t('processDocuments'), cv.documentosProcesos, false) : null}
      <DeleteDialog
        name={deleting?.nombre ?? null}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
};

const DocumentForm = ({ onDone }: { onDone: (aviso: number | null | undefined | false) => void }) => {
  const { t } = useTranslation('cv');
  const { refresh } = useCv();
  const [progress, setProgress] = useState<number | null>(null);
  const { form, state, submit } = useCvForm(
    documentForm,
    { tipo: 'publico', nombre: '', enlace: '', ficheroB64ParaAltas: undefined },
    async ({ archivo, ...values }, language) => {
      const payload = { ...values, ficheroB64ParaAltas: null as string | null, extension_adjunto: null as string | null };
      if (archivo) {
        const broken = fileRuleFailure(archivo, extensionsOf(values.tipo));
        if (broken) throw fieldRefusal('ficheroB64ParaAltas', cvRuleTexts[language][broken]);
        const read = await readFile(archivo);
        payload.ficheroB64ParaAltas = read.base64;
        payload.extension_adjunto = read.extension;
      }
      try {
        setProgress(archivo ? 0 : null);
        const answer = await cvApi.write('addDoc', payload, language, archivo ? setProgress : undefined);
        await refresh();
        onDone(answer.aviso);
      } finally {
        setProgress(null);
      }
    },
    'cv-document',
  );
  const anyForm = form as unknown as AnyForm;
  const kit = fieldKit(anyForm, t('choose'));
  const kind = anyForm.watch('tipo') as CvDocumentKind;
  const extensions = extensionsOf(kind);
  return (
    <FormFrame idPrefix="cv-document" state={state} onSubmit={(event) => void submit(event)} onCancel={() => onDone(false)}>
      {kit.selectText(
        'tipo',
        t('documentKind'),
        cvDocumentKinds.map((value) => ({ value, label: t(`documentKinds.${value}`) })),
        { required: true },
      )}
      {kit.text('nombre', t('documentName'), { required: true })}
      <p className="cv-hint">{t('fileOrLink')}</p>
      {kit.file('ficheroB64ParaAltas', t('file'), extensions, {
        hint: t('fileHint', { types: extensions.join(', ') }),
      })}
      {kit.text('enlace', t('link'), { type: 'url' })}
      <UploadProgress id="cv-document-progress" label={t('uploading')} fraction={progress} />
    </FormFrame>
  );
};
