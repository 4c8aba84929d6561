import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { accountEmail, isValidCif } from '../accounts/account';
import { envelope } from '../platform/envelope';

/** `compruebaCIF {cif}`: whether the company is in the portal (33 for a malformed CIF). */
export const checkCifRequest = z.object({ cif: z.string().trim().min(1).max(20) });
export const checkCifResponse = envelope(
  z.object({
    existe: z.boolean(),
    empresa: z.object({ idEmpresa: z.number().int(), nombreComercial: z.string() }).nullable(),
  }),
);

/**
 * `solicitudPractica`: a student's internship proposal. The signatory's e-mail is required and
 * valid (spec 000 §5); a company not in the portal needs its name.
 */
export const internshipProposalRequest = z.object({
  cif: z.string().trim().toUpperCase().refine(isValidCif, { message: 'CIF' }),
  nombreEmpresa: z.string().trim().max(200).optional(),
  emailTutor: accountEmail,
  emailFirmante: accountEmail,
  descripcion: z.string().trim().min(10).max(4000),
});
export type InternshipProposalRequest = z.infer<typeof internshipProposalRequest>;

/**
 * `dameSolicitudesPracticas`: the student's own internship proposals, newest first, as the careers
 * office left them: waiting for validation, accepted (with the internship it became) or rejected
 * with the office's reason. Proposals a company made for the student are listed too.
 */
export const proposalStates = ['pendiente', 'aceptada', 'rechazada'] as const;
export const studentProposal = z.object({
  idSolicitud: z.number().int(),
  empresa: z.string(),
  fecha: z.string(),
  estado: z.enum(proposalStates),
  /** The office's reason, only for a rejected proposal. */
  motivo: z.string().nullable(),
  propuestaPor: z.enum(['alumno', 'empresa']),
});
export type StudentProposal = z.infer<typeof studentProposal>;
export const studentProposalsResponse = envelope(z.array(studentProposal));

/** 510: proposal registered with a company of the portal; 528: request created for a new company. */
export const ProposalConfirmation = { withKnownCompany: 510, withNewCompany: 528 } as const;

/**
 * `dameDatosContactoPorEmail {email, idEmpresa}`: status 0 when the contact is in the company, with
 * only what the proposal screen shows to validate it (issue 22: the e-mail is the caller's, the
 * name confirms it; phone, position and title stay with the company's own contact screens).
 */
export const contactByEmailRequest = z.object({
  email: accountEmail,
  idEmpresa: idNumber,
});
export const companyContact = z.object({
  id: z.number().int(),
  nameComplet: z.string(),
  idEmpresa: z.number().int(),
});
export type CompanyContact = z.infer<typeof companyContact>;
export const companyContactResponse = envelope(companyContact);

/** What a company looked up of the student by national id (issue 22): the student reads it. */
export const studentLookupOperations = ['compruebaDNIalumno', 'dameTitulacionesAlumno', 'solicitudPractica'] as const;
export const studentLookupRecord = z.object({
  fecha: z.string(),
  empresa: z.string(),
  consulta: z.enum(studentLookupOperations),
  /** Whether the company also gave the student's surname right. */
  coincide: z.boolean(),
});
export type StudentLookupRecord = z.infer<typeof studentLookupRecord>;
export const studentLookupsResponse = envelope(z.array(studentLookupRecord));

/**
 * Company-contact-type domain ids of the spec's three proposal calls `addContactoEmpresa_{role}_PorEmail`,
 * by which a student added a company's contacts: refused since issue 22 (170).
 */
export const ContactTypes = { tutorPracticas: 1, firmanteConvenio: 3, contacto: 4 } as const;
