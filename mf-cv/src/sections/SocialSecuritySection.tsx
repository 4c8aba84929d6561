import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cvPdfExtensions, cvRuleTexts, type Language } from '@portal/contracts';
import { cvApi } from '../api';
import { EditableSection } from '../components/EditableSection';
import { fieldRefusal } from '../forms/refuse-field';
import { useCv } from '../hooks/use-cv';
import { fileRuleFailure, readFile } from '../files';
import { openDocument } from './DocumentsSection';
import '../i18n';

export const socialSecurityPolicyPath = '/politica-privacidad-seguridad-social';

const save = async (values: Record<string, unknown>, language: Language) => {
  const { archivo, ...rest } = values;
  const file = archivo instanceof FileList ? archivo[0] : undefined;
  let adjunto = null;
  if (file) {
    const broken = fileRuleFailure(file, cvPdfExtensions);
    if (broken) throw fieldRefusal('archivo', cvRuleTexts[language][broken]);
    const read = await readFile(file);
    adjunto = { nombre: read.nombre, ficheroB64ParaAltas: read.base64, extension_adjunto: read.extension };
  }
  return (await cvApi.write('addDatosSeguridadSocial', { ...rest, adjunto }, language)).aviso;
};

/**
 * The "Datos Seguridad Social" form (spec 000 §2.5): national id, social security number (needed for
 * internships from 1 January 2024), acceptance of its privacy policy, and a PDF that shows the number.
 */
export const SocialSecuritySection = () => {
  const { t } = useTranslation('cv');
  const { cv } = useCv();
  const document = cv.documentoSeguridadSocial;
  return (
    <EditableSection
      anchor="seguridad-social"
      title={t('socialSecurity')}
      view={
        <dl className="cv-facts">
          <div>
            <dt>{t('fields.numSeguridadSocial')}</dt>
            <dd data-testid="cv-ssn">{cv.personales.numSeguridadSocial ?? t('ssnMissing')}</dd>
          </div>
          <div>
            <dt>{t('ssnDocument')}</dt>
            <dd>
              {document ? (
                <button type="button" className="cv-link-button" onClick={() => openDocument(document)}>
                  {t('openNamed', { name: document.nombre })}
                </button>
              ) : (
                t('empty')
              )}
            </dd>
          </div>
        </dl>
      }
      form={{
        schema: (parts) => parts.socialSecurityForm,
        defaults: () => ({
          dni: cv.personales.dni ?? '',
          numSeguridadSocial: cv.personales.numSeguridadSocial ?? '',
          politica: false,
        }),
        save,
        fields: (kit) => (
          <>
            {kit.text('dni', t('fields.dni'), { required: true })}
            {kit.text('numSeguridadSocial', t('fields.numSeguridadSocial'), { required: true, hint: t('ssnHint') })}
            {kit.checkbox('politica', t('acceptSsPolicy'))}
            <p>
              <Link to={socialSecurityPolicyPath} target="_blank" rel="noopener">
                {t('readSsPolicy')}
              </Link>
            </p>
            {kit.file('archivo', t('ssnDocument'), cvPdfExtensions, { hint: t('fileHint', { types: 'pdf' }) })}
          </>
        ),
      }}
    />
  );
};
