/**
 * Automated lead generation: the automation searches sources (Google Maps, LinkedIn, Instagram…),
 * scores what it finds and starts outreach sequences. The dashboard shows what it found, how the
 * outreach performs and how reliably the automation runs. Live, every figure is SQL's count of every
 * lead and run (docs/architecture.md, "Dashboard figures"); the leads table pages on the server.
 */
import { ENGINE_EXECUTOR, leadFigures, leadTable, runFigures, runList } from '@portal/dashboard-kit/entities';
import { change, REPORTING_HISTORY_DAYS, ratio, reportingDays } from '@portal/dashboard-kit/format';
import { countOf, liveDashboard, sumOf } from '@portal/dashboard-kit/live';
import { campaignList, leadDays, leadsBySource, QUALIFIED_STATUSES } from '../common/leads.ts';
import { leadSearchRun } from '../common/runs.ts';

/** Live: the figures of the leads found and of the runs, the leads a page at a time, sequences and runs (few). */
export const live = liveDashboard({
  figures: leadFigures,
  days: leadDays,
  leads: leadTable,
  /** Outreach sequences the automation sends to the leads it found. */
  sequences: campaignList({ limit: 100 }),
  runFigures,
  /** Two runs a day: the table of the last two periods' runs. */
  runs: runList({ limit: 500, days: REPORTING_HISTORY_DAYS }, leadSearchRun),
});
export type AutomatedLeadGenerationData = Awaited<ReturnType<typeof live>>;

const ENGINE = [ENGINE_EXECUTOR];

export function automationKpis({ figures, runFigures: runs }: AutomatedLeadGenerationData) {
  const found = countOf(figures, 'current');
  const finished = countOf(runs, 'current', { status: ['succeeded', 'failed'], kind: ENGINE });
  return {
    found,
    foundChange: change(found, countOf(figures, 'previous')),
    qualifiedRate: ratio(countOf(figures, 'current', { status: QUALIFIED_STATUSES }), found),
    averageScore: found ? sumOf(figures, 'current', 'score') / found : 0,
    runs: finished,
    runSuccessRate: ratio(countOf(runs, 'current', { status: ['succeeded'], kind: ENGINE }), finished),
  };
}

/** Leads found per Doha day of the period and source, the most productive source first (a stacked chart). */
export function foundPerDayBySource({ figures, days: perDay, asOf }: AutomatedLeadGenerationData) {
  const days = reportingDays(asOf);
  const series = leadsBySource(figures).map(({ key: source }) => ({
    source,
    counts: perDay.map((day) => countOf(day, 'current', { kind: [source] })),
  }));
  return { days, series };
}
