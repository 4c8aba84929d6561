import { describe, expect, it } from 'vitest';
import { compactHeaderThreshold, isHeaderCompact } from './use-compact-header';

describe('compact header', () => {
  it('shrinks after 120 px on wide screens and after 70 px at 768 px wide or less', () => {
    expect(compactHeaderThreshold(1280)).toBe(120);
    expect(compactHeaderThreshold(769)).toBe(120);
    expect(compactHeaderThreshold(768)).toBe(70);
    expect(isHeaderCompact(120, 1280)).toBe(false);
    expect(isHeaderCompact(121, 1280)).toBe(true);
    expect(isHeaderCompact(71, 375)).toBe(true);
    expect(isHeaderCompact(70, 375)).toBe(false);
  });
});
