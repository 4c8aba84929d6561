import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Success, type Language } from '@portal/contracts';
import { LoadState, Notice, PageHeading, formatDate, saveBlob, useApiData, StatusNotice, PlaceholderCards } from '@portal/ui';
import { offersApi } from '../api';
import { InternshipUploadForm } from '../components/InternshipUploadForm';
import { StudentProposals } from '../components/StudentProposals';
import '../i18n';
import '../i18n-internships';
import '../offers.css';

/** Saves a file through the browser: the download needs the token, so it goes through the API client. */
const DownloadButton = ({
  fileName,
  load,
  onFailed,
}: {
  fileName: string;
  load: () => Promise<Blob>;
  onFailed: () => void;
}) => {
  const { t } = useTranslation('offers');
  return (
    <button
      type="button"
      className="portal-button portal-button--secondary"
      onClick={() => {
        load().then((blob) => saveBlob(blob, fileName), onFailed);
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
                    {internship.anexos.length > 0 ? (
                      <>
                        <h3>{t('annexesTitle')}</h3>
                        <ul className="offers-history">
                          {internship.anexos.map((annex) => (
                            <li key={annex.idAnexo}>
                              {t(`annexKind_${annex.tipo}`)} · {formatDate(annex.fecha, i18n.language)}{' '}
                              <DownloadButton
                                fileName={`${t(`annexKind_${annex.tipo}`)} ${annex.fecha}.pdf`}
                                load={() => offersApi.internshipAnnex(annex.idAnexo, i18n.language as Language)}
                                onFailed={() => setDownloadFailed(true)}
                              />
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                    <h3>{t('documentsTitle')}</h3>
                    {internship.documentos.length === 0 ? (
                      <p>{t('noDocuments')}</p>
                    ) : (
                      <ul className="offers-history">
                        {internship.documentos.map((document) => (
                          <li key={document.idDocumento}>
                            {t(`documentKind_${document.tipo}`)} · {formatDate(document.fecha, i18n.language)}{' '}
                            <DownloadButton
                              fileName={`${document.nombre}.${document.extension}`}
                              load={() => offersApi.internshipDocument(document.idDocumento)}
                              onFailed={() => setDownloadFailed(true)}
                            />
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
      <StudentProposals />
    </section>
  );
};

export default InternshipsPage;
