/**
 * Helpers of the loop spec (loop.spec.ts): the texts of both languages, two-browser sign-in, a fresh
 * client who owns Lead Generation, and a page-side record of what appeared when (toasts, the decision),
 * on the same clock as the test.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ar as adminAr } from '../../shell/src/features/admin/i18n/ar.ts';
import { en as adminEn } from '../../shell/src/features/admin/i18n/en.ts';
import { ar as messagesAr } from '../../shell/src/features/messages/i18n/ar.ts';
import { en as messagesEn } from '../../shell/src/features/messages/i18n/en.ts';
import { ar as notificationsAr } from '../../shell/src/features/notifications/i18n/ar.ts';
import { en as notificationsEn } from '../../shell/src/features/notifications/i18n/en.ts';
import { ar as workflowsAr } from '../../shell/src/features/workflows/i18n/ar.ts';
import { en as workflowsEn } from '../../shell/src/features/workflows/i18n/en.ts';
import { createUser, type Language, serviceClient, signIn, useLanguage } from '../auth-helpers.ts';

export const TEXT = {
  en: { admin: adminEn, messages: messagesEn, notifications: notificationsEn, workflows: workflowsEn },
  ar: { admin: adminAr, messages: messagesAr, notifications: notificationsAr, workflows: workflowsAr },
} as const;

/** The titles the database triggers write (supabase/migrations), per language. */
export const NOTIFIED = {
  en: {
    controlApproved: 'Request approved',
    accessApproved: 'Access approved',
    newControlRequest: 'New workflow control request',
  },
  ar: {
    controlApproved: 'تمت الموافقة على طلبك',
    accessApproved: 'تمت الموافقة على طلب الوصول',
    newControlRequest: 'طلب جديد للتحكم في سير عمل',
  },
} as const;

export const toast = (page: Page, text: string) =>
  page.locator('#notistack-snackbar').filter({ hasText: text });

/**
 * Records in the page when things first appear (Date.now(), the same clock as the test's), and every
 * newMessageReceived event.
 */
async function watchScreen(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      seenAt: Record<string, number>;
      newMessages: string[];
      toasts: string[];
    };
    w.seenAt = {};
    w.newMessages = [];
    w.toasts = [];
    const counted = new WeakSet<Element>();
    window.addEventListener('newMessageReceived', (event) => {
      w.newMessages.push((event as CustomEvent<{ request_id: string }>).detail.request_id);
    });
    const marks: Record<string, string> = {
      approved: '[data-testid="control-request"][data-status="approved"]',
      notification: '[data-testid="notification-toast"]',
      message: '[data-testid="new-message-toast"]',
    };
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(marks)) {
        if (!w.seenAt[name] && document.querySelector(selector)) w.seenAt[name] = Date.now();
      }
      // Every toast's text, kept after it is gone (a toast lasts 5 s; a busy machine may look later).
      for (const element of document.querySelectorAll('#notistack-snackbar')) {
        if (counted.has(element) || !element.textContent) continue;
        counted.add(element);
        w.toasts.push(element.textContent);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

export const toastsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);

export const seenAt = (page: Page, name: string) =>
  page.evaluate(
    (key) => (window as unknown as { seenAt: Record<string, number> }).seenAt[key] ?? Number.NaN,
    name,
  );

/** The browsers signedIn opened, until closeSignedIn. */
const opened = new Set<BrowserContext>();

export async function signedIn(browser: Browser, language: Language, email: string, password: string) {
  const context: BrowserContext = await browser.newContext();
  opened.add(context);
  const page = await context.newPage();
  await useLanguage(page, language);
  await watchScreen(page);
  await signIn(page, language, email, password);
  return page;
}

/** A fresh client of its own (no other test touches its rows) who owns Lead Generation. */
export async function freshClient(language: Language) {
  const name = language === 'ar' ? 'حصة المري' : 'Hessa Al-Marri';
  const user = await createUser(`loop-${language}`, name);
  const service = serviceClient();
  await service.from('profiles').update({ company: 'Pearl Dates Co.', language }).eq('id', user.id);
  const { error } = await service
    .from('client_workflows')
    .insert({ user_id: user.id, workflow_slug: 'lead-generation', status: 'active' });
  if (error) throw error;
  return { ...user, name };
}

export const unread = (page: Page, id: 'messages-unread' | 'notifications-unread') =>
  page.getByTestId(id).first();

/**
 * Closes what signedIn opened: left open, a test's signed-in pages would keep their realtime connections
 * and timers running through every later spec of the run (one browser serves the whole suite).
 */
export async function closeSignedIn() {
  await Promise.all([...opened].map((context) => context.close()));
  opened.clear();
}
