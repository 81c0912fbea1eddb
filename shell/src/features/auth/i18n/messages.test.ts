import { describe, expect, it } from 'vitest';
import settingsAr from '../../settings/i18n/ar.ts';
import settingsEn from '../../settings/i18n/en.ts';
import authAr from './ar.ts';
import authEn from './en.ts';

type Messages = { [key: string]: string | Messages };

function entries(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const ARABIC = /[\u0600-\u06FF]/;

describe.each([
  ['auth', authEn, authAr, new Set<string>()],
  // Language names are written in their own language on both pages.
  ['settings', settingsEn, settingsAr, new Set(['appearance.english', 'appearance.arabic'])],
])('the %s namespace', (_name, en, ar, ownLanguage) => {
  const english = new Map(entries(en as Messages));
  const arabic = new Map(entries(ar as Messages));

  it('has the same keys in English and Arabic', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const [key, text] of english) expect(variables(arabic.get(key) ?? ''), key).toEqual(variables(text));
  });

  it('is really translated: every Arabic text has Arabic letters', () => {
    const untranslated = [...arabic].filter(([key, text]) => !ownLanguage.has(key) && !ARABIC.test(text));
    expect(untranslated).toEqual([]);
  });
});

describe('the texts the spec fixes (§2, §5, §8)', () => {
  it('guards', () => {
    expect(authEn.guards).toEqual({
      redirecting: 'Redirecting to dashboard...',
      accessDenied: 'Access Denied',
      noPermission: "You don't have permission to access this page.",
      goBack: 'Go Back',
    });
  });

  it('sign-up and reset validation', () => {
    expect(authEn.validation).toMatchObject({
      fillAll: 'Please fill in all fields',
      mismatch: "Passwords don't match",
      weak: "Password doesn't meet requirements",
      invalidEmail: 'Please enter a valid email address',
      requirementsNotMet: 'Password requirements not met',
    });
  });

  it('sign-up and reset outcomes', () => {
    expect(authEn.signup).toMatchObject({
      success: 'Please check your email to verify your account',
      failed: 'Signup failed',
      somethingWrong: 'Something went wrong',
      tryLater: 'Please try again later.',
    });
    expect(authEn.reset).toMatchObject({
      failed: 'Password reset failed',
      invalidTitle: 'Invalid Reset Link',
      invalidBody: 'This password reset link is invalid or has expired. Please request a new one.',
      requestNew: 'Request New Link',
    });
  });

  it('settings', () => {
    expect(settingsEn.tabs).toEqual({
      profile: 'Profile',
      notifications: 'Notifications',
      security: 'Security',
      appearance: 'Appearance',
    });
    expect(settingsEn.profile.failed).toBe('Failed to update profile. Please try again.');
  });
});
