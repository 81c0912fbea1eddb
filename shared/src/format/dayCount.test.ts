import { describe, expect, it } from 'vitest';
import { daysSinceDay } from './dayCount.ts';

describe('daysSinceDay', () => {
  it('counts whole days to the Doha day of the moment, negative before it', () => {
    // 22:00 UTC on 31 March is 1 April in Doha.
    expect(daysSinceDay('2026-03-31', '2026-03-31T22:00:00Z')).toBe(1);
    expect(daysSinceDay('2026-03-31', '2026-03-31T20:00:00Z')).toBe(0);
    expect(daysSinceDay('2026-01-01', '2026-03-31T22:00:00Z')).toBe(90);
    expect(daysSinceDay('2026-04-19', '2026-03-31T22:00:00Z')).toBe(-18);
  });
});
