/**
 * Declared studies (queue 12 of the careers office): a study a self-registered student adds
 * through the CV is a declaration. Under the brand flag `flags.verificarEstudiosDeclarados` it
 * counts for eligibility (the standing's degree and level, the services it opens) only once the
 * office verified it (`validated`); a study the office rejected never counts. Studies of students
 * who came through the institutional login are not declarations and count at once.
 */

/** The brand flag, read in the same statement as what it governs (off when the brand lacks it). */
export const verifyDeclaredStudiesSql = `coalesce((SELECT (settings -> 'flags' ->> 'verificarEstudiosDeclarados')::boolean
  FROM institution_brand WHERE id = 1), false)`;

/** Whether the study row `alias` counts for eligibility now. */
export const studyCountsSql = (alias: string) =>
  `(${alias}.rejected_at IS NULL AND (NOT ${alias}.declared OR ${alias}.validated OR NOT ${verifyDeclaredStudiesSql}))`;

/** The state of a study as the CV and the office's queue name it. */
export const studyVerificationSql = (alias: string) => `CASE WHEN NOT ${alias}.declared THEN 'noRequerida'
  WHEN ${alias}.validated THEN 'verificado' WHEN ${alias}.rejected_at IS NOT NULL THEN 'rechazado' ELSE 'pendiente' END`;
