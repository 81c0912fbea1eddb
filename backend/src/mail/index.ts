import { isLocalClient } from '../http/client-address.ts';
import { sendJson } from '../http/respond.ts';
import type { Service, StackContext } from '../http/types.ts';
import { renderMailboxPage } from './page.ts';

const PREFIX = '/mailbox';

// The page shows only escaped text; an email's own HTML is served as an inert, sandboxed document.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
const MESSAGE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * The local mailbox at /mailbox: a page listing sent emails (newest first) and the JSON a test reads:
 *   GET /mailbox/                        HTML page (?to= filters by recipient)
 *   GET /mailbox/api/messages?to=        MailMessage[] newest first
 *   GET /mailbox/api/messages/<id>       one MailMessage
 *   GET /mailbox/messages/<id>.html      the email's HTML body
 */
export function createMailboxService(ctx: StackContext): Service {
  const { mailbox } = ctx;
  const getMessage = async (id: string) =>
    mailbox.get ? mailbox.get(id) : (await mailbox.list()).find((m) => m.id === id);
  return {
    prefix: PREFIX,
    async handle(req, res, url, subpath) {
      // Every account's recovery links are in here: only this machine may look.
      if (!isLocalClient(req, ctx.config)) {
        sendJson(res, 404, { message: 'no Route matched with those values' });
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, { message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
        return;
      }
      const to = url.searchParams.get('to') ?? undefined;
      const noStore = { 'Cache-Control': 'no-store' };

      if (subpath === '/' || subpath === '') {
        const html = renderMailboxPage(await mailbox.list(to), PREFIX, to);
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': PAGE_CSP,
          ...noStore,
        });
        res.end(req.method === 'HEAD' ? undefined : html);
        return;
      }
      if (subpath === '/api/messages') {
        sendJson(res, 200, await mailbox.list(to), noStore);
        return;
      }
      const one = /^\/api\/messages\/([^/]+)$/.exec(subpath);
      if (one?.[1]) {
        const message = await getMessage(one[1]);
        if (message) sendJson(res, 200, message, noStore);
        else sendJson(res, 404, { message: 'Message not found' });
        return;
      }
      const html = /^\/messages\/([^/]+)\.html$/.exec(subpath);
      if (html?.[1]) {
        const message = await getMessage(html[1]);
        if (!message) {
          sendJson(res, 404, { message: 'Message not found' });
          return;
        }
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': MESSAGE_CSP,
          ...noStore,
        });
        res.end(req.method === 'HEAD' ? undefined : message.html);
        return;
      }
      sendJson(res, 404, { message: 'Not found' });
    },
  };
}
