import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, agreementFileRules, type CompanyAgreement } from '@portal/contracts';
import {
  failureStatus,
  FieldError,
  fileRuleBroken,
  formatDate,
  LoadState,
  Notice,
  PageHeading,
  readFileAsBase64,
  saveBlob,
  StatusNotice,
  useApiData,
  useLanguage,
} from '@portal/ui';
import { agreementsApi } from './api';
import './i18n';
import '../company.css';

/** The signed copy's upload of one agreement (PDF, 2 MB; 513 on success). */
const SignedUpload = ({ agreement, onUploaded }: { agreement: CompanyAgreement; onUploaded: () => void }) => {
  const { t } = useTranslation('companyAgreements');
  const language = useLanguage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = file ? fileRuleBroken(file, agreementFileRules) : 'required';
    setError(broken ? t(broken) : null);
    if (broken) return;
    setBusy(true);
    setFailure(null);
    try {
      await agreementsApi.attachSigned(
        { idConvenio: agreement.idConvenio, ficheroB64: await readFileAsBase64(file!), extension_adjunto: 'pdf' },
        language,
        { silent: true },
      );
      onUploaded();
    } catch (refusal) {
      const status = failureStatus(refusal);
      if (status === Status.extensionNotAllowed) setError(t('fileType'));
      else if (status === Status.missingMandatoryData) setError(t('fileSize'));
      else setFailure(status);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="company-signed-upload">
      {failure !== null ? <StatusNotice status={failure} tone="error" /> : null}
      <div className="portal-field">
        <label htmlFor={`${id}-file`}>{t('signedFile')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            const broken = chosen ? fileRuleBroken(chosen, agreementFileRules) : null;
            setError(broken ? t(broken) : null);
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button type="submit" className="portal-button" disabled={busy}>
        {busy ? t('uploading') : t('uploadSigned')}
      </button>
    </form>
  );
};

/**
 * The company's agreements (spec 001 §3 statuses; /subir-convenio-firmado): each with its status,
 * what it means for the company and what it can do next: download the generated agreement, upload
 * the signed copy while it is generated or wrong, request a new one.
 */
const AgreementsPage = () => {
  const { t } = useTranslation('companyAgreements');
  const language = useLanguage();
  const agreements = useApiData(() => agreementsApi.agreements(), []);
  const [uploaded, setUploaded] = useState<number | null>(null);

  const download = (agreement: CompanyAgreement, file: 'documento' | 'firmado') =>
    void agreementsApi
      .agreementFile(agreement.idConvenio, file, language)
      .then((blob) => saveBlob(blob, `convenio-${agreement.idConvenio}${file === 'firmado' ? '-firmado' : ''}.pdf`));

  return (
    <section>
      <PageHeading>{t('agreementsTitle')}</PageHeading>
      <p>{t('agreementsIntro')}</p>
      <div aria-live="polite">{uploaded !== null ? <StatusNotice status={513} tone="success" /> : null}</div>
      <LoadState state={agreements}>
        {({ convenios, convenioActivo }) => (
          <>
            <Notice tone={convenioActivo ? 'success' : 'info'} title={convenioActivo ? t('activeAgreement') : t('noActiveAgreement')} />
            <p>
              <Link className="portal-button" to="/nuevo-convenio-colaboracion">
                {t('requestNew')}
              </Link>
            </p>
            {convenios.length === 0 ? <p>{t('noAgreements')}</p> : null}
            <ul className="portal-list company-agreements" aria-label={t('agreementsTitle')}>
              {convenios.map((agreement) => (
                <li key={agreement.idConvenio} className="portal-card" data-testid={`agreement-${agreement.idConvenio}`}>
                  <h2>{t('agreementOf', { date: formatDate(agreement.fechaSolicitud, language) })}</h2>
                  <p>
                    <span className={`company-agreement-status company-agreement-status--${agreement.estado}`}>
                      {t(`status_${agreement.estado}`)}
                    </span>
                  </p>
                  <p>{t(`means_${agreement.estado}`)}</p>
                  {agreement.motivoErroneo && agreement.estado === 'erroneo' ? (
                    <p>{t('wrongReason', { reason: agreement.motivoErroneo })}</p>
                  ) : null}
                  {agreement.firmante ? <p>{t('signedBy', { name: agreement.firmante })}</p> : null}
                  {agreement.fechaCaducidad ? (
                    <p>
                      {t(agreement.estado === 'caducado' ? 'expired' : 'expires', {
                        date: formatDate(agreement.fechaCaducidad, language),
                      })}
                    </p>
                  ) : null}
                  <div className="company-actions">
                    <button type="button" className="portal-button portal-button--secondary" onClick={() => download(agreement, 'documento')}>
                      {t('downloadAgreement')}
                    </button>
                    {agreement.tieneFirmado ? (
                      <button type="button" className="portal-button portal-button--secondary" onClick={() => download(agreement, 'firmado')}>
                        {t('downloadSigned')}
                      </button>
                    ) : null}
                  </div>
                  {agreement.puedeSubirFirmado ? (
                    <SignedUpload
                      agreement={agreement}
                      onUploaded={() => {
                        setUploaded(agreement.idConvenio);
                        agreements.reload();
                      }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadState>
    </section>
  );
};

export default AgreementsPage;
