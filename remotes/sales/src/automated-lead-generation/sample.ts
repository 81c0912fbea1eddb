/**
 * Deterministic demonstration data for automated lead generation: leads the automation found in the
 * last 60 days, its outreach sequences and two runs a day. Same seed, same data; Arabic names and
 * texts in Arabic, the same numbers in both languages.
 */
import type { Locale } from '@portal/contract';
import { leadFigures, runFigures } from '@portal/dashboard-kit/entities';
import { REPORTING_HISTORY_DAYS } from '@portal/dashboard-kit/format';
import { createRandom, daysBefore, sampleDays } from '@portal/dashboard-kit/sample';
import { leadDays } from '../common/leads.ts';
import { leadSearchRun } from '../common/runs.ts';
import { pickWeighted, sampleCampaigns, sampleLeads } from '../common/sampleLeads.ts';
import { RUN_ERRORS, SEQUENCES } from '../content/automated-lead-generation.ts';
import type { AutomatedLeadGenerationData } from './data.ts';

export const SAMPLE_SEED = 'sales/automated-lead-generation/v1';

const SOURCES = { google_maps: 45, linkedin: 30, instagram: 15, website: 10 } as const;

/** Found leads start new; the automation and the team move older ones through the funnel. */
const statusesAt = (ageDays: number) =>
  ageDays < 4
    ? { new: 0.75, contacted: 0.25 }
    : { new: 0.15, contacted: 0.35, qualified: 0.2, proposal: 0.08, won: 0.1, lost: 0.12 };

export function buildAutomatedLeadGenerationSample(
  locale: Locale,
  anchor: Date,
): AutomatedLeadGenerationData {
  const random = createRandom(SAMPLE_SEED);
  const leads = sampleLeads(random.fork('leads'), locale, anchor, {
    idPrefix: 'sample-auto-lead',
    days: REPORTING_HISTORY_DAYS,
    perDay: (day) => (day <= 30 ? [2, 7] : [1, 5]),
    sources: SOURCES,
    statuses: statusesAt,
    phoneShare: 0.6,
    score: [20, 95],
    value: (_, r) => r.int(20, 300) * 100,
    minutes: [6 * 60, 15 * 60],
  });
  const sequences = sampleCampaigns(
    random.fork('sequences'),
    locale,
    anchor,
    SEQUENCES,
    {
      sent: [0.55, 0.95],
      opened: [0.3, 0.5],
      replied: [0.1, 0.25],
      converted: [0.1, 0.35],
    },
    'sample-sequence',
  );
  const g = random.fork('runs');
  // Two runs a day, at 06:00 and 14:00; built the way the executor writes a run, then read like a live one.
  const runs = sampleDays(g, { days: REPORTING_HISTORY_DAYS, perDay: [2, 2] }, ({ day, index }) => {
    const failed = g.chance(0.06);
    const found = g.int(5, 40);
    const started = daysBefore(anchor, day, (index % 2 ? 14 : 6) * 60 + g.int(0, 4)).toISOString();
    const source = pickWeighted(g, SOURCES);
    const qualified = Math.round(found * g.float(0.1, 0.3));
    return leadSearchRun({
      id: `sample-run-${index + 1}`,
      status: failed ? 'failed' : 'succeeded',
      input: { source },
      output: failed ? null : { leads_found: found, qualified },
      error: failed ? g.pick(RUN_ERRORS)[locale] : null,
      startedAt: started,
      durationMs: g.int(failed ? 30_000 : 45_000, 240_000),
      createdAt: started,
    });
  });
  const asOf = anchor.toISOString();
  // The same figures live mode reads from SQL, counted from the sample's rows.
  return {
    figures: leadFigures.fromRows(leads, asOf),
    days: leadDays.fromRows(leads, asOf),
    leads,
    sequences,
    runFigures: runFigures.fromRows(runs, asOf),
    runs,
    asOf,
  };
}
