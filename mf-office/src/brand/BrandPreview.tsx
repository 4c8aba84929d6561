import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type EditableBrand, type Language } from '@portal/contracts';
import { brandTokens } from '@portal/ui';
import { previewMenu } from './logic';

/**
 * The header, the student's menu and home as a student would see them with the settings not yet
 * saved: the same brand tokens the portal sets on its pages, applied to this box only.
 */
export const BrandPreview = ({ form }: { form: EditableBrand }) => {
  const { t, i18n } = useTranslation('officeBrand');
  const [language, setLanguage] = useState<Language>((i18n.language as Language) ?? 'es');
  const tr = i18n.getFixedT(language, 'officeBrand');
  const tokens = brandTokens({ ...form, version: '', origenesLoginExterno: [] }) as CSSProperties;
  const banner = form.inicioAlumno.banner;
  const info = form.inicioAlumno.textoInfo;
  return (
    <section aria-labelledby="office-brand-preview-title" className="office-brand-preview">
      <h2 id="office-brand-preview-title">{t('preview')}</h2>
      <p>{t('previewHelp')}</p>
      <div className="portal-field">
        <label htmlFor="office-brand-preview-language">{t('previewLanguage')}</label>
        <select id="office-brand-preview-language" value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {languages.map((each) => (
            <option key={each} value={each}>
              {t(`languageNames.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="office-brand-preview__frame" style={tokens} lang={language} data-testid="brand-preview">
        <div className="office-brand-preview__header">
          {form.logos.cabecera ? <img src={form.logos.cabecera} alt={form.textosLogos.cabecera[language]} width="32" height="32" /> : null}
          <span className="office-brand-preview__name">{form.nombreInstitucion}</span>
        </div>
        <nav aria-label={t('previewMenu')}>
          <ul className="office-brand-preview__menu">
            {previewMenu(form.flags).map((key) => (
              <li key={key}>{tr(`menu.${key}`)}</li>
            ))}
          </ul>
        </nav>
        <div className="office-brand-preview__home">
          {banner ? (
            <div className="office-brand-preview__banner">
              <strong>{banner.titulo[language]}</strong>
              {banner.texto[language] ? <p>{banner.texto[language]}</p> : null}
            </div>
          ) : null}
          {info ? <p>{info[language]}</p> : null}
          <p>
            <span className="office-brand-preview__link">{tr('menu.encuestas')}</span>
          </p>
          {form.mantenimiento ? <p className="office-brand-preview__maintenance">{form.mensajeMantenimiento[language] || t('maintenanceOn')}</p> : null}
        </div>
      </div>
    </section>
  );
};
