import { describe, expect, it } from 'vitest';
import { formatQar, PRICE_PLANS } from './pricing.ts';

/** Reads the number back out of a formatted amount, whatever digits and separators the locale used. */
function amountIn(formatted: string): number {
  const latin = formatted.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return Number(latin.replace(/[^0-9]/g, ''));
}

describe('PRICE_PLANS', () => {
  it('holds the published QAR prices (docs/product.md §9)', () => {
    expect(
      PRICE_PLANS.map(({ id, setup, monthly, startingFrom }) => [id, setup, monthly, startingFrom]),
    ).toEqual([
      ['simpleEmail', 1500, 300, false],
      ['whatsappCatalog', 3000, 500, false],
      ['custom', 5000, 800, true],
    ]);
  });
});

describe('formatQar', () => {
  it('writes English amounts with the QAR code and thousands separators, without decimals', () => {
    expect(formatQar(1500, 'en')).toMatch(/^QAR\s1,500$/);
    expect(formatQar(300, 'en')).toMatch(/^QAR\s300$/);
  });

  it('writes Arabic amounts with the riyal symbol, not the English code', () => {
    const formatted = formatQar(1500, 'ar');
    expect(formatted).toContain('ر.ق');
    expect(formatted).not.toContain('QAR');
    expect(formatted).not.toMatch(/[.,٫]00/);
  });

  it('quotes exactly the same figures in both languages', () => {
    for (const plan of PRICE_PLANS) {
      for (const amount of [plan.setup, plan.monthly]) {
        expect(amountIn(formatQar(amount, 'en'))).toBe(amount);
        expect(amountIn(formatQar(amount, 'ar'))).toBe(amount);
        expect(formatQar(amount, 'ar')).not.toBe(formatQar(amount, 'en'));
      }
    }
  });
});
