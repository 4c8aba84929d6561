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

/** 510: proposal registered with a company of the portal; 528: request created for a new company. */
export const ProposalConfirmation = { withKnownCompany: 510, withNewCompany: 528 } as const;

/** `dameDatosContactoPorEmail {email, idEmpresa}`: status 0 and the contact when it is in the company. */
export const contactByEmailRequest = z.object({
  email: accountEmail,
  idEmpresa: idNumber,
});
export const companyContact = z.object({
  id: z.number().int(),
  nameComplet: z.string(),
  tratamiento: z.enum(['D.', 'Da.']).nullable(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono1: z.string(),
  puesto: z.string().nullable(),
  idEmpresa: z.number().int(),
});
export type CompanyContact = z.infer<typeof companyContact>;
export const companyContactResponse = envelope(companyContact);

/** Company-contact-type domain ids of the three proposal calls. */
export const ContactTypes = { tutorPracticas: 1, firmanteConvenio: 3, contacto: 4 } as const;
export type ProposalContactRole = keyof typeof ContactTypes;

/** `addContactoEmpresa_{role}_PorEmail`: a new contact, with the rules of a new signatory (spec 001 §5). */
export const newContactRequest = z.object({
  idEmpresa: z.number().int().positive(),
  tratamiento: z.enum(['D.', 'Da.']).optional(),
  nombre: z.string().trim().min(3).max(100),
  apellidos: z.string().trim().min(3).max(150),
  email: accountEmail,
  nif: z.string().trim().min(9).max(20).optional(),
  telefono1: z
    .string()
    .trim()
    .regex(/^\d{9,14}$/),
  telefono2: z
    .string()
    .trim()
    .regex(/^\d{9,14}$/)
    .optional(),
  puesto: z.string().trim().min(3).max(150),
});
export type NewContactRequest = z.infer<typeof newContactRequest>;
export const newContactResponse = envelope(z.object({ idNuevaAlta: z.number().int() }));
