/**
 * The mailbox page a developer opens in a browser. Plain server-rendered HTML, no script: bodies are
 * shown as escaped text with their links made clickable, so nothing in an email can run in this page.
 */
import type { MailMessage } from './mailbox.ts';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped text in which every absolute http(s) URL becomes a link. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"'`]+/g)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** A readable text for messages that only have HTML. */
function textOf(message: MailMessage): string {
  if (message.text.trim()) return message.text;
  return message.html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, '$2 ($1)')
    .replace(/<(br|\/p|\/div|\/h\d|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1f; background: #f6f7f9; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0; }
  .notice { background: #fff4ce; border: 1px solid #8a6d00; border-radius: 6px; padding: 0.5rem 0.75rem; }
  form { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; margin-top: 1rem; }
  input { font: inherit; padding: 0.3rem 0.5rem; min-width: 16rem; border: 1px solid #5c5f66; border-radius: 4px; }
  button, .button { font: inherit; padding: 0.3rem 0.8rem; border: 1px solid #1a4fa0; border-radius: 4px;
    background: #1a4fa0; color: #fff; text-decoration: none; cursor: pointer; }
  .button.secondary { background: #fff; color: #1a4fa0; }
  article { background: #fff; border: 1px solid #d5d8de; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  article h3 { font-size: 1.15rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.75rem; margin: 0 0 0.75rem; color: #3d4047; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; border-top: 1px solid #e3e5e9; padding-top: 0.75rem; }
  a { color: #1a4fa0; }
  a:focus-visible, button:focus-visible, input:focus-visible, .button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
`;

export function renderMailboxPage(messages: MailMessage[], prefix: string, to: string | undefined): string {
  const filter = to?.trim() ?? '';
  const heading = filter ? `Messages to ${escapeHtml(filter)}` : 'All messages';
  const items = messages
    .map((m, i) => {
      const id = `message-${i + 1}`;
      return `<article aria-labelledby="${id}">
  <h3 id="${id}">${escapeHtml(m.subject || '(no subject)')}</h3>
  <dl>
    <dt>To</dt><dd>${escapeHtml(m.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${m.sentAt}">${formatTime(m.sentAt)}</time></dd>
  </dl>
  <div class="body" dir="auto">${linkify(textOf(m))}</div>
  ${m.html.trim() ? `<p><a href="${prefix}/messages/${m.id}.html">HTML version of “${escapeHtml(m.subject)}”</a></p>` : ''}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox — development only</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Local mailbox — development only</h1>
  <p class="notice" role="note">Emails sent by the local Supabase-compatible stack land here instead of being delivered. Never use this in production.</p>
  <form method="get" action="${prefix}/" role="search">
    <label for="to">Recipient email</label>
    <input id="to" name="to" type="email" value="${escapeHtml(filter)}" autocomplete="off">
    <button type="submit">Filter</button>
    <a class="button secondary" href="${prefix}/">Show all</a>
    <a class="button secondary" href="${prefix}/${filter ? `?to=${encodeURIComponent(filter)}` : ''}">Refresh</a>
  </form>
</header>
<main>
  <h2>${heading} <span>(${messages.length})</span></h2>
  ${messages.length > 0 ? items : '<p>No messages yet.</p>'}
</main>
</body>
</html>`;
}
