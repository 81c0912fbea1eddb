/**
 * Automated lead generation: the automation searches sources (Google Maps, LinkedIn, Instagram…),
 * scores what it finds and starts outreach sequences. The dashboard shows what it found, how the
 * outreach performs and how reliably the automation runs.
 */
import {
  type Campaign,
  campaignList,
  isQualified,
  type Lead,
  leadList,
  leadsBySource,
  runList,
} from '@portal/dashboard-kit/entities';
import {
  change,
  countByDay,
  inReportingPeriod,
  REPORTING_HISTORY_DAYS,
  ratio,
  reportingDays,
  sumBy,
} from '@portal/dashboard-kit/format';
import { type AsOf, loadLists } from '@portal/dashboard-kit/live';
import { type LeadSearchRun, leadSearchRun } from '../common/runs.ts';

export type AutomatedLeadGenerationData = AsOf<{
  leads: Lead[];
  /** Outreach sequences the automation sends to the leads it found. */
  sequences: Campaign[];
  runs: LeadSearchRun[];
}>;

/** Live: the client's leads and runs of the last two periods, and its sequences; bounded to stay fast. */
export const live = loadLists({
  leads: leadList({ limit: 2000, days: REPORTING_HISTORY_DAYS }),
  sequences: campaignList({ limit: 100 }),
  runs: runList({ limit: 500, days: REPORTING_HISTORY_DAYS }, leadSearchRun),
});

export function automationKpis({ leads, runs, asOf }: AutomatedLeadGenerationData) {
  const current = inReportingPeriod(leads, (l) => l.createdAt, asOf);
  const previous = inReportingPeriod(leads, (l) => l.createdAt, asOf, 1);
  const finished = inReportingPeriod(runs, (r) => r.createdAt, asOf).filter(
    (r) => r.status === 'succeeded' || r.status === 'failed',
  );
  return {
    found: current.length,
    foundChange: change(current.length, previous.length),
    qualifiedRate: ratio(current.filter(isQualified).length, current.length),
    averageScore: current.length ? sumBy(current, (l) => l.score) / current.length : 0,
    runs: finished.length,
    runSuccessRate: ratio(finished.filter((r) => r.status === 'succeeded').length, finished.length),
  };
}

/** Leads found per Doha day of the period and source, the most productive source first (a stacked chart). */
export function foundPerDayBySource({ leads, asOf }: AutomatedLeadGenerationData) {
  const days = reportingDays(asOf);
  const series = leadsBySource(leads).map(({ key: source }) => ({
    source,
    counts: countByDay(
      leads.filter((l) => l.source === source),
      (l) => l.createdAt,
      days,
    ),
  }));
  return { days, series };
}
