import { describe, expect, it } from 'vitest';
import { numbersOf } from './numbersOf.ts';

describe('numbersOf', () => {
  it('keeps the values rows have, zero included, in row order', () => {
    const rows = [{ v: 3 }, { v: null }, { v: 0 }, { v: undefined }, { v: 5 }];
    expect(numbersOf(rows, (r) => r.v)).toEqual([3, 0, 5]);
    expect(numbersOf([], () => 1)).toEqual([]);
  });
});
