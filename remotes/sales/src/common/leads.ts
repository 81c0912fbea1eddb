/**
 * What the sales dashboards alone read of the kit's leads and campaigns (docs/architecture.md, "The
 * dashboard toolkit": a helper one family uses lives in its `common/`): the funnel's status groups, the
 * lead figures per day and week, the campaigns as a short list and the rates the campaigns table shows.
 */
import {
  CAMPAIGN_COLUMNS,
  type Campaign,
  campaignFromRow,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type Lead,
  leadFact,
} from '@portal/dashboard-kit/entities';
import { ratio } from '@portal/dashboard-kit/format';
import { daysOf, type Figures, figuresBy, listOf, weeksOf } from '@portal/dashboard-kit/live';

/** The statuses of the lead figures, as `countOf` filters take them. */
export const QUALIFIED_STATUSES = [
  'qualified',
  'proposal',
  'won',
] as const satisfies readonly Lead['status'][];
export const OPEN_STATUSES = LEAD_STATUSES.filter((status) => status !== 'won' && status !== 'lost');

/** The client's lead figures on each Doha day of the period, by status and source. */
export const leadDays = /* @__PURE__ */ daysOf('leads', leadFact);

/** The same figures per week, for the last `weeks` weeks. */
export const leadWeeks = (weeks: number) => weeksOf('leads', leadFact, weeks);

/** A client's campaigns are few: read whole as a short list (`campaignList({ limit: 200 })`). */
export const campaignList = (options: { limit: number }) =>
  listOf('campaigns', CAMPAIGN_COLUMNS, campaignFromRow, options);

/** The period's leads per status, every status in funnel order (new → lost). */
export const leadsByStatus = (figures: Figures) => figuresBy(figures, 'current', 'status', LEAD_STATUSES);

/** The period's leads per source, only the sources that have leads, the largest first. */
export const leadsBySource = (figures: Figures) =>
  figuresBy(figures, 'current', 'kind', LEAD_SOURCES)
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count);

export interface CampaignPerformance extends Campaign {
  /** Undefined before the campaign sends anything. */
  openRate: number | undefined;
  replyRate: number | undefined;
  conversionRate: number | undefined;
  /** QAR per converted customer; undefined without a budget or before the first conversion. */
  costPerConversion: number | undefined;
}

export function campaignPerformance(campaigns: readonly Campaign[]): CampaignPerformance[] {
  return campaigns.map((c) => ({
    ...c,
    openRate: ratio(c.opened, c.sent),
    replyRate: ratio(c.replied, c.sent),
    conversionRate: ratio(c.converted, c.sent),
    costPerConversion: c.budget !== null && c.converted > 0 ? c.budget / c.converted : undefined,
  }));
}
