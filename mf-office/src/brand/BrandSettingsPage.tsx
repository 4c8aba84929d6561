import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Success,
  brandFonts,
  brandLinkMax,
  brandLogoExtensions,
  brandLogoMaxBytes,
  brandLongTextMax,
  brandNameMax,
  brandTextMax,
  companyBrandDefaults,
  contrastChecks,
  contrastPairNames,
  degreeLevelKey,
  editableOf,
  internshipDocumentKinds,
  languages,
  ratioText,
  type BrandAdminView,
  type EditableBrand,
  type Language,
} from '@portal/contracts';
import { Field, FieldError, FormCard, LoadState, PageHeading, StatusNotice, fileExtensionOf, readFileAsBase64, useApiData } from '@portal/ui';
import { useRefusableForm } from '../components/use-refusable-form';
import { brandApi } from './api';
import { BrandHistory } from './BrandHistory';
import { BrandPreview } from './BrandPreview';
import { companyFlags, flagOf, formProblems, serverProblems, studentFlags, withFlag } from './logic';
import '../i18n';
import './i18n';
import '../office.css';

const perLanguage = (value: string) => ({ es: value, ca: value, en: value });

/** A checkbox whose sentence says what it changes for users (tied to it for screen readers). */
const FlagField = ({ id, label, help, checked, onChecked }: { id: string; label: string; help: string; checked: boolean; onChecked: (value: boolean) => void }) => (
  <div className="portal-field office-brand__flag">
    <span className="portal-check">
      <input id={id} type="checkbox" checked={checked} aria-describedby={`${id}-help`} onChange={(event) => onChecked(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </span>
    <span id={`${id}-help`} className="office-brand__flag-help">
      {help}
    </span>
  </div>
);

const Section = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="office-brand__section">
    <legend>{legend}</legend>
    {children}
  </fieldset>
);

/**
 * The brand and settings form (admin only): every setting with its label, the contrast of each
 * colour pair shown live with its ratio (the server's rule, run here as the user types), logos
 * uploaded and checked by the server, a preview of the unsaved settings, and the history.
 */
const BrandEditor = ({ view, onSaved }: { view: BrandAdminView; onSaved: (next: BrandAdminView) => void }) => {
  const { t, i18n } = useTranslation('officeBrand');
  const language = (i18n.language as Language) ?? 'es';
  const [logoState, setLogoState] = useState<{ logo: 'cabecera' | 'pie'; state: 'uploading' | 'uploaded' | 'tooLarge' | 'type' | 'refused'; error?: unknown } | null>(null);
  const { holder, form, invalid, sending, refusal, change, submit, say } = useRefusableForm<EditableBrand, string>({
    initial: editableOf(view.ajustes, companyBrandDefaults),
    describe: (key) => t(key),
    problemsOf: (values) => formProblems(values, language),
    serverProblemsOf: serverProblems,
    save: async (values) => {
      const saved = await brandApi.save({ ajustes: values, version: view.version });
      onSaved(saved);
    },
  });
  const named = (field: string, lang: Language) => t('inLanguage', { field, language: t(`languageNames.${lang}`) });
  const checks = contrastChecks(form.colores);

  const upload = async (logo: 'cabecera' | 'pie', file: File | undefined) => {
    if (!file) return;
    const extension = fileExtensionOf(file.name);
    if (!(brandLogoExtensions as readonly string[]).includes(extension)) return setLogoState({ logo, state: 'type' });
    if (file.size > brandLogoMaxBytes) return setLogoState({ logo, state: 'tooLarge' });
    setLogoState({ logo, state: 'uploading' });
    try {
      const { url } = await brandApi.uploadLogo(await readFileAsBase64(file), extension);
      change(`logos.${logo}`, { ...form, logos: { ...form.logos, [logo]: url } });
      setLogoState({ logo, state: 'uploaded' });
    } catch (error) {
      setLogoState({ logo, state: 'refused', error });
    }
  };

  return (
    <div ref={holder} className="office-brand">
      {refusal ? <StatusNotice error={refusal} focusOnShow /> : null}
      <BrandPreview form={form} />
      <FormCard onSubmit={() => void submit()} invalid={invalid} sending={sending} submitLabel={t('save')}>
        <Section legend={t('institution')}>
          <Field
            label={t('name')}
            name="nombreInstitucion"
            required
            maxLength={brandNameMax}
            value={form.nombreInstitucion}
            onValue={(nombreInstitucion) => change('nombreInstitucion', { ...form, nombreInstitucion })}
            error={say('nombreInstitucion')}
          />
        </Section>

        <Section legend={t('colours')}>
          <p className="office-communication-form__help">{t('coloursHelp')}</p>
          <div className="office-brand__colours">
            {(['primario', 'secundario', 'texto', 'fondo'] as const).map((which) => (
              <Field
                key={which}
                label={t(`colour.${which}`)}
                name={`color-${which}`}
                type="color"
                value={form.colores[which]}
                onValue={(value) => change(`colores.${which}`, { ...form, colores: { ...form.colores, [which]: value } })}
                error={say(`colores.${which}`)}
              />
            ))}
          </div>
          {/* On a narrow screen the table scrolls by itself: it takes the focus so keyboards can scroll it too. */}
          <div className="office-staff__table" tabIndex={0} role="region" aria-labelledby="office-brand-contrast-caption">
            <table>
              <caption id="office-brand-contrast-caption">{t('contrastCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('contrastPair')}</th>
                  <th scope="col">{t('contrastRatio')}</th>
                  <th scope="col">{t('contrastMinimum')}</th>
                  <th scope="col">{t('contrastResult')}</th>
                </tr>
              </thead>
              <tbody aria-live="polite">
                {checks.map((check) => (
                  <tr key={check.par} data-pair={check.par}>
                    <th scope="row">{contrastPairNames[language][check.par]}</th>
                    <td>{ratioText(check.ratio)}:1</td>
                    <td>{check.minimo.toFixed(1)}:1</td>
                    <td className={check.cumple ? 'office-brand__pass' : 'office-brand__fail'}>{check.cumple ? t('contrastPasses') : t('contrastFails')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>

        <Section legend={t('logos')}>
          {(['cabecera', 'pie'] as const).map((logo) => (
            <div key={logo} className="office-brand__logo">
              <img src={form.logos[logo]} alt={form.textosLogos[logo][language]} height="40" />
              <div className="portal-field">
                <label htmlFor={`office-brand-logo-${logo}`}>{t('logoFile', { logo: t(`logoOf.${logo}`) })}</label>
                <input
                  id={`office-brand-logo-${logo}`}
                  type="file"
                  accept=".png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif"
                  aria-invalid={say(`logos.${logo}`) ? true : undefined}
                  onChange={(event) => void upload(logo, event.target.files?.[0])}
                />
                <FieldError id={`office-brand-logo-${logo}-error`} message={say(`logos.${logo}`)} />
              </div>
              {logoState?.logo === logo ? (
                logoState.state === 'refused' ? (
                  <StatusNotice error={logoState.error} />
                ) : (
                  <p role="status">{t(logoState.state === 'uploading' ? 'logoUploading' : logoState.state === 'uploaded' ? 'logoUploaded' : logoState.state === 'tooLarge' ? 'logoTooLarge' : 'logoType')}</p>
                )
              ) : null}
              <div className="office-communication-form__languages">
                {languages.map((lang) => (
                  <Field
                    key={lang}
                    label={named(t('logoAlt', { logo: t(`logoOf.${logo}`) }), lang)}
                    name={`alt-${logo}-${lang}`}
                    lang={lang}
                    maxLength={brandNameMax}
                    value={form.textosLogos[logo][lang]}
                    onValue={(text) =>
                      change(`textosLogos.${logo}.${lang}`, { ...form, textosLogos: { ...form.textosLogos, [logo]: { ...form.textosLogos[logo], [lang]: text } } })
                    }
                    error={say(`textosLogos.${logo}.${lang}`)}
                  />
                ))}
              </div>
            </div>
          ))}
        </Section>

        <Section legend={t('fonts')}>
          <div className="office-communication-form__days">
            {(['titulos', 'texto'] as const).map((which) => (
              <div key={which} className="portal-field">
                <label htmlFor={`office-brand-font-${which}`}>{t(`fontOf.${which}`)}</label>
                <select
                  id={`office-brand-font-${which}`}
                  value={form.fuentes[which]}
                  onChange={(event) => change(`fuentes.${which}`, { ...form, fuentes: { ...form.fuentes, [which]: event.target.value as (typeof brandFonts)[number] } })}
                >
                  {brandFonts.map((font) => (
                    <option key={font} value={font}>
                      {font}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </Section>

        <Section legend={t('footerLinks')}>
          <p className="office-communication-form__help">{t('footerHelp')}</p>
          {languages.map((lang) => (
            <fieldset key={lang} lang={lang} className="office-brand__links">
              <legend>{t(`languageNames.${lang}`)}</legend>
              {form.enlacesPie[lang].map((link, index) => {
                const setLink = (next: { texto: string; url: string }, field: string) =>
                  change(field, { ...form, enlacesPie: { ...form.enlacesPie, [lang]: form.enlacesPie[lang].map((each, at) => (at === index ? next : each)) } });
                return (
                  <div key={index} className="office-brand__link">
                    <Field
                      label={named(t('linkText', { n: index + 1 }), lang)}
                      name={`link-${lang}-${index}-texto`}
                      maxLength={100}
                      value={link.texto}
                      onValue={(texto) => setLink({ ...link, texto }, `enlacesPie.${lang}.${index}.texto`)}
                      error={say(`enlacesPie.${lang}.${index}.texto`)}
                    />
                    <Field
                      label={named(t('linkUrl', { n: index + 1 }), lang)}
                      name={`link-${lang}-${index}-url`}
                      maxLength={brandLinkMax}
                      value={link.url}
                      onValue={(url) => setLink({ ...link, url }, `enlacesPie.${lang}.${index}.url`)}
                      error={say(`enlacesPie.${lang}.${index}.url`)}
                    />
                    <button
                      type="button"
                      className="portal-button portal-button--secondary"
                      onClick={() => change(`enlacesPie.${lang}`, { ...form, enlacesPie: { ...form.enlacesPie, [lang]: form.enlacesPie[lang].filter((_each, at) => at !== index) } })}
                    >
                      {named(t('removeLink', { n: index + 1 }), lang)}
                    </button>
                  </div>
                );
              })}
              <button
                type="button"
                className="portal-button portal-button--secondary"
                onClick={() => change(`enlacesPie.${lang}`, { ...form, enlacesPie: { ...form.enlacesPie, [lang]: [...form.enlacesPie[lang], { texto: '', url: '' }] } })}
              >
                {t('addLink', { language: t(`languageNames.${lang}`) })}
              </button>
            </fieldset>
          ))}
        </Section>

        <Section legend={t('emails')}>
          {(['practicas', 'empleo', 'general'] as const).map((area) => (
            <Field
              key={area}
              label={t(`emailOf.${area}`)}
              name={`email-${area}`}
              type="email"
              maxLength={254}
              value={form.emailsContacto[area]}
              onValue={(email) => change(`emailsContacto.${area}`, { ...form, emailsContacto: { ...form.emailsContacto, [area]: email } })}
              error={say(`emailsContacto.${area}`)}
            />
          ))}
          <Field
            label={t('analytics')}
            name="idAnalytics"
            maxLength={40}
            value={form.idAnalytics ?? ''}
            onValue={(id) => change('idAnalytics', { ...form, idAnalytics: id.trim() === '' ? null : id })}
            error={say('idAnalytics')}
          />
          <div className="portal-field">
            <label htmlFor="office-brand-language">{t('defaultLanguage')}</label>
            <select
              id="office-brand-language"
              value={form.languagebydefault}
              onChange={(event) => change('languagebydefault', { ...form, languagebydefault: event.target.value as Language })}
            >
              {languages.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`languageNames.${lang}`)}
                </option>
              ))}
            </select>
          </div>
        </Section>

        <Section legend={t('studentHome')}>
          <FlagField
            id="office-brand-banner"
            label={t('bannerOn')}
            help={t('previewHelp')}
            checked={form.inicioAlumno.banner !== null}
            onChecked={(on) =>
              change('inicioAlumno.banner', {
                ...form,
                inicioAlumno: { ...form.inicioAlumno, banner: on ? { titulo: perLanguage(form.nombreInstitucion), texto: perLanguage(''), enlace: '/' } : null },
              })
            }
          />
          {form.inicioAlumno.banner ? (
            <>
              <div className="office-communication-form__languages">
                {languages.map((lang) => {
                  const banner = form.inicioAlumno.banner!;
                  const set = (part: 'titulo' | 'texto', text: string) =>
                    change(`inicioAlumno.banner.${part}.${lang}`, {
                      ...form,
                      inicioAlumno: { ...form.inicioAlumno, banner: { ...banner, [part]: { ...banner[part], [lang]: text } } },
                    });
                  return (
                    <div key={lang} lang={lang}>
                      <Field label={named(t('bannerTitle'), lang)} name={`banner-title-${lang}`} maxLength={brandNameMax} value={banner.titulo[lang]} onValue={(text) => set('titulo', text)} error={say(`inicioAlumno.banner.titulo.${lang}`)} />
                      <Field label={named(t('bannerText'), lang)} name={`banner-text-${lang}`} rows={3} maxLength={brandTextMax} value={banner.texto[lang]} onValue={(text) => set('texto', text)} error={say(`inicioAlumno.banner.texto.${lang}`)} />
                    </div>
                  );
                })}
              </div>
              <Field
                label={t('bannerLink')}
                name="banner-link"
                maxLength={brandLinkMax}
                value={form.inicioAlumno.banner.enlace}
                onValue={(enlace) => change('inicioAlumno.banner.enlace', { ...form, inicioAlumno: { ...form.inicioAlumno, banner: { ...form.inicioAlumno.banner!, enlace } } })}
                error={say('inicioAlumno.banner.enlace')}
              />
            </>
          ) : null}
          <FlagField
            id="office-brand-info"
            label={t('infoOn')}
            help={t('previewHelp')}
            checked={form.inicioAlumno.textoInfo !== null}
            onChecked={(on) => change('inicioAlumno.textoInfo', { ...form, inicioAlumno: { ...form.inicioAlumno, textoInfo: on ? perLanguage(form.nombreInstitucion) : null } })}
          />
          {form.inicioAlumno.textoInfo ? (
            <div className="office-communication-form__languages">
              {languages.map((lang) => (
                <Field
                  key={lang}
                  lang={lang}
                  label={named(t('infoText'), lang)}
                  name={`info-${lang}`}
                  rows={3}
                  maxLength={brandLongTextMax}
                  value={form.inicioAlumno.textoInfo![lang]}
                  onValue={(text) =>
                    change(`inicioAlumno.textoInfo.${lang}`, { ...form, inicioAlumno: { ...form.inicioAlumno, textoInfo: { ...form.inicioAlumno.textoInfo!, [lang]: text } } })
                  }
                  error={say(`inicioAlumno.textoInfo.${lang}`)}
                />
              ))}
            </div>
          ) : null}
        </Section>

        <Section legend={t('flags')}>
          {studentFlags.map((flag) => (
            <FlagField key={flag} id={`office-brand-flag-${flag}`} label={t(`flag.${flag}.label`)} help={t(`flag.${flag}.help`)} checked={flagOf(form, flag)} onChecked={(on) => change(`flags.${flag}`, withFlag(form, flag, on))} />
          ))}
        </Section>

        <Section legend={t('levels')}>
          <p id="office-brand-levels-help" className="office-brand__flag-help">
            {t('levelsHelp')}
          </p>
          {degreeLevelKey.options.map((level) => (
            <span key={level} className="portal-check">
              <input
                id={`office-brand-level-${level}`}
                type="checkbox"
                checked={form.niveles.includes(level)}
                aria-describedby={`office-brand-levels-help${say('niveles') ? ' office-brand-levels-problem' : ''}`}
                aria-invalid={say('niveles') ? true : undefined}
                onChange={(event) =>
                  change('niveles', {
                    ...form,
                    niveles: degreeLevelKey.options.filter((each) => (each === level ? event.target.checked : form.niveles.includes(each))),
                  })
                }
              />
              <label htmlFor={`office-brand-level-${level}`}>{t(`level.${level}`)}</label>
            </span>
          ))}
          <FieldError id="office-brand-levels-problem" message={say('niveles') ?? null} />
        </Section>

        <Section legend={t('pdfOnly')}>
          <p id="office-brand-pdf-help" className="office-brand__flag-help">
            {t('pdfOnlyHelp')}
          </p>
          {internshipDocumentKinds.map((kind) => (
            <span key={kind} className="portal-check">
              <input
                id={`office-brand-pdf-${kind}`}
                type="checkbox"
                checked={form.practicasSoloPdf.includes(kind)}
                aria-describedby="office-brand-pdf-help"
                onChange={(event) =>
                  change('practicasSoloPdf', {
                    ...form,
                    practicasSoloPdf: internshipDocumentKinds.filter((each) => (each === kind ? event.target.checked : form.practicasSoloPdf.includes(each))),
                  })
                }
              />
              <label htmlFor={`office-brand-pdf-${kind}`}>{t(`internshipDocument.${kind}`)}</label>
            </span>
          ))}
        </Section>

        <Section legend={t('companyFlags')}>
          {companyFlags.map((flag) => (
            <FlagField key={flag} id={`office-brand-flag-${flag}`} label={t(`flag.${flag}.label`)} help={t(`flag.${flag}.help`)} checked={flagOf(form, flag)} onChecked={(on) => change(`empresas.${flag}`, withFlag(form, flag, on))} />
          ))}
          <Field
            label={t('maxEducationRequests')}
            name="maxSolicitudesEducacionAceptadas"
            type="number"
            min={1}
            max={1000}
            value={String(form.empresas.maxSolicitudesEducacionAceptadas)}
            onValue={(value) =>
              change('empresas.maxSolicitudesEducacionAceptadas', { ...form, empresas: { ...form.empresas, maxSolicitudesEducacionAceptadas: Number(value) || 1 } })
            }
            error={say('empresas.maxSolicitudesEducacionAceptadas')}
          />
        </Section>

        <Section legend={t('maintenance')}>
          <FlagField id="office-brand-maintenance" label={t('maintenanceOn')} help={t('maintenanceHelp')} checked={form.mantenimiento} onChecked={(mantenimiento) => change('mantenimiento', { ...form, mantenimiento })} />
          <div className="office-communication-form__languages">
            {languages.map((lang) => (
              <Field
                key={lang}
                lang={lang}
                label={named(t('maintenanceMessage'), lang)}
                name={`maintenance-${lang}`}
                rows={3}
                maxLength={brandTextMax}
                value={form.mensajeMantenimiento[lang]}
                onValue={(text) => change(`mensajeMantenimiento.${lang}`, { ...form, mensajeMantenimiento: { ...form.mensajeMantenimiento, [lang]: text } })}
                error={say(`mensajeMantenimiento.${lang}`)}
              />
            ))}
          </div>
        </Section>
      </FormCard>
    </div>
  );
};

/** `/orientacion/marca`: the brand and settings, their preview and their history (admin only). */
const BrandSettingsPage = () => {
  const { t } = useTranslation('officeBrand');
  const loaded = useApiData(() => brandApi.view(), []);
  const [saved, setSaved] = useState<BrandAdminView | null>(null);
  return (
    <section aria-labelledby="office-brand-title">
      <PageHeading>
        <span id="office-brand-title">{t('title')}</span>
      </PageHeading>
      <p>{t('intro')}</p>
      {saved ? <StatusNotice status={Success.brandSaved} tone="success" focusOnShow /> : null}
      <LoadState state={loaded}>
        {(view) => {
          const current = saved ?? view;
          return (
            <>
              <BrandEditor key={current.version} view={current} onSaved={setSaved} />
              <BrandHistory changes={current.historial} />
            </>
          );
        }}
      </LoadState>
    </section>
  );
};

export default BrandSettingsPage;
