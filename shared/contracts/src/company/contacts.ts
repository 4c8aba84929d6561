import { z } from 'zod';
import { idNumber, idParams } from '../platform/ids';
import { accountEmail } from '../accounts/account';
import { provinceIdSchema, spainCountryId } from '../reference-data/domains';
import { envelope } from '../platform/envelope';
import { Status } from '../platform/status';
import { checkPhone, phoneRuleTexts } from '../platform/phone';

/**
 * The company's contacts (spec 001 §3 "Contact / signatory", §5 "Signatory (new)", §7 Contacts):
 * tutors of internships, annex signatories, agreement signatories and general contacts. The keys
 * are the suffixes of the calls (dameContactosTipo{Key}, addContactoEmpresa_{Key}); the values
 * the company-contact-type domain ids stored in company_contacts.contact_type_id.
 */
export const CompanyContactType = {
  TutorPracticas: 1,
  FirmanteAnexo: 2,
  FirmanteConvenio: 3,
  Contacto: 4,
} as const;
export type CompanyContactTypeKey = keyof typeof CompanyContactType;
export const companyContactTypeKeys = Object.keys(CompanyContactType) as CompanyContactTypeKey[];
export const companyContactTypeId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type CompanyContactTypeId = z.infer<typeof companyContactTypeId>;

/**
 * Why a contact field is refused: the form words each rule in the user's language (the server
 * answers the same fields with "required" or "not valid").
 */
export const ContactRule = {
  required: 'required',
  minThree: 'minThree',
  email: 'email',
  nif: 'nif',
  phone: 'phone',
  phoneTooLong: 'phoneTooLong',
  postalCode: 'postalCode',
  tooLong: 'tooLong',
} as const;

const text = (max: number) => z.string().trim().max(max, ContactRule.tooLong);
/** Optional text of at least 3 characters when given; '' and absent read as null. */
const optionalMinThree = (max: number) =>
  text(max)
    .refine((value) => value === '' || value.length >= 3, ContactRule.minThree)
    .nullish()
    .transform((value) => (value ? value : null));
/** Required text of at least 3 characters: one message, "required" when empty. */
const requiredMinThree = (max: number) =>
  text(max).superRefine((value, context) => {
    if (value.length < 3) context.addIssue({ code: 'custom', message: value ? ContactRule.minThree : ContactRule.required });
  });
const phone = z
  .string()
  .trim()
  .superRefine(checkPhone((problem) => ({ message: ContactRule[problem] })));

/**
 * A contact as the company writes it (addContactoEmpresa*, editaContactoEmpresa) with the rules of
 * a new signatory (spec 001 §5): nombre and apellidos at least 3; e-mail valid; NIF at least 9;
 * telefono1 required, 9 to 14 digits; telefono2 optional, 9 to 14; puesto and direccion at least
 * 3; provincia as text (abroad) at least 3; cp numeric, at least 5. The address (direccion...cp)
 * is kept only when the brand asks for contact addresses (empresas.direccionContactos).
 */
