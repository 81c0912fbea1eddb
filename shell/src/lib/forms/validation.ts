/**
 * The checks of the identity forms (docs/product.md §5). Each returns the i18n key (namespace 'auth') of the one
 * message to show and the field to mark, in the order the spec lists the rules, or null when the input
 * may be sent.
 */
import { meetsPasswordPolicy } from './password.ts';

export type AuthField = 'fullName' | 'email' | 'password' | 'confirmPassword' | 'code';

/** The i18n key (in the namespace of the form that shows it) of what is wrong. */
export type FormIssueKey =
  | 'validation.fillAll'
  | 'validation.mismatch'
  | 'validation.weak'
  | 'validation.invalidEmail'
  | 'validation.emailRequired'
  | 'validation.requirementsNotMet'
  | 'validation.codeInvalid';

export interface FormIssue {
  key: FormIssueKey;
  fields: AuthField[];
}

// Practical rather than RFC-complete: one @, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX = 254;

export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

function blank(values: Record<string, string>): AuthField[] {
  return Object.entries(values)
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => field as AuthField);
}

export interface SignupInput {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** docs/product.md §5, sign up: all fields, matching passwords, the password policy, a valid email. */
export function validateSignup(input: SignupInput): FormIssue | null {
  const missing = blank({ ...input });
  if (missing.length) return { key: 'validation.fillAll', fields: missing };
  if (input.password !== input.confirmPassword)
    return { key: 'validation.mismatch', fields: ['confirmPassword'] };
  if (!meetsPasswordPolicy(input.password)) return { key: 'validation.weak', fields: ['password'] };
  if (!isValidEmail(input.email)) return { key: 'validation.invalidEmail', fields: ['email'] };
  return null;
}

export function validateLogin(input: { email: string; password: string }): FormIssue | null {
  const missing = blank({ email: input.email, password: input.password });
  if (missing.length) return { key: 'validation.fillAll', fields: missing };
  if (!isValidEmail(input.email)) return { key: 'validation.invalidEmail', fields: ['email'] };
  return null;
}

export function validateEmailOnly(email: string): FormIssue | null {
  if (email.trim() === '') return { key: 'validation.emailRequired', fields: ['email'] };
  if (!isValidEmail(email)) return { key: 'validation.invalidEmail', fields: ['email'] };
  return null;
}

/** docs/product.md §5, reset password (also used to change it in Settings): the policy, then both entries equal. */
export function validateNewPassword(input: { password: string; confirmPassword: string }): FormIssue | null {
  if (!meetsPasswordPolicy(input.password))
    return { key: 'validation.requirementsNotMet', fields: ['password'] };
  if (input.password !== input.confirmPassword)
    return { key: 'validation.mismatch', fields: ['confirmPassword'] };
  return null;
}

/**
 * A TOTP code: six digits. Spaces and dashes people type between groups are ignored, and Arabic-Indic or
 * Persian digits (what an Arabic keyboard types) count as the digits they are.
 */
export function normaliseTotpCode(raw: string): string | null {
  const digits = raw
    .replace(/[\s-]/g, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  return /^\d{6}$/.test(digits) ? digits : null;
}
