import { z } from 'zod';
import { isCalendarDay } from '../platform/days';
import { idNumber } from '../platform/ids';
import { isValidCif, isWellFormedEmail } from '../accounts/account';
import { companyAddressRequest } from './address';
import { studentAddress, studentAddressRequest } from '../cv/cv';
import { cvRuleTexts, isValidIban, isWellFormedUrl, normaliseIban } from '../cv/rules';
import { checkPhone, normalisePhone } from '../platform/phone';
import { envelope, languageSchema } from '../platform/envelope';
import type { Language } from '../platform/languages';
import { Status } from '../platform/status';

/**
 * The company's own data (spec 001 §2 /mi-empresa, /formulario-datos, /mi-perfil; §3 Company; §5
 * "Company data"; §7 "Company data"), shared by the forms and the API: the same schema, the same
 * words. A refused field's issue message is a rule key of `companyDataRuleTexts` and its params
 * carry `{rule, status}`: the status is the code the API answers with (33 CIF, 73 IBAN...).
 */

export const companyDataRules = [
  'required',
  'invalid',
  'tooLong',
  'cif',
  'cifTaken',
  'iban',
  'ibanMissing',
  'email',
  'emailTaken',
  'phone',
  'phoneTooLong',
  'url',
  'date',
  'futureDate',
  'locked',
  'notInProvince',
] as const;
export type CompanyDataRule = (typeof companyDataRules)[number];

export const companyDataRuleTexts: Record<Language, Record<CompanyDataRule, string>> = {
  es: {
    required: cvRuleTexts.es.required,
    invalid: cvRuleTexts.es.invalid,
    tooLong: 'El texto es demasiado largo',
    cif: 'El CIF no es correcto: una letra, 7 dígitos y el carácter de control',
    cifTaken: 'Este CIF ya está registrado en otra empresa',
    iban: cvRuleTexts.es.iban,
    ibanMissing: 'Indica el IBAN de la cuenta bancaria',
    email: cvRuleTexts.es.email,
    emailTaken: 'Este email ya está registrado en otra cuenta',
    phone: cvRuleTexts.es.phone,
    phoneTooLong: cvRuleTexts.es.phoneTooLong,
    url: cvRuleTexts.es.url,
    date: 'La fecha no es válida',
    futureDate: 'La fecha no puede ser posterior a hoy',
    locked: 'El servicio de empleo ya ha verificado este dato y no se puede modificar',
    notInProvince: cvRuleTexts.es.notInProvince,
  },
  ca: {
    required: cvRuleTexts.ca.required,
    invalid: cvRuleTexts.ca.invalid,
    tooLong: 'El text és massa llarg',
    cif: 'El CIF no és correcte: una lletra, 7 dígits i el caràcter de control',
    cifTaken: 'Aquest CIF ja està registrat en una altra empresa',
    iban: cvRuleTexts.ca.iban,
    ibanMissing: "Indica l'IBAN del compte bancari",
    email: cvRuleTexts.ca.email,
    emailTaken: 'Aquest email ja està registrat en un altre compte',
    phone: cvRuleTexts.ca.phone,
    phoneTooLong: cvRuleTexts.ca.phoneTooLong,
    url: cvRuleTexts.ca.url,
    date: 'La data no és vàlida',
    futureDate: 'La data no pot ser posterior a avui',
    locked: "El servei d'ocupació ja ha verificat aquesta dada i no es pot modificar",
    notInProvince: cvRuleTexts.ca.notInProvince,
  },
  en: {
    required: cvRuleTexts.en.required,
    invalid: cvRuleTexts.en.invalid,
    tooLong: 'The text is too long',
    cif: 'The CIF is not correct: a letter, 7 digits and the control character',
    cifTaken: 'This CIF is already registered to another company',
    iban: cvRuleTexts.en.iban,
    ibanMissing: "Give the bank account's IBAN",
    email: cvRuleTexts.en.email,
    emailTaken: 'This e-mail is already registered to another account',
    phone: cvRuleTexts.en.phone,
    phoneTooLong: cvRuleTexts.en.phoneTooLong,
    url: cvRuleTexts.en.url,
    date: 'The date is not valid',
    futureDate: 'The date cannot be later than today',
    locked: 'The careers office has verified this field: it cannot be changed',
    notInProvince: cvRuleTexts.en.notInProvince,
  },
};

