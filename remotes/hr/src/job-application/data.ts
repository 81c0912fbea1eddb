/**
 * Job application: candidates the workflow receives, screens and scores, and how far each gets
 * (received → screened → interview → offer → hired, or rejected). Every figure comes from here. Live,
 * the figures are SQL's counts of every application (docs/architecture.md, "Dashboard figures"), the
 * open positions SQL's groups of their candidates and the candidates page on the server; the sample
 * counts its rows through the same parts (`fromRows`).
 */
import { jobApplicationsValues } from '@portal/contract/schema';
import {
  change,
  elapsedMs,
  isInReportingPeriod,
  REPORTING_DAYS,
  rangesFrom,
  windowEndingAt,
} from '@portal/dashboard-kit/format';
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
import { crossFigures } from '../common/figureCross.ts';
import { stagedPipeline } from '../common/stagedPipeline.ts';

export const JOB_APPLICATIONS = selection({
  job_applications: 'id candidate_name email phone job_title source stage score applied_at screened_at',
});
export type ApplicationRow = SelectedRow<typeof JOB_APPLICATIONS>;
export const { values, read } = enumColumns(jobApplicationsValues, { stage: 'received', source: 'other' });
export type Stage = ReturnType<typeof read.stage>;
/** A candidate is in the pipeline until hired or rejected; the tones are the stage chips'. */
export const PIPELINE = stagedPipeline(read.stage, values.stage, {
  active: ['received', 'screening', 'interview', 'offer'],
  tones: { screening: 'info', interview: 'primary', offer: 'warning', hired: 'success', rejected: 'error' },
});
/** Score bands of the screening (0-100), lowest first. */
export const SCORE_BANDS = rangesFrom({ low: 0, fair: 50, good: 70, strong: 85 });
/** At most this many open positions, the busiest first: a client hires for a few positions at a time. */
export const POSITIONS_SHOWN = 50;

export const timeToScreenMs = (a: ApplicationRow) => elapsedMs(a.applied_at, a.screened_at);

/** What the figures count of an application, as the `job_applications` source does. */
const applicationFact = (a: ApplicationRow): Fact => ({
  at: a.applied_at,
  status: read.stage(a),
  kind: read.source(a),
  value: timeToScreenMs(a) ?? null,
  score: a.score,
});

export interface Position {
  title: string;
  /** Candidates per stage, in the order of values.stage (any age). */
  byStage: number[];
  /** Candidates still in the pipeline. */
  active: number;
  bestScore: number | null;
}
const candidates = (p: Position) => p.byStage.reduce((sum, n) => sum + n, 0);
/**
 * The most candidates in the pipeline first, then the most candidates, then the best score: the order
 * does not depend on the titles' language (a sample shows the same positions in English and Arabic);
 * the title decides only what is still tied.
 */
const busiestFirst = (a: Position, b: Position) =>
  b.active - a.active ||
  candidates(b) - candidates(a) ||
  (b.bestScore ?? -1) - (a.bestScore ?? -1) ||
  a.title.localeCompare(b.title);
const bestOf = (best: number | null, score: number | null | undefined) =>
  score === null || score === undefined ? best : Math.max(best ?? score, score);

/**
 * The open positions (job titles with candidates still in the pipeline, whenever they applied), each
 * with its candidates per stage: SQL groups them (`dashboard_open_positions`, migration
 * 20261130140000_hr_dashboard_figures.sql), a sample groups its rows the same way.
 */
const openPositionsPart: FigurePart<ApplicationRow, Position[]> = {
  async read(ctx) {
    const data = await readFigureFunction(ctx, 'dashboard_open_positions', 'the open positions', {
      p_limit: POSITIONS_SHOWN,
    });
    const positions = new Map<string, Position>();
    for (const line of data ?? []) {
      const position = positions.get(line.job_title) ?? {
        title: line.job_title,
        byStage: values.stage.map(() => 0),
        active: 0,
        bestScore: null,
      };
      const at = values.stage.indexOf(read.stage(line));
      const rows = toNumber(line.rows) ?? 0;
      position.byStage[at] = (position.byStage[at] ?? 0) + rows;
      if (PIPELINE.isActive(line)) position.active += rows;
      position.bestScore = bestOf(position.bestScore, toNumber(line.best_score));
      positions.set(line.job_title, position);
    }
    return [...positions.values()].sort(busiestFirst);
  },
  fromRows: (rows) =>
    PIPELINE.perKey(rows, (a) => a.job_title)
      .filter((p) => p.active > 0)
      .map(({ key: title, byStage, active, rows: own }) => ({
        title,
        byStage,
        active,
        bestScore: own.reduce<number | null>((best, a) => bestOf(best, a.score), null),
      }))
      .sort(busiestFirst)
      .slice(0, POSITIONS_SHOWN),
};

