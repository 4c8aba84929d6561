import type { z } from 'zod';
import type { MissingField, missingPersonalDataResponse, socialSecurityStateResponse } from './profile';

/**
 * The student home's missing-data dialog (spec 000 §2.3, §4): when it asks, and what. The shell
 * decides with it whether the CV remote's dialog is loaded at all (a home with nothing missing
 * loads none of its code); the dialog, released with the CV, shows what it says. One rule for both.
 */

/** The two checks the dialog is made of, as the API answers them. */
export const missingDataChecks = {
  personalData: '/api/Alumno/faltanDatosPersonalesObligatorios',
  socialSecurity: '/api/Alumno/tieneNumSegSocial',
} as const;

export type MissingPersonalData = z.infer<typeof missingPersonalDataResponse>['datos'];
export type SocialSecurityState = z.infer<typeof socialSecurityStateResponse>['datos'];

/** What the dialog asks for: the social security number internships need, and the fields still empty. */
export interface MissingDataToAsk {
  missingNumber: boolean;
  fields: MissingField[];
}

/**
 * What to ask for, or null when nothing is missing. The number is asked for when internships need
 * it and it is not on file; the mandatory fields only when the brand wants the popup
 * (popupDatosObligatorios), without the number twice.
 */
export const missingDataToAsk = (
  personalData: Pick<MissingPersonalData, 'campos' | 'mostrarPopup'>,
  socialSecurity: Pick<SocialSecurityState, 'tiene' | 'obligatorio'>,
): MissingDataToAsk | null => {
  const missingNumber = socialSecurity.obligatorio && !socialSecurity.tiene;
  const fields = personalData.mostrarPopup
    ? personalData.campos.filter((field) => !(missingNumber && field.seccion === 'seguridad-social'))
    : [];
  return missingNumber || fields.length > 0 ? { missingNumber, fields } : null;
};

/** Session storage: set once the dialog has been shown; it asks once per browser session. */
export const missingDataShownKey = 'portal.cv.missingDataDialogShown';

export const missingDataAlreadyShown = (): boolean => {
  try {
    return sessionStorage.getItem(missingDataShownKey) === '1';
  } catch {
    return false;
  }
};