/** The options of an issue that breaks `rule`: its key as the message, the API's code in params. */
export const companyRuleIssue = (rule: CompanyDataRule, status?: number) => ({
  message: rule,
  params: status === undefined ? { rule } : { rule, status },
});

/** The rule an issue broke (its params or message), else "required" when nothing was given. */
export const companyRuleOf = (issue: { message?: string; params?: unknown }, missing: boolean): CompanyDataRule => {
  const named = (issue.params as { rule?: unknown } | undefined)?.rule ?? issue.message;
  if (typeof named === 'string' && (companyDataRules as readonly string[]).includes(named)) {
    return named as CompanyDataRule;
  }
  return missing ? 'required' : 'invalid';
};

/** Confirmations of these calls (texts in the status catalogue). */
export const CompanyDataNotice = {
  descriptionSaved: 507,
  updated: 532,
  informationCompleted: 539,
  /**
   * Spec 001 §8 gives 98 two meanings: the error that opens the incorporation form (the
   * catalogue's text, Status.incorporationFormRequired) and "centre saved", the confirmation of
   * editaCentroDeTrabajo, which the work-centre page words itself.
   */
  centreSaved: 98,
} as const;

/** Company type "startup" of the reference list tiposEmpresa: it asks for the startup data. */
export const startupCompanyTypeId = 7;

const requiredText = (max: number) =>
  z
    .string(companyRuleIssue('required'))
    .trim()
    .min(1, companyRuleIssue('required'))
    .max(max, companyRuleIssue('tooLong'));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, companyRuleIssue('tooLong'))
    .nullish()
    .transform((value) => (value ? value : null));
/** A choice of a reference list: its id (the form's empty choice is null, refused as required). */
const requiredChoice = z.number(companyRuleIssue('required')).int().positive(companyRuleIssue('invalid'));
const optionalChoice = z.number().int().positive(companyRuleIssue('invalid')).nullish().transform((value) => value ?? null);

export const companyCif = z
  .string(companyRuleIssue('required'))
  .trim()
  .min(1, companyRuleIssue('required'))
  .transform((value) => value.toUpperCase())
  .refine(isValidCif, companyRuleIssue('cif', Status.cifFormat));

/** An IBAN, or nothing: whether it is required is the brand's and the company's business (72). */
const optionalIban = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? normaliseIban(value) : null))
  .refine((value) => value === null || isValidIban(value), companyRuleIssue('iban', Status.ibanWrong));

const webAddress = z
  .string()
  .trim()
  .max(500, companyRuleIssue('tooLong'))
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isWellFormedUrl(value), companyRuleIssue('url'));

