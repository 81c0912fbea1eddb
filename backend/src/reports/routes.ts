/**
 * /api/reports (docs/architecture.md, "Client reports"):
 *   GET      /api/reports/email?user_id=&frequency=&day=&language=  the report email as it would be sent
 *            (the client itself or an administrator): {subject, html, text, report}
 *   GET      /api/reports/sample?language=&frequency=   the sample report (no account: the sample dashboards
 *            link to it): {subject, html, text}
 *   GET|POST /api/reports/unsubscribe?token=   the one-click unsubscribe link and List-Unsubscribe-Post
 *            (RFC 8058): turns the client's report emails off, answers a small page in their language
 *   POST     /api/reports/bounces {report_id, reason}   the mail API's bounce webhook (service role)
 * Sending is public.send_client_report (rpc, administrators); the log is public.client_report_emails.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ApiError, methodNotAllowed, readBody, readJson, validate } from '../api/http.ts';
import { requireSignedIn, requireUser } from '../api/identity.ts';
import { isPgError } from '../db/port.ts';
import { sendJson } from '../http/respond.ts';
import type { StackContext } from '../http/types.ts';
import { escapeHtml } from '../mail/page.ts';
import { composeReportEmail } from './compose.ts';
import { unsubscribeUrl } from './outbox.ts';
import { readReport } from './report.ts';
import { sampleReport } from './sample.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const EmailQuery = z
  .object({
    user_id: z.string().uuid('must be a uuid'),
    frequency: z.enum(['week', 'month']).optional(),
    day: z.string().regex(DAY, 'must be a date (YYYY-MM-DD)').optional(),
    language: z.enum(['en', 'ar']).optional(),
  })
  .strict();

const SampleQuery = z
  .object({ language: z.enum(['en', 'ar']).optional(), frequency: z.enum(['week', 'month']).optional() })
  .strict();

function getSample(ctx: StackContext, res: ServerResponse, url: URL) {
  const query = validate(SampleQuery, Object.fromEntries(url.searchParams));
  const language = query.language ?? 'en';
  const email = composeReportEmail({
    to: 'sara@example.qa',
    language,
    report: sampleReport(query.frequency ?? 'week'),
    siteUrl: ctx.config.siteUrl,
    unsubscribeUrl: unsubscribeUrl(apiUrlOf(ctx), 'sample'),
  });
  sendJson(
    res,
    200,
    { subject: email.subject, html: email.html, text: email.text, language },
    {
      'Cache-Control': 'public, max-age=300',
    },
  );
}

const BounceBody = z
  .object({ report_id: z.string().uuid('must be a uuid'), reason: z.string().max(500).optional() })
  .strict();

/** The database's refusals of a report, in the API's words. */
function reportError(e: unknown): never {
  if (isPgError(e) && e.code === 'P0002') throw new ApiError(404, 'not_found', e.message);
  if (isPgError(e) && e.code === '22023') throw new ApiError(400, e.hint || 'invalid_input', e.message);
  if (isPgError(e) && e.code === '22008') throw new ApiError(400, 'invalid_day', 'The day is not a date');
  throw e;
}

export const apiUrlOf = (ctx: StackContext) => `${ctx.config.publicUrl}/api`;

async function getEmail(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const user = await requireUser(req, ctx.config);
  const query = validate(EmailQuery, Object.fromEntries(url.searchParams));
  const found = await ctx.db
    .withIdentity(
      user,
      async (tx) => {
        const report = await readReport(tx, {
          userId: query.user_id,
          frequency: query.frequency,
          day: query.day,
        });
        const { rows } = await tx.query<{ email: string | null }>(
          'select p.email from public.profiles p where p.id = $1',
          [query.user_id],
        );
        return { report, to: rows[0]?.email ?? '' };
      },
      { readOnly: true },
    )
    .catch(reportError);
  const language = query.language ?? (found.report.client.language === 'ar' ? 'ar' : 'en');
  const email = composeReportEmail({
    to: found.to,
    language,
    report: found.report,
    siteUrl: ctx.config.siteUrl,
    // A preview's link leads nowhere: each client's own token goes only into emails sent to them.
    unsubscribeUrl: unsubscribeUrl(apiUrlOf(ctx), 'preview'),
  });
  sendJson(res, 200, { ...email, language, report: found.report }, { 'Cache-Control': 'no-store' });
}

