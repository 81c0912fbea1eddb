/**
 * Job application: candidates the workflow receives, screens and scores, and how far each gets
 * (received → screened → interview → offer → hired, or rejected). Every figure comes from here.
 */
import {
  countInRanges,
  countPerDay,
  dated,
  elapsedMs,
  mean,
  median,
  periodList,
  rangesFrom,
} from '@portal/dashboard-kit/format';
import {
  type AsOf,
  enumColumns,
  loadSelection,
  type SelectedRow,
  selection,
} from '@portal/dashboard-kit/live';
import { stagedPipeline } from '../common/stagedPipeline.ts';

export const JOB_APPLICATIONS = selection({
  job_applications: 'id candidate_name email phone job_title source stage score applied_at screened_at',
});
export type ApplicationRow = SelectedRow<typeof JOB_APPLICATIONS>;
export const { values, read } = enumColumns('job_applications', { stage: 'received', source: 'other' });
export type Stage = ReturnType<typeof read.stage>;
/** A candidate is in the pipeline until hired or rejected; the tones are the stage chips'. */
export const PIPELINE = stagedPipeline(read.stage, values.stage, {
  active: ['received', 'screening', 'interview', 'offer'],
  tones: { screening: 'info', interview: 'primary', offer: 'warning', hired: 'success', rejected: 'error' },
});
/** Score bands of the screening (0-100), lowest first. */
export const SCORE_BANDS = rangesFrom({ low: 0, fair: 50, good: 70, strong: 85 });

export type JobApplicationData = AsOf<{ applications: ApplicationRow[] }>;

/** Live: applications of this period and the one before, and candidates still in the pipeline (any age). */
export const live = loadSelection('applications', JOB_APPLICATIONS, {
  limit: 3000,
  history: 'applied_at',
  orStill: `stage.in.(${PIPELINE.active.join(',')})`,
});

export const timeToScreenMs = (a: ApplicationRow) => elapsedMs(a.applied_at, a.screened_at);
const scoresOf = (rows: readonly ApplicationRow[]) => rows.flatMap((a) => a.score ?? []);
const { inStages } = PIPELINE;

const period = (data: JobApplicationData) => periodList(data.applications, (a) => a.applied_at, data.asOf);
/** Applications received in the period, newest first. */
export const periodApplications = (data: JobApplicationData) => period(data).rows;

export function jobKpis(data: JobApplicationData) {
  const { rows, count } = period(data);
  return {
    applications: count,
    toScreen: inStages(data.applications, ['received']).length,
    medianTimeToScreenMs: median(rows.flatMap((a) => timeToScreenMs(a) ?? [])),
    averageScore: mean(scoresOf(rows)),
    inInterview: inStages(data.applications, ['interview', 'offer']).length,
    hired: inStages(rows, ['hired']).length,
  };
}

/** The period's applications by their current stage, in pipeline order. */
export const applicationsByStage = (data: JobApplicationData) => PIPELINE.perStage(periodApplications(data));

/** The period's applications per source, and how many of them were hired. */
export const applicationsBySource = (data: JobApplicationData) =>
  values.source
    .map((source) => {
      const from = periodApplications(data).filter((a) => read.source(a) === source);
      return { source, applications: from.length, hired: inStages(from, ['hired']).length };
    })
    .filter((s) => s.applications > 0);

/** Screened applications of the period per score band. */
export const scoreBands = (data: JobApplicationData) =>
  countInRanges(scoresOf(periodApplications(data)), SCORE_BANDS);

/** Applications received per Doha day of the period. */
export const applicationsPerDay = (data: JobApplicationData) =>
  countPerDay(data.asOf, { applications: dated(periodApplications(data), (a) => a.applied_at) });

const bestScore = (rows: readonly ApplicationRow[]) =>
  scoresOf(rows).reduce<number | null>((best, score) => Math.max(best ?? score, score), null);

/** Open positions (with candidates still in the pipeline, whenever they applied), the busiest first. */
export const openPositions = (data: JobApplicationData) =>
  PIPELINE.perKey(data.applications, (a) => a.job_title)
    .filter((p) => p.active > 0)
    .map(({ key: title, byStage, active, rows }) => ({ title, byStage, active, bestScore: bestScore(rows) }))
    .sort((a, b) => b.active - a.active || a.title.localeCompare(b.title));
export type Position = ReturnType<typeof openPositions>[number];
