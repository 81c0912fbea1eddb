/**
 * How a prerendered page is put together (docs/performance.md, "Prerendered frames"): the built
 * index.html with the page's frame in each language side by side, each frame's styles, and a tiny
 * script in the head that keeps the visitor's language (their stored preference) before anything
 * paints. Only the chosen frame is displayed; main.tsx removes the other and hydrates the chosen one
 * (a signed-in frame: keeps it shown until the app's page replaces it, app/prerenderedFrame.ts).
 * Pure string work, so that it is tested without a build (page.test.ts).
 */

import { SIGNED_IN_FRAME_ATTRIBUTE, WAITING_ATTRIBUTE } from '../app/prerenderedFrame.ts';
import { PRERENDERED_STATUS } from '../lib/prerenderedDashboard.ts';

export interface Frame {
  language: string;
  direction: 'ltr' | 'rtl';
  /** The app's markup for the page. */
  html: string;
  /** The `<style data-emotion>` tags of that markup. */
  styles: string;
  /** Drawn for a signed-in person (no one's data): never hydrated, the app's page replaces it. */
  signedIn?: boolean;
}

export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * What a visitor sees when the script does not take over: without JavaScript at once, with a script
 * that is slow or failed after a while (a CSS animation shows it; main.tsx removes it when it runs).
 */
export const FRAME_NOTICES = {
  en: {
    noScript: 'This portal needs JavaScript: turn it on in your browser to sign in and use your dashboards.',
    stalled: 'The page is taking longer than usual to load. Check your connection, then reload the page.',
  },
  ar: {
    noScript: 'تحتاج هذه البوابة إلى JavaScript: فعّله في متصفحك لتسجيل الدخول واستخدام لوحات التحكم.',
    stalled: 'يستغرق تحميل الصفحة وقتًا أطول من المعتاد. تحقّق من اتصالك ثم أعد تحميل الصفحة.',
  },
} as const;

/** After this long without the app, the stalled notice shows (a slow 4G load takes 3–5 s). */
export const STALLED_AFTER_SECONDS = 12;

/**
 * The frame of the visitor's language displays, the other does not; so does each notice. The notice
 * is fixed at the bottom: showing it moves nothing on the page.
 */
const FRAME_CSS = [
  'html:not([lang=ar]) [data-frame=ar],html[lang=ar] [data-frame=en],',
  'html:not([lang=ar]) .frame-notice>[lang=ar],html[lang=ar] .frame-notice>[lang=en]{display:none}',
  '.frame-notice{position:fixed;inset-inline:0;bottom:0;z-index:2000;margin:0;padding:.75rem 1rem;',
  'background:#fff4ce;color:#3b2a00;border-top:1px solid #b58b00;font:1rem/1.5 system-ui,sans-serif;text-align:center}',
  // A control of the frame that waits for the app shows it (markControlsWaiting): its own styles set
  // `cursor`, so this one must win.
  `[${WAITING_ATTRIBUTE}]{cursor:progress!important}`,
  `.frame-stalled{visibility:hidden;animation:frame-stalled 0s ${STALLED_AFTER_SECONDS}s forwards}`,
  '@keyframes frame-stalled{to{visibility:visible}}',
].join('');

type NoticeKey = keyof (typeof FRAME_NOTICES)['en'];

function notice(key: NoticeKey, className: string, role: string): string {
  const texts = (['en', 'ar'] as const).map(
    (language) =>
      `<p lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}" style="margin:0">${escapeHtml(
        FRAME_NOTICES[language][key],
      )}</p>`,
  );
  return `<div class="${className}" role="${role}">${texts.join('')}</div>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** A form control's opening tag (React escapes `>` inside attribute values, so none ends early). */
const CONTROL_TAG = /<(button|input|select|textarea)\b([^>]*)>/g;

/**
 * Every form control of the frame's markup, disabled and marked as waiting for the app: until React
 * has hydrated it, a click would do nothing and typed text would be reset by the hydration, so the
 * visitor sees it is not usable yet (and Playwright's actionability checks wait for it).
 * shell/src/app/prerenderedFrame.ts lifts exactly these once React owns each control. A control the
 * app itself renders disabled is left as it is.
 */
export function markControlsWaiting(html: string): string {
  return html.replace(CONTROL_TAG, (tag, name: string, attributes: string) =>
    /\sdisabled(=|\s|\/|$)/.test(attributes)
      ? tag
      : `<${name} disabled="" ${WAITING_ATTRIBUTE}=""${attributes}>`,
  );
}

/**
 * A sample's dashboard in the HTML says it is the build's (`prerendered`), so that whoever waits for a
 * `ready` dashboard (the release smoke, e2e) waits for the app's own, drawn from the remote's code.
 */
export function markDashboardPrerendered(html: string): string {
  return html.replaceAll('data-remote-status="ready"', `data-remote-status="${PRERENDERED_STATUS}"`);
}

/**
 * A signed-in frame's markup without test ids: it stays on screen beside the app's invisible first
 * commits (app/prerenderedFrame.ts, `coverUntilPageDrawn`), and a lookup by test id must find the
 * app's element only, as on a page without a frame.
 */
export function withoutTestIds(html: string): string {
  return html.replace(/ data-testid="[^"]*"/g, '');
}

function frameMarkup(frame: Frame): string {
  const html = markDashboardPrerendered(markControlsWaiting(frame.html));
  return frame.signedIn ? withoutTestIds(html) : html;
}

/**
 * The page at `path`: `template` is the built index.html, `frames` the page in each language (the
 * first is the default, which also carries `id="root"`), `languageScript` the head script that sets
 * `<html lang dir>` from the stored preference (scripts/lib/frame-language.mjs; its hash is in the CSP).
 */
export function composePage(
  template: string,
  path: string,
  frames: readonly Frame[],
  languageScript: string,
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`the template has no ${ROOT_ELEMENT}`);
  if (!template.includes('</head>')) throw new Error('the template has no </head>');
  if (frames.length === 0) throw new Error(`no frame for ${path}`);
  const head = [
    `<script>${languageScript}</script>`,
    `<style>${FRAME_CSS}</style>`,
    ...frames.map((frame) => frame.styles),
  ].join('');
  const body = [
    ...frames.map((frame, index) =>
      [
        `<div${index === 0 ? ' id="root"' : ''} data-frame="${frame.language}" data-route="${escapeHtml(path)}"`,
        frame.signedIn ? ` ${SIGNED_IN_FRAME_ATTRIBUTE}=""` : '',
        ` lang="${frame.language}" dir="${frame.direction}">${frameMarkup(frame)}</div>`,
      ].join(''),
    ),
    `<noscript>${notice('noScript', 'frame-notice', 'alert')}</noscript>`,
    notice('stalled', 'frame-notice frame-stalled', 'status'),
  ].join('');
  // A function as the replacement: `$` in the markup stays as it is.
  return template.replace('</head>', () => `${head}</head>`).replace(ROOT_ELEMENT, () => body);
}
