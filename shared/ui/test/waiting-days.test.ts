import { describe, expect, it } from 'vitest';
import { waitingDays } from '../src/waiting-days';

describe('age of the oldest item of a queue', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('counts whole days', () => {
    expect(waitingDays('2026-03-07T11:00:00Z', now)).toBe(3);
    expect(waitingDays('2026-03-10T08:00:00Z', now)).toBe(0);
  });

  it('says nothing when no item waits or the date is unreadable, and never counts below 0', () => {
    expect(waitingDays(null, now)).toBeNull();
    expect(waitingDays('not a date', now)).toBeNull();
    expect(waitingDays('2026-03-11T12:00:00Z', now)).toBe(0);
  });
});
