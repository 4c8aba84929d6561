import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvDocument } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { DocumentList, formatDate, LazyPart, lazyModule, type DocumentListClasses, useLanguage } from '@portal/ui';
import { cvApi } from '../api';
import { DeleteDialog } from '../components/DeleteDialog';
import { SavedNotice, SectionCard } from '../components/SectionCard';
import { RequestedDocuments } from './RequestedDocuments';
import { RefusalNotice } from '../forms/FormFrame';
import { useCv } from '../hooks/use-cv';
import { offerBlob } from '../files';
import '../i18n';

/** The form of a new document, with zod and its schema: fetched when the student opens it. */
const documentForm = lazyModule(() => import(/* webpackChunkName: "cv-document-form" */ './DocumentForm'));

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
        <LazyPart module={documentForm}>
          {({ DocumentForm }) => (
            <DocumentForm
              onDone={(aviso) => {
                setAdding(false);
                setSaved(aviso);
              }}
            />
          )}
        </LazyPart>
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
