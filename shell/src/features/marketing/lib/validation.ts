import type { MessageKey } from '@portal/dashboard-kit/i18n';
import type { en } from '../i18n/en.ts';
/**
 * Client-side checks for the two marketing forms. They return i18n keys (namespace 'marketing') and
 * the limit that was crossed rather than text, so the same rules serve both languages and the
 * tests can assert exactly which rule fired.
 */

export const LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  companyMax: 120,
  messageMin: 10,
  messageMax: 2000,
} as const;

export interface ValidationIssue {
  /** i18n key under 'errors.'; keys with a limit are pluralised on it. */
  /** An `errors.*` key of the marketing namespace. */
  key: Extract<MessageKey<typeof en>, `errors.${string}`>;
  limit?: number;
}

// Deliberately practical rather than RFC-complete: one @, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(raw: string): ValidationIssue | null {
  const email = raw.trim();
  if (email === '') return { key: 'errors.emailRequired' };
  if (email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) return { key: 'errors.emailInvalid' };
  return null;
}

export interface ContactInput {
  fullName: string;
  email: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, ValidationIssue>>;

/** A required text, trimmed: empty, shorter than `min` or longer than `max`, each with its own key. */
function requiredTextIssue(
  raw: string,
  field: 'fullName' | 'message',
  min: number,
  max: number,
): ValidationIssue | null {
  const text = raw.trim();
  if (text === '') return { key: `errors.${field}Required` };
  if (text.length < min) return { key: `errors.${field}Short`, limit: min };
  if (text.length > max) return { key: `errors.${field}Long`, limit: max };
  return null;
}

export function validateContact(input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  const fullNameIssue = requiredTextIssue(input.fullName, 'fullName', LIMITS.fullNameMin, LIMITS.fullNameMax);
  if (fullNameIssue) errors.fullName = fullNameIssue;

  const emailIssue = validateEmail(input.email);
  if (emailIssue) errors.email = emailIssue;

  // Company is optional (sole traders write to us too) but bounded like the other fields.
  if (input.company.trim().length > LIMITS.companyMax)
    errors.company = { key: 'errors.companyLong', limit: LIMITS.companyMax };

  const messageIssue = requiredTextIssue(input.message, 'message', LIMITS.messageMin, LIMITS.messageMax);
  if (messageIssue) errors.message = messageIssue;

  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The row as it is stored: trimmed, the address lower-cased, an empty company as null. */
export function toContactRow(input: ContactInput) {
  return {
    full_name: input.fullName.trim(),
    email: normaliseEmail(input.email),
    company: input.company.trim() === '' ? null : input.company.trim(),
    message: input.message.trim(),
  };
}

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
