import type { Locale } from '@portal/shared/contract';
import { type CampaignFunnel, type CampaignStatus, funnelRates } from '@portal/shared/entities';
import { type Bilingual, bi, createRandom, daysAfter, daysBefore } from '@portal/shared/sample';
import type { EmailRow, EmailSentiment } from '../common/rows.ts';
import { emailOf, sampleSender } from '../common/sample.ts';
import type { GmailCampaignData } from './data.ts';

interface SampleCampaign {
  name: Bilingual;
  status: CampaignStatus;
  /** Days before the anchor it started (negative: days until it sends). */
  start: number;
  recipients: number;
}

/** The campaigns of a Doha perfume house, sent from its Gmail. */
const CAMPAIGNS: readonly SampleCampaign[] = [
  {
    name: bi('Autumn oud collection', 'مجموعة العود الخريفية'),
    status: 'completed',
    start: 52,
    recipients: 160,
  },
  {
    name: bi('Loyalty members: double points', 'أعضاء الولاء: نقاط مضاعفة'),
    status: 'completed',
    start: 38,
    recipients: 120,
  },
  {
    name: bi('National Day gift sets', 'أطقم هدايا اليوم الوطني'),
    status: 'completed',
    start: 24,
    recipients: 200,
  },
  { name: bi('New musk for him', 'مسك جديد للرجال'), status: 'active', start: 11, recipients: 140 },
  {
    name: bi('Corporate gifting catalogue', 'كتالوج هدايا الشركات'),
    status: 'active',
    start: 4,
    recipients: 90,
  },
  {
    name: bi('Winter sale preview', 'لمحة عن تخفيضات الشتاء'),
    status: 'scheduled',
    start: -3,
    recipients: 260,
  },
  {
    name: bi('Eid collection launch', 'إطلاق مجموعة العيد'),
    status: 'scheduled',
    start: -12,
    recipients: 320,
  },
  {
    name: bi('Bakhoor workshop invitation', 'دعوة لورشة البخور'),
    status: 'draft',
    start: -30,
    recipients: 60,
  },
];

const REPLIES: readonly { text: Bilingual; sentiment: EmailSentiment }[] = [
  {
    text: bi('Is the gift set available at your Villaggio branch?', 'هل طقم الهدايا متوفر في فرع فيلاجيو؟'),
    sentiment: 'positive',
  },
  {
    text: bi(
      'Please reserve two bottles for me, I will pick them up on Thursday.',
      'أرجو حجز زجاجتين لي، سأستلمهما يوم الخميس.',
    ),
    sentiment: 'positive',
  },
  { text: bi('Do you deliver to Al Khor?', 'هل توصلون إلى الخور؟'), sentiment: 'neutral' },
  {
    text: bi('Can I get a sample before buying?', 'هل يمكنني الحصول على عينة قبل الشراء؟'),
    sentiment: 'neutral',
  },
  {
    text: bi('Please stop sending me these emails.', 'أرجو التوقف عن إرسال هذه الرسائل.'),
    sentiment: 'negative',
  },
];

const HOUR = 3_600_000;

/** Deterministic demonstration data as of `anchor`: eight campaigns, their sends and the replies. */
export function buildGmailCampaignSample(locale: Locale, anchor: Date): GmailCampaignData {
  const r = createRandom('gmail/gmail-campaign/v1');
  const emails: EmailRow[] = [];
  const campaigns = CAMPAIGNS.map((c, index): CampaignFunnel => {
    const id = `sample-campaign-${index + 1}`;
    const started = c.start > 0 ? daysBefore(anchor, c.start, 10 * 60) : null;
    const counts = { sent: 0, delivered: 0, opened: 0, clicked: 0, replied: 0 };
    for (let n = 0; started && n < c.recipients; n++) {
      const sentAt = new Date(started.getTime() + (n % 3) * 24 * HOUR + n * 60_000);
      if (sentAt >= anchor) break;
      const thread = `${id}-thread-${n + 1}`;
      const status = r.chance(0.035) ? 'bounced' : r.chance(0.48) ? 'opened' : 'sent';
      const to = sampleSender(r);
      const subject = c.name[locale];
      emails.push(
        emailOf(`${thread}-send`, {
          campaign_id: id,
          thread_id: thread,
          direction: 'outbound',
          from_address: 'news@alrayyanperfumes.qa',
          to_address: to,
          subject,
          status,
          received_at: sentAt.toISOString(),
        }),
      );
      counts.sent += 1;
      if (status === 'bounced') continue;
      counts.delivered += 1;
      if (status !== 'opened') continue;
      counts.opened += 1;
      if (r.chance(0.38)) counts.clicked += 1;
      const repliedAt = new Date(sentAt.getTime() + r.int(1, 40) * HOUR);
      if (!r.chance(0.22) || repliedAt >= anchor) continue;
      counts.replied += 1;
      const reply = r.pick(REPLIES);
      emails.push(
        emailOf(`${thread}-reply`, {
          campaign_id: id,
          thread_id: thread,
          from_address: to,
          to_address: 'news@alrayyanperfumes.qa',
          subject: `${bi('Re:', 'رد:')[locale]} ${subject}`,
          snippet: reply.text[locale],
          sentiment: reply.sentiment,
          status: r.chance(0.7) ? 'replied' : 'received',
          received_at: repliedAt.toISOString(),
        }),
      );
    }
    return {
      id,
      name: c.name[locale],
      channel: 'email',
      status: c.status,
      audience: c.recipients,
      ...counts,
      converted: Math.round(counts.replied * 0.3),
      budget: null,
      startedAt: started?.toISOString() ?? null,
      scheduledAt: c.status === 'scheduled' ? daysAfter(anchor, -c.start, 9 * 60).toISOString() : null,
      endedAt:
        c.status === 'completed' && started
          ? new Date(started.getTime() + 5 * 24 * HOUR).toISOString()
          : null,
      bounced: counts.sent - counts.delivered,
      ...funnelRates(counts),
    };
  });
  return { campaigns, emails, asOf: anchor.toISOString() };
}
