/**
 * Client onboarding: each new customer of the client goes through welcome, documents, kickoff and
 * account setup to completed. The dashboard follows the journeys in progress, how long onboarding
 * takes, which journeys have stalled and how many finish over time. Every figure comes from here.
 */
import {
  countBy,
  countPerDay,
  dated,
  dayKeyToDate,
  elapsedMs,
  mean,
  median,
  periodCount,
  periodRows,
  REPORTING_DAYS,
} from '@portal/shared/format';
import { type AsOf, jsonString, oneOf, type SelectedRow, selection } from '@portal/shared/live';
import { type ColumnValue, ColumnValues } from '@portal/shared/schema';

export const ONBOARDINGS = selection({
  onboardings: 'id client_name company email stage progress steps started_at completed_at updated_at',
});
export type OnboardingRow = SelectedRow<typeof ONBOARDINGS>;

export const ONBOARDING_STAGES = ColumnValues.onboardings.stage;
export type OnboardingStage = ColumnValue<'onboardings', 'stage'>;
/** The steps a customer works through (completed is where they arrive). */
export const STEPS = ONBOARDING_STAGES.slice(0, -1) as readonly OnboardingStage[];

export type OnboardingData = AsOf<{ onboardings: OnboardingRow[] }>;

export { REPORTING_DAYS as PERIOD_DAYS } from '@portal/shared/format';
/** A journey that has not moved for this long is stalled and needs a nudge. */
export const STALLED_AFTER_DAYS = 7;

export const stageOf = (o: OnboardingRow): OnboardingStage => oneOf(o.stage, ONBOARDING_STAGES, 'welcome');
export const isCompleted = (o: OnboardingRow) => stageOf(o) === 'completed';
export const timeToOnboardMs = (o: OnboardingRow) => elapsedMs(o.started_at, o.completed_at);
export const idleMs = (o: OnboardingRow, asOf: string) => elapsedMs(o.updated_at, asOf) ?? 0;
export const isStalled = (o: OnboardingRow, asOf: string) =>
  !isCompleted(o) && idleMs(o, asOf) > STALLED_AFTER_DAYS * 86_400_000;

/** When each step was completed (null while it is not), from the row's steps list. */
export function stepCompletions(o: OnboardingRow): Record<OnboardingStage, string | null> {
  const list = Array.isArray(o.steps) ? o.steps : [];
  const done = new Map(list.map((s) => [jsonString(s, 'step'), jsonString(s, 'completed_at')]));
  return Object.fromEntries(ONBOARDING_STAGES.map((stage) => [stage, done.get(stage) ?? null])) as Record<
    OnboardingStage,
    string | null
  >;
}

/** Steps done out of STEPS.length. */
export const stepsDone = (o: OnboardingRow) => {
  const done = stepCompletions(o);
  return STEPS.filter((step) => done[step] !== null).length;
};

export const inProgress = (data: OnboardingData) => data.onboardings.filter((o) => !isCompleted(o));

/** Journeys that have not moved for over STALLED_AFTER_DAYS, the longest idle first. */
export const stalledOnboardings = (data: OnboardingData) =>
  data.onboardings
    .filter((o) => isStalled(o, data.asOf))
    .sort((a, b) => idleMs(b, data.asOf) - idleMs(a, data.asOf));

export function onboardingKpis(data: OnboardingData) {
  const completed = periodRows(
    data.onboardings.filter(isCompleted),
    (o) => o.completed_at,
    data.asOf,
    REPORTING_DAYS,
  );
  const open = inProgress(data);
  return {
    inProgress: open.length,
    averageProgress: mean(open.map((o) => o.progress / 100)),
    completed: periodCount(completed),
    medianTimeToOnboardMs: median(completed.current.flatMap((o) => timeToOnboardMs(o) ?? [])),
    stalled: stalledOnboardings(data).length,
  };
}

/** Journeys started and completed per Doha day of the period. */
export function onboardingsPerDay(data: OnboardingData) {
  const perDay = countPerDay(data.asOf, {
    started: dated(data.onboardings, (o) => o.started_at),
    completed: dated(
      data.onboardings.filter((o) => o.completed_at !== null),
      (o) => o.completed_at ?? '',
    ),
  });
  return { ...perDay, days: perDay.days.map(dayKeyToDate) };
}

/** Journeys in progress by the step they are at. */
export const inProgressByStage = (data: OnboardingData) => countBy(inProgress(data), stageOf, STEPS);

/**
 * How long each step typically takes: from the previous step's completion (or the start) to its own,
 * over every journey that completed it.
 */
export function stepDurations(data: OnboardingData) {
  return STEPS.map((step, i) => {
    const times = data.onboardings.flatMap((o) => {
      const done = stepCompletions(o);
      const previous = i === 0 ? o.started_at : done[STEPS[i - 1] as OnboardingStage];
      return elapsedMs(previous, done[step]) ?? [];
    });
    return { step, medianMs: median(times) ?? 0 };
  });
}
