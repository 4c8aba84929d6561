import { z } from 'zod';
import { isValidNationalId, isWellFormedEmail } from '../accounts/account';
import { spainCountryId } from '../reference-data/domains';
import { Status } from '../platform/status';
import { checkPhone, normalisePhone } from '../platform/phone';
import { cvRules, cvRuleTexts, type CvRule } from './rule-texts';

/**
 * The field rules of the student CV (spec 000 §5, §9), shared by the CV forms and the API: the same
 * check, the same words. A refused field carries `params.rule` (which text to show, in
 * `cvRuleTexts`) and, where the spec has one, `params.status` (the code the API answers with).
 */

export { cvRules, cvRuleTexts, type CvRule };

/** The options of a refinement that breaks `rule` (its Spanish text as the default message). */
export const ruleIssue = (rule: CvRule, status?: number) => ({
  message: cvRuleTexts.es[rule],
  params: status === undefined ? { rule } : { rule, status },
});

/** IBAN (ISO 13616): country, two check digits, the account; mod 97 of the rearranged number is 1. */
export const normaliseIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const isValidIban = (value: string): boolean => {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  // Spanish IBANs have 24 characters; other countries are checked by their check digits only.
  if (iban.startsWith('ES') && iban.length !== 24) return false;
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
};

/**
 * Spanish social security number (número de afiliación): two digits of province, eight of number,
 * two check digits, the remainder of dividing by 97 the province followed by the number (without
 * the number's leading zero when it is below 10,000,000). Spaces, slashes and dashes are ignored.
 */
export const normaliseSocialSecurityNumber = (value: string) => value.replace(/[\s/-]/g, '');
export const isValidSocialSecurityNumber = (value: string): boolean => {
  const digits = normaliseSocialSecurityNumber(value);
  if (!/^\d{12}$/.test(digits)) return false;
  const province = Number(digits.slice(0, 2));
  const number = Number(digits.slice(2, 10));
  const base = number < 10_000_000 ? province * 10_000_000 + number : Number(digits.slice(0, 10));
  return base % 97 === Number(digits.slice(10));
};

/** A web address the CV links to: http or https with a host that has a dot. */
export const isWellFormedUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A LinkedIn profile: https://(www.|xx.)linkedin.com/in/{handle} (or /company/, /pub/). */
export const isLinkedInUrl = (value: string) => /(^|\.)linkedin\.com$/i.test(safeHost(value));
const safeHost = (value: string) => {
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
};
export const isWellFormedLinkedIn = (value: string): boolean =>
  /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub|company)\/[\w%.-]{2,100}\/?$/i.test(value);

/** Identity documents (tiposDocumentoIdentidad): 1 DNI and 2 NIE are checked with their letter. */
export const IdentityDocumentTypes = { dni: 1, nie: 2, passport: 3, euCard: 4 } as const;
export const isValidIdentityDocument = (type: number, value: string): boolean =>
  type === IdentityDocumentTypes.dni || type === IdentityDocumentTypes.nie
    ? isValidNationalId(value)
    : /^[A-Z0-9]{5,20}$/i.test(value.trim());

/** Average grade (spec 000 §5, §9): 1 to 4, a comma read as a decimal point. */
export const gradeMinimum = 1;
export const gradeMaximum = 4;
export const parseGrade = (value: number | string): number | undefined => {
  const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) && number >= gradeMinimum && number <= gradeMaximum
    ? Math.round(number * 100) / 100
    : undefined;
};

/** Disability over this percentage is what the CV records (spec 000 §9). */
export const disabilityThresholdPercent = 33;

/** The social security number is mandatory for internships from this day on (spec 000 §9). */
export const socialSecurityMandatorySince = '2024-01-01';
export const isSocialSecurityMandatory = (today = new Date()) =>
  today.toISOString().slice(0, 10) >= socialSecurityMandatorySince;

/**
 * Countries whose nationals need no work permit in Spain: the EU, the EEA and Switzerland, by the
 * country ids of the domains (ISO 3166-1 numeric; Spain is 1). Anyone else needs one (34).
 */