const today = () => new Date().toISOString().slice(0, 10);
const pastDay = z
  .string(companyRuleIssue('required'))
  .min(1, companyRuleIssue('required'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, companyRuleIssue('date'))
  .refine(isCalendarDay, companyRuleIssue('date'))
  .refine((value) => value <= today(), companyRuleIssue('futureDate'));

/**
 * What a careers office needs of a startup (Ley 28/2022 de empresas emergentes): when it was
 * founded (a startup is at most 5 years old, 7 in some sectors) and whether ENISA certified it as
 * an emerging company, which changes the internship and hiring incentives the office explains.
 */
export const startupData = z.object({
  fechaConstitucion: pastDay,
  certificadaEnisa: z.boolean(companyRuleIssue('required')),
});
export type StartupData = z.infer<typeof startupData>;

/**
 * POST editaEmpresaCompletos (539): every field of "Company data". The company type is asked only
 * when the brand says so (empresas.tipoEmpresa), and the IBAN is required (72) when the brand
 * checks it (empresas.compruebaIban) and the company offers internships: both are server rules.
 */
export const companyDetailsRequest = z
  .object({
    cif: companyCif,
    nombreFiscal: requiredText(200),
    nombreComercial: requiredText(200),
    idTipoEmpresa: optionalChoice,
    startup: startupData.nullish().transform((value) => value ?? null),
    idSector: requiredChoice,
    idAreaFuncional: requiredChoice,
    idRangoEmpleados: optionalChoice,
    idRangoFacturacion: optionalChoice,
    /** The position of the person in charge of the company's relation with the careers office. */
    cargo: requiredText(150),
    /** Where the company's headquarters are (town and country), when not at its address. */
    sedeCentral: requiredText(200),
    web: webAddress,
    iban: optionalIban,
    domicilio: companyAddressRequest,
  })
  .superRefine((company, context) => {
    if (company.idTipoEmpresa === startupCompanyTypeId && company.startup === null) {
      context.addIssue({ code: 'custom', path: ['startup', 'fechaConstitucion'], ...companyRuleIssue('required') });
    }
  });
export type CompanyDetailsRequest = z.input<typeof companyDetailsRequest>;
export type CompanyDetailsInput = z.output<typeof companyDetailsRequest>;

/** A work centre of the company (a place where interns and hires work). */
export const workCentreRequest = z.object({
  /** Absent or null: a new centre; otherwise the centre to change. */
  idCentro: idNumber.nullish().transform((value) => value ?? null),
  nombre: requiredText(200),
  telefono: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .superRefine((value, context) => {
      if (value !== null) checkPhone((problem) => companyRuleIssue(problem, Status.phone))(value, context);
    })
    .transform((value) => (value === null ? null : normalisePhone(value))),
  domicilio: studentAddressRequest,
});
export type WorkCentreRequest = z.input<typeof workCentreRequest>;
export type WorkCentreInput = z.output<typeof workCentreRequest>;

export const workCentre = z.object({
  idCentro: z.number().int(),
  nombre: z.string(),
  telefono: z.string().nullable(),
  domicilio: studentAddress,
});
export type WorkCentre = z.infer<typeof workCentre>;
export const workCentresResponse = envelope(z.array(workCentre));
/** editaCentroDeTrabajo: the spec's 98 in its "centre saved" meaning (aviso), with the list. */
export const workCentreSavedResponse = envelope(
  z.object({ aviso: z.literal(CompanyDataNotice.centreSaved), datos: z.array(workCentre) }),
);
export const workCentreIdRequest = z.object({ idCentro: idNumber });

/** The CIF and the legal name, locked once the careers office has verified them. */
export const verifiedFields = ['cif', 'nombreFiscal'] as const;

/** GET dameDatosEmpresaVerificacion: the data the careers office verifies and whether it has. */
export const companyVerification = z.object({
  cif: z.string(),
  nombreFiscal: z.string(),
  nombreComercial: z.string(),
  /** When the office verified them (null: not yet, they can still change). */
  fechaVerificacion: z.string().nullable(),
  /** The fields the company can no longer change, and why (`locked`, with the date above). */
  bloqueados: z.array(z.enum(verifiedFields)),
});
export type CompanyVerification = z.infer<typeof companyVerification>;
export const companyVerificationResponse = envelope(companyVerification);

/** POST editarEmpresaVerificacion (532). */
export const companyVerificationRequest = z.object({
  cif: companyCif,
  nombreFiscal: requiredText(200),
  nombreComercial: requiredText(200),
});
export type CompanyVerificationRequest = z.input<typeof companyVerificationRequest>;

/** POST guardarDescripcionEmpresa (507): the description students read on the offers. */
export const companyDescriptionRequest = z.object({ descripcion: requiredText(4000) });

/** The company user's own profile (/mi-perfil): GET dameUsuarioEmpresa, POST guardarUsuarioEmpresa (532). */
export const companyUserProfileRequest = z.object({
  nombre: requiredText(100),
  apellidos: requiredText(150),
  cargo: optionalText(150),
  telefono: z
    .string(companyRuleIssue('required'))
    .trim()
    .min(1, companyRuleIssue('required'))
    .superRefine(checkPhone((problem) => companyRuleIssue(problem, Status.phone)))
    .transform(normalisePhone),
  email: z
    .string(companyRuleIssue('required'))
    .trim()
    .min(1, companyRuleIssue('required'))
    .max(254, companyRuleIssue('tooLong'))
    .refine(isWellFormedEmail, companyRuleIssue('email', Status.email)),
  idioma: languageSchema,
});
export type CompanyUserProfileRequest = z.input<typeof companyUserProfileRequest>;
export type CompanyUserProfileInput = z.output<typeof companyUserProfileRequest>;
export const companyUserProfile = z.object({
  nombre: z.string(),
  apellidos: z.string(),
  cargo: z.string().nullable(),
  telefono: z.string().nullable(),
  email: z.string(),
  idioma: languageSchema,
});
export type CompanyUserProfile = z.infer<typeof companyUserProfile>;
export const companyUserProfileResponse = envelope(companyUserProfile);

/** A confirmation of the catalogue (539, 532, 507) with what was saved. */
export const savedWithNotice = <T extends z.ZodType>(saved: T) =>
  envelope(z.object({ aviso: z.number().int(), datos: saved }));

