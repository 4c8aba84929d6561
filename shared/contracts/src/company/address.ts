import { z } from 'zod';
import { optionalText, studentAddress, studentAddressRequest } from '../cv/cv';
import { envelope } from '../platform/envelope';

/**
 * The company's address (spec 001 §3 "Company address" and the new-agreement request): the same
 * place rules as the student's address (country, province and town lists for Spain, text abroad,
 * island, postal code) plus the staircase and the data protection officer (DPO).
 */
export const companyAddressRequest = studentAddressRequest.extend({
  direccionEscalera: optionalText(20),
  /** The company's data protection officer (name or e-mail), as the agreement names it. */
  DPO: optionalText(200),
});
export type CompanyAddressRequest = z.input<typeof companyAddressRequest>;
export type CompanyAddressInput = z.output<typeof companyAddressRequest>;

export const companyAddress = studentAddress.extend({
  direccionEscalera: z.string().nullable(),
  DPO: z.string().nullable(),
});
export type CompanyAddress = z.infer<typeof companyAddress>;
export const companyAddressResponse = envelope(companyAddress.nullable());
