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

  it('once compact, grows again only near the top, so the scroll its own shrinking pulls back does not undo it', () => {
    // Shrinking by ~20 px pulls a 125 px scroll back to ~105: still compact.
    expect(isHeaderCompact(105, 1280, true)).toBe(true);
    expect(isHeaderCompact(31, 1280, true)).toBe(true);
    expect(isHeaderCompact(30, 1280, true)).toBe(false);
    expect(isHeaderCompact(18, 375, true)).toBe(true);
    expect(isHeaderCompact(17, 375, true)).toBe(false);
    // Not yet compact: the threshold itself.
    expect(isHeaderCompact(105, 1280, false)).toBe(false);
  });
});
