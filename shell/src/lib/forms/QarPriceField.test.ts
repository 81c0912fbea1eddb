import { describe, expect, it } from 'vitest';
import { qarPriceOf, qarPriceValue } from './QarPriceField.tsx';

describe('QAR price field values', () => {
  it('stores null for Contact for cost and the amount otherwise', () => {
    expect(qarPriceValue({ amount: '2,750', contact: false })).toBe(2750);
    expect(qarPriceValue({ amount: '1500.5', contact: false })).toBe(1500.5);
    expect(qarPriceValue({ amount: '900', contact: true })).toBeNull();
    expect(qarPriceValue({ amount: '-5', contact: false })).toBe(-5);
  });

  it('marks an empty or unreadable amount as NaN so the form can say so', () => {
    expect(qarPriceValue({ amount: '', contact: false })).toBeNaN();
    expect(qarPriceValue({ amount: 'free', contact: false })).toBeNaN();
  });

  it('reads a stored price back', () => {
    expect(qarPriceOf(null)).toEqual({ amount: '', contact: true });
    expect(qarPriceOf(400)).toEqual({ amount: '400', contact: false });
  });
});
