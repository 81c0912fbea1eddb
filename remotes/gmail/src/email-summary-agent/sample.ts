import type { Locale } from '@portal/contract';
import { createRandom, daysBefore } from '@portal/dashboard-kit/sample';
import { emailOf, SAMPLE_DAYS, sampleInbox } from '../common/sample.ts';
import { DIGEST, THREADS } from '../content/email-summary-agent.ts';
import { fromRows, type SummaryData } from './data.ts';

/** Deterministic demonstration data as of `anchor`: 60 days of threads summarised and morning digests. */
export function buildSummarySample(locale: Locale, anchor: Date): SummaryData {
  const r = createRandom('gmail/email-summary-agent/v1');
  const inbox = { address: 'partner@qatarbuild.qa', perDay: [2, 6] as const, scripts: THREADS };
  const threads = sampleInbox(r, locale, anchor, inbox, (thread, _, day) => {
    // The evening's last threads wait for the next run.
    const pending = day === 1 && r.chance(0.4);
    return {
      summary: pending ? null : thread.summary[locale],
      action_items: pending ? [] : thread.actions.map((a) => a[locale]),
      word_count: r.int(...thread.words),
      priority: thread.priority,
    };
  });
  // A digest at 07:00 each morning, of the day before.
  const digests = Array.from({ length: SAMPLE_DAYS }, (_, day) => daysBefore(anchor, day, 7 * 60))
    .filter((at) => at < anchor)
    .map((at, n) =>
      emailOf(`sample-digest-${n + 1}`, {
        direction: 'outbound',
        from_address: 'digest@qatarbuild.qa',
        to_address: 'partner@qatarbuild.qa',
        subject: DIGEST.subject[locale],
        snippet: DIGEST.snippet[locale],
        status: 'sent',
        received_at: at.toISOString(),
      }),
    );
  return fromRows([...threads, ...digests], anchor.toISOString());
}
