import { describe, expect, it } from 'vitest';
import { daysSinceDay } from './dayCount.ts';

// 22:00 UTC on 31 March is 1 April in Doha.
const asOf = '2026-03-31T22:00:00Z';

describe('daysSinceDay', () => {
  it('counts whole days to the Doha day of the moment, negative before it', () => {
    expect(daysSinceDay('2026-03-31', asOf)).toBe(1);
    expect(daysSinceDay('2026-03-31', '2026-03-31T20:00:00Z')).toBe(0);
    expect(daysSinceDay('2026-01-01', asOf)).toBe(90);
    expect(daysSinceDay('2026-04-19', asOf)).toBe(-18);
  });
});
