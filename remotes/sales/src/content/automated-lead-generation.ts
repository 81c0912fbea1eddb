/**
 * The automated lead generation sample's outreach sequences and what its failed runs report, in both
 * languages (content, like the i18n messages).
 */
import { type Bilingual, bi } from '@portal/dashboard-kit/sample';
import type { CampaignScript } from '../common/sampleLeads.ts';

export const SEQUENCES: readonly CampaignScript[] = [
  {
    name: bi('New Restaurants in Doha', 'المطاعم الجديدة في الدوحة'),
    channel: 'email',
    status: 'active',
    audience: 640,
    startedDaysAgo: 34,
  },
  {
    name: bi('Contractors in Lusail', 'المقاولون في لوسيل'),
    channel: 'linkedin',
    status: 'active',
    audience: 380,
    startedDaysAgo: 21,
  },
  {
    name: bi('Clinics in Al Rayyan', 'العيادات في الريان'),
    channel: 'email',
    status: 'paused',
    audience: 210,
    startedDaysAgo: 12,
  },
  {
    name: bi('New Cafés in The Pearl', 'المقاهي الجديدة في اللؤلؤة'),
    channel: 'email',
    status: 'draft',
    audience: 150,
    startedDaysAgo: 0,
  },
];

/** What a failed run reports, as the executor would write it. */
export const RUN_ERRORS: readonly Bilingual[] = [
  bi(
    'Google Maps search quota reached; retried in the next run',
    'تم بلوغ حصة البحث في خرائط جوجل؛ أُعيدت المحاولة في التشغيل التالي',
  ),
  bi('LinkedIn session expired; reconnect the account', 'انتهت جلسة لينكدإن؛ أعد ربط الحساب'),
  bi('Enrichment service timed out after 30 s', 'انتهت مهلة خدمة إثراء البيانات بعد 30 ثانية'),
];
