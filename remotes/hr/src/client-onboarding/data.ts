/**
 * Client onboarding: each new customer of the client goes through welcome, documents, kickoff and
 * account setup to completed. The dashboard follows the journeys in progress, how long onboarding
 * takes, which journeys have stalled and how many finish over time. Every figure comes from here.
 * Live, the figures are SQL's counts of every journey (docs/architecture.md, "Dashboard figures"; the
 * stalled journeys and the step times by migration 20261130140000_hr_dashboard_figures.sql) and the
 * lists page on the server; the sample counts its rows through the same parts (`fromRows`).
 */
import { onboardingsValues } from '@portal/contract/schema';
import { change, elapsedMs, isInReportingPeriod, REPORTING_DAYS, ratio } from '@portal/dashboard-kit/format';
import {
  agesOf,
  countOf,
  countPerDayOf,
  enumColumns,
  type Fact,
  type FigurePart,
  figuresOf,
  liveDashboard,
  partsFromRows,
  readFigureFunction,
  type SelectedRow,
  selection,
  statsOf,
  tableOf,
  toNumber,
} from '@portal/dashboard-kit/live';
import { stepsCompleted, stepTimes, typicalStepDurations } from '../common/journeySteps.ts';
import { stagedPipeline } from '../common/stagedPipeline.ts';

export const ONBOARDINGS = selection({
  onboardings: 'id client_name company email stage progress steps started_at completed_at updated_at',
});
export type OnboardingRow = SelectedRow<typeof ONBOARDINGS>;
export const { values, read } = enumColumns(onboardingsValues, { stage: 'welcome' });
export type OnboardingStage = ReturnType<typeof read.stage>;
/** The steps a customer works through (completed is where they arrive). */
export const STEPS = values.stage.slice(0, -1) as readonly OnboardingStage[];
/** A journey is in progress at any step; documents wait on the customer, so they are the ones to watch. */
export const PIPELINE = stagedPipeline(read.stage, values.stage, {
  active: STEPS,
  tones: { documents: 'warning', kickoff: 'info', setup: 'primary', completed: 'success' },
});

/** A journey that has not moved for this long is stalled and needs a nudge. */
export const STALLED_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;

export const timeToOnboardMs = (o: OnboardingRow) => elapsedMs(o.started_at, o.completed_at);
/** When each step was completed (null while it is not), from the row's steps list. */
export const stepCompletions = (o: OnboardingRow) => stepTimes(o.steps, values.stage);
/** Steps done out of STEPS.length. */
export const stepsDone = (o: OnboardingRow) => stepsCompleted(stepCompletions(o), STEPS);
/** How long a journey has not moved as of the dashboard's moment. */
export const idleMs = (o: OnboardingRow, asOf: string) => elapsedMs(o.updated_at, asOf) ?? 0;

/** What the figures count of a journey by its start (`onboardings`: value its progress). */
const startFact = (o: OnboardingRow): Fact => ({
  at: o.started_at,
  status: read.stage(o),
  value: o.progress,
});
/** The same journey by its completion (`onboardings_completed`: value the time to onboard). */
const completionFact = (o: OnboardingRow): Fact => ({
  at: o.completed_at,
  status: read.stage(o),
  value: timeToOnboardMs(o) ?? null,
});

/** The stall threshold as of a moment: a journey last moved before it is stalled. */
const stalledBefore = (asOf: string) =>
  new Date(Date.parse(asOf) - STALLED_AFTER_DAYS * DAY_MS).toISOString();
const isStalled = (o: OnboardingRow, asOf: string) =>
  PIPELINE.isActive(o) && o.updated_at < stalledBefore(asOf);

/** How many journeys have stalled, counted in SQL (`dashboard_stalled_onboardings`). */
const stalledCount: FigurePart<OnboardingRow, number> = {
  async read(ctx, asOf) {
    const stalled = await readFigureFunction(
      ctx,
      'dashboard_stalled_onboardings',
      'the stalled onboardings',
      { p_as_of: asOf.toISOString(), p_stalled_days: STALLED_AFTER_DAYS },
    );
    return toNumber(stalled) ?? 0;
  },
  fromRows: (rows, asOf) => rows.filter((o) => isStalled(o, asOf)).length,
};

/**
 * Each step's median time over the journeys started in the period that completed it
 * (`dashboard_onboarding_steps`); a step none of them completed is left out.
 */
