/**
 * An administrator's answer to a contact message or Support Request, as an email to the sender, in the
 * language the message was written from (contact_messages.locale), with the sender's own words quoted
 * below so the answer reads on its own.
 */
import { escapeHtml } from '../mail/page.ts';
import { type Language, type NotificationEmail, portalLink } from './compose.ts';

export interface ReplyInput {
  to: string;
  language: Language;
  /** The sender's name, as the message gives it. */
  fullName: string;
  /** The answering administrator's name ('' when the profile has none). */
  authorName: string;
  body: string;
  /** The message being answered. */
  original: string;
  siteUrl: string;
}

const STRINGS: Record<
  Language,
  { appName: string; subject: string; greeting: string; wrote: string; team: string }
> = {
  en: {
    appName: 'AI Automation Portal',
    subject: 'Re: your message to AI Automation Portal',
    greeting: 'Hello',
    wrote: 'Your message:',
    team: 'The AI Automation Portal team',
  },
  ar: {
    appName: 'بوابة الأتمتة بالذكاء الاصطناعي',
    subject: 'رد: رسالتك إلى بوابة الأتمتة بالذكاء الاصطناعي',
    greeting: 'مرحبًا',
    wrote: 'رسالتك:',
    team: 'فريق بوابة الأتمتة بالذكاء الاصطناعي',
  },
};

export function composeReplyEmail(input: ReplyInput): NotificationEmail {
  const s = STRINGS[input.language];
  const name = input.fullName.trim();
  const comma = input.language === 'ar' ? '،' : ',';
  const greeting = name ? `${s.greeting} ${name}${comma}` : `${s.greeting}${comma}`;
  const signature = input.authorName.trim() ? `${input.authorName.trim()}\n${s.team}` : s.team;
  const site = portalLink(input.siteUrl, '/');
  const quoted = input.original
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

  const text = [greeting, '', input.body.trim(), '', signature, site, '', s.wrote, quoted, ''].join('\n');
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<div lang="${input.language}" dir="${dir}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p dir="auto" style="white-space: pre-wrap">${escapeHtml(input.body.trim())}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(signature)}<br><a href="${escapeHtml(site)}">${escapeHtml(s.appName)}</a></p>`,
    '<hr>',
    `<p><small>${escapeHtml(s.wrote)}</small></p>`,
    `<blockquote dir="auto" style="white-space: pre-wrap">${escapeHtml(input.original.trim())}</blockquote>`,
    '</div>',
  ].join('\n');
  return { to: input.to, subject: s.subject, text, html };
}
