import type { Language } from '@portal/contracts';

/**
 * The field messages of a refused request name the rule broken ("Entre 0 y 100", "Máximo 255
 * caracteres"), in the caller's language, as the forms word them: one text per kind of zod issue,
 * with the bounds the issue (or the field's schema) carries.
 */

/** A validation issue as fastify-type-provider-zod hands it: the zod issue's code and its other fields. */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * The spec code a refused field carries (a schema's refinement names it in its params, as the ID
 * document's 66 or the IBAN's 73), the first one of the issues; undefined when none has one.
 */
export const codedStatusOf = (issues: readonly ValidationIssue[]): number | undefined => {
  for (const issue of issues) {
    const status = (issue.params.params as { status?: unknown } | undefined)?.status;
    if (typeof status === 'number') return status;
  }
  return undefined;
};

/** A number's or a text's bounds, read from the field's own schema where the issue gives only one. */
export interface Bounds {
  min?: number | undefined;
  max?: number | undefined;
  /** The bounds exclude themselves (`gt`, `lt`): "Entre" would mislead, each side is said alone. */
  exclusive?: boolean;
}

interface Words {
  required: string;
  invalid: string;
  between: (min: string, max: string) => string;
  min: (n: string) => string;
  greaterThan: (n: string) => string;
  max: (n: string) => string;
  lessThan: (n: string) => string;
  lengthBetween: (min: number, max: number) => string;
  minLength: (n: number) => string;
  maxLength: (n: number) => string;
  exactLength: (n: number) => string;
  minItems: (n: number) => string;
  maxItems: (n: number) => string;
  multipleOf: (n: string) => string;
  oneOf: (values: string) => string;
  unknownFields: (names: string) => string;
  type: Partial<Record<string, string>>;
  format: Partial<Record<string, string>>;
}

const words: Record<Language, Words> = {
  es: {
    required: 'Este campo es requerido',
    invalid: 'El valor no es válido',
    between: (min, max) => `Entre ${min} y ${max}`,
    min: (n) => `Mínimo ${n}`,
    greaterThan: (n) => `Mayor que ${n}`,
    max: (n) => `Máximo ${n}`,
    lessThan: (n) => `Menor que ${n}`,
    lengthBetween: (min, max) => `Entre ${min} y ${max} caracteres`,
    minLength: (n) => `Mínimo ${n} caracteres`,
    maxLength: (n) => `Máximo ${n} caracteres`,
    exactLength: (n) => `Exactamente ${n} caracteres`,
    minItems: (n) => (n === 1 ? 'Elige al menos uno' : `Elige al menos ${n}`),
    maxItems: (n) => `Como máximo ${n}`,
    multipleOf: (n) => `Múltiplo de ${n}`,
    oneOf: (values) => `Debe ser uno de estos valores: ${values}`,
    unknownFields: (names) => `Campo no admitido: ${names}`,
    type: {
      number: 'Debe ser un número',
      int: 'Debe ser un número entero',
      boolean: 'Debe ser sí o no',
      string: 'Debe ser un texto',
      array: 'Debe ser una lista',
      object: 'Debe ser un objeto',
      date: 'Debe ser una fecha',
    },
    format: {
      email: 'El email está mal formado',
      url: 'La dirección web no es válida (debe empezar por http:// o https://)',
      date: 'La fecha no es válida (AAAA-MM-DD)',
      datetime: 'La fecha y hora no son válidas',
      uuid: 'El identificador no es válido',
      regex: 'El formato no es válido',
    },
  },
  ca: {
    required: 'Aquest camp és requerit',
    invalid: 'El valor no és vàlid',
    between: (min, max) => `Entre ${min} i ${max}`,
    min: (n) => `Mínim ${n}`,
    greaterThan: (n) => `Més gran que ${n}`,
    max: (n) => `Màxim ${n}`,
    lessThan: (n) => `Menor que ${n}`,
    lengthBetween: (min, max) => `Entre ${min} i ${max} caràcters`,
    minLength: (n) => `Mínim ${n} caràcters`,
    maxLength: (n) => `Màxim ${n} caràcters`,
    exactLength: (n) => `Exactament ${n} caràcters`,
    minItems: (n) => (n === 1 ? 'Tria’n almenys un' : `Tria’n almenys ${n}`),
    maxItems: (n) => `Com a màxim ${n}`,
    multipleOf: (n) => `Múltiple de ${n}`,
    oneOf: (values) => `Ha de ser un d’aquests valors: ${values}`,
    unknownFields: (names) => `Camp no admès: ${names}`,
    type: {
      number: 'Ha de ser un número',
      int: 'Ha de ser un número enter',
      boolean: 'Ha de ser sí o no',
      string: 'Ha de ser un text',
      array: 'Ha de ser una llista',
      object: 'Ha de ser un objecte',
      date: 'Ha de ser una data',
    },
    format: {
      email: 'L’email està mal format',
      url: 'L’adreça web no és vàlida (ha de començar per http:// o https://)',
      date: 'La data no és vàlida (AAAA-MM-DD)',
      datetime: 'La data i l’hora no són vàlides',
      uuid: 'L’identificador no és vàlid',
      regex: 'El format no és vàlid',
    },
  },
  en: {
    required: 'This field is required',
    invalid: 'The value is not valid',
    between: (min, max) => `Between ${min} and ${max}`,
    min: (n) => `At least ${n}`,
    greaterThan: (n) => `Greater than ${n}`,
    max: (n) => `At most ${n}`,
    lessThan: (n) => `Less than ${n}`,
    lengthBetween: (min, max) => `Between ${min} and ${max} characters`,
    minLength: (n) => `At least ${n} characters`,
    maxLength: (n) => `At most ${n} characters`,
    exactLength: (n) => `Exactly ${n} characters`,
    minItems: (n) => (n === 1 ? 'Choose at least one' : `Choose at least ${n}`),
    maxItems: (n) => `At most ${n}`,
    multipleOf: (n) => `A multiple of ${n}`,
    oneOf: (values) => `Must be one of: ${values}`,
    unknownFields: (names) => `Field not accepted: ${names}`,
    type: {
      number: 'Must be a number',
      int: 'Must be a whole number',
      boolean: 'Must be yes or no',
      string: 'Must be a text',
      array: 'Must be a list',
      object: 'Must be an object',
      date: 'Must be a date',
    },
    format: {
      email: 'The e-mail address is not well formed',
      url: 'The web address is not valid (it must start with http:// or https://)',
      date: 'The date is not valid (YYYY-MM-DD)',
      datetime: 'The date and time are not valid',
      uuid: 'The identifier is not valid',
      regex: 'The format is not valid',
    },
  },
};

