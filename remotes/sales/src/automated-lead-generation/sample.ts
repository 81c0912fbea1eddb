/**
 * Deterministic demonstration data for automated lead generation: leads the automation found in the
 * last 60 days, its outreach sequences and two runs a day. Same seed, same data; Arabic names and
 * texts in Arabic, the same numbers in both languages.
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
import type { Bilingual } from '@portal/shared/sample';
import { bi, COMPANIES, createRandom, daysBefore, samplePerson, samplePhone } from '@portal/shared/sample';
import { type LeadSearchRun, leadSearchRun } from '../common/runs.ts';
import { type AutomatedLeadGenerationData, HISTORY_DAYS } from './data.ts';

export const SAMPLE_SEED = 'sales/automated-lead-generation/v1';

const SOURCES: readonly LeadSource[] = ['google_maps', 'linkedin', 'instagram', 'website'];
const SOURCE_WEIGHTS = [45, 30, 15, 10];

const SEQUENCES: readonly {
  name: Bilingual;
  channel: CampaignChannel;
  status: CampaignStatus;
  audience: number;
}[] = [
  {
    name: bi('New Restaurants in Doha', 'المطاعم الجديدة في الدوحة'),
    channel: 'email',
    status: 'active',
    audience: 640,
  },
  {
    name: bi('Contractors in Lusail', 'المقاولون في لوسيل'),
    channel: 'linkedin',
    status: 'active',
    audience: 380,
  },
  {
    name: bi('Clinics in Al Rayyan', 'العيادات في الريان'),
    channel: 'email',
    status: 'paused',
    audience: 210,
  },
  {
    name: bi('New Cafés in The Pearl', 'المقاهي الجديدة في اللؤلؤة'),
    channel: 'email',
    status: 'draft',
    audience: 150,
  },
];

/** What a failed run reports, as the executor would write it. */
const RUN_ERRORS: readonly Bilingual[] = [
  bi(
    'Google Maps search quota reached; retried in the next run',
    'تم بلوغ حصة البحث في خرائط جوجل؛ أُعيدت المحاولة في التشغيل التالي',
  ),
  bi('LinkedIn session expired; reconnect the account', 'انتهت جلسة لينكدإن؛ أعد ربط الحساب'),
  bi('Enrichment service timed out after 30 s', 'انتهت مهلة خدمة إثراء البيانات بعد 30 ثانية'),
];

/** Found leads start new; the automation and the team move older ones through the funnel. */
function statusFor(ageDays: number, roll: number): LeadStatus {
  if (ageDays < 4) return roll < 0.75 ? 'new' : 'contacted';
  if (roll < 0.15) return 'new';
  if (roll < 0.5) return 'contacted';
  if (roll < 0.7) return 'qualified';
  if (roll < 0.78) return 'proposal';
  if (roll < 0.88) return 'won';
  return 'lost';
}

export function buildAutomatedLeadGenerationSample(
  locale: Locale,
  anchor: Date,
): AutomatedLeadGenerationData {
  const random = createRandom(SAMPLE_SEED);

  const r = random.fork('leads');
  const leads: Lead[] = [];
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    const perDay = r.int(day <= 30 ? 2 : 1, day <= 30 ? 7 : 5);
    for (let n = 0; n < perDay; n++) {
      const person = samplePerson(r);
      const company = r.pick(COMPANIES);
      leads.push({
        id: `sample-auto-lead-${leads.length + 1}`,
        name: person.name(locale),
        company: company.name[locale],
        email: person.email(company.domain),
        phone: r.chance(0.6) ? samplePhone(r) : null,
        source: r.weighted(SOURCES, SOURCE_WEIGHTS),
        status: statusFor(day, r.next()),
        score: r.int(20, 95),
        estimatedValue: r.int(20, 300) * 100,
        createdAt: daysBefore(anchor, day, r.int(6 * 60, 15 * 60)).toISOString(),
      });
    }
  }

  const s = random.fork('sequences');
  const sequences: Campaign[] = SEQUENCES.map((seed, i) => {
    const sent = seed.status === 'draft' ? 0 : Math.round(seed.audience * s.float(0.55, 0.95));
    const opened = Math.round(sent * s.float(0.3, 0.5));
    const replied = Math.round(opened * s.float(0.1, 0.25));
    return {
      id: `sample-sequence-${i + 1}`,
      name: seed.name[locale],
      channel: seed.channel,
      status: seed.status,
      audience: seed.audience,
      sent,
      opened,
      replied,
      converted: Math.round(replied * s.float(0.1, 0.35)),
      budget: null,
      startedAt: seed.status === 'draft' ? null : daysBefore(anchor, s.int(10, 40)).toISOString(),
    };
  });

  const g = random.fork('runs');
  const runs: LeadSearchRun[] = [];
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    for (const hour of [6, 14]) {
      const failed = g.chance(0.06);
      const found = g.int(5, 40);
      const started = daysBefore(anchor, day, hour * 60 + g.int(0, 4));
      const source = g.weighted(SOURCES, SOURCE_WEIGHTS);
      const qualified = Math.round(found * g.float(0.1, 0.3));
      // Built the way the executor writes a run, then read like a live one.
      runs.push(
        leadSearchRun({
          id: `sample-run-${runs.length + 1}`,
          status: failed ? 'failed' : 'succeeded',
          input: { source },
          output: failed ? null : { leads_found: found, qualified },
          error: failed ? g.pick(RUN_ERRORS)[locale] : null,
          startedAt: started.toISOString(),
          durationMs: g.int(failed ? 30_000 : 45_000, 240_000),
          createdAt: started.toISOString(),
        }),
      );
    }
  }

  return { leads, sequences, runs, asOf: anchor.toISOString() };
}
