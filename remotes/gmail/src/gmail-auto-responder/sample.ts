import type { Locale } from '@portal/contract';
import { createRandom } from '@portal/dashboard-kit/sample';
import { plusSeconds, sampleInbox } from '../common/sample.ts';
import { TEMPLATES } from '../content/gmail-auto-responder.ts';
import { type AutoResponderData, fromRows } from './data.ts';

/** Deterministic demonstration data as of `anchor`: 60 days of a hotel's inbox, in the visitor's language. */
export function buildAutoResponderSample(locale: Locale, anchor: Date): AutoResponderData {
  const r = createRandom('gmail/gmail-auto-responder/v1');
  const inbox = { address: 'reservations@cornichebay.qa', perDay: [3, 8] as const, scripts: TEMPLATES };
  const emails = sampleInbox(r, locale, anchor, inbox, (t, received, day) => {
    // A person answers within hours; the oldest handed-off emails are answered, the latest wait for approval.
    const handedOff = r.chance(t.handOff);
    const status = handedOff
      ? day <= 3
        ? 'drafted'
        : 'replied'
      : day === 1 && r.chance(0.3)
        ? 'received'
        : r.chance(0.04)
          ? 'archived'
          : 'auto_replied';
    const seconds =
      status === 'auto_replied'
        ? r.int(8, r.chance(0.9) ? 55 : 400)
        : status === 'replied'
          ? r.int(1800, 5 * 3600)
          : null;
    return {
      label: t.category[locale],
      priority: t.sentiment === 'negative' ? 'high' : 'normal',
      sentiment: t.sentiment,
      status,
      responded_at: seconds === null ? null : plusSeconds(received, seconds),
      response_time_seconds: seconds,
    };
  });
  return fromRows(emails, anchor.toISOString());
}