export const contactFields = z.object({
  tratamiento: z
    .enum(['D.', 'Da.'])
    .nullish()
    .transform((value) => value ?? null),
  nombre: requiredMinThree(100),
  apellidos: requiredMinThree(150),
  email: accountEmail,
  nif: text(20)
    // An ID document refused answers the spec's 66 (its field still says why).
    .refine((value) => value === '' || value.length >= 9, { message: ContactRule.nif, params: { status: Status.idDocument } })
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  telefono1: phone,
  telefono2: z
    .union([z.literal(''), phone])
    .nullish()
    .transform((value) => (value ? value : null)),
  puesto: optionalMinThree(150),
  departamento: text(150)
    .nullish()
    .transform((value) => (value ? value : null)),
  direccion: optionalMinThree(200),
  idPais: idNumber.nullish().transform((value) => value ?? null),
  /** The province's code, in Spain (idPais 1). */
  provincia: provinceIdSchema.nullish().transform((value) => value ?? null),
  /** The province or region as text, abroad. */
  provinciaOtros: optionalMinThree(100),
  idLocalidad: idNumber.nullish().transform((value) => value ?? null),
  /** The town as text, abroad or where the province has no town list. */
  localidad: text(100)
    .nullish()
    .transform((value) => (value ? value : null)),
  cp: z
    .union([z.literal(''), z.string().trim().regex(/^\d{5,10}$/, ContactRule.postalCode)])
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ContactFieldsInput = z.input<typeof contactFields>;
export type ContactFields = z.output<typeof contactFields>;

/**
 * The checks across fields: a signatory (of the agreement or of annexes) needs the NIF the
 * documents name; a province code only in Spain, a province as text only abroad.
 */
export const companyContactRuleFailures = (
  contact: Pick<ContactFields, 'nif' | 'idPais' | 'provincia' | 'provinciaOtros'>,
  type: CompanyContactTypeId,
): { campo: 'nif' | 'provincia' | 'provinciaOtros'; regla: string }[] => {
  const failures: { campo: 'nif' | 'provincia' | 'provinciaOtros'; regla: string }[] = [];
  const signatory = type === CompanyContactType.FirmanteConvenio || type === CompanyContactType.FirmanteAnexo;
  if (signatory && !contact.nif) failures.push({ campo: 'nif', regla: ContactRule.required });
  if (contact.provincia && contact.idPais !== spainCountryId) failures.push({ campo: 'provincia', regla: 'invalid' });
  if (contact.provinciaOtros && contact.idPais === spainCountryId)
    failures.push({ campo: 'provinciaOtros', regla: 'invalid' });
  return failures;
};

/** `addContactoEmpresa` (the type in the body) and `addContactoEmpresa_{Tipo}` (the type in the path). */
export const newCompanyContactRequest = contactFields.extend({ idTipoContacto: companyContactTypeId.optional() });
export type NewCompanyContactRequest = z.input<typeof newCompanyContactRequest>;
export const newCompanyContactResponse = envelope(
  z.object({ idNuevaAlta: z.number().int(), codigo: z.literal(538) }),
);

/** `editaContactoEmpresa`: the contact's id and every field again (its type does not change). */
export const editCompanyContactRequest = contactFields.extend({ id: idNumber });
export type EditCompanyContactRequest = z.input<typeof editCompanyContactRequest>;
/** 97 when a tutor was saved, 96 for any other contact. */
export const editCompanyContactResponse = envelope(z.object({ codigo: z.union([z.literal(96), z.literal(97)]) }));

/** Confirmations of the contact calls (spec 001 §8). */
export const ContactConfirmation = { created: 538, saved: 96, tutorSaved: 97 } as const;

/** A contact as the company reads it: every field of §3, with its type and full name. */
export const companyContactRecord = z.object({
  id: z.number().int(),
  idTipoContacto: companyContactTypeId,
  nameComplet: z.string(),
  tratamiento: z.enum(['D.', 'Da.']).nullable(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  nif: z.string().nullable(),
  telefono1: z.string(),
  telefono2: z.string().nullable(),
  puesto: z.string().nullable(),
  departamento: z.string().nullable(),
  direccion: z.string().nullable(),
  idPais: z.number().int().nullable(),
  provincia: z.string().nullable(),
  provinciaOtros: z.string().nullable(),
  idLocalidad: z.number().int().nullable(),
  localidad: z.string().nullable(),
  cp: z.string().nullable(),
  idEmpresa: z.number().int(),
});
export type CompanyContactRecord = z.infer<typeof companyContactRecord>;
export const companyContactsResponse = envelope(z.array(companyContactRecord));
export const companyContactRecordResponse = envelope(companyContactRecord);
export const mainCompanyContactResponse = envelope(companyContactRecord.nullable());
export const companyContactIdParam = idParams;

/**
 * The link-access mode of `dameDatosContactoPorId` (spec 001 §7 Contacts): a company user asks for
 * a signed link to one of its contacts and sends it to that person, who reads their data without an
 * account until the link expires. `parametrosControl` is the server's signature of the contact,
 * its company and the expiry; it is opaque to everyone else.
 */
export const contactLinkRequest = z.object({
  parametrosControl: z.string().trim().min(1).max(200),
  idContacto: idNumber,
});
export type ContactLinkRequest = z.input<typeof contactLinkRequest>;

/** The link a company user hands to its contact: what to post back, and until when it works. */
export const contactLinkResponse = envelope(
  z.object({
    idContacto: z.number().int(),
    parametrosControl: z.string(),
    /** ISO 8601: after this instant the link answers 410 with status 42. */
    caduca: z.string(),
  }),
);

/** The words of each contact rule, for the server's 400 answers and the forms alike. */
export const contactRuleMessages = {
  es: {
    required: 'Este campo es requerido',
    minThree: 'Escribe al menos 3 caracteres',
    email: 'El email está mal formado',
    nif: 'El NIF debe tener al menos 9 caracteres',
    phone: phoneRuleTexts.es.phone,
    phoneTooLong: phoneRuleTexts.es.phoneTooLong,
    postalCode: 'El código postal debe tener al menos 5 cifras',
    tooLong: 'El texto es demasiado largo',
    invalid: 'El valor no es válido',
    emailInUse: 'Ya hay un contacto de este tipo con este e-mail',
    nifInUse: 'Ya hay un contacto de este tipo con este NIF',
    notAContact: 'Comprueba este contacto o dalo de alta antes de enviar la propuesta',
    tooLarge: 'El fichero no puede superar los 2 MB',
  },
  ca: {
    required: 'Aquest camp és requerit',
    minThree: 'Escriu almenys 3 caràcters',
    email: 'El correu no té un format correcte',
    nif: 'El NIF ha de tenir almenys 9 caràcters',
    phone: phoneRuleTexts.ca.phone,
    phoneTooLong: phoneRuleTexts.ca.phoneTooLong,
    postalCode: 'El codi postal ha de tenir almenys 5 xifres',
    tooLong: 'El text és massa llarg',
    invalid: 'El valor no és vàlid',
    emailInUse: 'Ja hi ha un contacte d’aquest tipus amb aquest correu',
    nifInUse: 'Ja hi ha un contacte d’aquest tipus amb aquest NIF',
    notAContact: "Comprova aquest contacte o dona'l d'alta abans d'enviar la proposta",
    tooLarge: 'El fitxer no pot superar els 2 MB',
  },
  en: {
    required: 'This field is required',
    minThree: 'Write at least 3 characters',
    email: 'The e-mail is not well formed',
    nif: 'The national id must have at least 9 characters',
    phone: phoneRuleTexts.en.phone,
    phoneTooLong: phoneRuleTexts.en.phoneTooLong,
    postalCode: 'The postal code must have at least 5 digits',
    tooLong: 'The text is too long',
    invalid: 'The value is not valid',
    emailInUse: 'There is already a contact of this type with this e-mail',
    nifInUse: 'There is already a contact of this type with this national id',
    notAContact: 'Check this contact or register it before sending the proposal',
    tooLarge: 'The file cannot be larger than 2 MB',
  },
} as const;
export type ContactRuleMessageKey = keyof (typeof contactRuleMessages)['es'];
