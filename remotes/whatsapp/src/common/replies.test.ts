import { describe, expect, it } from 'vitest';
import { DOHA_OFFICE_HOURS, withinHours } from './replies.ts';

describe('opening hours', () => {
  it('reads the Doha clock and week (Friday closed, a short Saturday)', () => {
    expect(withinHours('2026-03-15T04:59:00.000Z')).toBe(false); // Sunday 07:59
    expect(withinHours('2026-03-15T05:00:00.000Z')).toBe(true); // Sunday 08:00
    expect(withinHours('2026-03-19T14:59:00.000Z')).toBe(true); // Thursday 17:59
    expect(withinHours('2026-03-20T08:00:00.000Z')).toBe(false); // Friday 11:00
    expect(withinHours('2026-03-21T09:59:00.000Z')).toBe(true); // Saturday 12:59
    expect(withinHours('2026-03-21T10:00:00.000Z')).toBe(false); // Saturday 13:00
    expect(withinHours('2026-03-20T08:00:00.000Z', { ...DOHA_OFFICE_HOURS, 5: [10, 12] })).toBe(true);
  });
});
