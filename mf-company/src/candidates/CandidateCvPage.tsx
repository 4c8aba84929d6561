import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Success } from '@portal/contracts';
import {
  ConfirmDialog,
  formatDate,
  LoadState,
  Notice,
  PageHeading,
  StatusNotice,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { companyOffersApi, saveFile } from '../offers/api';
import './i18n';
import '../offers/wizard/i18n';
import '../company.css';

/** A candidate's CV as the company may read it (/ver-cv/{id}, dameCandidato; each look is recorded for the student). */
const CandidateCvPage = () => {
  const { t } = useTranslation('companyCandidates');
  const { id } = useParams();
  const candidacyId = Number(id);
  const language = useLanguage();
  const candidate = useApiData(
    () => companyOffersApi.candidate(candidacyId, language),
    [candidacyId, language],
  );
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [confirmingSend, setConfirmingSend] = useState(false);
  const [sent, setSent] = useState<{ ok: true; email: string } | { ok: false; error: unknown } | null>(null);
  const { t: tWizard } = useTranslation('companyWizard');
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  /** A language code ("en") in the reader's language; the code itself when the browser does not know it. */
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const download = async (fileName: string) => {
    setDownloadFailed(false);
    try {
      saveFile(await companyOffersApi.candidateCv(candidacyId, language), fileName);
    } catch {
      setDownloadFailed(true);
    }
  };

  const send = async () => {
    setConfirmingSend(false);
    setSent(null);
    try {
      const { email } = await companyOffersApi.sendCandidateCv(candidacyId, language, { silent: true });
      setSent({ ok: true, email });
    } catch (error) {
      setSent({ ok: false, error });
    }
  };

  return (
    <section>
      <LoadState state={candidate}>
        {(data) => {
          const fullName = `${data.nombre} ${data.apellidos}`;
          const cv = data.cv;
          const languages = Object.entries(cv.idiomas);
          return (
            <>
              <PageHeading>{t('cvTitle', { name: fullName })}</PageHeading>
              <p className="company-offer__meta">
                {t('offer')}: <Link to={`/mis-ofertas/${data.oferta.idOferta}`}>{data.oferta.titulo}</Link> ·{' '}
                {t('state')}: <span className="company-state">{data.Estado}</span>
                {data.motivo ? ` · ${data.motivo}` : ''}
              </p>
              <p className="company-actions">
                <button
                  type="button"
                  className="portal-button"
                  onClick={() =>
                    void download(
                      `CV ${data.nombre} ${data.apellidos}.pdf`.replace(/\s+/g, '-').toLowerCase(),
                    )
                  }
                >
                  {t('downloadCv')}
                </button>
                <button type="button" className="portal-button portal-button--secondary" onClick={() => setConfirmingSend(true)}>
                  {t('sendCv')}
                </button>
              </p>
              {downloadFailed ? <Notice tone="error" title={t('exportFailed')} /> : null}
              <div aria-live="polite">
                {sent?.ok ? (
                  <StatusNotice status={Success.companyReceivesCv} tone="success">
                    <p>{t('sendCvSentTo', { email: sent.email })}</p>
                  </StatusNotice>
                ) : null}
                {/* The server's words too: past the sending limit (429) they say how long to wait. */}
                {sent && !sent.ok ? <StatusNotice error={sent.error} withServerText /> : null}
              </div>
              <ConfirmDialog
                open={confirmingSend}
                title={t('sendCvTitle')}
                confirmLabel={t('sendCvConfirm')}
                cancelLabel={t('cancel')}
                onConfirm={() => void send()}
                onCancel={() => setConfirmingSend(false)}
              >
                <p>{t('sendCvBody', { name: fullName })}</p>
              </ConfirmDialog>
              <section className="portal-card" aria-labelledby="cv-contact">
                <h2 id="cv-contact">{t('contact')}</h2>
                <dl className="company-details">
                  <div>
                    <dt>{t('email')}</dt>
                    <dd>
                      <a href={`mailto:${cv.email}`}>{cv.email}</a>
                    </dd>
                  </div>
                  {cv.telefono ? (
                    <div>
                      <dt>{t('phone')}</dt>
                      <dd>{cv.telefono}</dd>
                    </div>
                  ) : null}
                  {cv.fechaNacimiento ? (
                    <div>
                      <dt>{t('birthDate')}</dt>
                      <dd>{formatDate(cv.fechaNacimiento, language)}</dd>
                    </div>
                  ) : null}
                  {cv.enlacePortfolio ? (
                    <div>
                      <dt>{t('portfolio')}</dt>
                      <dd>
                        <a href={cv.enlacePortfolio} rel="noopener noreferrer" target="_blank">
                          {cv.enlacePortfolio}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </section>
              {cv.presentacion ? (
                <section className="portal-card" aria-labelledby="cv-presentation">
                  <h2 id="cv-presentation">{t('presentation')}</h2>
                  <p className="company-prewrap">{cv.presentacion}</p>
                </section>
              ) : null}
              <section className="portal-card" aria-labelledby="cv-studies">
                <h2 id="cv-studies">{t('studies')}</h2>
                <dl className="company-details">
                  <div>
                    <dt>{t('degree')}</dt>
                    <dd>{cv.titulacion ?? '—'}</dd>
                  </div>
                  {cv.nivel ? (
                    <div>
                      <dt>{t('level')}</dt>
                      <dd>{tWizard(`level${cv.nivel}`, { defaultValue: cv.nivel })}</dd>
                    </div>
                  ) : null}
                  {cv.creditosSuperados !== null ? (
                    <div>
                      <dt>{t('credits')}</dt>
                      <dd>{cv.creditosSuperados}</dd>
                    </div>
                  ) : null}
                </dl>
              </section>
              {languages.length > 0 ? (
                <section className="portal-card" aria-labelledby="cv-languages">
                  <h2 id="cv-languages">{t('languages')}</h2>
                  <ul>
                    {languages.map(([name, level]) => (
                      <li key={name}>
                        {languageName(name)}: {level}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section className="portal-card" aria-labelledby="cv-other">
                <h2 id="cv-other">{t('other')}</h2>
                <dl className="company-details">
                  <div>
                    <dt>{t('drivingLicence')}</dt>
                    <dd>{yesNo(cv.carnetConducir)}</dd>
                  </div>
                  <div>
                    <dt>{t('ownVehicle')}</dt>
                    <dd>{yesNo(cv.vehiculoPropio)}</dd>
                  </div>
                  <div>
                    <dt>{t('canRelocate')}</dt>
                    <dd>{yesNo(cv.disponibilidadTraslado)}</dd>
                  </div>
                </dl>
              </section>
              <p>
                <Link to={`/mis-ofertas/${data.oferta.idOferta}`}>{t('backToOffer')}</Link>
              </p>
            </>
          );
        }}
      </LoadState>
    </section>
  );
};

export default CandidateCvPage;
