import { describe, expect, it } from 'vitest';
import { idNumber, idOrSlug, idParams, idText, integerText, largestInteger } from '../src/platform/ids';

/** Issue 22: one id schema, decimal digits bounded to PostgreSQL's integer columns. */
describe('an id written as text', () => {
  it.each(['1', '42', '0000000001', String(largestInteger)])('reads %j', (text) => {
    expect(idText.parse(text)).toBe(Number(text));
  });

  it.each([
    '0', '-1', '-0', '+1', ' 1', '1 ', '1.0', '1e3', '0x1', '0x80000000', '0o17', '0b101', 'Infinity', 'NaN', '',
    '１', '١', '1_000', String(largestInteger + 1), '12345678901', '9'.repeat(400),
  ])('refuses %j', (text) => {
    expect(idText.safeParse(text).success).toBe(false);
  });

  it('names the parameter of a route that acts on one record', () => {
    expect(idParams.parse({ id: '7' })).toEqual({ id: 7 });
    expect(idParams.safeParse({ id: '0x7' }).error?.issues[0]?.path).toEqual(['id']);
  });

  it('bounds a page or a size to its own range', () => {
    const size = integerText(1, 100);
    expect(size.parse('100')).toBe(100);
    expect(size.safeParse('101').success).toBe(false);
    expect(size.safeParse('1e2').success).toBe(false);
  });
});

describe('an id in a JSON body', () => {
  it('is a whole number from 1 to the largest the column holds', () => {
    expect(idNumber.parse(largestInteger)).toBe(largestInteger);
    for (const value of [0, -1, 1.5, largestInteger + 1, Infinity, Number.NaN, '1']) {
      expect(idNumber.safeParse(value).success).toBe(false);
    }
  });
});

describe('a reference that is an id or a slug (urlOferta)', () => {
  const reference = idOrSlug(200);
  it.each(['12', 'oferta-desarrollo-3fa2c1', '0x10', '1e3', 'a'.repeat(200)])('takes %j', (text) => {
    expect(reference.safeParse(text).success).toBe(true);
  });
  it.each(['99999999999', '2147483648', '0', '', 'a'.repeat(201)])('refuses %j', (text) => {
    expect(reference.safeParse(text).success).toBe(false);
  });
});
