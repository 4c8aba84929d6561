import type { FastifyRequest } from 'fastify';
import { addressKey, nameKey, userKey } from './keys';
import type { Counting } from './limits';

/**
 * The countings the routes use, each reading only the field its route reads (after validation):
 * a field some other call does not read can never move another call's counter.
 */
const field = (request: FastifyRequest, name: string): unknown =>
  (request.body as Record<string, unknown> | null | undefined)?.[name];

/** A call that checks the password of the account named in `accountField` (logins). */
export const passwordOfNamedAccount =
  (accountField: string): Counting =>
  (request) => [
    ['login.account', nameKey(field(request, accountField))],
    ['login.address', addressKey(request)],
  ];

/**
 * A logged user checking their own password (password change): their account as the session says
 * (a student's or company's claims, or the staff guard's staff id).
 */
export const passwordOfCaller: Counting = (request) => [
  ['login.account', request.auth ? userKey(request.auth.sub) : request.staffId ? userKey(request.staffId) : undefined],
  ['login.address', addressKey(request)],
];

/**
 * A call that checks a secret without naming an account (a recovery link, the integrated login's
 * one-time code): per address.
 */
export const secretFromAddress: Counting = (request) => [['login.address', addressKey(request)]];

/** A recovery request for the account named in `accountField`. */
export const recoveryOf =
  (accountField: string): Counting =>
  (request) => [
    ['recovery.account', nameKey(field(request, accountField))],
    ['recovery.address', addressKey(request)],
  ];

/** A student registration, by its e-mail. */
export const registration: Counting = (request) => [
  ['registration.email', nameKey(field(request, 'email'))],
  ['registration.address', addressKey(request)],
];

/** A company account request, by its CIF and by its e-mail (one key each). */
export const accountRequest: Counting = (request) => [
  ['account-request.account', nameKey(field(request, 'cif'))],
  ['account-request.account', nameKey(field(request, 'email'))],
  ['account-request.address', addressKey(request)],
];

/** A company user's look-up of a student by national id: per user, and per company of the session. */
export const studentLookup: Counting = (request) => [
  ['student-lookup.user', request.auth ? userKey(request.auth.sub) : undefined],
  ['student-lookup.company', request.auth?.idEmpresa === undefined ? undefined : `company:${request.auth.idEmpresa}`],
];

/** A candidate's CV mailed to the company user's own account: per user, and per company of the session. */
export const cvMail: Counting = (request) => [
  ['cv-mail.user', request.auth ? userKey(request.auth.sub) : undefined],
  ['cv-mail.company', request.auth?.idEmpresa === undefined ? undefined : `company:${request.auth.idEmpresa}`],
];

/** A student's look-up of a company contact by e-mail (the internship proposal), per user. */
export const contactLookup: Counting = (request) => [
  ['contact-lookup.user', request.auth ? userKey(request.auth.sub) : undefined],
];

/** The integrated login (its start and the identity provider's answer), per address. */
export const samlFromAddress: Counting = (request) => [['saml.address', addressKey(request)]];
