/**
 * Checks of the Profile tab. They return i18n keys (namespace 'settings') per field, so one rule serves
 * both languages and tests can name the rule that fired. Limits follow the profiles table's constraints.
 */
import { isValidEmail } from '../../lib/forms/validation.ts';

export const PROFILE_LIMITS = { fullName: 200, company: 200, phone: 40, position: 200 } as const;

export interface ProfileForm {
  fullName: string;
  email: string;
  company: string;
  phone: string;
  position: string;
}

export type ProfileField = keyof ProfileForm;
export interface FieldIssue {
  key: 'profile.invalidPhone' | 'profile.nameRequired' | 'profile.invalidEmail' | 'profile.tooLong';
  max?: number;
}

// Digits with the separators people write (+974 5555 1234, (044) 123-456); 6 to 20 digits.
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

function phoneIssue(raw: string): FieldIssue | null {
  const phone = raw.trim();
  if (phone === '') return null;
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(phone) && digits >= 6 && digits <= 20 ? null : { key: 'profile.invalidPhone' };
}

export function validateProfileForm(form: ProfileForm): Partial<Record<ProfileField, FieldIssue>> {
  const issues: Partial<Record<ProfileField, FieldIssue>> = {};
  if (form.fullName.trim() === '') issues.fullName = { key: 'profile.nameRequired' };
  if (!isValidEmail(form.email)) issues.email = { key: 'profile.invalidEmail' };
  const phone = phoneIssue(form.phone);
  if (phone) issues.phone = phone;
  for (const field of ['fullName', 'company', 'phone', 'position'] as const) {
    const max = PROFILE_LIMITS[field];
    if (!issues[field] && form[field].trim().length > max) issues[field] = { key: 'profile.tooLong', max };
  }
  return issues;
}
