/**
 * Settings > Notifications > Email notifications beside any Supabase project: the API-only process
 * drains `private.notification_emails` (the outbox a trigger fills, migration
 * 20261125007000_notification_email_outbox.sql) and sends each email through an HTTP mail API. The same
 * emails as the local stack's in-process mailer (compose.ts: the user's language, the portal link).
 *
 * Why an outbox and LISTEN rather than a database webhook: a webhook fires once, so an email whose
 * endpoint was down is lost. Here a row stays until its email is accepted; NOTIFY only says "look now",
 * and a periodic look (and one at start) finds what arrived while nobody listened or failed earlier.
 *
 * Sent once: a row is claimed with a lease by one statement (FOR UPDATE SKIP LOCKED), so two processes
 * (or two NOTIFYs) never hold the same row; `sent_at` is set once the mail API accepted it, and the
 * notification id goes with the request as its Idempotency-Key for the crash between the two.
 * A refusal for good (transport.ts, MailRefused: a rejected recipient) closes the row as 'bounced'
 * with the refusal in last_error; any other failure is retried with backoff (`retryDelaysMs`).
 *
 * The admins' email replies to contact messages (private.contact_reply_emails, migration
 * 20261129500000_admin_inbox.sql) go through the same loop (`startOutbox(db, REPLY_OUTBOX, …)`), here and
 * in the local stack, whose mailbox is then the sender: they answer people who have no account.
 */
import type { Database } from '../db/port.ts';
import { composeNotificationEmail, type NotificationEmail } from './compose.ts';
import { composeReplyEmail } from './reply.ts';
import { MailRefused, type MailSender } from './transport.ts';

export const OUTBOX_CHANNEL = 'notification_emails';
/** The channel private.contact_reply_emails notifies on (migration 20261129500000_admin_inbox.sql). */
export const REPLY_OUTBOX_CHANNEL = 'contact_reply_emails';