const stepTimesPart: FigurePart<OnboardingRow, { step: OnboardingStage; medianMs: number }[]> = {
  async read(ctx, asOf) {
    const data = await readFigureFunction(ctx, 'dashboard_onboarding_steps', 'the onboarding steps', {
      p_steps: [...STEPS],
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
    });
    return (data ?? [])
      .filter((line) => (toNumber(line.rows) ?? 0) > 0)
      .map((line) => ({ step: read.stage({ stage: line.step }), medianMs: toNumber(line.median_ms) ?? 0 }));
  },
  fromRows(rows, asOf) {
    const started = rows.filter((o) => isInReportingPeriod(o.started_at, asOf));
    return typicalStepDurations(started, (o) => o.started_at, stepCompletions, STEPS)
      .filter((s) => s.journeys > 0)
      .map(({ step, medianMs }) => ({ step, medianMs }));
  },
};

/** The parts of the figures over periods of `days` days (the dashboard's 30; a report's week). */
export const onboardingParts = (days = REPORTING_DAYS) => ({
  /** Journeys started in the period and the one before, per stage and Doha day. */
  started: figuresOf('onboardings', startFact, days),
  /** Journeys completed in the period and the one before, per Doha day. */
  completed: figuresOf('onboardings_completed', completionFact, days),
  /** The time to onboard of the journeys completed in the period. */
  timeToOnboard: statsOf('onboardings_completed', completionFact, {
    days,
    fractions: [0.5],
    statuses: ['completed'],
  }),
  /** The journeys in progress, whenever they started, per step, with their progress summed. */
  inProgress: agesOf('onboardings', startFact, STEPS, []),
  stalled: stalledCount,
  steps: stepTimesPart,
});
const parts = onboardingParts();

/** Live: every journey's figures, and the journeys and the stalled ones a page at a time. */
export const live = liveDashboard({
  ...parts,
  journeys: tableOf('onboardings', ONBOARDINGS.columns, (o): OnboardingRow => o, {
    sort: { client: 'client_name', company: 'company', stage: 'stage', started: 'started_at' },
    search: ['client_name', 'company'],
    order: { column: 'started_at' },
  }),
  // The longest idle first: the least recently moved first (idleness itself is not a column to sort by).
  stalledTable: tableOf('onboardings', ONBOARDINGS.columns, (o): OnboardingRow => o, {
    sort: { client: 'client_name', company: 'company', stage: 'stage', started: 'started_at' },
    search: ['client_name', 'company'],
    order: { column: 'updated_at', ascending: true },
    filters: (asOf) => [
      ['stage', 'neq', 'completed'],
      ['updated_at', 'lt', stalledBefore(asOf)],
    ],
  }),
});
export type OnboardingData = Awaited<ReturnType<typeof live>>;

/** The dashboard's data from journeys held in the browser (the sample): each part counts them. */
export function onboardingFromRows(rows: readonly OnboardingRow[], asOf: string): OnboardingData {
  return {
    ...partsFromRows(parts, rows, asOf),
    journeys: rows,
    stalledTable: rows.filter((o) => isStalled(o, asOf)),
    asOf,
  };
}

export function onboardingKpis({ completed, timeToOnboard, inProgress, stalled }: OnboardingData) {
  const open = inProgress.reduce((sum, line) => sum + line.rows, 0);
  const progress = inProgress.reduce((sum, line) => sum + line.value, 0);
  const done = { status: ['completed'] };
  const count = countOf(completed, 'current', done);
  return {
    inProgress: open,
    averageProgress: ratio(progress / 100, open),
    completed: { count, change: change(count, countOf(completed, 'previous', done)) },
    medianTimeToOnboardMs: timeToOnboard.current.percentiles[0],
    stalled,
  };
}

/** Journeys started and completed per Doha day of the period. */
export const onboardingsPerDay = ({ started, completed }: OnboardingData) => {
  const { days, counts } = countPerDayOf(started);
  return { days, started: counts, completed: countPerDayOf(completed).counts };
};

/** Journeys in progress by the step they are at. */
export const inProgressByStage = ({ inProgress }: OnboardingData) =>
  STEPS.map((key) => ({
    key,
    count: inProgress.filter((line) => line.status === key).reduce((sum, line) => sum + line.rows, 0),
  }));
