import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { missingPersonalDataResponse, socialSecurityStateResponse } from '@portal/contracts';
import { call } from '@portal/api-client';
import { Notice, useApiData } from '@portal/ui';
import '../i18n';
import '../i18n-guides';

const cvPath = '/mi-perfil-cv';

/**
 * For the student's home (never the CV page): the mandatory personal data still missing, when
 * the brand shows that popup (faltanDatosPersonalesObligatorios, popupDatosObligatorios), and the
 * social security number internships need (tieneNumSegSocial), each linking to where it is filled.
 * Shows nothing when nothing is missing or the checks fail (they are silent).
 */
const MissingDataWidget = () => {
  const { t } = useTranslation('cv');
  const state = useApiData(
    () =>
      Promise.all([
        call({ url: '/api/Alumno/faltanDatosPersonalesObligatorios' }, missingPersonalDataResponse, { silent: true }),
        call({ url: '/api/Alumno/tieneNumSegSocial' }, socialSecurityStateResponse, { silent: true }),
      ]),
    [],
  );
  if (!state.data) return null;
  const [missing, socialSecurity] = state.data;
  const missingNumber = socialSecurity.obligatorio && !socialSecurity.tiene;
  const fields = missing.mostrarPopup ? missing.campos.filter((field) => !(missingNumber && field.seccion === 'seguridad-social')) : [];
  if (fields.length === 0 && !missingNumber) return null;
  return (
    <div className="portal-list" data-testid="cv-missing-data">
      {fields.length > 0 ? (
        <Notice tone="info" title={t('missing.title')}>
          <p>{t('missing.text')}</p>
          <ul>
            {fields.map((field) => (
              <li key={field.campo}>
                <Link to={`${cvPath}#${field.seccion}`}>
                  {t(`fields.${field.campo}`, { defaultValue: t(`missing.sections.${field.seccion}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {missingNumber ? (
        <Notice tone="info" title={t('missing.ssnTitle')}>
          <p>{t('missing.ssnText')}</p>
          <p>
            <Link to={`${cvPath}#seguridad-social`}>{t('missing.ssnLink')}</Link>
          </p>
        </Notice>
      ) : null}
    </div>
  );
};

export default MissingDataWidget;
