/**
 * Odoo sales: the opportunities the workflow syncs from the client's Odoo CRM (table deals). Revenue
 * is what was won; the pipeline is what is still open, weighted by each deal's probability.
 * Live, every figure is SQL's count of every deal (docs/architecture.md, "Dashboard figures") and the
 * tables page on the server; sample.ts counts its rows through the same parts, so both mean the same.
 */
import { dealsValues } from '@portal/contract/schema';
import { change, REPORTING_DAYS, ratio } from '@portal/dashboard-kit/format';
import {
  agesOf,
  countOf,
  enumColumns,
  type Fact,
  type Figures,
  figuresOf,
  listOf,
  liveDashboard,
  type SelectedRow,
  selection,
  sumOf,
  tableOf,
  toNumber,
} from '@portal/dashboard-kit/live';
import { monthlySums } from '../common/monthlySums.ts';

/** Deals: external_ref is the record in Odoo (S00123), expected_close_on a calendar day. */
export const DEALS = selection({
  deals:
    'id external_ref title customer_name value_qar stage probability expected_close_on closed_at created_at',
});
export type DealRow = SelectedRow<typeof DEALS>;
export const { values, read } = enumColumns(dealsValues, { stage: 'prospect' });
const stageOf = read.stage;
export type DealStage = ReturnType<typeof stageOf>;
export const OPEN_STAGES = [
  'prospect',
  'qualified',
  'proposal',
  'negotiation',
] as const satisfies readonly DealStage[];

/** Months in the revenue chart. */
export const REVENUE_MONTHS = 6;
/** The win rate's window: one month holds too few decisions to mean much. */
export const WIN_RATE_DAYS = 3 * REPORTING_DAYS;
/** How many deals the overview's "closing soon" list shows. */
export const UPCOMING_DEALS = 5;

/** QAR (numeric: some proxies send it as a string). */
export const dealValue = (deal: DealRow) => toNumber(deal.value_qar) ?? 0;
export const isOpen = (deal: DealRow) => (OPEN_STAGES as readonly DealStage[]).includes(stageOf(deal));

/** A deal as the `deals_closed` source counts it: by the moment it was won or lost. */
const closedFact = (deal: DealRow): Fact => ({
  at: deal.closed_at,
  status: stageOf(deal),
  value: dealValue(deal),
  score: deal.probability,
});
/** A deal as the `deals_pipeline` source counts it: its value, and that value weighted by its probability. */
const pipelineFact = (deal: DealRow): Fact => ({
  at: deal.created_at,
  status: stageOf(deal),
  value: dealValue(deal),
  score: (dealValue(deal) * deal.probability) / 100,
});

/** The server's order of the deal tables' sortable columns (see DealsTable). */
const DEAL_SORT = {
  ref: 'external_ref',
  title: 'title',
  customer: 'customer_name',
  stage: 'stage',
  value: 'value_qar',
  probability: 'probability',
  expectedClose: 'expected_close_on',
  created: 'created_at',
} as const;
const DEAL_SEARCH = ['external_ref', 'title', 'customer_name'] as const;
const openStages = `(${OPEN_STAGES.join(',')})`;
const sameRow = (deal: DealRow) => deal;

/** Won and lost deals of `days` and the days before, by closing moment (the KPIs; a report reads a week). */
export const closedFigures = (days = REPORTING_DAYS) => figuresOf('deals_closed', closedFact, days);

/** The parts of the dashboard, each read as of the same moment (sample.ts counts its rows through them). */
export const parts = {
  closed: closedFigures(),
  /** The same over the win rate's window. */
  decided: figuresOf('deals_closed', closedFact, WIN_RATE_DAYS),
  /** Closed deals per Doha day since the first charted calendar month began (at most 31 days a month). */
  months: figuresOf('deals_closed', closedFact, REVENUE_MONTHS * 31),
  /** Every open deal whatever its age, per stage: its value and weighted value, from the day lines. */
  pipeline: agesOf('deals_pipeline', pipelineFact, OPEN_STAGES, []),
};

/** Live: the figures, the next open deals to close, the open deals and every deal a page at a time. */
export const live = liveDashboard({
  ...parts,
  upcoming: listOf('deals', DEALS.columns, sameRow, {
    limit: UPCOMING_DEALS,
    dateColumn: 'expected_close_on',
    ascending: true,
    or: `stage.in.${openStages}`,
  }),
  openDeals: tableOf('deals', DEALS.columns, sameRow, {
    sort: DEAL_SORT,
    search: DEAL_SEARCH,
    order: { column: 'expected_close_on', ascending: true },
    filters: () => [['stage', 'in', openStages]],
  }),
  deals: tableOf('deals', DEALS.columns, sameRow, { sort: DEAL_SORT, search: DEAL_SEARCH }),
});

export type OdooSalesData = Awaited<ReturnType<typeof live>>;

const WON = { status: ['won'] };
const wonValue = (figures: Figures, period: 'current' | 'previous') => sumOf(figures, period, 'value', WON);

export function salesKpis({ closed, decided, pipeline }: OdooSalesData) {
  const revenue = wonValue(closed, 'current');
  const wonDeals = countOf(closed, 'current', WON);
  const decisions = countOf(decided, 'current', { status: ['won', 'lost'] });
  return {
    revenue,
    revenueChange: change(revenue, wonValue(closed, 'previous')),
    wonDeals,
    openPipeline: pipeline.reduce((sum, line) => sum + line.value, 0),
    weightedPipeline: pipeline.reduce((sum, line) => sum + line.score, 0),
    openDeals: pipeline.reduce((sum, line) => sum + line.rows, 0),
    winRate: ratio(countOf(decided, 'current', WON), decisions),
    averageDeal: wonDeals ? revenue / wonDeals : 0,
  };
}

/** Won revenue per calendar month (Doha), oldest first, the current month last: the won day lines summed. */
export const revenueByMonth = ({ months, asOf }: OdooSalesData, count = REVENUE_MONTHS) => {
  const wonDays = months.lines.filter((line) => line.period === 'day' && line.status === 'won');
  // A day line's Doha midday places it in its month.
  const midday = (line: (typeof wonDays)[number]) => (line.day ? `${line.day}T12:00:00+03:00` : null);
  return monthlySums(asOf, count, (line) => line.value, { revenue: [wonDays, midday] });
};

/** Open deals per stage: how many and how much, in pipeline order. */
export const pipelineByStage = ({ pipeline }: OdooSalesData) =>
  OPEN_STAGES.map((stage) => {
    const inStage = pipeline.filter((line) => line.status === stage);
    return {
      stage,
      count: inStage.reduce((sum, line) => sum + line.rows, 0),
      value: inStage.reduce((sum, line) => sum + line.value, 0),
    };
  });

/** The open deals expected to close first (undated ones last), as the live list orders them. */
export const upcomingOf = (deals: readonly DealRow[], limit = UPCOMING_DEALS): DealRow[] =>
  deals
    .filter(isOpen)
    .sort((a, b) => closing(a).localeCompare(closing(b)))
    .slice(0, limit);

/** The day a deal is expected to close, undated ones last. */
const closing = (deal: DealRow) => deal.expected_close_on ?? '9999';
