import { z } from 'zod';
import { idNumber, idText } from '../platform/ids';
import { accountEmail } from '../accounts/account';
import { companyAddressRequest } from './address';
import { envelope } from '../platform/envelope';

/**
 * Collaboration agreements (convenios) of a company (spec 001 §2 "New collaboration agreement
 * screen", §3 statuses, §6: an active agreement is needed to process internship proposals, 544).
 */

/** The six statuses of §3. 'caducado' is a formalised agreement past its expiry date. */
export const agreementStatuses = [
  'generado',
  'firmadoEmpresa',
  'erroneo',
  'enviadoSecretaria',
  'formalizado',
  'caducado',
] as const;
export const agreementStatus = z.enum(agreementStatuses);
export type AgreementStatus = z.infer<typeof agreementStatus>;

/** The deed and the signed copy: PDF only, at most 2 MB (spec 001 §5 Files, §9). */
export const agreementFileRules = { extensions: ['pdf'], maxBytes: 2 * 1024 * 1024 } as const;

/** A file as the spec sends it: the content in base64 and its extension. */
export const agreementFile = z.object({
  ficheroB64: z.string().min(1),
  extension_adjunto: z.string().trim().min(1).max(10),
});

/**
 * `addSolicitudConvenioEmpresa` (§3 "New-agreement request"): the agreement signatory (one of the
 * company's contacts of that type), the company address (saved as the company's address with the
 * request) and the copy of the signatory's power-of-attorney deed.
 */
export const agreementRequest = companyAddressRequest.extend({
  idFirmanteConvenio: idNumber,
  ficheroCopiaEscritura: agreementFile,
});
export type AgreementRequest = z.input<typeof agreementRequest>;
export type AgreementRequestInput = z.output<typeof agreementRequest>;
/** 536: agreement added; idConvenio: the new agreement, its document ready to download. */
export const agreementAddedResponse = envelope(z.object({ codigo: z.literal(536), idConvenio: z.number().int() }));

/** `adjuntaFicheroAlConvenioEmpresa`: the copy signed by the company. 513: documents attached. */
export const signedAgreementRequest = agreementFile.extend({ idConvenio: idNumber });
export type SignedAgreementRequest = z.infer<typeof signedAgreementRequest>;
export const signedAgreementResponse = envelope(
  z.object({ codigo: z.literal(513), estado: agreementStatus }),
);

/** One of the company's agreements as `dameConveniosEmpresa` lists it. */
export const companyAgreement = z.object({
  idConvenio: z.number().int(),
  estado: agreementStatus,
  fechaSolicitud: z.string(),
  fechaEstado: z.string(),
  fechaFormalizacion: z.string().nullable(),
  fechaCaducidad: z.string().nullable(),
  firmante: z.string().nullable(),
  /** Why the careers office marked it wrong (estado erroneo). */
  motivoErroneo: z.string().nullable(),
  /** The company may upload its signed copy now (generated or wrong). */
  puedeSubirFirmado: z.boolean(),
  tieneFirmado: z.boolean(),
});
export type CompanyAgreement = z.infer<typeof companyAgreement>;
export const companyAgreementsResponse = envelope(
  z.object({ convenios: z.array(companyAgreement), convenioActivo: z.boolean() }),
);

/** The files of an agreement the company downloads: the generated document, the deed, the signed copy. */
export const agreementFileKinds = ['documento', 'escritura', 'firmado'] as const;
export type AgreementFileKind = (typeof agreementFileKinds)[number];
export const agreementFileParams = z.object({
  id: idText,
  fichero: z.enum(agreementFileKinds),
});

/** The careers office's steps (api/src/company/agreements/agreements.ts holds the state machine). */
export const staffAgreementRequest = z.object({ idConvenio: idNumber });
export const wrongAgreementRequest = staffAgreementRequest.extend({ motivo: z.string().trim().min(3).max(1000) });
/** Formalised: the expiry date, or the institution's validity (agreement_settings) from today. */
export const formaliseAgreementRequest = staffAgreementRequest.extend({
  fechaCaducidad: z.iso
    .date()
    .refine((date) => date > new Date().toISOString().slice(0, 10), 'an expiry date after today')
    .optional(),
});
export const staffAgreementResponse = envelope(z.object({ idConvenio: z.number().int(), estado: agreementStatus }));
export const staffAgreementsQuery = z.object({ estado: agreementStatus.optional() });
export const staffAgreementsResponse = envelope(
  z.array(companyAgreement.extend({ idEmpresa: z.number().int(), empresa: z.string() })),
);

/**
 * The company's internship proposal for a named student (spec 001 §7 Candidates, Agreements). A
 * look-up of the student needs their national id and a second fact the company knows of a student
 * it names: their surname(s) as the student wrote them (the first one is enough; case and accents
 * do not matter). Issue 22: it answers whether the proposal can name that student, never who the
 * student is.
 */
export const studentLookupRequest = z.object({
  dni: z.string().trim().toUpperCase().min(5).max(20),
  apellidos: z.string().trim().min(2).max(150),
});
export type StudentLookupRequest = z.infer<typeof studentLookupRequest>;
/** `compruebaDNIalumno`: status 0 when a proposal can name that student; 509 otherwise. */
export const studentExistsResponse = envelope(z.object({ existe: z.literal(true) }));
/** `dameTitulacionesAlumno`: the student's degrees at the institution (the proposal names one). */
export const studentDegreesResponse = envelope(z.array(z.object({ codigo: z.string(), nombre: z.string() })));
/** `solicitudPractica` (company): 510 registered; 509 no such student; 544 no active agreement. */
export const companyProposalRequest = z.object({
  ...studentLookupRequest.shape,
  codigoTitulacion: z.string().trim().min(1).max(20),
  emailTutor: accountEmail,
  emailFirmante: accountEmail,
  descripcion: z.string().trim().min(10).max(4000),
});
export type CompanyProposalRequest = z.infer<typeof companyProposalRequest>;