const PAGE = {
  en: {
    done: 'You are unsubscribed from report emails.',
    again: 'You can turn them on again in Settings > Notifications.',
    invalid: 'This unsubscribe link is not valid.',
    open: 'Open the portal',
  },
  ar: {
    done: 'تم إلغاء اشتراكك في رسائل التقارير.',
    again: 'يمكنك تفعيلها مجددًا من الإعدادات > الإشعارات.',
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح.',
    open: 'افتح البوابة',
  },
};

async function unsubscribe(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  // RFC 8058's POST carries "List-Unsubscribe=One-Click": read and ignore it, the token is in the URL.
  if (req.method === 'POST') await readBody(req, 4 * 1024);
  const token = url.searchParams.get('token') ?? '';
  let language: 'en' | 'ar' = 'en';
  let done = false;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(token)) {
    const { rows } = await ctx.db.query<{ done: boolean; language: string | null }>(
      `select private.unsubscribe_reports($1) as done,
        (select p.language from private.report_unsubscribe_tokens t join public.profiles p on p.id = t.user_id
         where t.token = $1) as language`,
      [token],
    );
    done = rows[0]?.done === true;
    language = rows[0]?.language === 'ar' ? 'ar' : 'en';
  }
  const s = PAGE[language];
  const status = done ? 200 : 404;
  if (req.method === 'POST') {
    sendJson(res, status, done ? { unsubscribed: true } : { code: 'not_found', message: PAGE.en.invalid });
    return;
  }
  const site = `${ctx.config.siteUrl}/settings`;
  const html = `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(done ? s.done : s.invalid)}</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f"><main><h1 style="font-size:1.4rem">${escapeHtml(done ? s.done : s.invalid)}</h1>${done ? `<p>${escapeHtml(s.again)}</p>` : ''}<p><a href="${escapeHtml(site)}" style="color:#1a4fa0">${escapeHtml(s.open)}</a></p></main></body></html>`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

async function bounce(ctx: StackContext, req: IncomingMessage, res: ServerResponse) {
  const caller = await requireSignedIn(req, ctx.config);
  if (caller.role !== 'service_role')
    throw new ApiError(403, 'forbidden', 'Only the mail API reports bounces');
  const body = await readJson(req, BounceBody, 8 * 1024);
  const { rows } = await ctx.db.query<{ found: boolean }>(
    'select private.record_report_bounce($1, $2) as found',
    [body.report_id, body.reason ?? null],
  );
  if (!rows[0]?.found) throw new ApiError(404, 'not_found', 'No report email with this id');
  sendJson(res, 200, { bounced: true });
}

/** Answers /reports/… and returns true, or false for another path. */
export async function routeReports(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/reports/email') {
    if (method !== 'GET') methodNotAllowed(res, ['GET']);
    else await getEmail(ctx, req, res, url);
    return true;
  }
  if (path === '/reports/sample') {
    if (method !== 'GET') methodNotAllowed(res, ['GET']);
    else getSample(ctx, res, url);
    return true;
  }
  if (path === '/reports/unsubscribe') {
    if (method !== 'GET' && method !== 'POST') methodNotAllowed(res, ['GET', 'POST']);
    else await unsubscribe(ctx, req, res, url);
    return true;
  }
  if (path === '/reports/bounces') {
    if (method !== 'POST') methodNotAllowed(res, ['POST']);
    else await bounce(ctx, req, res);
    return true;
  }
  return false;
}
