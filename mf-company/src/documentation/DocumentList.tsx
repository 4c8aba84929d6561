import { useTranslation } from 'react-i18next';
import type { CompanyDocument, DocumentReviewState } from '@portal/contracts';
import { formatDate } from '@portal/ui';
import { useLanguage } from '../common/use-language';

/** The careers office's review as the state colours of the company's pages (pending amber, accepted green, returned red). */
const reviewTone: Record<DocumentReviewState, string> = { pendiente: '1', aceptado: '2', devuelto: '5' };

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
  if (documents.length === 0) return <p>{empty}</p>;
  return (
    <ul className="company-doc-list" data-testid="company-documents">
      {documents.map((document) => (
        <li key={document.id} className="company-doc">
          <div className="company-doc__text">
            <p className="company-doc__name">{document.nombre}</p>
            <p className="company-hint">
              {[
                document.tipo,
                document.enlace ? t('linkKind') : (document.extension ?? '').toUpperCase(),
                t('uploadedOn', { date: formatDate(document.fecha, language) }),
                document.subidoPor ? t('uploadedBy', { name: document.subidoPor }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className={`company-state company-state--${reviewTone[document.revision]}`}>{t(`review_${document.revision}`)}</p>
            {document.revision === 'devuelto' && document.motivoDevolucion ? (
              <p className="company-hint" role="note">
                {t('returnedReason', { reason: document.motivoDevolucion })}
              </p>
            ) : null}
          </div>
          <div className="company-actions">
            {document.enlace ? (
              <a
                className="portal-button portal-button--secondary"
                href={document.enlace}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('openNamed', { name: document.nombre })}
              >
                {t('open')}
              </a>
            ) : (
              <button
                type="button"
                className="portal-button portal-button--secondary"
                aria-label={t('downloadNamed', { name: document.nombre })}
                onClick={() => onDownload(document)}
              >
                {t('download')}
              </button>
            )}
            {onDelete ? (
              <button
                type="button"
                className="portal-button portal-button--secondary"
                aria-label={t('deleteNamed', { name: document.nombre })}
                onClick={() => onDelete(document)}
              >
                {t('delete')}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
};