const numberIn = (language: Language, value: unknown): string =>
  typeof value === 'number' || typeof value === 'bigint'
    ? Number(value).toLocaleString(language === 'en' ? 'en-GB' : `${language}-ES`)
    : String(value);

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A missing value: absent, or an empty text where one is required. */
const isMissing = (issue: ValidationIssue): boolean =>
  (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '')) ||
  (issue.keyword === 'too_small' && issue.params.origin === 'string' && issue.params.minimum === 1);

/** The size issues (too_small, too_big): numbers as a range, texts in characters, lists in items. */
const sizeMessage = (issue: ValidationIssue, w: Words, language: Language, bounds: Bounds): string => {
  const { origin, minimum, maximum, inclusive, exact } = issue.params;
  const small = issue.keyword === 'too_small';
  const limit = small ? minimum : maximum;
  if (origin === 'string') {
    if (exact) return w.exactLength(Number(limit));
    if (finite(bounds.min) && bounds.min > 1 && finite(bounds.max)) return w.lengthBetween(bounds.min, bounds.max);
    return small ? w.minLength(Number(limit)) : w.maxLength(Number(limit));
  }
  if (origin === 'array' || origin === 'set') return small ? w.minItems(Number(limit)) : w.maxItems(Number(limit));
  if (origin === 'number' || origin === 'bigint' || origin === 'int') {
    if (finite(bounds.min) && finite(bounds.max) && inclusive !== false && !bounds.exclusive)
      return w.between(numberIn(language, bounds.min), numberIn(language, bounds.max));
    const shown = numberIn(language, limit);
    if (small) return inclusive === false ? w.greaterThan(shown) : w.min(shown);
    return inclusive === false ? w.lessThan(shown) : w.max(shown);
  }
  if (origin === 'file') return small ? w.invalid : w.max(`${numberIn(language, Number(limit) / 1048576)} MB`);
  return w.invalid;
};

