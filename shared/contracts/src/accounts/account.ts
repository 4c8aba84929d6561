import { z } from 'zod';
import { checkPhone } from '../platform/phone';
import { envelope } from '../platform/envelope';

/**
 * Accounts outside the login itself (spec 000 §5, §7; 001 §5, §7): registration, company account
 * request, password recovery, one-time reset/set links, password change, data-protection
 * acceptance and the request to leave the service.
 */

/** Password rule of spec 000 §9: at least 8 characters with a digit. A weak one is status 28. */
export const minimumPasswordLength = 8;
export const isStrongPassword = (password: string): boolean =>
  password.length >= minimumPasswordLength && /\d/.test(password);

/** A password as sent; its strength is a business rule answered with 28, not a form error. */
const password = z.string().min(1).max(200);

/**
 * E-mail rule of spec 000 §5: an @, a dot after it and no accented characters
 * ("El email está mal formado").
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- the rule is "plain ASCII only"
const asciiOnly = /^[\x00-\x7F]*$/;
export const isWellFormedEmail = (value: string): boolean => emailPattern.test(value) && asciiOnly.test(value);
export const accountEmail = z
  .string()
  .trim()
  .max(254)
  .refine(isWellFormedEmail, { message: 'El email está mal formado' });

const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish DNI (8 digits and its letter) or NIE (X/Y/Z, 7 digits and its letter), checked letter included. */
export const isValidNationalId = (value: string): boolean => {
  const id = value.trim().toUpperCase();
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, first = '', digits = '', letter] = match;
  const lead = 'XYZ'.indexOf(first);
  const number = Number(`${lead >= 0 ? lead : first}${digits}`);
  return dniLetters[number % 23] === letter;
};

/**
 * Spanish company tax id (CIF): an organisation letter, 7 digits and a control character that is a
 * digit, a letter, or either depending on the letter. A bad one is status 33.
 */
export const isValidCif = (value: string): boolean => {
  const cif = value.trim().toUpperCase();
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(cif);
  if (!match) return false;
  const [, letter = '', digits = '', control = ''] = match;
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += digit;
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const controlLetter = 'JABCDEFGHI'[controlDigit];
  if ('PQRSNW'.includes(letter)) return control === controlLetter;
  if ('ABEH'.includes(letter)) return control === String(controlDigit);
  return control === String(controlDigit) || control === controlLetter;
};

/** A confirmation the client words from the catalogue: 503, 505, 508, 514, 517, 521, 522. */
export const noticeResponse = envelope(z.object({ aviso: z.number().int() }));

/** POST /api/Alumno/registrarUsuario (brand permission canRegistroAlumno). */
export const studentRegistrationRequest = z.object({
  nombre: z.string().trim().min(3).max(100),
  apellidos: z.string().trim().min(1).max(150),
  email: accountEmail,
  dni: z.string().trim().min(9).max(20),
  password,
  aceptaPoliticaPrivacidad: z.literal(true),
});
export type StudentRegistration = z.infer<typeof studentRegistrationRequest>;

/** POST /api/Alumno/solicitarReseteoPassword */
export const studentRecoveryRequest = z.object({ usuario: z.string().trim().min(1).max(254) });

/** POST /api/Empresa/recuerdoPassword: the company's CIF, or the user's e-mail (seen as nick). */
/**
 * POST /api/Empresa/recuerdoPassword: the company's CIF or a user's e-mail, as `cif` or under the
 * spec's other name `nick` (001 §7, W4); read as `cif` either way.
 */
export const companyRecoveryRequest = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('cif' in body) && 'nick' in body
      ? { cif: (body as { nick: unknown }).nick }
      : body,
  z.object({ cif: z.string().trim().min(1).max(254) }),
);

/** A one-time link's token, as it arrives in the link's query string. */
export const linkToken = z.string().trim().min(20).max(200);

/** POST /api/{Alumno|Empresa}/restablecerPassword and /api/Empresa/establecerPassword */
export const passwordWithLinkRequest = z.object({ token: linkToken, password });

/** POST /api/{Alumno|Empresa}/editaUsuario: change the password of the logged user. */
export const passwordChangeRequest = z.object({ passwordActual: password, passwordNueva: password });

/** GET /api/{Alumno|Empresa}/editaUsuario */
export const accountUser = z.object({
  email: z.string(),
  /** The full name shown in the header. */
  nombre: z.string(),
  /** A student's surnames (spec 000 C41 "apellido1": stored as one field); null for a company user. */
  apellido1: z.string().nullable(),
});
export const accountUserResponse = envelope(accountUser);

/** GET /api/Alumno/dameTextoRGPDactual: the data-protection text in force. */
export const dataProtectionText = z.object({
  version: z.number().int(),
  texto: z.string(),
  link: z.string().nullable(),
});
export const dataProtectionTextResponse = envelope(dataProtectionText);

/** GET /api/Empresa/existeCIF/{cif} */
export const cifExistsResponse = envelope(z.object({ existe: z.boolean() }));

/** POST /api/Empresa/solicitarCuenta: a company asks for an account, validated later by the service. */
export const companyAccountRequest = z.object({
  cif: z.string().trim().min(1).max(20),
  nombreComercial: z.string().trim().min(1).max(200),
  nombreFiscal: z.string().trim().min(1).max(200),
  nombreContacto: z.string().trim().min(3).max(150),
  email: accountEmail,
  telefono: z
    .string()
    .trim()
    .superRefine(checkPhone((problem) => ({ message: problem }))),
  aceptaPoliticaPrivacidad: z.literal(true),
});
export type CompanyAccountRequest = z.infer<typeof companyAccountRequest>;

/** POST /api/Alumno/solicitarBajaServicio (brand flag canBorrarCuenta). */
export const leaveRequest = z.object({ motivo: z.string().trim().max(1000).optional() });

/** GET /api/{Alumno|Empresa}/guardaAceptacionRGPD: the version accepted. */
export const dataProtectionAcceptedResponse = envelope(z.object({ version: z.number().int() }));
