/**
 * The email copy of an in-app notification, in the recipient's language (profiles.language). The text
 * body carries the portal link as an absolute URL first, so the mailbox lists it as the first link.
 */
import { escapeHtml } from '../mail/page.ts';

export type Language = 'en' | 'ar';

/** The columns of a public.notifications row the email uses. */
export interface NotificationRow {
  title: string;
  message: string;
  title_ar: string | null;
  message_ar: string | null;
  link: string | null;
}

export interface ComposeInput {
  to: string;
  language: Language;
  fullName: string;
  notification: NotificationRow;
  /** The portal's public URL (SITE_URL), e.g. http://127.0.0.1:5173 */
  siteUrl: string;
}

export interface NotificationEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a report's List-Unsubscribe). */
  headers?: Record<string, string>;
}

const FALLBACK_PATH = '/dashboard';
const SETTINGS_PATH = '/settings';

// The wording follows the shell's own strings (app name, Settings > Notifications > Email notifications).
const STRINGS: Record<
  Language,
  { appName: string; subject: string; greeting: string; open: string; why: string; manage: string }
> = {
  en: {
    appName: 'AI Automation Portal',
    subject: 'New notification',
    greeting: 'Hello',
    open: 'Open in the portal',
    why: 'You receive this email because email notifications are on for your account.',
    manage: 'Turn them off in Settings > Notifications',
  },
  ar: {
    appName: 'بوابة الأتمتة بالذكاء الاصطناعي',
    subject: 'إشعار جديد',
    greeting: 'مرحبًا',
    open: 'افتح في البوابة',
    why: 'تصلك هذه الرسالة لأن إشعارات البريد الإلكتروني مفعّلة في حسابك.',
    manage: 'يمكنك إيقافها من الإعدادات > الإشعارات',
  },
};

/**
 * An in-app path (the notification's `link`) as an absolute URL on the portal. Anything that is not a
 * plain path ("/…" without whitespace, as the table's check constraint demands) becomes /dashboard; the
 * path is appended to SITE_URL (which may have a path of its own), so it can never leave the portal's host.
 */
export function portalLink(siteUrl: string, link: string | null | undefined): string {
  const base = siteUrl.replace(/\/+$/, '');
  const path = link && /^\/[^\s\\]*$/.test(link) && !link.startsWith('//') ? link : FALLBACK_PATH;
  try {
    const url = new URL(base + path);
    if (url.origin === new URL(base).origin) return url.toString();
  } catch {
    // an unparsable SITE_URL: fall through
  }
  return base + FALLBACK_PATH;
}

const pick = (preferred: string | null | undefined, fallback: string) =>
  preferred?.trim() ? preferred : fallback;

export function composeNotificationEmail(input: ComposeInput): NotificationEmail {
  const { language, notification: n } = input;
  const s = STRINGS[language];
  const title = language === 'ar' ? pick(n.title_ar, n.title) : n.title;
  const message = language === 'ar' ? pick(n.message_ar, n.message) : n.message;
  const link = portalLink(input.siteUrl, n.link);
  const settings = portalLink(input.siteUrl, SETTINGS_PATH);
  const name = input.fullName.trim();
  const comma = language === 'ar' ? '،' : ',';
  const greeting = name ? `${s.greeting} ${name}${comma}` : `${s.greeting}${comma}`;
  const subject = `${s.subject}: ${title.trim()}`;

  const text = [
    greeting,
    '',
    title,
    '',
    message,
    '',
    `${s.open}: ${link}`,
    '',
    '—',
    `${s.why} ${s.manage}: ${settings}`,
    s.appName,
    '',
  ].join('\n');

  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<div lang="${language}" dir="${dir}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<h2 dir="auto">${escapeHtml(title)}</h2>`,
    `<p dir="auto" style="white-space: pre-wrap">${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(s.open)}</a></p>`,
    '<hr>',
    `<p><small>${escapeHtml(s.why)} <a href="${escapeHtml(settings)}">${escapeHtml(s.manage)}</a>.</small></p>`,
    `<p><small>${escapeHtml(s.appName)}</small></p>`,
    '</div>',
  ].join('\n');

  return { to: input.to, subject, text, html };
}