export interface OutboxOptions {
  siteUrl: string;
  send: MailSender;
  /** How often to look for due rows besides NOTIFY (default 30 s). */
  pollMs?: number;
  /** How long a claim keeps other processes off a row (default 120 s; longer than a send can take). */
  leaseMs?: number;
  /** Wait before the n-th retry (the last value repeats); default 10 s, 1 min, 5 min, 30 min. */
  retryDelaysMs?: number[];
  /** Attempts before a row is left alone (its last_error says why); default 10. */
  maxAttempts?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface OutboxMailer {
  /** Looks for due rows now (what NOTIFY and the timer call). Resolves when that pass is done. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** What to send for a claimed row: an email, or the outcome that says why nothing is sent. */
export type OutboxItem = { email: NotificationEmail } | { skip: string };

/**
 * One outbox: a private table of rows keyed by `key`, each one email, with the columns attempts,
 * next_attempt_at, claimed_until, sent_at, outcome and last_error; `load` turns claimed keys into emails.
 */
export interface OutboxSpec {
  table: string;
  key: string;
  channel: string;
  load(db: Database, ids: string[], siteUrl: string): Promise<Map<string, OutboxItem>>;
}

const BATCH = 20;

const claimSql = ({ table, key }: OutboxSpec) => `
with due as (
  select ${key} from ${table}
  where sent_at is null and next_attempt_at <= now() and attempts < $2
    and (claimed_until is null or claimed_until < now())
  order by next_attempt_at
  limit $1
  for update skip locked
)
update ${table} o
set claimed_until = now() + make_interval(secs => $3), attempts = o.attempts + 1
from due where o.${key} = due.${key}
returning o.${key}::text as id, o.attempts`;

interface Claimed {
  id: string;
  attempts: number;
}

const doneSql = ({ table, key }: OutboxSpec) => `
update ${table}
set sent_at = now(), outcome = $2, claimed_until = null, last_error = null
where ${key} = $1 and sent_at is null`;

/** Refused for good at send time (MailRefused): closed as 'bounced' with the refusal, never retried. */
const bounceSql = ({ table, key }: OutboxSpec) => `
update ${table}
set sent_at = now(), outcome = 'bounced', claimed_until = null, last_error = $2
where ${key} = $1 and sent_at is null`;

const retrySql = ({ table, key }: OutboxSpec) => `
update ${table}
set claimed_until = null, next_attempt_at = now() + make_interval(secs => $2), last_error = $3
where ${key} = $1 and sent_at is null`;

/** The notification and its recipient, read when sending (the switch may have changed since). */
const NOTIFICATION_DETAILS_SQL = `
select n.id::text as id, n.title, n.message, n.title_ar, n.message_ar, n.link,
  p.email_notifications, p.language, coalesce(p.full_name, '') as full_name, u.email,
  (coalesce(u.email, '') <> '' and u.email_confirmed_at is not null and u.deleted_at is null) as deliverable
from public.notifications n
join public.profiles p on p.id = n.user_id
join auth.users u on u.id = n.user_id
where n.id = any($1::uuid[])`;

interface NotificationDetails {
  id: string;
  title: string;
  message: string;
  title_ar: string | null;
  message_ar: string | null;
  link: string | null;
  email_notifications: boolean;
  language: string;
  full_name: string;
  email: string | null;
  deliverable: boolean;
}

/** Settings > Notifications > Email notifications: private.notification_emails. */
export const NOTIFICATION_OUTBOX: OutboxSpec = {
  table: 'private.notification_emails',
  key: 'notification_id',
  channel: OUTBOX_CHANNEL,
  async load(db, ids, siteUrl) {
    const { rows } = await db.query<NotificationDetails>(NOTIFICATION_DETAILS_SQL, [`{${ids.join(',')}}`]);
    const byId = new Map(rows.map((d) => [d.id, d]));
    return new Map(
      ids.map((id): [string, OutboxItem] => {
        const details = byId.get(id);
        if (!details?.email_notifications || !details.deliverable || !details.email) {
          return [
            id,
            { skip: details?.email_notifications === false ? 'switched_off' : 'no_confirmed_email' },
          ];
        }
        const email = composeNotificationEmail({
          to: details.email,
          language: details.language === 'ar' ? 'ar' : 'en',
          fullName: details.full_name,
          notification: details,
          siteUrl,
        });
        return [id, { email }];
      }),
    );
  },
};

const REPLY_DETAILS_SQL = `
select r.id::text as id, r.body, r.to_address, m.full_name, m.locale, m.message, m.kind,
  coalesce(nullif(btrim(p.full_name), ''), '') as author_name
from public.contact_replies r
join public.contact_messages m on m.id = r.message_id
left join public.profiles p on p.id = r.author_id
where r.id = any($1::uuid[])`;

interface ReplyDetails {
  id: string;
  body: string;
  to_address: string;
  full_name: string;
  locale: string;
  message: string;
  kind: string;
  author_name: string;
}

/** The admins' answers to contact messages and Support Requests: private.contact_reply_emails. */
export const REPLY_OUTBOX: OutboxSpec = {
  table: 'private.contact_reply_emails',
  key: 'reply_id',
  channel: REPLY_OUTBOX_CHANNEL,
  async load(db, ids, siteUrl) {
    const { rows } = await db.query<ReplyDetails>(REPLY_DETAILS_SQL, [`{${ids.join(',')}}`]);
    return new Map(
      rows.map((r): [string, OutboxItem] => [
        r.id,
        {
          email: composeReplyEmail({
            to: r.to_address,
            language: r.locale === 'ar' ? 'ar' : 'en',
            fullName: r.full_name,
            authorName: r.author_name,
            body: r.body,
            original: r.kind === 'support' ? r.message.replace(/^Support request: /, '') : r.message,
            siteUrl,
          }),
        },
      ]),
    );
  },
};

/** Notification emails (the outbox of Settings > Notifications > Email notifications). */
export function startOutboxMailer(db: Database, options: OutboxOptions): Promise<OutboxMailer> {
  return startOutbox(db, NOTIFICATION_OUTBOX, options);
}

export async function startOutbox(
  db: Database,
  spec: OutboxSpec,
  options: OutboxOptions,
): Promise<OutboxMailer> {
  const {
    pollMs = 30_000,
    leaseMs = 120_000,
    retryDelaysMs = [10_000, 60_000, 300_000, 1_800_000],
    maxAttempts = 10,
    log = (message, error) => (error === undefined ? console.warn(message) : console.error(message, error)),
  } = options;
  const CLAIM_SQL = claimSql(spec);
  const DONE_SQL = doneSql(spec);
  const RETRY_SQL = retrySql(spec);
  const BOUNCE_SQL = bounceSql(spec);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const retryTimers = new Set<NodeJS.Timeout>();

  async function sendOne(row: Claimed, item: OutboxItem | undefined) {
    if (!item) return; // its row went with its source (a cascade): nothing left to send
    if ('skip' in item) {
      await db.query(DONE_SQL, [row.id, item.skip]);
      return;
    }
    try {
      await options.send(item.email, row.id);
    } catch (e) {
      const message = (e as Error).message ?? String(e);
      if (e instanceof MailRefused) {
        log(`notify: ${spec.key} ${row.id} bounced (refused by the mail service): ${message}`);
        await db.query(BOUNCE_SQL, [row.id, message.slice(0, 500)]);
        return;
      }
      const delay = retryDelaysMs[Math.min(row.attempts - 1, retryDelaysMs.length - 1)] ?? 60_000;
      log(`notify: emailing ${spec.key} ${row.id} failed (attempt ${row.attempts}): ${message}`);
      await db.query(RETRY_SQL, [row.id, delay / 1000, message.slice(0, 500)]);
      // Look again when it is due, unless the regular look comes first.
      if (delay < pollMs) {
        const retry = setTimeout(() => {
          retryTimers.delete(retry);
          void drain();
        }, delay + 10).unref();
        retryTimers.add(retry);
      }
      return;
    }
    await db.query(DONE_SQL, [row.id, 'sent']);
  }

  async function pass() {
    for (;;) {
      if (stopped) return;
      const { rows } = await db.query<Claimed>(CLAIM_SQL, [BATCH, maxAttempts, leaseMs / 1000]);
      if (rows.length === 0) return;
      const items = await spec.load(
        db,
        rows.map((r) => r.id),
        options.siteUrl,
      );
      for (const row of rows) {
        if (stopped) return; // its lease runs out and another pass (or process) sends it
        await sendOne(row, items.get(row.id));
      }
    }
  }

  function drain(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((e: unknown) => {
          if (!stopped) log(`notify: reading the outbox ${spec.table} failed`, e);
        });
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const unlisten = await db.listen(spec.channel, () => void drain());
  const timer = setInterval(() => void drain(), pollMs);
  timer.unref();
  void drain(); // whatever arrived while no process listened

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const t of retryTimers) clearTimeout(t);
      await unlisten().catch(() => {});
      await running;
    },
  };
}
