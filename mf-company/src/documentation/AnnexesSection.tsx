import { useTranslation } from 'react-i18next';
import type { CompanyInternshipAnnexes, InternshipAnnex } from '@portal/contracts';
import { formatDate, LoadState, type ApiData, useLanguage } from '@portal/ui';

/**
 * dameAnexosPracticas: each internship at the company with the annexes the careers office issued,
 * each downloadable as a PDF, and whether its signed copy has been provided (upload it from here).
 */
export const AnnexesSection = ({
  state,
  onDownload,
  onUploadSigned,
}: {
  state: ApiData<CompanyInternshipAnnexes[]>;
  onDownload: (annex: InternshipAnnex, student: string) => void;
  onUploadSigned?: ((annex: InternshipAnnex) => void) | undefined;
}) => {
  const { t } = useTranslation('companyDocumentation');
  const language = useLanguage();
  return (
    <section className="company-doc-section" aria-labelledby="annexes-title">
      <h2 id="annexes-title">{t('annexes')}</h2>
      <p>{t('annexesIntro')}</p>
      <LoadState state={state}>
        {(internships) =>
          internships.length === 0 ? (
            <p>{t('noInternships')}</p>
          ) : (
            <ul className="portal-list">
              {internships.map((internship) => (
                <li key={internship.idPractica} className="portal-card">
                  <h3>{internship.titulo}</h3>
                  <p className="company-hint">
                    {t('internshipOf', {
                      student: internship.alumno,
                      from: formatDate(internship.fechaInicio, language),
                      to: formatDate(internship.fechaFin, language),
                      state: internship.estado,
                    })}
                  </p>
                  {internship.anexos.length === 0 ? (
                    <p>{t('noAnnexes')}</p>
                  ) : (
                    <ul className="company-doc-list">
                      {internship.anexos.map((annex) => {
                        const kind = t(`annexKind_${annex.tipo}`);
                        return (
                          <li key={annex.idAnexo} className="company-doc">
                            <div className="company-doc__text">
                              <p className="company-doc__name">{`${kind} · ${t('issuedOn', { date: formatDate(annex.fecha, language) })}`}</p>
                              <p>{annex.descripcion}</p>
                              <p className={annex.idDocumentoFirmado ? 'company-badge company-badge--ok' : 'company-badge company-badge--pending'}>
                                {annex.idDocumentoFirmado ? t('signed') : t('unsigned')}
                              </p>
                            </div>
                            <div className="company-actions">
                              <button
                                type="button"
                                className="portal-button portal-button--secondary"
                                aria-label={`${t('downloadAnnex')}: ${kind}, ${internship.alumno}`}
                                onClick={() => onDownload(annex, internship.alumno)}
                              >
                                {t('downloadAnnex')}
                              </button>
                              {onUploadSigned && !annex.idDocumentoFirmado ? (
                                <button
                                  type="button"
                                  className="portal-button portal-button--secondary"
                                  aria-label={`${t('uploadSigned')}: ${kind}, ${internship.alumno}`}
                                  onClick={() => onUploadSigned(annex)}
                                >
                                  {t('uploadSigned')}
                                </button>
                              ) : null}
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
};
