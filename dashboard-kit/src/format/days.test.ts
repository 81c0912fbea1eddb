import { describe, expect, it } from 'vitest';
import { dayKeyToDate, dohaDayKey, lastDays, startOfDohaDay } from './days.ts';

describe('Doha calendar days', () => {
  it('starts the day at midnight Doha time (21:00 UTC the day before)', () => {
    expect(startOfDohaDay(new Date('2026-03-10T20:59:00Z')).toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(startOfDohaDay(new Date('2026-03-10T21:00:00Z')).toISOString()).toBe('2026-03-10T21:00:00.000Z');
  });

  it('keys moments by the Doha day', () => {
    expect(dohaDayKey('2026-03-10T20:59:00Z')).toBe('2026-03-10');
    expect(dohaDayKey('2026-03-10T21:00:00Z')).toBe('2026-03-11');
    expect(dohaDayKey(dayKeyToDate('2026-02-28'))).toBe('2026-02-28');
  });

  it('lists the last n days oldest first, ending on the given day', () => {
    expect(lastDays(new Date('2026-03-01T10:00:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
