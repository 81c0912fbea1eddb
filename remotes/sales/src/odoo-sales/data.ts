/**
 * Odoo sales: the opportunities the workflow syncs from the client's Odoo CRM (table deals). Revenue
 * is what was won; the pipeline is what is still open, weighted by each deal's probability.
 */

import {
  change,
  inWindow,
  isInReportingPeriod,
  REPORTING_DAYS,
  ratio,
  sumBy,
  windowEndingAt,
} from '@portal/shared/format';
import type { AsOf } from '@portal/shared/live';
import { type ColumnValue, ColumnValues } from '@portal/shared/schema';
import type { StatusTone } from '@portal/shared/ui';

// Values as the database allows them (deals_stage_check).
export const DEAL_STAGES = ColumnValues.deals.stage;
export type DealStage = ColumnValue<'deals', 'stage'>;
export const OPEN_STAGES = [
  'prospect',
  'qualified',
  'proposal',
  'negotiation',
] as const satisfies readonly DealStage[];

export interface Deal {
  id: string;
  /** The record in Odoo, e.g. S00123. */
  ref: string | null;
  title: string;
  customer: string;
  /** QAR */
  value: number;
  stage: DealStage;
  /** 0–100 */
  probability: number;
  /** A calendar date 'YYYY-MM-DD'. */
  expectedClose: string | null;
  closedAt: string | null;
  createdAt: string;
}

export type OdooSalesData = AsOf<{ deals: Deal[] }>;

export const STAGE_TONE: Record<DealStage, StatusTone> = {
  prospect: 'neutral',
  qualified: 'info',
  proposal: 'primary',
  negotiation: 'warning',
  won: 'success',
  lost: 'error',
};

/** Months in the revenue chart. */
export const REVENUE_MONTHS = 6;

const isOpen = (deal: Deal) => (OPEN_STAGES as readonly DealStage[]).includes(deal.stage);

export function salesKpis({ deals, asOf }: OdooSalesData) {
  const wonIn = (back: number) =>
    deals.filter((d) => d.stage === 'won' && isInReportingPeriod(d.closedAt, asOf, back));
  const won = wonIn(0);
  const open = deals.filter(isOpen);
  // Win rate over a longer window: one month holds too few decisions to mean much.
  const decided = deals.filter(
    (d) =>
      (d.stage === 'won' || d.stage === 'lost') &&
      inWindow(d.closedAt, windowEndingAt(asOf, 3 * REPORTING_DAYS)),
  );
  const revenue = sumBy(won, (d) => d.value);
  return {
    revenue,
    revenueChange: change(
      revenue,
      sumBy(wonIn(1), (d) => d.value),
    ),
    wonDeals: won.length,
    openPipeline: sumBy(open, (d) => d.value),
    weightedPipeline: sumBy(open, (d) => (d.value * d.probability) / 100),
    openDeals: open.length,
    winRate: ratio(decided.filter((d) => d.stage === 'won').length, decided.length),
    averageDeal: won.length ? revenue / won.length : 0,
  };
}

/** Won revenue per calendar month (Doha), oldest first, the current month last. */
export function revenueByMonth({ deals, asOf }: OdooSalesData, months = REVENUE_MONTHS) {
  // Doha is UTC+3 all year: shifting by 3 h turns UTC month arithmetic into Doha months.
  const shift = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3_600_000);
  const now = shift(asOf);
  return Array.from({ length: months }, (_, i) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const won = deals.filter((d) => {
      if (d.stage !== 'won' || !d.closedAt) return false;
      const at = shift(d.closedAt);
      return at >= start && at < end;
    });
    // Midday on the 15th, so formatting in any zone names the right month.
    return {
      month: new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 15, 12)).toISOString(),
      revenue: sumBy(won, (d) => d.value),
      deals: won.length,
    };
  });
}

/** Open deals per stage: how many and how much, in pipeline order. */
export const pipelineByStage = ({ deals }: OdooSalesData) =>
  OPEN_STAGES.map((stage) => {
    const inStage = deals.filter((d) => d.stage === stage);
    return { stage, count: inStage.length, value: sumBy(inStage, (d) => d.value) };
  });

/** The biggest open deals expected to close first. */
export function upcomingDeals({ deals }: OdooSalesData, limit = 5): Deal[] {
  return deals
    .filter(isOpen)
    .sort((a, b) => (a.expectedClose ?? '9999').localeCompare(b.expectedClose ?? '9999') || b.value - a.value)
    .slice(0, limit);
}
