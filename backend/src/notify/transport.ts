/**
 * Sending an email through an HTTP mail API (the shape Resend and similar services take:
 * `POST {from, to: [address], subject, text, html}` with a bearer key). The outbox passes an idempotency
 * key (the notification id) so that a retry after a lost answer cannot produce a second email at a
 * provider that honours `Idempotency-Key`.
 */
import type { NotificationEmail } from './compose.ts';

export type MailSender = (email: NotificationEmail, idempotencyKey: string) => Promise<void>;

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
      throw new Error(`the mail API answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    await response.body?.cancel().catch(() => {});
  };
}
