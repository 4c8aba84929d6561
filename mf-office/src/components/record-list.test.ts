import { describe, expect, it } from 'vitest';
import { withRecord } from './record-list';

describe('the list after a change', () => {
  const list = [
    { id: 1, estado: 'borrador' },
    { id: 2, estado: 'borrador' },
  ];
  it('replaces a changed record in place', () => {
    expect(withRecord(list, { id: 2, estado: 'publicado' })).toEqual([
      { id: 1, estado: 'borrador' },
      { id: 2, estado: 'publicado' },
    ]);
  });
  it('appends a new one at the end and leaves the list it was given as it was', () => {
    expect(withRecord(list, { id: 3, estado: 'borrador' }).map((record) => record.id)).toEqual([1, 2, 3]);
    expect(list).toHaveLength(2);
  });
});