export const workPermitFreeCountryIds: ReadonlySet<number> = new Set([
  spainCountryId, 40, 56, 100, 191, 196, 203, 208, 233, 246, 250, 276, 300, 348, 372, 380, 428, 440, 442,
  470, 528, 616, 620, 642, 703, 705, 752, 352, 438, 578, 756,
]);
/** A student with a known nationality, none of them free of the permit, needs one. */
export const needsWorkPermit = (nationalityIds: readonly number[]) =>
  nationalityIds.length > 0 && !nationalityIds.some((id) => workPermitFreeCountryIds.has(id));

/**
 * Language ids of the domains (idiomas) to the codes the offers' language requirements use
 * ("en:B2"), and language levels (nivelesIdioma) to CEFR levels; a native speaker counts as C2.
 */
export const languageCodeById: Readonly<Record<number, string>> = {
  1: 'es', 2: 'ca', 3: 'en', 4: 'fr', 5: 'de', 6: 'it', 7: 'pt', 8: 'eu', 9: 'gl', 10: 'zh', 11: 'ar', 12: 'ru',
  13: 'ja', 14: 'nl', 15: 'ssp', 16: 'csc',
};
export const cefrByLevelId: Readonly<Record<number, string>> = {
  1: 'A1', 2: 'A2', 3: 'B1', 4: 'B2', 5: 'C1', 6: 'C2', 7: 'C2',
};

interface IssueLike {
  code?: string;
  message?: string;
  params?: unknown;
  input?: unknown;
  /** What a number or a date was instead (NaN, Invalid Date): something was given. */
  received?: unknown;
  /** The branches' issues of a union none of whose branches matched. */
  errors?: IssueLike[][];
}

/**
 * The issue that says why: a union of an empty value and a checked one ('' or a phone) reports
 * that no branch matched; the branch with a CV rule tells which rule the value broke.
 */
export const cvIssueOf = (issue: IssueLike): IssueLike => {
  if (issue.code !== 'invalid_union' || !issue.errors) return issue;
  for (const branch of issue.errors) {
    for (const inner of branch) {
      const found = cvIssueOf(inner);
      if ((found.params as { rule?: unknown } | undefined)?.rule !== undefined) return found;
    }
  }
  return issue;
};

/** The refusal a set of CV issues answers with: the first field code the spec has, else 15. */
export const statusOfIssues = (issues: readonly IssueLike[]): number => {
  for (const issue of issues) {
    const status = (cvIssueOf(issue).params as { status?: unknown } | undefined)?.status;
    if (typeof status === 'number') return status;
  }
  return Status.missingMandatoryData;
};

/** The rule a zod issue broke, for its text: a CV rule, "required" for a missing value, else "invalid". */
export const ruleOfIssue = (issueGiven: IssueLike): CvRule => {
  const issue = cvIssueOf(issueGiven);
  const rule = (issue.params as { rule?: unknown } | undefined)?.rule;
  if (typeof rule === 'string' && (cvRules as readonly string[]).includes(rule)) return rule as CvRule;
  if (issue.code === 'invalid_type' && issue.input === undefined && issue.received === undefined) return 'required';
  if (issue.code === 'too_small' && (issue.input === '' || issue.input === undefined)) return 'required';
  return 'invalid';
};

/** Zod pieces the CV schemas share. */
export const cvEmail = z
  .string()
  .trim()
  .max(254)
  .refine(isWellFormedEmail, ruleIssue('email', Status.email));
export const cvPhone = z
  .string()
  .trim()
  .superRefine(checkPhone((problem) => ruleIssue(problem, Status.phone)))
  .transform(normalisePhone);
export const cvIban = z
  .string()
  .trim()
  .refine(isValidIban, ruleIssue('iban', Status.ibanWrong))
  .transform(normaliseIban);
export const cvSocialSecurityNumber = z
  .string()
  .trim()
  .refine(isValidSocialSecurityNumber, ruleIssue('socialSecurity', Status.socialSecurityInvalid))
  .transform(normaliseSocialSecurityNumber);
export const cvUrl = z.string().trim().max(500).refine(isWellFormedUrl, ruleIssue('url'));
/** A grade as a form sends it (number or text, "3,25"), read as a number from 1 to 4. */
export const cvGrade = z.union([z.number(), z.string()]).transform((value, context) => {
  const grade = parseGrade(value);
  if (grade === undefined) {
    context.addIssue({ code: 'custom', ...ruleIssue('grade') });
    return z.NEVER;
  }
  return grade;
});
