import type { FieldValues, Resolver } from 'react-hook-form';

const numbersOf = (value: unknown) =>
  Array.isArray(value) ? value.map(Number).filter((item) => Number.isFinite(item)) : value;

/** A copy of the values with the lists at `paths` ("a.b") as numbers. */
export const withListsAsNumbers = (values: FieldValues, paths: string[]): FieldValues => {
  const copy: FieldValues = structuredClone(values);
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop()!;
    const parent = parts.reduce<Record<string, unknown> | undefined>(
      (node, part) => node?.[part] as Record<string, unknown> | undefined,
      copy,
    );
    if (parent && last in parent) parent[last] = numbersOf(parent[last]);
  }
  return copy;
};

/**
 * Multiple selects and checkbox groups give their values as texts; the contracts count ids as
 * numbers. The resolver sees the listed paths as numbers; everything else as typed.
 */
export const withNumberLists =
  (resolver: Resolver<FieldValues>, paths: string[]): Resolver<FieldValues> =>
  (values, context, options) =>
    resolver(withListsAsNumbers(values, paths), context, options);