const periodStart = (asOf: string) => windowEndingAt(asOf, REPORTING_DAYS).from.toISOString();

/** The parts of the figures over periods of `days` days (the dashboard's 30; a report's week). */
export const jobApplicationParts = (days = REPORTING_DAYS) => ({
  /** The applications of the period and the one before, per stage, source and Doha day. */
  applications: figuresOf('job_applications', applicationFact, days),
  /** The median time to screen of the period's screened applications. */
  screening: statsOf('job_applications', applicationFact, { days, fractions: [0.5] }),
  /** The period's screening scores: their mean and bands (SCORE_BANDS' starts as bounds). */
  scores: statsOf('job_applications', applicationFact, {
    measure: 'score',
    days,
    fractions: [0.5],
    bounds: SCORE_BANDS.slice(1).map((band) => band.from),
  }),
  /** The candidates still in the pipeline, whenever they applied, per stage (`bounds` none: one band). */
  pipeline: agesOf('job_applications', applicationFact, PIPELINE.active, []),
  positions: openPositionsPart,
});
const parts = jobApplicationParts();

/** Live: every application's figures, the open positions, and the period's candidates a page at a time. */
export const live = liveDashboard({
  ...parts,
  candidates: tableOf('job_applications', JOB_APPLICATIONS.columns, (a): ApplicationRow => a, {
    sort: {
      candidate: 'candidate_name',
      position: 'job_title',
      source: 'source',
      stage: 'stage',
      score: 'score',
      applied: 'applied_at',
    },
    search: ['candidate_name', 'job_title'],
    order: { column: 'applied_at' },
    filters: (asOf) => [
      ['applied_at', 'gte', periodStart(asOf)],
      ['applied_at', 'lt', asOf],
    ],
  }),
});
export type JobApplicationData = Awaited<ReturnType<typeof live>>;

/** The dashboard's data from applications held in the browser (the sample): each part counts them. */
export function jobApplicationFromRows(rows: readonly ApplicationRow[], asOf: string): JobApplicationData {
  return {
    ...partsFromRows(parts, rows, asOf),
    candidates: rows.filter((a) => isInReportingPeriod(a.applied_at, asOf)),
    asOf,
  };
}

const inPipeline = ({ pipeline }: JobApplicationData, stages: readonly Stage[]) =>
  pipeline.filter((l) => stages.some((s) => s === l.status)).reduce((sum, l) => sum + l.rows, 0);

export function jobKpis(data: JobApplicationData) {
  const { applications, screening, scores } = data;
  const count = countOf(applications, 'current');
  return {
    applications: { count, change: change(count, countOf(applications, 'previous')) },
    toScreen: inPipeline(data, ['received']),
    medianTimeToScreenMs: screening.current.percentiles[0],
    averageScore: scores.current.mean,
    inInterview: inPipeline(data, ['interview', 'offer']),
    hired: countOf(applications, 'current', { status: ['hired'] }),
  };
}

const stageOf = (status: string) => read.stage({ stage: status });
const sourceOf = (kind: string) => read.source({ source: kind });

/** The period's applications by their current stage, in pipeline order. */
export const applicationsByStage = ({ applications }: JobApplicationData) =>
  values.stage.map((key) => ({ key, count: countOf(applications, 'current', { status: [key] }) }));

/** The period's applications per source, and how many of them were hired. */
export const applicationsBySource = ({ applications }: JobApplicationData) => {
  const hired = values.stage.indexOf('hired');
  return crossFigures(
    applications,
    'current',
    (l) => sourceOf(l.kind),
    values.source,
    (l) => stageOf(l.status),
    values.stage,
  )
    .map(({ key: source, counts }) => ({
      source,
      applications: counts.reduce((sum, n) => sum + n, 0),
      hired: counts[hired] ?? 0,
    }))
    .filter((s) => s.applications > 0);
};

/** Screened applications of the period per score band. */
export const scoreBands = ({ scores }: JobApplicationData) =>
  SCORE_BANDS.map(({ id }, i) => ({ id, count: scores.current.bands[i] ?? 0 }));

/** Applications received per Doha day of the period. */
export const applicationsPerDay = ({ applications }: JobApplicationData) => {
  const { days, counts } = countPerDayOf(applications);
  return { days, applications: counts };
};
