import { describe, expect, it } from 'vitest';
import { checkPassword, meetsPasswordPolicy } from './password.ts';

const met = (password: string) => Object.fromEntries(checkPassword(password).map(({ id, met }) => [id, met]));

describe('the password policy (docs/product.md §5)', () => {
  it('lists the five rules in display order', () => {
    expect(checkPassword('').map((rule) => rule.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
  });

  it('ticks each rule off on its own', () => {
    expect(met('abcdefgh')).toEqual({
      length: true,
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
    });
    expect(met('A')).toEqual({
      length: false,
      uppercase: true,
      lowercase: false,
      number: false,
      special: false,
    });
    expect(met('7')).toMatchObject({ number: true });
    expect(met('#')).toMatchObject({ special: true });
    expect(met(' ')).toMatchObject({ special: false }); // whitespace is not a special character
  });

  it('accepts a password only when every rule is met', () => {
    expect(meetsPasswordPolicy('Client#2026')).toBe(true);
    expect(meetsPasswordPolicy('Admin#2026')).toBe(true);
    expect(meetsPasswordPolicy('Cl#2026')).toBe(false); // 7 characters
    expect(meetsPasswordPolicy('client#2026')).toBe(false);
    expect(meetsPasswordPolicy('CLIENT#2026')).toBe(false);
    expect(meetsPasswordPolicy('Client#word')).toBe(false);
    expect(meetsPasswordPolicy('Client2026')).toBe(false);
  });

  it('counts characters, not UTF-16 units, like the server', () => {
    expect(met('Aa1#😀😀')).toMatchObject({ length: false }); // 6 characters, 8 code units
    expect(met('Aa1#😀😀xy')).toMatchObject({ length: true });
  });
});
