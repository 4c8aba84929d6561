import { toNestErrors } from '@hookform/resolvers';
import { get, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { cvRuleTexts, ruleOfIssue, type CvRule, type Language } from '@portal/contracts';

/** Nothing given. A number field's NaN is not empty: the student typed something that is not a number. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The rule broken; a value zod refused for its shape is "required" when nothing was given. */
const ruleOf = (issue: z.core.$ZodIssue, value: unknown): CvRule => {
  const rule = ruleOfIssue(issue as never);
  return rule === 'invalid' && isEmpty(value) ? 'required' : rule;
};

/**
 * The zod resolver checks the form with the contract's schema; when it refuses, each field's
 * message is the one the server would give: the CV rule the value broke (ruleOfIssue looks inside
 * the empty-or-checked unions the resolver flattens), worded in the language on screen.
 */
export const wordedResolver =
  <Context,>(
    resolver: Resolver<FieldValues, Context, FieldValues>,
    schema: z.ZodType,
    language: Language,
  ): Resolver<FieldValues, Context, FieldValues> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      flat[path] ??= { type: issue.code, message: cvRuleTexts[language][ruleOf(issue, get(values, path))] };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
