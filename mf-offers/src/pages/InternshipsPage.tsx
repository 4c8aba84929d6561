import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Success, type InternshipDocument } from '@portal/contracts';
import { LoadState, Notice, PageHeading, formatDate, useApiData, StatusNotice } from '@portal/ui';
import { offersApi } from '../api';
import { PlaceholderCards } from '../components/OfferCard';
import { InternshipUploadForm } from '../components/InternshipUploadForm';
import '../i18n';
import '../i18n-internships';
import '../offers.css';

/** Saves a document through the browser: the download needs the token, so it goes through the API client. */
const DownloadButton = ({
  document: file,
  onFailed,
}: {
  document: InternshipDocument;
  onFailed: () => void;
}) => {
  const { t } = useTranslation('offers');
  const fileName = `${file.nombre}.${file.extension}`;
  return (
    <button
      type="button"
      className="portal-button portal-button--secondary"
      onClick={() => {
        offersApi.internshipDocument(file.idDocumento).then((blob) => {
          const url = URL.createObjectURL(blob);
          const link = Object.assign(window.document.createElement('a'), { href: url, download: fileName });
          link.click();
          URL.revokeObjectURL(url);
        }, onFailed);
      }}
    >
      {t('download', { name: fileName })}
    </button>
  );
};

/** The student's internships and their documents (spec 000 §2.2, /mis-practicas). */
const InternshipsPage = () => {
  const { t, i18n } = useTranslation('offers');
  const internships = useApiData(() => offersApi.internships(), []);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <section>
      <PageHeading>{t('internshipsTitle')}</PageHeading>
      <div aria-live="polite">
        {saved ? <StatusNotice status={Success.documentSaved} tone="success" /> : null}
        {downloadFailed ? <Notice tone="error" title={t('downloadFailed')} /> : null}
      </div>
      {internships.loading ? (
        <PlaceholderCards count={2} />
      ) : (
        <LoadState state={internships}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('noInternships')}</p>
            ) : (
              <ul className="portal-list">
                {list.map((internship) => (
                  <li key={internship.idPractica} className="portal-card">
                    <h2>{internship.titulo}</h2>
                    <p className="offers-card__company">{internship.empresa}</p>
                    <p>
                      {t('internshipPeriod', {
                        from: formatDate(internship.fechaInicio, i18n.language),
                        to: formatDate(internship.fechaFin, i18n.language),
                      })}{' '}
                      · {t(`internshipState_${internship.estado}`)}
                    </p>
                    {internship.tutor ? <p>{t('internshipTutor', { name: internship.tutor })}</p> : null}
                    <h3>{t('documentsTitle')}</h3>
                    {internship.documentos.length === 0 ? (
                      <p>{t('noDocuments')}</p>
                    ) : (
                      <ul className="offers-history">
                        {internship.documentos.map((document) => (
                          <li key={document.idDocumento}>
                            {t(`documentKind_${document.tipo}`)} · {formatDate(document.fecha, i18n.language)}{' '}
                            <DownloadButton document={document} onFailed={() => setDownloadFailed(true)} />
                          </li>
                        ))}
                      </ul>
                    )}
                    <InternshipUploadForm
                      internshipId={internship.idPractica}
                      onUploaded={() => {
                        setSaved(true);
                        internships.reload();
                      }}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      )}
    </section>
  );
};

export default InternshipsPage;
