import { get, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { cvRuleTexts, type CvRule, type Language } from '@portal/contracts';

/**
 * The contracts' schemas word a broken CV rule in Spanish (their default message): the forms show
 * the same rule's text in the language on screen, the text the server would answer with.
 */
const ruleBySpanishText = new Map(
  Object.entries(cvRuleTexts.es).map(([rule, text]) => [text, rule as CvRule]),
);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** A CV rule by its text; a missing value is "required"; anything else zod refused is "invalid". */
export const ruleOfFieldError = (error: FieldError, value: unknown): CvRule =>
  ruleBySpanishText.get(error.message ?? '') ?? (isEmpty(value) ? 'required' : 'invalid');

const isLeaf = (node: unknown): node is FieldError =>
  typeof node === 'object' && node !== null && typeof (node as FieldError).type === 'string';

const reword = (node: unknown, path: string, values: FieldValues, language: Language): unknown => {
  if (isLeaf(node)) {
    return { ...node, message: cvRuleTexts[language][ruleOfFieldError(node, get(values, path))] };
  }
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, child]) => [
    key,
    reword(child, path ? `${path}.${key}` : key, values, language),
  ]);
  return Array.isArray(node) ? entries.map(([, child]) => child) : Object.fromEntries(entries);
};

/** The zod resolver's result with every message in `language`. */
export const wordedResolver =
  <Input extends FieldValues, Context, Output>(
    resolver: Resolver<Input, Context, Output>,
    language: Language,
  ): Resolver<Input, Context, Output> =>
  (async (values: Input, context: Context | undefined, options: Parameters<Resolver<Input, Context, Output>>[2]) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: reword(result.errors, '', values, language) as FieldErrors<Input> };
  }) as Resolver<Input, Context, Output>;
