import type { FastifyRequest } from 'fastify';
import { languages, type Language } from '@portal/contracts';

/**
 * The few texts the server writes itself (`mensaje`): the client shows them as they come for the
 * login refusals (3, 79), so they follow the caller's language (Accept-Language; default es).
 * Everything else the client words from the status code with its own dictionaries.
 */
const texts = {
  es: {
    loginFailed: 'El usuario o la contraseña no son correctos.',
    chooseCompany: 'Tu usuario pertenece a varias empresas: elige con cuál quieres entrar.',
    notYourCompany: 'Tu usuario no tiene acceso a esa empresa.',
    noCompany: 'Tu usuario no está asociado a ninguna empresa.',
    blocked: 'Tu cuenta está bloqueada. Ponte en contacto con el servicio de empleo.',
    reviewForm:
      'Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.',
    required: 'Este campo es requerido',
    invalid: 'El valor no es válido',
    malformedBody: 'El cuerpo de la petición no es un JSON válido',
    nestedTooDeep: 'El valor anida demasiados niveles',
    tooManyValues: 'Hay demasiados valores',
    tooLong: 'El texto es demasiado largo',
    duplicateKey: 'El campo aparece más de una vez',
    forbiddenKey: 'Este nombre de campo no está permitido',
    bodyTooLarge: 'El cuerpo de la petición es demasiado grande',
    unsupportedMediaType: 'El cuerpo de la petición debe enviarse como JSON (application/json)',
    companyNotFound: 'La empresa de la sesión ya no está disponible para tu usuario.',
    eventNotFound: 'El evento no existe o no es público.',
    notificationNotFound: 'La notificación no existe.',
    contactLinkNotValid: 'El enlace no es válido: cópialo entero del mensaje que recibiste o pide uno nuevo a la empresa.',
    contactLinkExpired: 'El enlace ha caducado: pide uno nuevo a la empresa que te lo envió.',
  },
  ca: {
    loginFailed: "L'usuari o la contrasenya no són correctes.",
    chooseCompany: 'El teu usuari pertany a diverses empreses: tria amb quina vols entrar.',
    notYourCompany: 'El teu usuari no té accés a aquesta empresa.',
    noCompany: 'El teu usuari no està associat a cap empresa.',
    blocked: "El teu compte està bloquejat. Posa't en contacte amb el servei d'ocupació.",
    reviewForm:
      'Si us plau, revisi el formulari, els camps marcats en vermell són obligatoris o contenen algun error.',
    required: 'Aquest camp és requerit',
    invalid: 'El valor no és vàlid',
    malformedBody: 'El cos de la petició no és un JSON vàlid',
    nestedTooDeep: 'El valor imbrica massa nivells',
    tooManyValues: 'Hi ha massa valors',
    tooLong: 'El text és massa llarg',
    duplicateKey: "El camp apareix més d'una vegada",
    forbiddenKey: 'Aquest nom de camp no està permès',
    bodyTooLarge: 'El cos de la petició és massa gran',
    unsupportedMediaType: "El cos de la petició s'ha d'enviar com a JSON (application/json)",
    companyNotFound: "L'empresa de la sessió ja no està disponible per al teu usuari.",
    eventNotFound: "L'esdeveniment no existeix o no és públic.",
    notificationNotFound: 'La notificació no existeix.',
    contactLinkNotValid: "L'enllaç no és vàlid: copia'l sencer del missatge que vas rebre o demana'n un de nou a l'empresa.",
    contactLinkExpired: "L'enllaç ha caducat: demana'n un de nou a l'empresa que te'l va enviar.",
  },
  en: {
    loginFailed: 'The user name or the password is not correct.',
    chooseCompany: 'Your user belongs to several companies: choose the one you want to log in for.',
    notYourCompany: 'Your user has no access to that company.',
    noCompany: 'Your user is not linked to any company.',
    blocked: 'Your account is blocked. Please contact the careers service.',
    reviewForm: 'Please review the form: the fields marked in red are required or contain an error.',
    required: 'This field is required',
    invalid: 'The value is not valid',
    malformedBody: 'The request body is not valid JSON',
    nestedTooDeep: 'The value is nested too deeply',
    tooManyValues: 'There are too many values',
    tooLong: 'The text is too long',
    duplicateKey: 'The field appears more than once',
    forbiddenKey: 'This field name is not allowed',
    bodyTooLarge: 'The request body is too large',
    unsupportedMediaType: 'The request body must be sent as JSON (application/json)',
    companyNotFound: 'The company of this session is no longer available to your user.',
    eventNotFound: 'The event does not exist or is not public.',
    notificationNotFound: 'The notification does not exist.',
    contactLinkNotValid: 'The link is not valid: copy all of it from the message you received, or ask the company for a new one.',
    contactLinkExpired: 'The link has expired: ask the company that sent it for a new one.',
  },
} satisfies Record<Language, Record<string, string>>;

export type Messages = (typeof texts)['es'];

/** The first language of Accept-Language that the portal speaks (q-values in order of preference). */
export const languageOf = (acceptLanguage: string | undefined): Language => {
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
      return {
        language: tag.toLowerCase().split('-')[0] ?? '',
        quality: quality === undefined ? 1 : Number(quality),
      };
    })
    .filter((preference) => preference.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  const known = preferences.find((preference) =>
    (languages as readonly string[]).includes(preference.language),
  );
  return (known?.language as Language | undefined) ?? 'es';
};

export const messagesFor = (request: FastifyRequest): Messages =>
  texts[languageOf(request.headers['accept-language'])];
