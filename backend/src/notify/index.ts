/**
 * Settings > Notifications > Email notifications (profiles.email_notifications), honoured locally: every
 * row inserted into public.notifications for a user with the switch on is also sent to that user by
 * email, in the user's language (profiles.language), through the stack's mailbox (/mailbox, where the
 * auth emails go).
 *
 * Hosted Supabase would do this with a Database Webhook on public.notifications (INSERT) calling an Edge
 * Function that sends the email. The local stack has neither, so it does the same in process. It learns
 * of inserts from the realtime change feed (the capture trigger realtime already installs on every
 * published table; notifications is one): it subscribes to its own /realtime/v1 as the service role,
 * like any other subscriber, rather than adding a second trigger or polling.
 *
 * Rules: no email when the switch is off, when the user has no (confirmed) email address, or for rows
 * inserted while the stack was down (realtime drops those at start, and so does this). The switch and the
 * language are read when the insert arrives, milliseconds after its commit. Failures are logged, never
 * thrown: a notification is saved whether or not its email could be sent.
 */
import { z } from 'zod';
import type { StackContext } from '../http/types.ts';
import { composeNotificationEmail, type Language } from './compose.ts';
import { type InsertSubscription, subscribeToInserts } from './inserts.ts';

export interface NotificationMailer {
  /** Subscribes; resolves once inserts are being followed (or after a timeout, logged). Never throws. */
  start(): Promise<void>;
  /** Unsubscribes and waits for the email being sent; queued inserts are dropped. */
  stop(): Promise<void>;
}

export interface NotificationMailerOptions {
  /** ws:// URL of the stack's own realtime websocket, e.g. ws://127.0.0.1:54321/realtime/v1/websocket */
  realtimeUrl: string;
  /** How long start() waits for the subscription (default 10 s). */
  readyTimeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const NotificationInsert = z.object({
  id: z.string(),
  user_id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  title: z.string(),
  message: z.string(),
  title_ar: z.string().nullish(),
  message_ar: z.string().nullish(),
  link: z.string().nullish(),
});
type NotificationInsert = z.infer<typeof NotificationInsert>;

interface Recipient {
  id: string;
  email: string;
  language: string;
  full_name: string;
}

/** Users with the switch on and a confirmed, live email address. */
const RECIPIENTS_SQL = `
select p.id::text as id, u.email, p.language, p.full_name
from public.profiles p
join auth.users u on u.id = p.id
where p.id = any($1::uuid[])
  and p.email_notifications
  and coalesce(u.email, '') <> ''
  and u.email_confirmed_at is not null
  and u.deleted_at is null`;

const BATCH = 200;

export function createNotificationMailer(
  ctx: StackContext,
  options: NotificationMailerOptions,
): NotificationMailer {
  const log =
    options.log ??
    ((message: string, error?: unknown) => {
      if (error === undefined) console.warn(message);
      else console.error(message, error);
    });
  let subscription: InsertSubscription | null = null;
  let pending: NotificationInsert[] = [];
  let draining: Promise<void> | null = null;
  let stopped = false;

  const enqueue = (record: Record<string, unknown>) => {
    if (stopped) return;
    const parsed = NotificationInsert.safeParse(record);
    if (!parsed.success) {
      log(`notify: ignoring a notification row of unexpected shape (id ${String(record.id)})`);
      return;
    }
    pending.push(parsed.data);
    draining ??= drain().finally(() => {
      draining = null;
    });
  };

  async function drain() {
    while (pending.length && !stopped) {
      const batch = pending.splice(0, BATCH);
      let recipients: Map<string, Recipient>;
      try {
        const ids = [...new Set(batch.map((n) => n.user_id))];
        const { rows } = await ctx.db.query<Recipient>(RECIPIENTS_SQL, [`{${ids.join(',')}}`]);
        recipients = new Map(rows.map((r) => [r.id, r]));
      } catch (e) {
        if (!stopped) log('notify: looking up notification recipients failed', e);
        continue;
      }
      for (const n of batch) {
        if (stopped) return;
        const to = recipients.get(n.user_id);
        if (!to) continue;
        try {
          const language: Language = to.language === 'ar' ? 'ar' : 'en';
          const email = composeNotificationEmail({
            to: to.email,
            language,
            fullName: to.full_name ?? '',
            notification: {
              title: n.title,
              message: n.message,
              title_ar: n.title_ar ?? null,
              message_ar: n.message_ar ?? null,
              link: n.link ?? null,
            },
            siteUrl: ctx.config.siteUrl,
          });
          await ctx.mailbox.send(email);
        } catch (e) {
          if (!stopped) log(`notify: emailing notification ${n.id} failed`, e);
        }
      }
    }
  }

  return {
    async start() {
      if (subscription || stopped) return;
      subscription = subscribeToInserts({
        url: options.realtimeUrl,
        serviceRoleKey: ctx.config.serviceRoleKey,
        schema: 'public',
        table: 'notifications',
        topic: '_local:notification-emails',
        onInsert: enqueue,
        log,
      });
      const timeout = options.readyTimeoutMs ?? 10_000;
      if (!(await subscription.ready(timeout))) {
        log(`notify: not following notifications after ${timeout} ms; still trying (no emails until then)`);
      }
    },
    async stop() {
      stopped = true;
      pending = [];
      subscription?.close();
      subscription = null;
      await draining;
    },
  };
}
