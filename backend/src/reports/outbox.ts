/**
 * Report emails through the outbox loop every email of the product uses (notify/outbox.ts): rows of
 * private.report_email_outbox (migration 20261129700000_client_reports.sql) are claimed with a lease,
 * sent once with the report id as the Idempotency-Key and retried while the mail API is down; a
 * trigger copies each row's fate into public.client_report_emails, which the admin page lists.
 *
 * The switches are read when sending: Settings > Notifications > Email notifications off, or the
 * report's own email switch off (the unsubscribe link turns it off), sends nothing ('switched_off').
 */
import type { Database } from '../db/port.ts';
import type { OutboxItem, OutboxSpec } from '../notify/outbox.ts';
import { composeReportEmail } from './compose.ts';
import { readReportAsClient } from './report.ts';

export const REPORT_OUTBOX_CHANNEL = 'report_emails';

const DETAILS_SQL = `
select e.id::text as id, e.user_id::text as user_id, e.frequency, e.period_start::text as period_start,
  p.email_notifications, coalesce(s.email_enabled, true) as report_emails, p.language, u.email,
  t.token::text as token,
  (coalesce(u.email, '') <> '' and u.email_confirmed_at is not null and u.deleted_at is null) as deliverable
from public.client_report_emails e
join public.profiles p on p.id = e.user_id
join auth.users u on u.id = e.user_id
left join public.report_settings s on s.user_id = e.user_id
left join private.report_unsubscribe_tokens t on t.user_id = e.user_id
where e.id = any($1::uuid[])`;

interface Details {
  id: string;
  user_id: string;
  frequency: 'week' | 'month';
  period_start: string;
  email_notifications: boolean;
  report_emails: boolean;
  language: string;
  email: string | null;
  token: string | null;
  deliverable: boolean;
}

const NOTE_SQL = `
update public.client_report_emails set to_address = $2, language = $3, subject = $4 where id = $1`;

const ERROR_SQL = `update private.report_email_outbox set last_error = $2 where report_id = $1`;

/** The one-click unsubscribe URL of a token, on the API's public address. */
export const unsubscribeUrl = (apiUrl: string, token: string) =>
  `${apiUrl.replace(/\/+$/, '')}/reports/unsubscribe?token=${encodeURIComponent(token)}`;

/** `apiUrl`: the public URL of /api (where the unsubscribe link points). */
export function reportOutbox(apiUrl: string): OutboxSpec {
  return {
    table: 'private.report_email_outbox',
    key: 'report_id',
    channel: REPORT_OUTBOX_CHANNEL,
    async load(db: Database, ids: string[], siteUrl: string) {
      const { rows } = await db.query<Details>(DETAILS_SQL, [`{${ids.join(',')}}`]);
      const items = new Map<string, OutboxItem>();
      for (const d of rows) {
        if (!d.email_notifications || !d.report_emails) {
          items.set(d.id, { skip: 'switched_off' });
          continue;
        }
        if (!d.deliverable || !d.email || !d.token) {
          items.set(d.id, { skip: 'no_confirmed_email' });
          continue;
        }
        const language = d.language === 'ar' ? 'ar' : 'en';
        try {
          const report = await readReportAsClient(db, {
            userId: d.user_id,
            frequency: d.frequency,
            day: d.period_start,
          });
          const email = composeReportEmail({
            to: d.email,
            language,
            report,
            siteUrl,
            unsubscribeUrl: unsubscribeUrl(apiUrl, d.token),
          });
          await db.query(NOTE_SQL, [d.id, d.email, language, email.subject]);
          items.set(d.id, { email });
        } catch (e) {
          // One report that cannot be built never holds up the others: its row waits for its lease
          // to run out and is tried again (up to the outbox's attempts), the reason in its log row.
          const message = ((e as Error).message ?? String(e)).slice(0, 500);
          console.error(`[reports] building report email ${d.id} failed: ${message}`);
          await db.query(ERROR_SQL, [d.id, message]).catch(() => {});
        }
      }
      return items;
    },
  };
}
