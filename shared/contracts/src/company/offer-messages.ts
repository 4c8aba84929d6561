import type { Language } from '../platform/languages';
import type { OfferFieldRuleKey } from './offer-form';

/**
 * The words of each offer field rule (company/offer-form.ts issue messages), for the wizard to
 * show next to the field. "Required" is the spec's own text (001 §5); the summary above the form
 * is status 525 of the catalogue.
 */
export const offerFieldMessages: Record<Language, Record<OfferFieldRuleKey, string>> = {
  es: {
    required: 'Este campo es requerido',
    minimumOne: 'Indica al menos 1 plaza',
    numeric: 'Introduce un número (puedes usar decimales)',
    months: 'La duración debe estar entre 0 y 12 meses',
    dedication: 'La dedicación debe estar entre 0 y 100 %',
    daysPerWeek: 'Los días por semana deben estar entre 1 y 7',
    atLeastOneDegree: 'Selecciona al menos una titulación',
    email: 'El email está mal formado',
    url: 'La dirección web no es válida (debe empezar por http:// o https://)',
    costCentre: 'El centro de coste tiene 10 caracteres y empieza por ESB00',
    internalOrder: 'La orden interna tiene 12 dígitos y empieza por 30000',
    grade: 'La nota debe estar entre 1 y 4',
    nationalId: 'El DNI o NIE no es válido',
    date: 'La fecha no es válida',
    tooLong: 'El texto es demasiado largo',
    invalid: 'El valor no es válido',
  },
  ca: {
    required: 'Aquest camp és requerit',
    minimumOne: 'Indica almenys 1 plaça',
    numeric: 'Introdueix un número (pots fer servir decimals)',
    months: 'La durada ha de ser entre 0 i 12 mesos',
    dedication: 'La dedicació ha de ser entre 0 i 100 %',
    daysPerWeek: 'Els dies per setmana han de ser entre 1 i 7',
    atLeastOneDegree: 'Selecciona almenys una titulació',
    email: "L'email està mal format",
    url: "L'adreça web no és vàlida (ha de començar per http:// o https://)",
    costCentre: 'El centre de cost té 10 caràcters i comença per ESB00',
    internalOrder: "L'ordre interna té 12 dígits i comença per 30000",
    grade: "La nota ha de ser entre 1 i 4",
    nationalId: 'El DNI o NIE no és vàlid',
    date: 'La data no és vàlida',
    tooLong: 'El text és massa llarg',
    invalid: 'El valor no és vàlid',
  },
  en: {
    required: 'This field is required',
    minimumOne: 'Enter at least 1 place',
    numeric: 'Enter a number (decimals are allowed)',
    months: 'The duration must be between 0 and 12 months',
    dedication: 'The time commitment must be between 0 and 100 %',
    daysPerWeek: 'Days per week must be between 1 and 7',
    atLeastOneDegree: 'Choose at least one degree',
    email: 'The e-mail address is not well formed',
    url: 'The web address is not valid (it must start with http:// or https://)',
    costCentre: 'The cost centre has 10 characters and starts with ESB00',
    internalOrder: 'The internal order has 12 digits and starts with 30000',
    grade: 'The grade must be between 1 and 4',
    nationalId: 'The national id (DNI or NIE) is not valid',
    date: 'The date is not valid',
    tooLong: 'The text is too long',
    invalid: 'The value is not valid',
  },
};
