import type { Locale } from '@portal/contract';
import { bi, createRandom, daysAfter, daysBefore } from '@portal/dashboard-kit/sample';
import { campaignFunnelFromRow } from '../common/campaignFunnel.ts';
import type { EmailRow } from '../common/rows.ts';
import { emailOf, sampleSender } from '../common/sample.ts';
import { CAMPAIGNS, REPLIES } from '../content/gmail-campaign.ts';
import { fromRows, type GmailCampaignData } from './data.ts';

const HOUR = 3_600_000;
const SHOP = 'news@alrayyanperfumes.qa';
const RE = bi('Re:', 'رد:');

/** Deterministic demonstration data as of `anchor`: eight campaigns, their sends and the replies. */
export function buildGmailCampaignSample(locale: Locale, anchor: Date): GmailCampaignData {
  const r = createRandom('gmail/gmail-campaign/v1');
  const emails: EmailRow[] = [];
  const campaigns = CAMPAIGNS.map((c, index) => {
    const id = `sample-campaign-${index + 1}`;
    const started = c.start > 0 ? daysBefore(anchor, c.start, 10 * 60) : null;
    const subject = c.name[locale];
    const counts = { sent_count: 0, delivered_count: 0, opened_count: 0, clicked_count: 0, replied_count: 0 };
    for (let n = 0; started && n < c.recipients; n++) {
      const sentAt = new Date(started.getTime() + (n % 3) * 24 * HOUR + n * 60_000);
      if (sentAt >= anchor) break;
      const thread = `${id}-thread-${n + 1}`;
      const mail = (part: string, over: Partial<EmailRow>) =>
        emails.push(emailOf(`${thread}-${part}`, { campaign_id: id, thread_id: thread, subject, ...over }));
      const status = r.chance(0.035) ? 'bounced' : r.chance(0.48) ? 'opened' : 'sent';
      const customer = sampleSender(r);
      const send = { direction: 'outbound', from_address: SHOP, to_address: customer, status } as const;
      mail('send', { ...send, received_at: sentAt.toISOString() });
      counts.sent_count += 1;
      if (status === 'bounced') continue;
      counts.delivered_count += 1;
      if (status !== 'opened') continue;
      counts.opened_count += 1;
      if (r.chance(0.38)) counts.clicked_count += 1;
      const repliedAt = new Date(sentAt.getTime() + r.int(1, 40) * HOUR);
      if (!r.chance(0.22) || repliedAt >= anchor) continue;
      counts.replied_count += 1;
      const reply = r.pick(REPLIES);
      mail('reply', {
        from_address: customer,
        to_address: SHOP,
        subject: `${RE[locale]} ${subject}`,
        snippet: reply.text[locale],
        sentiment: reply.sentiment,
        status: r.chance(0.7) ? 'replied' : 'received',
        received_at: repliedAt.toISOString(),
      });
    }
    const ended = c.status === 'completed' && started ? new Date(started.getTime() + 120 * HOUR) : null;
    // The row the workflow would store, read as live mode reads it (the rates follow from the counts).
    return campaignFunnelFromRow({
      id,
      name: subject,
      channel: 'email',
      status: c.status,
      audience_size: c.recipients,
      ...counts,
      converted_count: Math.round(counts.replied_count * 0.3),
      budget_qar: null,
      started_at: started?.toISOString() ?? null,
      scheduled_at: c.status === 'scheduled' ? daysAfter(anchor, -c.start, 9 * 60).toISOString() : null,
      ended_at: ended?.toISOString() ?? null,
    });
  });
  return fromRows(campaigns, emails, anchor.toISOString());
}
