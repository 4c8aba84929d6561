import { z } from 'zod';
import { accountEmail, passwordChangeRequest, passwordWithLinkRequest } from '../accounts/account';
import { envelope } from '../platform/envelope';
import type { UserType } from '../accounts/session';
import { staffRoles, type StaffUserType } from './staff-roles';

/** Whoever a page may have logged in: a student, a company user or a staff member. */
export type PortalUserType = UserType | StaffUserType;

/** A staff member's role (staff-roles.ts), as a schema for requests and answers. */
export const staffRoleSchema = z.enum(staffRoles);

/**
 * The answer of POST /api/Orientacion/logaUsuario (body: staffLoginRequest). `rol` is added by the
 * server with the roles; an answer without it is an `office` member's.
 */
export const staffLoginData = z.object({
  token: z.string(),
  nombre: z.string(),
  rol: staffRoleSchema.optional().default('office'),
});
export type StaffLoginData = z.output<typeof staffLoginData>;
export const staffLoginDataResponse = envelope(staffLoginData);

const password = passwordChangeRequest.shape.passwordNueva;

/**
 * POST /api/Orientacion/cambiaPassword: the logged staff member's password (28 when weak, 3 when
 * `actual` is wrong). The three password calls answer `noticeResponse`, as the students' do
 * (aviso 521 changed, 505 link sent, 514 set).
 */
export const staffPasswordChangeRequest = z.object({ actual: password, nueva: password });

/** POST /api/Orientacion/recuperaPassword: always answers ok, whether the e-mail has an account or not. */
export const staffRecoveryRequest = z.object({ email: accountEmail });

/** POST /api/Orientacion/establecePassword: the mailed link's token and the new password. */
export const staffSetPasswordRequest = passwordWithLinkRequest;
