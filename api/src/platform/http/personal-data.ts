/**
 * Removes personal data and secrets from text that leaves the server's own records (error reports
 * posted to the team chat). The client sends none by design; this holds even when a client does:
 * a route with an e-mail in it, a query string with a token, a DNI typed into a path.
 */
const redacted = '[redacted]';

const patterns: RegExp[] = [
  // E-mail addresses.
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu,
  // Signed tokens (JWT: three base64url parts).
  /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g,
  // Other secrets: long runs of base64url mixing letters and digits (one-time links, keys, ids of
  // sessions); a long hyphenated route name has no digit and stays.
  /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}/g,
  // Spanish national ids: DNI (8 digits and a letter) and NIE (X, Y or Z, 7 digits, a letter).
  /\b[XYZxyz]?\d{7,8}[A-Za-z]\b/g,
  // Phone numbers: 9 or more digits, optionally with a country code and spaces, dots or dashes.
  /\+?\d(?:[\s.-]?\d){8,}/g,
];

/** The text without query string or fragment, with every personal datum replaced by [redacted]. */
export const scrubPersonalData = (text: string): string => {
  const withoutQuery = text.split(/[?#]/, 1)[0] ?? '';
  return patterns.reduce((current, pattern) => current.replace(pattern, redacted), withoutQuery);
};
