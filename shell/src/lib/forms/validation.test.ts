import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  normaliseTotpCode,
  validateEmailOnly,
  validateLogin,
  validateNewPassword,
  validateSignup,
} from './validation.ts';

const good = {
  fullName: 'Noor Hamad',
  email: 'noor@example.qa',
  password: 'Strong#2026',
  confirmPassword: 'Strong#2026',
};

describe('sign-up checks (docs/product.md §5)', () => {
  it('lets a complete, valid form through', () => {
    expect(validateSignup(good)).toBeNull();
  });

  it("says 'Please fill in all fields' and marks every empty field", () => {
    expect(validateSignup({ ...good, fullName: '  ', confirmPassword: '' })).toEqual({
      key: 'validation.fillAll',
      fields: ['fullName', 'confirmPassword'],
    });
  });

  it('says "Passwords don\'t match" before judging the password', () => {
    expect(validateSignup({ ...good, password: 'weak', confirmPassword: 'other' })).toEqual({
      key: 'validation.mismatch',
      fields: ['confirmPassword'],
    });
  });

  it('refuses a password that misses a requirement', () => {
    expect(validateSignup({ ...good, password: 'weakpass', confirmPassword: 'weakpass' })).toEqual({
      key: 'validation.weak',
      fields: ['password'],
    });
  });

  it('refuses an invalid email address', () => {
    for (const email of ['noor', 'noor@', 'noor@example', 'no or@example.qa', '@example.qa']) {
      expect(validateSignup({ ...good, email })?.key).toBe('validation.invalidEmail');
    }
  });
});

describe('other forms', () => {
  it('login needs both fields and a valid address', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      key: 'validation.fillAll',
      fields: ['email', 'password'],
    });
    expect(validateLogin({ email: 'x@y', password: 'p' })?.key).toBe('validation.invalidEmail');
    expect(validateLogin({ email: ' sara@demo.qa ', password: 'p' })).toBeNull();
  });

  it('forgot password needs an address', () => {
    expect(validateEmailOnly('')?.key).toBe('validation.emailRequired');
    expect(validateEmailOnly('nope')?.key).toBe('validation.invalidEmail');
    expect(validateEmailOnly('sara@demo.qa')).toBeNull();
  });

  it("reset: 'Password requirements not met', then \"Passwords don't match\" (docs/product.md §5)", () => {
    expect(validateNewPassword({ password: 'short', confirmPassword: 'short' })?.key).toBe(
      'validation.requirementsNotMet',
    );
    expect(validateNewPassword({ password: 'Strong#2026', confirmPassword: 'Strong#2027' })?.key).toBe(
      'validation.mismatch',
    );
    expect(validateNewPassword({ password: 'Strong#2026', confirmPassword: 'Strong#2026' })).toBeNull();
  });

  it('reads email addresses as people type them', () => {
    expect(isValidEmail('omar@demo.qa')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@b.qa`)).toBe(false);
  });

  it('reads a TOTP code typed with spaces or Arabic-Indic digits', () => {
    expect(normaliseTotpCode('123 456')).toBe('123456');
    expect(normaliseTotpCode('١٢٣٤٥٦')).toBe('123456');
    expect(normaliseTotpCode('۱۲۳-۴۵۶')).toBe('123456');
    expect(normaliseTotpCode('12345')).toBeNull();
    expect(normaliseTotpCode('12345a')).toBeNull();
  });
});
