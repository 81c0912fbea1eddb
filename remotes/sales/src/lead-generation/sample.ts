/**
 * Deterministic demonstration data for the lead generation dashboard. Every number and every pool
 * index comes from one seeded stream and only then is the language chosen, so the English and the
 * Arabic sample show the same leads with translated names and texts.
 */
import type { Locale } from '@portal/contract';
import { leadFigures } from '@portal/dashboard-kit/entities';
import { REPORTING_HISTORY_DAYS } from '@portal/dashboard-kit/format';
import { createRandom } from '@portal/dashboard-kit/sample';
import { sampleCampaigns, sampleLeads } from '../common/sampleLeads.ts';
import { CAMPAIGNS } from '../content/lead-generation.ts';
import { type LeadGenerationData, trend } from './data.ts';

export const SAMPLE_SEED = 'sales/lead-generation/v1';

/**
 * A lead's status depends on its age: fresh leads are mostly new, older ones decided. Recent
 * weeks convert a little better than older ones, as an automation that is being tuned should.
 */
function statusesAt(ageDays: number) {
  if (ageDays < 3) return { new: 0.7, contacted: 0.3 };
  if (ageDays < 10) return { new: 0.2, contacted: 0.3, qualified: 0.2, proposal: 0.1, won: 0.1, lost: 0.1 };
  const won = ageDays <= 30 ? 0.27 : 0.2;
  return { new: 0.04, contacted: 0.2, qualified: 0.18, proposal: 0.12, won, lost: 0.46 - won };
}

export function buildLeadGenerationSample(locale: Locale, anchor: Date): LeadGenerationData {
  const random = createRandom(SAMPLE_SEED);
  const campaigns = sampleCampaigns(random.fork('campaigns'), locale, anchor, CAMPAIGNS, {
    sent: [0.4, 0.98],
    opened: [0.28, 0.62],
    replied: [0.08, 0.22],
    converted: [0.15, 0.45],
  });
  const leads = sampleLeads(random.fork('leads'), locale, anchor, {
    idPrefix: 'sample-lead',
    days: REPORTING_HISTORY_DAYS,
    // The workflow has been ramping up: more leads a day in the last 30 days than before.
    perDay: (day) => [1, day <= 30 ? 6 : 4],
    sources: {
      website: 30,
      linkedin: 20,
      google_maps: 14,
      instagram: 12,
      referral: 10,
      whatsapp: 9,
      event: 5,
    },
    statuses: statusesAt,
    phoneShare: 0.85,
    score: [25, 98],
    value: (score, r) => Math.round(r.int(30, 450) * 100 * (0.6 + score / 200)),
    minutes: [7 * 60, 22 * 60],
  });
  const asOf = anchor.toISOString();
  // The same figures live mode reads from SQL, counted from the sample's rows.
  const figures = leadFigures.fromRows(leads, asOf);
  return { figures, weeks: trend.fromRows(leads, asOf), leads, campaigns, asOf };
}
