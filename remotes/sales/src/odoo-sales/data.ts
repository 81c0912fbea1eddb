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
} from '@portal/dashboard-kit/format';
import {
  type AsOf,
  loadSelection,
  type SelectedRow,
  selectedTable,
  since,
  toNumber,
} from '@portal/dashboard-kit/live';
import { monthlySums } from '../common/monthlySums.ts';

/** Deals: external_ref is the record in Odoo (S00123), expected_close_on a calendar day. */
export const DEALS = selectedTable(
  {
    deals:
      'id external_ref title customer_name value_qar stage probability expected_close_on closed_at created_at',
  },
  { stage: 'prospect' },
);
export type DealRow = SelectedRow<typeof DEALS>;
const stageOf = DEALS.read.stage;
export type DealStage = ReturnType<typeof stageOf>;
export const OPEN_STAGES = [
  'prospect',
  'qualified',
  'proposal',
  'negotiation',
] as const satisfies readonly DealStage[];

export type OdooSalesData = AsOf<{ deals: DealRow[] }>;

/** Months in the revenue chart. */
export const REVENUE_MONTHS = 6;
export const MAX_DEALS = 2000;

/** Live: every open deal whatever its age, closed ones of the charted months (31 days a month is enough). */
export const live = loadSelection('deals', DEALS, (asOf) => ({
  limit: MAX_DEALS,
  or: `closed_at.is.null,closed_at.gte."${since(asOf, REVENUE_MONTHS * 31)}"`,
}));

/** QAR (numeric: some proxies send it as a string). */
export const dealValue = (deal: DealRow) => toNumber(deal.value_qar) ?? 0;
export const isOpen = (deal: DealRow) => (OPEN_STAGES as readonly DealStage[]).includes(stageOf(deal));
const isWon = (deal: DealRow) => stageOf(deal) === 'won';

export function salesKpis({ deals, asOf }: OdooSalesData) {
  const wonIn = (back: number) =>
    deals.filter((d) => isWon(d) && isInReportingPeriod(d.closed_at, asOf, back));
  const won = wonIn(0);
  const open = deals.filter(isOpen);
  // Win rate over a longer window: one month holds too few decisions to mean much.
  const decided = deals.filter(
    (d) =>
      (isWon(d) || stageOf(d) === 'lost') && inWindow(d.closed_at, windowEndingAt(asOf, 3 * REPORTING_DAYS)),
  );
  const revenue = sumBy(won, dealValue);
  return {
    revenue,
    revenueChange: change(revenue, sumBy(wonIn(1), dealValue)),
    wonDeals: won.length,
    openPipeline: sumBy(open, dealValue),
    weightedPipeline: sumBy(open, (d) => (dealValue(d) * d.probability) / 100),
    openDeals: open.length,
    winRate: ratio(decided.filter(isWon).length, decided.length),
    averageDeal: won.length ? revenue / won.length : 0,
  };
}

/** Won revenue per calendar month (Doha), oldest first, the current month last. */
export const revenueByMonth = ({ deals, asOf }: OdooSalesData, months = REVENUE_MONTHS) =>
  monthlySums(asOf, months, dealValue, { revenue: [deals.filter(isWon), (d) => d.closed_at] });

/** Open deals per stage: how many and how much, in pipeline order. */
export const pipelineByStage = ({ deals }: OdooSalesData) =>
  OPEN_STAGES.map((stage) => {
    const inStage = deals.filter((d) => stageOf(d) === stage);
    return { stage, count: inStage.length, value: sumBy(inStage, dealValue) };
  });

/** The biggest open deals expected to close first. */
export const upcomingDeals = ({ deals }: OdooSalesData, limit = 5): DealRow[] =>
  deals
    .filter(isOpen)
    .sort((a, b) => closing(a).localeCompare(closing(b)) || dealValue(b) - dealValue(a))
    .slice(0, limit);

/** The day a deal is expected to close, undated ones last. */
const closing = (deal: DealRow) => deal.expected_close_on ?? '9999';