/**
 * The words of one issue in the caller's language. `bounds` are the field schema's (the issue of
 * a number above its maximum does not tell its minimum: "Entre 0 y 100" needs both); `ruleWords`
 * are a domain's own texts for the rule keys its schemas give as messages (the offer's "La
 * dedicación debe estar entre 0 y 100 %").
 */
export const fieldRuleMessage = (
  issue: ValidationIssue,
  language: Language,
  bounds: Bounds = {},
  ruleWords: Readonly<Record<string, string>> = {},
): string => {
  const w = words[language];
  if (isMissing(issue)) return w.required;
  const own = issue.message !== undefined ? ruleWords[issue.message] : undefined;
  if (own && issue.message !== 'invalid') return own;
  switch (issue.keyword) {
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, w, language, bounds);
    case 'invalid_type': {
      const expected = String(issue.params.expected ?? '');
      return w.type[expected] ?? w.invalid;
    }
    case 'invalid_format': {
      const format = String(issue.params.format ?? '');
      return w.format[format] ?? (format.startsWith('iso') || format.includes('date') ? w.format.date! : w.format.regex!);
    }
    case 'not_multiple_of':
      return w.multipleOf(numberIn(language, issue.params.divisor));
    case 'invalid_value': {
      const values = issue.params.values;
      return Array.isArray(values) && values.length > 0 && values.length <= 8
        ? w.oneOf(values.map((value) => String(value)).join(', '))
        : w.invalid;
    }
    case 'unrecognized_keys': {
      const keys = issue.params.keys;
      return Array.isArray(keys) ? w.unknownFields(keys.join(', ')) : w.invalid;
    }
    default:
      return w.invalid;
  }
};

/** A zod schema as far as bounds are read from it (zod 4's numbers and strings expose them). */
interface SchemaLike {
  _zod?: { def?: Record<string, unknown> & { type?: string; checks?: { _zod?: { def?: { inclusive?: boolean } } }[] } };
  minValue?: unknown;
  maxValue?: unknown;
  minLength?: unknown;
  maxLength?: unknown;
}

/** The schema behind optional, nullable, default, pipe (its output) and lazy wrappers. */
const unwrapped = (schema: SchemaLike | undefined): SchemaLike | undefined => {
  let current = schema;
  for (let depth = 0; current?._zod?.def && depth < 20; depth += 1) {
    const def = current._zod.def;
    if (def.innerType) current = def.innerType as SchemaLike;
    else if (def.type === 'pipe') current = def.out as SchemaLike;
    else if (def.type === 'lazy' && typeof def.getter === 'function') current = (def.getter as () => SchemaLike)();
    else break;
  }
  return current;
};

const childOf = (schema: SchemaLike | undefined, key: string): SchemaLike | undefined => {
  const def = unwrapped(schema)?._zod?.def;
  if (!def) return undefined;
  if (def.type === 'object') return (def.shape as Record<string, SchemaLike> | undefined)?.[key];
  if (def.type === 'array') return def.element as SchemaLike;
  if (def.type === 'record') return def.valueType as SchemaLike;
  if (def.type === 'tuple') return (def.items as SchemaLike[] | undefined)?.[Number(key)];
  // A union of objects (the offer form by its type): the field as the first option declares it.
  if (def.type === 'union')
    return (def.options as SchemaLike[] | undefined)?.map((option) => childOf(option, key)).find(Boolean);
  return undefined;
};

/** The bounds of the field at `path` (`/horasAldia`, `/tutor/nombre`) of a request schema, if it has any. */
export const boundsAt = (schema: unknown, path: string): Bounds => {
  let current = schema as SchemaLike | undefined;
  for (const key of path.split('/').filter(Boolean)) current = childOf(current, key);
  const leaf = unwrapped(current);
  // An integer with no bound of its own reports the safe-integer limits: no bound worth naming.
  const number = (value: unknown) =>
    typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  const exclusive = (leaf?._zod?.def?.checks ?? []).some((check) => check._zod?.def?.inclusive === false);
  return {
    min: number(leaf?.minValue) ?? number(leaf?.minLength),
    max: number(leaf?.maxValue) ?? number(leaf?.maxLength),
    exclusive,
  };
};
