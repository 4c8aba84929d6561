import { useTranslation } from 'react-i18next';
import type { CompanyDocument, DocumentReviewState } from '@portal/contracts';
import {
  DocumentList as SharedDocumentList,
  formatDate,
  type DocumentListClasses,
  useLanguage,
} from '@portal/ui';

/** The careers office's review as the state colours of the company's pages (pending amber, accepted green, returned red). */
const reviewTone: Record<DocumentReviewState, string> = { pendiente: '1', aceptado: '2', devuelto: '5' };

/** The company pages' look of a document list. */
const classes: DocumentListClasses = {
  list: 'company-doc-list',
  item: 'company-doc',
  text: 'company-doc__text',
  name: 'company-doc__name',
  details: 'company-hint',
  actions: 'company-actions',
};

/**
 * Documents of the company: name, type, when and by whom, the careers office's review (what to
 * fix when it returned one); a file downloads (with the token), a
 * link opens in a new tab; delete where the page allows it.
 */
export const DocumentList = ({
  documents,
  empty,
  onDownload,
  onDelete,
}: {
  documents: readonly CompanyDocument[];
  empty: string;
  onDownload: (document: CompanyDocument) => void;
  onDelete?: ((document: CompanyDocument) => void) | undefined;
}) => {
  const { t } = useTranslation('companyDocumentation');
  const language = useLanguage();
  return (
    <SharedDocumentList
      documents={documents}
      empty={empty}
      testId="company-documents"
      classes={classes}
      details={(document) =>
        [
          document.tipo,
          document.enlace ? t('linkKind') : (document.extension ?? '').toUpperCase(),
          t('uploadedOn', { date: formatDate(document.fecha, language) }),
          document.subidoPor ? t('uploadedBy', { name: document.subidoPor }) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      extra={(document) => (
        <>
          <p className={`company-state company-state--${reviewTone[document.revision]}`}>{t(`review_${document.revision}`)}</p>
          {document.revision === 'devuelto' && document.motivoDevolucion ? (
            <p className="company-hint" role="note">
              {t('returnedReason', { reason: document.motivoDevolucion })}
            </p>
          ) : null}
        </>
      )}
      href={(document) => document.enlace}
      onOpen={onDownload}
      opensAsDownload
      onDelete={onDelete}
      words={{
        open: t('open'),
        openNamed: (name) => t('openNamed', { name }),
        download: t('download'),
        downloadNamed: (name) => t('downloadNamed', { name }),
        delete: t('delete'),
        deleteNamed: (name) => t('deleteNamed', { name }),
      }}
    />
  );
};
