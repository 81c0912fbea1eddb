/**
 * What the Gmail campaign sample's perfume house sends and hears back, in both languages: its
 * campaigns and the replies its customers write (content, like the i18n messages).
 */
import type { CampaignStatus } from '@portal/dashboard-kit/entities';
import { type Bilingual, bi } from '@portal/dashboard-kit/sample';
import type { EmailSentiment } from '../common/rows.ts';

interface SampleCampaign {
  name: Bilingual;
  status: CampaignStatus;
  /** Days before the anchor it started (negative: days until it sends). */
  start: number;
  recipients: number;
}

/** The campaigns of a Doha perfume house, sent from its Gmail. */
export const CAMPAIGNS: readonly SampleCampaign[] = [
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

export const REPLIES: readonly { text: Bilingual; sentiment: EmailSentiment }[] = [
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
