import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { cvRuleTexts, profilePhotoExtensions, profilePhotoMaxPixels } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { profilePhotoAddress, profilePhotoStore } from '@portal/session';
import { UploadProgress, useLanguage } from '@portal/ui';
import { cvApi } from '../api';
import { SavedNotice } from '../components/SectionCard';
import { RefusalNotice } from '../forms/FormFrame';
import { useCv } from '../hooks/use-cv';
import { fileRuleFailure, readFile } from '../files';
import '../i18n';

/**
 * The photo is served with the token: fetched as a blob and shown from a local address, the one
 * download the header's avatar shares (the session singleton holds it), again when it changes.
 */
const usePhoto = (url: string | null) => {
  const version = useStore(profilePhotoStore, (state) => state.version);
  const [loaded, setLoaded] = useState<{ version: number; src: string | null } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    profilePhotoAddress(() => cvApi.file(url, { v: Date.now() })).then(
      (src) => current && setLoaded({ version, src }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [url, version]);
  // An older photo (or none) is not shown while the new one loads.
  return url && loaded?.version === version ? loaded.src : null;
};

/**
 * The top of the CV: the student's photo and name, and the photo changed in place
 * (editImagenPerfil: images only, at most 1000 px a side, 526 otherwise, shown here).
 */
export const PhotoHeader = () => {
  const { t } = useTranslation('cv');
  const { cv, refresh } = useCv();
  const language = useLanguage();
  const src = usePhoto(cv.urlImagenPerfil);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const name = `${cv.personales.nombre} ${cv.personales.apellidos}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setRefused(null);
    const broken = file ? fileRuleFailure(file, profilePhotoExtensions) : 'required';
    if (broken || !file) {
      setFieldError(cvRuleTexts[language][broken ?? 'required']);
      document.getElementById('cv-photo-file')?.focus();
      return;
    }
    setFieldError(null);
    try {
      const read = await readFile(file);
      setProgress(0);
      await cvApi.write('editImagenPerfil', { extension: read.extension, ficheroB64: read.base64 }, language, setProgress);
      // The header and this card fetch the new photo (once for both) while the CV is read again.
      profilePhotoStore.getState().changed();
      await refresh();
      setSaved(true);
    } catch (error) {
      setRefused(isApiError(error) ? error.status : 500);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="portal-card cv-header">
      <div className="cv-header__who">
        {src ? (
          <img className="cv-photo" src={src} alt={t('photoOf', { name })} />
        ) : (
          <div className="cv-photo cv-photo--empty" aria-hidden="true">
            {cv.personales.nombre.slice(0, 1)}
          </div>
        )}
        <p className="cv-header__name" data-testid="cv-name">
          {name}
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="cv-photo-form">
        <div aria-live="polite">{saved ? <SavedNotice aviso={null} /> : null}</div>
        {refused !== null ? <RefusalNotice status={refused} /> : null}
        <div className="portal-field">
          <label htmlFor="cv-photo-file">{t('photo')}</label>
          <input
            id="cv-photo-file"
            type="file"
            accept={profilePhotoExtensions.map((extension) => `.${extension}`).join(',')}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`cv-photo-hint${fieldError ? ' cv-photo-error' : ''}`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFieldError(null);
            }}
          />
          <span id="cv-photo-hint" className="cv-hint">
            {t('photoHint', { types: profilePhotoExtensions.join(', '), px: profilePhotoMaxPixels })}
          </span>
          {fieldError ? (
            <span id="cv-photo-error" className="portal-field__error">
              {fieldError}
            </span>
          ) : null}
        </div>
        <UploadProgress id="cv-photo-progress" label={t('uploading')} fraction={progress} />
        <button type="submit" className="portal-button portal-button--secondary" disabled={progress !== null}>
          {t('savePhoto')}
        </button>
      </form>
    </div>
  );
};
