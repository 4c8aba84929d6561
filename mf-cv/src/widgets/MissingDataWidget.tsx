import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  missingDataAlreadyShown,
  missingDataChecks,
  missingDataShownKey,
  missingDataToAsk,
  type MissingDataToAsk,
  type missingPersonalDataResponse,
  type socialSecurityStateResponse,
} from '@portal/contracts';
import { call } from '@portal/api-client';
import { useApiData } from '@portal/ui';
import { InfoDialog } from '../components/InfoDialog';
import '../i18n-fields';
import '../i18n-guides';
import '../cv.css';

const cvPath = '/mi-perfil-cv';

const markShown = () => {
  try {
    sessionStorage.setItem(missingDataShownKey, '1');
  } catch {
    // Without storage the dialog may ask again next time: better than never asking.
  }
};

/** The checks, asked for here when the shell did not pass what they said (a shell older than this widget). */
const askChecks = async (): Promise<MissingDataToAsk | null> => {
  const [personalData, socialSecurity] = await Promise.all([
    call<typeof missingPersonalDataResponse>({ url: missingDataChecks.personalData }, { silent: true }),
    call<typeof socialSecurityStateResponse>({ url: missingDataChecks.socialSecurity }, { silent: true }),
  ]);
  return missingDataToAsk(personalData, socialSecurity);
};

const anotherDialogIsOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * The student home's popup (spec 000 §2.3, §4; never on the CV page): the social security number
 * internships need (tieneNumSegSocial) and, when the brand asks for it (popupDatosObligatorios),
 * the mandatory personal data still missing (faltanDatosPersonalesObligatorios), each linking to
 * where it is filled. A modal shown once per session; nothing when nothing is missing or the
 * checks fail (they are silent). The shell passes what the checks said (`toAsk`): it loads this
 * widget only when something is missing.
 */
const MissingDataWidget = ({ toAsk }: { toAsk?: MissingDataToAsk }) => {
  const { t } = useTranslation('cv');
  const [closed, setClosed] = useState(false);
  const state = useApiData(async () => {
    if (missingDataAlreadyShown()) return null;
    const asked = toAsk ?? (await askChecks());
    if (!asked) return null;
    // Another blocking popup (a mandatory survey) goes first: this one asks on a later visit.
    if (anotherDialogIsOpen()) return null;
    markShown();
    return asked;
  }, [toAsk]);
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
