/**
 * Deterministic demonstration data for the lead generation dashboard. Every number and every pool
 * index comes from one seeded stream and only then is the language chosen, so the English and the
 * Arabic sample show the same leads with translated names and texts.
 */
import type { Locale } from '@portal/shared/contract';
import type {
  Campaign,
  CampaignChannel,
  CampaignStatus,
  Lead,
  LeadSource,
  LeadStatus,
} from '@portal/shared/entities';
import type { Bilingual, Random } from '@portal/shared/sample';
import { bi, COMPANIES, createRandom, daysBefore, samplePerson, samplePhone } from '@portal/shared/sample';
import { HISTORY_DAYS, type LeadGenerationData } from './data.ts';

export const SAMPLE_SEED = 'sales/lead-generation/v1';

const SOURCES: readonly LeadSource[] = [
  'website',
  'linkedin',
  'google_maps',
  'instagram',
  'referral',
  'whatsapp',
  'event',
];
const SOURCE_WEIGHTS = [30, 20, 14, 12, 10, 9, 5];

interface CampaignSeed {
  name: Bilingual;
  channel: CampaignChannel;
  status: CampaignStatus;
  audience: number;
  budget: number | null;
  /** Days before the anchor it started (negative: scheduled in the future). */
  startedDaysAgo: number;
}

const CAMPAIGNS: readonly CampaignSeed[] = [
  {
    name: bi('Ramadan Offers', 'عروض رمضان'),
    channel: 'email',
    status: 'completed',
    audience: 4200,
    budget: 6_000,
    startedDaysAgo: 58,
  },
  {
    name: bi('LinkedIn B2B Outreach', 'التواصل مع الشركات عبر لينكدإن'),
    channel: 'linkedin',
    status: 'active',
    audience: 900,
    budget: 12_000,
    startedDaysAgo: 45,
  },
  {
    name: bi('Free Consultation Follow-up', 'متابعة الاستشارة المجانية'),
    channel: 'email',
    status: 'active',
    audience: 1300,
    budget: null,
    startedDaysAgo: 60,
  },
  {
    name: bi('National Day Promotion', 'عرض اليوم الوطني'),
    channel: 'instagram',
    status: 'paused',
    audience: 15000,
    budget: 9_000,
    startedDaysAgo: 30,
  },
  {
    name: bi('WhatsApp Catalogue Broadcast', 'بث الكتالوج عبر واتساب'),
    channel: 'whatsapp',
    status: 'active',
    audience: 2600,
    budget: 2_500,
    startedDaysAgo: 21,
  },
  {
    name: bi('Project Qatar Exhibition Invites', 'دعوات معرض بروجكت قطر'),
    channel: 'sms',
    status: 'completed',
    audience: 3100,
    budget: 3_500,
    startedDaysAgo: 40,
  },
  {
    name: bi('Spring Launch Teaser', 'حملة تشويقية لإطلاق الربيع'),
    channel: 'facebook',
    status: 'scheduled',
    audience: 20000,
    budget: 7_500,
    startedDaysAgo: -5,
  },
  {
    name: bi('Customer Win-back', 'استعادة العملاء'),
    channel: 'email',
    status: 'draft',
    audience: 800,
    budget: null,
    startedDaysAgo: -14,
  },
];

/**
 * A lead's status depends on its age: fresh leads are mostly new, older ones decided. Recent
 * weeks convert a little better than older ones, as an automation that is being tuned should.
 */
function statusFor(ageDays: number, roll: number): LeadStatus {
  if (ageDays < 3) return roll < 0.7 ? 'new' : 'contacted';
  if (ageDays < 10) {
    if (roll < 0.2) return 'new';
    if (roll < 0.5) return 'contacted';
    if (roll < 0.7) return 'qualified';
    if (roll < 0.8) return 'proposal';
    return roll < 0.9 ? 'won' : 'lost';
  }
  const wonShare = ageDays <= 30 ? 0.27 : 0.2;
  if (roll < 0.04) return 'new';
  if (roll < 0.24) return 'contacted';
  if (roll < 0.42) return 'qualified';
  if (roll < 0.54) return 'proposal';
  return roll < 0.54 + wonShare ? 'won' : 'lost';
}

function sampleCampaign(
  seed: CampaignSeed,
  index: number,
  random: Random,
  locale: Locale,
  anchor: Date,
): Campaign {
  const running = seed.status === 'active' || seed.status === 'paused' || seed.status === 'completed';
  const sent = running
    ? Math.round(seed.audience * random.float(seed.status === 'completed' ? 0.92 : 0.4, 0.98))
    : 0;
  const opened = Math.round(sent * random.float(0.28, 0.62));
  const replied = Math.round(opened * random.float(0.08, 0.22));
  return {
    id: `sample-campaign-${index + 1}`,
    name: seed.name[locale],
    channel: seed.channel,
    status: seed.status,
    audience: seed.audience,
    sent,
    opened,
    replied,
    converted: Math.round(replied * random.float(0.15, 0.45)),
    budget: seed.budget,
    startedAt: seed.status === 'draft' ? null : daysBefore(anchor, seed.startedDaysAgo).toISOString(),
  };
}

export function buildLeadGenerationSample(locale: Locale, anchor: Date): LeadGenerationData {
  const random = createRandom(SAMPLE_SEED);
  const campaignsRandom = random.fork('campaigns');
  const campaigns = CAMPAIGNS.map((seed, i) => sampleCampaign(seed, i, campaignsRandom, locale, anchor));

  const r = random.fork('leads');
  const leads: Lead[] = [];
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    // The workflow has been ramping up: more leads a day in the last 30 days than before.
    const perDay = r.int(1, day <= 30 ? 6 : 4);
    for (let n = 0; n < perDay; n++) {
      const person = samplePerson(r);
      const company = r.pick(COMPANIES);
      const score = r.int(25, 98);
      leads.push({
        id: `sample-lead-${leads.length + 1}`,
        name: person.name(locale),
        company: company.name[locale],
        email: person.email(company.domain),
        phone: r.chance(0.85) ? samplePhone(r) : null,
        source: r.weighted(SOURCES, SOURCE_WEIGHTS),
        status: statusFor(day, r.next()),
        score,
        estimatedValue: Math.round(r.int(30, 450) * 100 * (0.6 + score / 200)),
        createdAt: daysBefore(anchor, day, r.int(7 * 60, 22 * 60)).toISOString(),
      });
    }
  }
  return { leads, campaigns, asOf: anchor.toISOString() };
}
