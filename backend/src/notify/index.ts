/**
 * Settings > Notifications > Email notifications (profiles.email_notifications), honoured locally: every
 * row inserted into public.notifications for a user with the switch on is also sent to that user by
 * email, in the user's language (profiles.language), through the stack's mailbox (/mailbox, where the
 * auth emails go).
 *
 * Hosted Supabase would do this with a Database Webhook on public.notifications (INSERT) calling an Edge
 * Function that sends the email. The local stack has neither, so it does the same in process: it follows
 * the realtime change feed (the capture trigger realtime already installs on every published table;
 * notifications is one) rather than adding a second trigger or polling.
 *
 * Rules: no email when the switch is off, when the user has no (confirmed) email address, or for rows
 * inserted while the stack was down (the feed drops those at start, and so does this). The switch and the
 * language are read when the insert arrives, milliseconds after its commit. Failures are logged, never
 * thrown: a notification is saved whether or not its email could be sent.
 */
import { z } from 'zod';
import type { StackContext } from '../http/types.ts';
import type { RealtimeServer } from '../realtime/index.ts';
import { composeNotificationEmail, type Language } from './compose.ts';

export interface NotificationMailer {
  /** Stops following and waits for the email being sent; queued inserts are dropped. */
  stop(): Promise<void>;
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

/** Notifications per recipient lookup, and per turn of the event loop. */
const BATCH = 100;

/** Starts following `realtime`'s change feed at once. */
export function createNotificationMailer(
  ctx: StackContext,
  realtime: Pick<RealtimeServer, 'onChanges'>,
): NotificationMailer {
  const log = (message: string, error?: unknown) => {
    if (error === undefined) console.warn(message);
    else console.error(message, error);
  };
  let pending: NotificationInsert[] = [];
  let draining: Promise<void> | null = null;
  let stopped = false;

  const unsubscribe = realtime.onChanges((changes) => {
    if (stopped) return;
    for (const change of changes) {
      if (change.schema !== 'public' || change.table !== 'notifications' || change.op !== 'INSERT') continue;
      const parsed = NotificationInsert.safeParse(JSON.parse(change.newJson ?? 'null'));
      if (parsed.success) pending.push(parsed.data);
      else log(`notify: ignoring a notification row of unexpected shape (change ${change.id})`);
    }
    if (!pending.length) return;
    draining ??= drain().finally(() => {
      draining = null;
    });
  });

  async function drain() {
    while (pending.length && !stopped) {
      // PGlite answers through microtasks: without this, a burst of emails would hold the event loop
      // (and every HTTP request) until the last one is stored.
      await new Promise((resolve) => setImmediate(resolve));
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
    async stop() {
      stopped = true;
      pending = [];
      unsubscribe();
      await draining;
    },
  };
}
