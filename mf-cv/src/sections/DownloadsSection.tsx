import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { useLanguage } from '@portal/ui';
import { cvApi } from '../api';
import { SectionCard } from '../components/SectionCard';
import { RefusalNotice } from '../forms/FormFrame';
import { offerBlob } from '../files';
import '../i18n';

/** The CV as a PDF and as JSON Resume, and everything the portal holds about the student (one zip archive). */
export const DownloadsSection = () => {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const [refused, setRefused] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (key: string, url: string, params: Record<string, unknown>, name?: string) => {
    setBusy(key);
    setRefused(null);
    try {
      offerBlob(await cvApi.file(url, { idioma: language, ...params }), name);
    } catch (error) {
      setRefused(isApiError(error) ? error.status : 500);
    } finally {
      setBusy(null);
    }
  };

  const button = (key: string, label: string, url: string, params: Record<string, unknown>, name?: string) => (
    <button
      type="button"
      className="portal-button portal-button--secondary"
      disabled={busy !== null}
      aria-busy={busy === key || undefined}
      onClick={() => void download(key, url, params, name)}
    >
      {label}
    </button>
  );

  return (
    <SectionCard anchor="descargas" title={t('downloads')}>
      {refused !== null ? <RefusalNotice status={refused} /> : null}
      <div className="cv-actions cv-actions--wrap">
        {button('pdf', t('downloadPdf'), '/api/Alumno/cvPdf', {}, 'cv.pdf')}
        {button('json', t('downloadJsonResume'), '/api/Alumno/cvJsonResume', {}, 'cv.resume.json')}
      </div>
      <h3>{t('myData')}</h3>
      <p>{t('myDataText')}</p>
      <div className="cv-actions cv-actions--wrap">
        {button('data', t('myDataDownload'), '/api/Alumno/solicitarTodosMisDatos', {}, `mis-datos-${new Date().toISOString().slice(0, 10)}.zip`)}
      </div>
    </SectionCard>
  );
};
