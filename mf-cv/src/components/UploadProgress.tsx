import { useTranslation } from 'react-i18next';
import '../i18n';

/** How much of a file has been sent: a labelled progress bar while an upload is under way. */
export const UploadProgress = ({ id, fraction }: { id: string; fraction: number | null }) => {
  const { t } = useTranslation('cv');
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="portal-field">
      <label htmlFor={id}>{t('uploading')}</label>
      <progress id={id} max={100} value={percent}>
        {`${percent} %`}
      </progress>
    </div>
  );
};
