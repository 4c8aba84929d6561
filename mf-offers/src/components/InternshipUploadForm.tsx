import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { internshipFileExtensions, internshipFileMaxBytes, isPdfOnlyInternshipDocument } from '@portal/contracts';
import { FieldError, fileExtensionOf, readFileAsBase64, StatusNotice, useBrandSettings } from '@portal/ui';
import { offersApi, internshipUploadCalls, type InternshipUploadKind } from '../api';

/**
 * Uploads a file to an internship. Size and extension are checked here for comfort; the server
 * checks them again, with the content, for truth. The page confirms a saved file (618). A document
 * the brand takes only as PDF says so and offers only PDF files.
 */
export const InternshipUploadForm = ({
  internshipId,
  onUploaded,
}: {
  internshipId: number;
  onUploaded: () => void;
}) => {
  const { t } = useTranslation('offers');
  const id = useId();
  const [kind, setKind] = useState<InternshipUploadKind>('documento');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const brand = useBrandSettings();
  const pdfOnly = brand !== undefined && isPdfOnlyInternshipDocument(brand, kind);
  const extensions: readonly string[] = pdfOnly ? ['pdf'] : internshipFileExtensions;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) return setProblem(t('reasonRequired'));
    const extension = fileExtensionOf(file.name);
    if (!extensions.includes(extension)) return setProblem(t(pdfOnly ? 'fileNotPdf' : 'fileTypeNotAllowed'));
    if (file.size > internshipFileMaxBytes) return setProblem(t('fileTooLarge'));
    setProblem(null);
    setBusy(true);
    try {
      await offersApi.uploadInternshipFile(
        kind,
        {
          idPractica: internshipId,
          nombre: name.trim() || file.name.replace(/\.[^.]+$/, ''),
          ficheroB64ParaAltas: await readFileAsBase64(file),
          extension_adjunto: extension,
        },
        { silent: true },
      );
      onUploaded();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('uploadTitle')}</h4>
      <div aria-live="polite">{failure ? <StatusNotice error={failure} /> : null}</div>
      <div className="portal-field">
        <label htmlFor={`${id}-kind`}>{t('uploadKind')}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as InternshipUploadKind);
            setProblem(null);
          }}
        >
          {Object.keys(internshipUploadCalls).map((value) => (
            <option key={value} value={value}>
              {t(`documentKind_${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="portal-field">
        <label htmlFor={`${id}-name`}>{t('uploadName')}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="portal-field">
        <label htmlFor={`${id}-file`}>{t('uploadFile')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem !== null}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <span id={`${id}-hint`}>{t(pdfOnly ? 'uploadHintPdf' : 'uploadHint', { extensions: extensions.join(', ') })}</span>
        <FieldError id={`${id}-problem`} message={problem} />
      </div>
      <button type="submit" className="portal-button" disabled={busy}>
        {busy ? t('uploading') : t('uploadSubmit')}
      </button>
    </form>
  );
};
