/**
 * Client onboarding: each new customer of the client goes through welcome, documents, kickoff and
 * account setup to completed. The dashboard follows the journeys in progress, how long onboarding
 * takes, which journeys have stalled and how many finish over time. Every figure comes from here.
 */
import { countPerDay, dated, elapsedMs, mean, median, periodList } from '@portal/dashboard-kit/format';
import {
  type AsOf,
  enumColumns,
  loadSelection,
  type SelectedRow,
  selection,
} from '@portal/dashboard-kit/live';
import { stepsCompleted, stepTimes, typicalStepDurations } from '../common/journeySteps.ts';
import { stagedPipeline } from '../common/stagedPipeline.ts';

export const ONBOARDINGS = selection({
  onboardings: 'id client_name company email stage progress steps started_at completed_at updated_at',
});
export type OnboardingRow = SelectedRow<typeof ONBOARDINGS>;
export const { values, read } = enumColumns('onboardings', { stage: 'welcome' });
export type OnboardingStage = ReturnType<typeof read.stage>;
/** The steps a customer works through (completed is where they arrive). */
export const STEPS = values.stage.slice(0, -1) as readonly OnboardingStage[];
/** A journey is in progress at any step; documents wait on the customer, so they are the ones to watch. */
export const PIPELINE = stagedPipeline(read.stage, values.stage, {
  active: STEPS,
  tones: { documents: 'warning', kickoff: 'info', setup: 'primary', completed: 'success' },
});

export type OnboardingData = AsOf<{ onboardings: OnboardingRow[] }>;

/** Live: journeys in progress whatever their age, and those completed in this period or the one before. */
export const live = loadSelection('onboardings', ONBOARDINGS, {
  limit: 2000,
  history: 'completed_at',
  orStill: 'completed_at.is.null',
});

/** A journey that has not moved for this long is stalled and needs a nudge. */
export const STALLED_AFTER_DAYS = 7;

export const timeToOnboardMs = (o: OnboardingRow) => elapsedMs(o.started_at, o.completed_at);

/** When each step was completed (null while it is not), from the row's steps list. */
export const stepCompletions = (o: OnboardingRow) => stepTimes(o.steps, values.stage);
/** Steps done out of STEPS.length. */
export const stepsDone = (o: OnboardingRow) => stepsCompleted(stepCompletions(o), STEPS);

const inProgress = (data: OnboardingData) => data.onboardings.filter(PIPELINE.isActive);

/** Every journey, the latest started first. */
export const journeys = (data: OnboardingData) =>
  [...data.onboardings].sort((a, b) => b.started_at.localeCompare(a.started_at));

/** Journeys that have not moved for over STALLED_AFTER_DAYS, the longest idle first, with how long. */
export const stalledOnboardings = (data: OnboardingData) =>
  inProgress(data)
    .map((o) => ({ ...o, idleMs: elapsedMs(o.updated_at, data.asOf) ?? 0 }))
    .filter((o) => o.idleMs > STALLED_AFTER_DAYS * 86_400_000)
    .sort((a, b) => b.idleMs - a.idleMs);

export function onboardingKpis(data: OnboardingData) {
  const done = PIPELINE.inStages(data.onboardings, ['completed']);
  const completed = periodList(done, (o) => o.completed_at, data.asOf);
  const open = inProgress(data);
  return {
    inProgress: open.length,
    averageProgress: mean(open.map((o) => o.progress / 100)),
    completed: completed.count,
    medianTimeToOnboardMs: median(completed.rows.flatMap((o) => timeToOnboardMs(o) ?? [])),
    stalled: stalledOnboardings(data).length,
  };
}

/** Journeys started and completed per Doha day of the period. */
export const onboardingsPerDay = (data: OnboardingData) =>
  countPerDay(data.asOf, {
    started: dated(data.onboardings, (o) => o.started_at),
    completed: dated(data.onboardings, (o) => o.completed_at),
  });

/** Journeys in progress by the step they are at. */
export const inProgressByStage = (data: OnboardingData) => PIPELINE.perStage(inProgress(data), STEPS);

/** How long each step typically takes: from the previous step's completion (or the start) to its own. */
export const stepDurations = (data: OnboardingData) =>
  typicalStepDurations(data.onboardings, (o) => o.started_at, stepCompletions, STEPS);
