/**
 * Job application: candidates the workflow receives, screens and scores, and how far each gets
 * (received → screened → interview → offer → hired, or rejected). Every figure comes from here.
 */
import {
  countBy,
  countPerDay,
  dated,
  dayKeyToDate,
  elapsedMs,
  itemsInRanges,
  mean,
  median,
  periodCount,
  periodRows,
  REPORTING_DAYS,
} from '@portal/shared/format';
import { type AsOf, oneOf, type SelectedRow, selection } from '@portal/shared/live';
import { type ColumnValue, ColumnValues } from '@portal/shared/schema';

export const JOB_APPLICATIONS = selection({
  job_applications: 'id candidate_name email phone job_title source stage score applied_at screened_at',
});
export type ApplicationRow = SelectedRow<typeof JOB_APPLICATIONS>;

export const STAGES = ColumnValues.job_applications.stage;
export type Stage = ColumnValue<'job_applications', 'stage'>;
/** Stages where a candidate is still in the pipeline. */
export const ACTIVE_STAGES: readonly Stage[] = ['received', 'screening', 'interview', 'offer'];
export const SOURCES = ColumnValues.job_applications.source;
export type Source = ColumnValue<'job_applications', 'source'>;
/** Score bands of the screening (0-100), lowest first. */
export const SCORE_BANDS = [
  { id: 'low', from: 0, to: 49 },
  { id: 'fair', from: 50, to: 69 },
  { id: 'good', from: 70, to: 84 },
  { id: 'strong', from: 85, to: 100 },
] as const;

export type JobApplicationData = AsOf<{ applications: ApplicationRow[] }>;

export { REPORTING_DAYS as PERIOD_DAYS } from '@portal/shared/format';

export const stageOf = (a: ApplicationRow): Stage => oneOf(a.stage, STAGES, 'received');
export const sourceOf = (a: ApplicationRow): Source => oneOf(a.source, SOURCES, 'other');
export const timeToScreenMs = (a: ApplicationRow) => elapsedMs(a.applied_at, a.screened_at);

const split = (data: JobApplicationData) =>
  periodRows(data.applications, (a) => a.applied_at, data.asOf, REPORTING_DAYS);

/** Applications received in the period, newest first. */
export const periodApplications = (data: JobApplicationData) =>
  split(data).current.sort((a, b) => b.applied_at.localeCompare(a.applied_at));

export function jobKpis(data: JobApplicationData) {
  const rows = split(data);
  const current = rows.current;
  const scores = current.flatMap((a) => (a.score === null ? [] : [a.score]));
  return {
    applications: periodCount(rows),
    toScreen: data.applications.filter((a) => stageOf(a) === 'received').length,
    medianTimeToScreenMs: median(current.flatMap((a) => timeToScreenMs(a) ?? [])),
    averageScore: mean(scores),
    inInterview: data.applications.filter((a) => ['interview', 'offer'].includes(stageOf(a))).length,
    hired: current.filter((a) => stageOf(a) === 'hired').length,
  };
}

/** The period's applications by their current stage, in pipeline order. */
export const applicationsByStage = (data: JobApplicationData) =>
  countBy(periodApplications(data), stageOf, STAGES);

/** The period's applications per source, and how many of them were hired. */
export const applicationsBySource = (data: JobApplicationData) => {
  const rows = periodApplications(data);
  return SOURCES.map((source) => {
    const from = rows.filter((a) => sourceOf(a) === source);
    return { source, applications: from.length, hired: from.filter((a) => stageOf(a) === 'hired').length };
  }).filter((s) => s.applications > 0);
};

/** Screened applications of the period per score band. */
export const scoreBands = (data: JobApplicationData) => {
  const scores = periodApplications(data).flatMap((a) => (a.score === null ? [] : [a.score]));
  return itemsInRanges(scores, (s) => s, SCORE_BANDS).map(({ range, items }) => ({
    band: range.id,
    count: items.length,
  }));
};

/** Applications received per Doha day of the period. */
export function applicationsPerDay(data: JobApplicationData) {
  const perDay = countPerDay(data.asOf, { counts: dated(periodApplications(data), (a) => a.applied_at) });
  return { ...perDay, days: perDay.days.map(dayKeyToDate) };
}

export interface Position {
  title: string;
  /** Candidates per stage, in the order of STAGES. */
  byStage: number[];
  active: number;
  bestScore: number | null;
}

/** Open positions (with candidates still in the pipeline, whenever they applied), the busiest first. */
export function openPositions(data: JobApplicationData): Position[] {
  const titles = [...new Set(data.applications.map((a) => a.job_title))];
  return titles
    .map((title) => {
      const rows = data.applications.filter((a) => a.job_title === title);
      const scores = rows.flatMap((a) => (a.score === null ? [] : [a.score]));
      return {
        title,
        byStage: countBy(rows, stageOf, STAGES).map((s) => s.count),
        active: rows.filter((a) => ACTIVE_STAGES.includes(stageOf(a))).length,
        bestScore: scores.length ? Math.max(...scores) : null,
      };
    })
    .filter((p) => p.active > 0)
    .sort((a, b) => b.active - a.active || a.title.localeCompare(b.title));
}
