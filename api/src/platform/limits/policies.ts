import { z } from 'zod';

/**
 * The rate limits of the portal (issue 15). Each call counts one hit of one or more policies;
 * a policy allows `max` hits of one key (an account, an address...) per fixed window. Counters
 * live in PostgreSQL (store.ts) so that every API replica enforces the same limit.
 */
export const policyNames = [
  // Every call that checks a password (logins, password change, links of recovery mails).
  'login.account',
  'login.address',
  // Recovery requests per account named, per address; and mails sent to one account (silent).
  'recovery.account',
  'recovery.address',
  'recovery.mail',
  // Student registration, per e-mail and per address.
  'registration.email',
  'registration.address',
  // Company account requests, per CIF and e-mail and per address.
  'account-request.account',
  'account-request.address',
  // The contact form, per logged sender and per address.
  'contact.sender',
  'contact.address',
  // Every call that takes a base64 file, per user and per address.
  'upload.user',
  'upload.address',
  // The client's error reports (spec 000 §8), per address: anyone may send them.
  'error-report.address',
  // Issue 25: the page-load beacon of canary releases (one per page load), per address.
  'release-load.address',
  // Issue 22: a company's look-ups of a student by national id, per company user and per company.
  'student-lookup.user',
  'student-lookup.company',
  // A student's look-ups of a company contact by e-mail (the internship proposal), per user.
  'contact-lookup.user',
  // A candidate's CV mailed to the company user's own account (enviaCvCandidato), per user and per company.
  'cv-mail.user',
  'cv-mail.company',
  // The integrated login's start and its assertion consumer service, per address.
  'saml.address',
] as const;

export type PolicyName = (typeof policyNames)[number];

export interface Policy {
  max: number;
  windowSeconds: number;
}

export type Policies = Record<PolicyName, Policy>;

const minute = 60;
const hour = 3600;
const day = 24 * hour;

/**
 * The defaults, in multiples of LOGIN_RATE_LIMIT (10 unless set): raising it raises every limit
 * alike (the tests set 1000, so only the tests of a limit meet one). Per address they are looser
 * than per account because a campus or a company can reach us from one address.
 */
export const defaultPolicies = (loginRateLimit: number): Policies => {
  const times = (factor: number, windowSeconds: number): Policy => ({
    max: Math.max(1, Math.round(loginRateLimit * factor)),
    windowSeconds,
  });
  return {
    'login.account': times(1, minute),
    'login.address': times(10, minute),
    'recovery.account': times(1, hour),
    'recovery.address': times(5, hour),
    'recovery.mail': times(0.5, hour),
    'registration.email': times(1, hour),
    'registration.address': times(5, hour),
    'account-request.account': times(1, hour),
    'account-request.address': times(5, hour),
    'contact.sender': times(1, minute),
    'contact.address': times(1, minute),
    'upload.user': times(3, minute),
    'upload.address': times(10, minute),
    // A proposal takes two look-ups (the student's degrees, then the proposal itself).
    'student-lookup.user': times(2, hour),
    'student-lookup.company': times(5, day),
    'contact-lookup.user': times(2, hour),
    // Each CV mail carries a PDF: enough for a recruiter sorting an offer's candidates, not a flood.
    'cv-mail.user': times(3, hour),
    'cv-mail.company': times(10, hour),
    // Two hits a login (start, then the provider's answer); a campus reaches us from few addresses.
    'saml.address': times(6, minute),
    // ERROR_REPORT_RATE_LIMIT sets it (config.ts); this is only the shape of a default.
    'error-report.address': { max: 10, windowSeconds: minute },
    // One per page load: a campus behind one address loads many pages a minute.
    'release-load.address': times(60, minute),
  };
};

const units = { s: 1, m: minute, h: hour } as const;
const override = /^([a-z.-]+)=(\d{1,7})\/(\d{1,5})([smh])$/;

/**
 * RATE_LIMITS: overrides of single policies, `policy=max/window` separated by commas, the window
 * in s, m or h (`upload.user=30/1m,registration.address=200/1h`).
 */
export const rateLimitOverrides = z
  .string()
  .transform((text, context) => {
    const policies: Partial<Policies> = {};
    for (const part of text.split(',').map((item) => item.trim()).filter(Boolean)) {
      const match = override.exec(part);
      const name = match?.[1] as PolicyName | undefined;
      if (!match || !name || !policyNames.includes(name) || Number(match[2]) < 1 || Number(match[3]) < 1) {
        context.addIssue({
          code: 'custom',
          message: `"${part}" is not policy=max/window (window in s, m or h) of a known policy: ${policyNames.join(', ')}`,
        });
        return z.NEVER;
      }
      policies[name] = { max: Number(match[2]), windowSeconds: Number(match[3]) * units[match[4] as keyof typeof units] };
    }
    return policies;
  });
