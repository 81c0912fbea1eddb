import type { Locale } from '@portal/contract';
import { createRandom } from '@portal/dashboard-kit/sample';
import { plusSeconds, SAMPLE_DAYS, sampleInbox } from '../common/sample.ts';
import { NEWSLETTERS, TEMPLATES } from '../content/gmail-email-labelling.ts';
import { fromRows, type LabellingData } from './data.ts';

/** Deterministic demonstration data as of `anchor`: 60 days of a distributor's inbox, labelled. */
export function buildLabellingSample(locale: Locale, anchor: Date): LabellingData {
  const r = createRandom('gmail/gmail-email-labelling/v1');
  const inbox = { address: 'sales@gulftech.qa', perDay: [4, 9] as const, scripts: TEMPLATES };
  const emails = sampleInbox(r, locale, anchor, inbox, (tpl, received, day) => {
    // The workflow labels in seconds; a few recent emails it could not place wait for a person.
    const unlabelled = day <= 5 && r.chance(0.12);
    const corrected = !unlabelled && r.chance(day > SAMPLE_DAYS / 2 ? 0.14 : 0.08);
    return {
      label: unlabelled ? null : tpl.label[locale],
      original_label: corrected ? tpl.confusedWith[locale] : null,
      labelled_at: unlabelled ? null : plusSeconds(received, r.int(3, 60)),
      priority: tpl.priority,
      status: tpl.label === NEWSLETTERS && !unlabelled ? 'archived' : 'received',
    };
  });
  return fromRows(emails, anchor.toISOString());
}
