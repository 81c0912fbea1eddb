/**
 * Sending an email through an HTTP mail API (the shape Resend and similar services take:
 * `POST {from, to: [address], subject, text, html}` with a bearer key). The outbox passes an idempotency
 * key (the notification id) so that a retry after a lost answer cannot produce a second email at a
 * provider that honours `Idempotency-Key`.
 */
import type { NotificationEmail } from './compose.ts';

export type MailSender = (email: NotificationEmail, idempotencyKey: string) => Promise<void>;

/**
 * The mail service refused this email for good (an invalid or rejected recipient): sending it again
 * cannot help, so the outbox records it bounced instead of retrying (outbox.ts). Any other error a
 * sender throws is taken as temporary and retried with backoff.
 */
export class MailRefused extends Error {
  readonly permanent = true;
}

/**
 * HTTP answers that refuse the email itself: 400 and 422 (Resend's `validation_error`, e.g. an invalid
 * `to`). Everything else is a moment of the service or of the setup and is retried: 401/403 (the key,
 * the sending domain), 408, 429 (rate limit), 5xx, no answer at all.
 */
const REFUSALS = new Set([400, 422]);

export interface HttpMailOptions {
  url: string;
  apiKey?: string;
  from: string;
  /** Give up on an answer after this long (the email is retried later). */
  timeoutMs?: number;
}

export function httpMailSender({ url, apiKey, from, timeoutMs = 10_000 }: HttpMailOptions): MailSender {
  return async (email, idempotencyKey) => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    };
    if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.headers ? { headers: email.headers } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      const message = `the mail API answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`;
      throw REFUSALS.has(response.status) ? new MailRefused(message) : new Error(message);
    }
    await response.body?.cancel().catch(() => {});
  };
}
