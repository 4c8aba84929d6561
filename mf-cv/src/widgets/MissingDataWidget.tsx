import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type missingPersonalDataResponse, type socialSecurityStateResponse } from '@portal/contracts';
import { call } from '@portal/api-client';
import { useApiData } from '@portal/ui';
import { InfoDialog } from '../components/InfoDialog';
import '../i18n-fields';
import '../i18n-guides';
import '../cv.css';

const cvPath = '/mi-perfil-cv';
/** Set once the dialog has been shown: it asks once per browser session, not on every visit home. */
const shownKey = 'portal.cv.missingDataDialogShown';

const alreadyShown = () => {
  try {
    return sessionStorage.getItem(shownKey) === '1';
  } catch {
    return false;
  }
};
const markShown = () => {
  try {
    sessionStorage.setItem(shownKey, '1');
  } catch {
    // Without storage the dialog may ask again next time: better than never asking.
  }
};

const anotherDialogIsOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * The student home's popup (spec 000 §2.3, §4; never on the CV page): the social security number
 * internships need (tieneNumSegSocial) and, when the brand asks for it (popupDatosObligatorios),
 * the mandatory personal data still missing (faltanDatosPersonalesObligatorios), each linking to
 * where it is filled. A modal shown once per session; nothing when nothing is missing or the
 * checks fail (they are silent).
 */
const MissingDataWidget = () => {
  const { t } = useTranslation('cv');
  const [closed, setClosed] = useState(false);
  const state = useApiData(async () => {
    if (alreadyShown()) return null;
    const [missing, socialSecurity] = await Promise.all([
      call<typeof missingPersonalDataResponse>({ url: '/api/Alumno/faltanDatosPersonalesObligatorios' }, {
        silent: true,
      }),
      call<typeof socialSecurityStateResponse>({ url: '/api/Alumno/tieneNumSegSocial' }, { silent: true }),
    ]);
    const missingNumber = socialSecurity.obligatorio && !socialSecurity.tiene;
    const fields = missing.mostrarPopup
      ? missing.campos.filter((field) => !(missingNumber && field.seccion === 'seguridad-social'))
      : [];
    if (!missingNumber && fields.length === 0) return null;
    // Another blocking popup (a mandatory survey) goes first: this one asks on a later visit.
    if (anotherDialogIsOpen()) return null;
    markShown();
    return { missingNumber, fields };
  }, []);
  if (!state.data) return null;
  const { missingNumber, fields } = state.data;
  const close = () => setClosed(true);
  return (
    <InfoDialog
      open={!closed}
      title={t('missing.dialogTitle')}
      closeLabel={t('missing.close')}
      onClose={close}
      testId="cv-missing-data"
    >
      {missingNumber ? (
        <>
          <h3>{t('missing.ssnTitle')}</h3>
          <p>{t('missing.ssnText')}</p>
          <p>
            <Link to={`${cvPath}#seguridad-social`} onClick={close}>
              {t('missing.ssnLink')}
            </Link>
          </p>
        </>
      ) : null}
      {fields.length > 0 ? (
        <>
          <h3>{t('missing.title')}</h3>
          <p>{t('missing.text')}</p>
          <ul>
            {fields.map((field) => (
              <li key={field.campo}>
                <Link to={`${cvPath}#${field.seccion}`} onClick={close}>
                  {t(`fields.${field.campo}`, { defaultValue: t(`missing.sections.${field.seccion}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </InfoDialog>
  );
};

export default MissingDataWidget;
