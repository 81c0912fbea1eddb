import { describe, expect, it } from 'vitest';
import { countPerDay, dated } from './reportingPeriod.ts';

describe('dated', () => {
  it('leaves out the items without a date, counting the others on their Doha day', () => {
    const rows = [{ at: '2026-03-30T08:00:00Z' }, { at: null }, { at: '2026-03-30T22:30:00Z' }];
    const perDay = countPerDay('2026-03-31T21:00:00.000Z', { done: dated(rows, (r) => r.at) });
    expect(perDay.done.at(-2)).toBe(1); // 30 March in Doha
    expect(perDay.done.at(-1)).toBe(1); // 22:30 UTC is 01:30 on 31 March in Doha
    expect(perDay.done.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
