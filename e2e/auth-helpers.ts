/**
 * Shared by the identity specs (auth*.spec.ts, settings*.spec.ts): fresh accounts, the local mailbox,
 * the texts of both languages (the shell's own i18n files), form fields, sign-in through the UI and
 * TOTP codes. (The axe check is support/axe.ts, shared with the other specs.)
 * Every test makes its own accounts, so no test depends on another's state.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import WebSocket from 'ws';
import { ar as authAr } from '../shell/src/domain/session/i18n/ar.ts';
import { en as authEn } from '../shell/src/domain/session/i18n/en.ts';
import { ar as settingsAr } from '../shell/src/features/settings/i18n/ar.ts';
import { en as settingsEn } from '../shell/src/features/settings/i18n/en.ts';
import { ar as commonAr } from '../shell/src/lib/i18n/ar.ts';
import { en as commonEn } from '../shell/src/lib/i18n/en.ts';
import { servedConfig } from './support/control.ts';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TEXT = {
  en: { auth: authEn, settings: settingsEn, common: commonEn },
  ar: { auth: authAr, settings: settingsAr, common: commonAr },
} as const;

export const PASSWORD = 'Strong#2026';
export const DEMO = {
  admin: { email: 'admin@demo.qa', password: 'Admin#2026' },
  sara: { email: 'sara@demo.qa', password: 'Client#2026' },
};

/** {{name}} placeholders filled in, as i18next does. */
export function fill(text: string, values: Record<string, string>): string {
  // `{{count, number}}`: the tests pass numbers already written as the page shows them.
  return text.replace(/{{(\w+)(?:, *\w+)?}}/g, (_, key: string) => values[key] ?? '');
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e-identity.qa`;
}

let adminClient: SupabaseClient | undefined;

/** The service role, as an operator would use it (globalSetup hands its key over). */
export function serviceClient(): SupabaseClient {
  const key = process.env.PORTAL_SERVICE_ROLE_KEY;
  if (!key) throw new Error('PORTAL_SERVICE_ROLE_KEY is not set: run through playwright.config.ts');
  adminClient ??= createClient(servedConfig().SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime is unused here but the client builds it.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  return adminClient;
}

/** A confirmed account of its own for one test (client role). */
export async function createUser(
  label: string,
  fullName = 'E2E Person',
): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(label);
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user) throw error ?? new Error('no user created');
  return { email, id: data.user.id };
}

export async function profileOf(id: string) {
  const { data, error } = await serviceClient().from('profiles').select('*').eq('id', id).single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

export async function mailbox(to: string): Promise<MailMessage[]> {
  const response = await fetch(
    `${servedConfig().SUPABASE_URL}/mailbox/api/messages?to=${encodeURIComponent(to)}`,
  );
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

/** The newest link to /auth/v1/verify of the given type in the address's mailbox (waits for the mail). */
export async function emailedLink(to: string, type: 'signup' | 'recovery' | 'email_change'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = await mailbox(to);
      link = messages
        .flatMap((m) => m.links)
        .find((l) => l.includes('/verify') && l.includes(`type=${type}`));
      return Boolean(link);
    }, `a ${type} email to ${to}`)
    .toBe(true);
  return link as string;
}

/** Sets the page language once per browser context (later switches in the page stay). */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lng) => {
    if (!window.localStorage.getItem('portal.language')) window.localStorage.setItem('portal.language', lng);
  }, language);
}

export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A text field (email, password, code...) by its label, exactly. MUI marks required fields with an
 * aria-hidden asterisk that is part of the <label>'s text but not of the field's accessible name, so
 * `getByLabel(name, { exact: true })` never matches a required field, and a loose `getByLabel('Password')`
 * also matches 'Show password' and 'Confirm password'.
 */
export function field(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

export async function expectDirection(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** Fills and sends the sign-in form (the page must be on /login). */
export async function submitLogin(
  page: Page,
  language: Language,
  email: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  const t = TEXT[language].auth;
  await expect(page.getByRole('heading', { level: 1, name: t.login.title })).toBeVisible();
  await field(page, t.fields.email).fill(email);
  await field(page, t.fields.password).fill(password);
  if (options.remember === false) await page.getByLabel(t.login.rememberMe).uncheck();
  await page.locator('main form').getByRole('button', { name: t.login.submit }).click();
}

/**
 * On /login after a credential changed: the old email and password get the invalid-credentials error,
 * the new ones reach /dashboard.
 */
export async function expectOnlyNewCredentials(
  page: Page,
  language: Language,
  old: { email: string; password: string },
  current: { email: string; password: string },
) {
  const t = TEXT[language].auth;
  await submitLogin(page, language, old.email, old.password);
  await expect(page.getByTestId('login-error')).toContainText(t.errors.invalidCredentials);
  await submitLogin(page, language, current.email, current.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens /login and signs in; waits until the portal has moved on from /login. */
export async function signIn(page: Page, language: Language, email: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, language, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOutFromMenu(page: Page, language: Language) {
  const t = TEXT[language].auth;
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: t.menu.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The current TOTP code of a base32 secret (as an authenticator app shows it). */
export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A six-digit code that is certainly not valid now (outside the ±1 step window). */
export function wrongTotpCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
  for (let n = 0; ; n++) {
    const candidate = String((Number(totpCode(secret)) + 123_457 * (n + 1)) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

/** Keys supabase-js keeps in localStorage, and the size of sessionStorage. */
export async function storedAuth(page: Page): Promise<{ supabaseKeys: string[]; sessionItems: number }> {
  return page.evaluate(() => ({
    supabaseKeys: Object.keys(window.localStorage).filter((key) => key.startsWith('sb-')),
    sessionItems: window.sessionStorage.length,
  }));
}
