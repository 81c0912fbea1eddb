import { describe, expect, it } from 'vitest';
import { formattersFor } from './intl.ts';

describe('formatting a figure not measured yet', () => {
  it('shows undefined and null as the missing dash, in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const f = formattersFor(locale);
      for (const value of [undefined, null]) {
        expect([
          f.number(value),
          f.percent(value),
          f.qar(value),
          f.qarCompact(value),
          f.duration(value),
        ]).toEqual(Array(5).fill(f.missing));
      }
      expect(f.duration(90_000)).not.toBe(f.missing);
    }
  });
});
