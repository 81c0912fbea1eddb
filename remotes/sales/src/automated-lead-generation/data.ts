/**
 * Automated lead generation: the automation searches sources (Google Maps, LinkedIn, Instagram…),
 * scores what it finds and starts outreach sequences. The dashboard shows what it found, how the
 * outreach performs and how reliably the automation runs.
 */

import type { Campaign, Lead, LeadSource } from '@portal/shared/entities';
import { isQualified, LEAD_SOURCES, LEAD_STATUSES } from '@portal/shared/entities';
import {
  change,
  countBy,
  countByDay,
  inReportingPeriod,
  REPORTING_DAYS,
  ratio,
  reportingDays,
  sumBy,
} from '@portal/shared/format';
import type { AsOf } from '@portal/shared/live';
import type { LeadSearchRun } from '../common/runs.ts';

export type AutomatedLeadGenerationData = AsOf<{
  leads: Lead[];
  /** Outreach sequences the automation sends to the leads it found. */
  sequences: Campaign[];
  runs: LeadSearchRun[];
}>;

export { REPORTING_DAYS as PERIOD_DAYS, REPORTING_HISTORY_DAYS as HISTORY_DAYS } from '@portal/shared/format';

export interface AutomationKpis {
  found: number;
  foundChange: number | undefined;
  qualifiedRate: number;
  averageScore: number;
  replyRate: number;
  runs: number;
  runSuccessRate: number;
}

export function automationKpis({
  leads,
  sequences,
  runs,
  asOf,
}: AutomatedLeadGenerationData): AutomationKpis {
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
    replyRate: ratio(
      sumBy(sequences, (s) => s.replied),
      sumBy(sequences, (s) => s.sent),
    ),
    runs: finished.length,
    runSuccessRate: ratio(finished.filter((r) => r.status === 'succeeded').length, finished.length),
  };
}

/** Sources the automation actually found leads in, most productive first. */
export function activeSources({ leads }: AutomatedLeadGenerationData): LeadSource[] {
  return countBy(leads, (l) => l.source, LEAD_SOURCES)
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((s) => s.key);
}

/** Leads found per Doha day and source over the period (for a stacked chart), oldest day first. */
export function foundPerDayBySource(data: AutomatedLeadGenerationData, days = REPORTING_DAYS) {
  const keys = reportingDays(data.asOf, days);
  return {
    days: keys,
    series: activeSources(data).map((source) => ({
      source,
      counts: countByDay(
        data.leads.filter((l) => l.source === source),
        (l) => l.createdAt,
        keys,
      ),
    })),
  };
}

export const leadsByStatus = ({ leads }: AutomatedLeadGenerationData) =>
  countBy(leads, (l) => l.status, LEAD_STATUSES);

/** Newest runs first. */
export const recentRuns = ({ runs }: AutomatedLeadGenerationData) =>
  [...runs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
