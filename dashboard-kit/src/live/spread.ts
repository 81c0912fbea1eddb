/**
 * The figures day counts cannot give, as parts of `liveDashboard` (docs/architecture.md, "Dashboard
 * figures": `dashboard_stats`, `dashboard_top`, `dashboard_ages`), each with the same computation over
 * a sample's rows (`fromRows`), so a View reads one shape in both modes:
 * - `statsOf`: the spread of a measure over the period's rows (median and p95 reply times, bands);
 * - `topOf`: the period's largest groups by one column (labels, questions, customers);
 * - `agesOf`: the rows in some statuses by age in Doha days (outstanding invoices by age).
 */
import type { LiveContext } from '@portal/contract';
import { DAY_MS, dohaDayKey } from '../format/days.ts';
import { windowEndingAt } from '../format/periods.ts';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import { countInBands, percentile } from '../format/stats.ts';
import type { FigurePart } from './dashboard.ts';
import type { Fact, FigureSource } from './figures.ts';
import { readFigureFunction } from './query.ts';
import { toNumber } from './values.ts';

/** The spread of a measure over one period's rows that have it. */
export interface Spread {
  rows: number;
  /** Undefined when no row has the measure (a median of nothing is not 0). */
  mean: number | undefined;
  min: number | undefined;
  max: number | undefined;
  sum: number;
  /** One per asked fraction, in their order (undefined without rows). */
  percentiles: (number | undefined)[];
  /** Rows per band of the asked bounds (`countInBands`); empty without bounds. */
  bands: number[];
}

export interface Spreads {
  current: Spread;
  previous: Spread;
}

export interface SpreadOptions {
  /** The fact's `value` (durations, amounts) or its `score`. */
  measure?: 'value' | 'score';
  days?: number;
  /** Percentiles to compute, in [0, 1]. */
  fractions?: readonly number[];
  /** Ascending band bounds (`countInBands`). */
  bounds?: readonly number[];
  /** Only the rows in these statuses. */
  statuses?: readonly string[];
}

/** The spread of a period's values, as the SQL computes it (a sample's path). */
export const spreadOf = (
  values: number[],
  fractions: readonly number[],
  bounds?: readonly number[],
): Spread => ({
  rows: values.length,
  mean: values.length ? values.reduce((s, v) => s + v, 0) / values.length : undefined,
  min: values.length ? Math.min(...values) : undefined,
  max: values.length ? Math.max(...values) : undefined,
  sum: values.reduce((s, v) => s + v, 0),
  percentiles: fractions.map((p) => percentile(values, p)),
  bands: bounds ? countInBands(values, bounds) : [],
});

const inPeriod = (fact: Fact, window: { from: Date; to: Date }, statuses?: readonly string[]) => {
  if (fact.at === null || (statuses && !statuses.includes(fact.status))) return false;
  const time = new Date(fact.at).getTime();
  return time >= window.from.getTime() && time < window.to.getTime();
};

/** A line of `dashboard_stats` (and of `dashboard_reply_delays`, which answers the same). */
export interface SpreadLine {
  period: string;
  rows: number | string | null;
  mean: number | string | null;
  min: number | string | null;
  max: number | string | null;
  sum: number | string | null;
  /** double precision[] and bigint[] (the generated types call them text). */
  percentiles: unknown;
  bands: unknown;
}

/** The current and previous periods' spreads of the SQL's lines (undefined figures without rows). */
export function spreadsOfLines(
  lines: readonly SpreadLine[],
  fractions: readonly number[],
  bounds?: readonly number[],
): Spreads {
  const period = (name: string): Spread => {
    const line = lines.find((l) => l.period === name);
    const rows = toNumber(line?.rows) ?? 0;
    const measured = (v: number | string | null | undefined) =>
      rows ? (toNumber(v) ?? undefined) : undefined;
    const percentiles = (line?.percentiles ?? []) as (number | null)[];
    const bands = (line?.bands ?? []) as (number | string | null)[];
    return {
      rows,
      mean: measured(line?.mean),
      min: measured(line?.min),
      max: measured(line?.max),
      sum: toNumber(line?.sum) ?? 0,
      percentiles: fractions.map((_, i) => measured(percentiles[i])),
      bands: bounds ? Array.from({ length: bounds.length + 1 }, (_, i) => toNumber(bands[i]) ?? 0) : [],
    };
  };
  return { current: period('current'), previous: period('previous') };
}

/** The spread of `source`'s value or score over the period and the one before (`dashboard_stats`). */
export const statsOf = <Row>(
  source: FigureSource,
  fact: (row: Row) => Fact,
  options: SpreadOptions = {},
): FigurePart<Row, Spreads> => {
  const { measure = 'value', days = REPORTING_DAYS, fractions = [0.5, 0.95], bounds, statuses } = options;
  return {
    async read(ctx, asOf) {
      const data = await readFigureFunction(ctx, 'dashboard_stats', `the spread of ${source}`, {
        p_source: source,
        p_measure: measure,
        p_as_of: asOf.toISOString(),
        p_days: days,
        p_fractions: [...fractions],
        ...(bounds ? { p_bounds: [...bounds] } : {}),
        ...(statuses ? { p_statuses: [...statuses] } : {}),
      });
      return spreadsOfLines(data ?? [], fractions, bounds);
    },
    fromRows(rows, asOf) {
      const facts = rows.map(fact);
      const period = (back: number) => {
        const window = windowEndingAt(asOf, days, back);
        const values = facts
          .filter((f) => inPeriod(f, window, statuses))
          .map((f) => f[measure])
          .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
        return spreadOf(values, fractions, bounds);
      };
      return { current: period(0), previous: period(1) };
    },
  };
};

/** One group of a period's rows. */
export interface Group {
  key: string;
  rows: number;
  value: number;
  score: number;
  /** The latest moment of the group's rows (ISO). */
  latestAt: string | null;
}

export interface Top {
  groups: Group[];
  /** How many groups there are, beyond the limit too. */
  total: number;
}

export interface TopOptions {
  days?: number;
  limit?: number;
  statuses?: readonly string[];
}

/**
 * The current period's largest groups of `source`'s rows by the table's column `column` (most rows
 * first, ties by name), from `dashboard_top`; a sample groups its rows by `groupOf`, the same column.
 */
export const topOf = <Row>(
  source: FigureSource,
  column: string,
  groupOf: (row: Row) => string | null,
  fact: (row: Row) => Fact,
  options: TopOptions = {},
): FigurePart<Row, Top> => {
  const { days = REPORTING_DAYS, limit = 10, statuses } = options;
  return {
    async read(ctx, asOf) {
      const data = await readFigureFunction(ctx, 'dashboard_top', `the groups of ${source}`, {
        p_source: source,
        p_group: column,
        p_as_of: asOf.toISOString(),
        p_days: days,
        p_limit: limit,
        ...(statuses ? { p_statuses: [...statuses] } : {}),
      });
      const lines = data ?? [];
      return {
        groups: lines.map((l) => ({
          key: l.grp ?? '',
          rows: toNumber(l.rows) ?? 0,
          value: toNumber(l.value_sum) ?? 0,
          score: toNumber(l.score_sum) ?? 0,
          latestAt: l.latest_at ? new Date(l.latest_at).toISOString() : null,
        })),
        total: toNumber(lines[0]?.total_groups) ?? 0,
      };
    },
    fromRows(rows, asOf) {
      const window = windowEndingAt(asOf, days);
      const groups = new Map<string, Group>();
      for (const row of rows) {
        const f = fact(row);
        if (!inPeriod(f, window, statuses)) continue;
        const key = groupOf(row) ?? '';
        const group = groups.get(key) ?? { key, rows: 0, value: 0, score: 0, latestAt: null };
        const at = new Date(f.at as Date | string).toISOString();
        group.rows += 1;
        group.value += f.value ?? 0;
        group.score += f.score ?? 0;
        if (!group.latestAt || at > group.latestAt) group.latestAt = at;
        groups.set(key, group);
      }
      const sorted = [...groups.values()].sort(
        (a, b) => b.rows - a.rows || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      );
      return { groups: sorted.slice(0, limit), total: sorted.length };
    },
  };
};

/** The rows of one age band, status and kind. */
export interface AgeLine {
  /** How many bounds the age (Doha days from the row's day to as-of's day) reaches. */
  band: number;
  status: string;
  kind: string;
  rows: number;
  value: number;
  score: number;
}

const dayNumber = (key: string) => Math.round(Date.parse(`${key}T00:00:00Z`) / DAY_MS);

/**
 * The rows of `source` in `statuses` over its whole history by age in Doha days, per band of
 * ascending `bounds` (`dashboard_ages`, read from the day counts: no row is read).
 */
export const agesOf = <Row>(
  source: FigureSource,
  fact: (row: Row) => Fact,
  statuses: readonly string[],
  bounds: readonly number[],
): FigurePart<Row, AgeLine[]> => ({
  async read(ctx: LiveContext, asOf: Date) {
    const data = await readFigureFunction(ctx, 'dashboard_ages', `the ages of ${source}`, {
      p_source: source,
      p_statuses: [...statuses],
      p_bounds: [...bounds],
      p_as_of: asOf.toISOString(),
    });
    return (data ?? []).map((l) => ({
      band: Number(l.band),
      status: l.status ?? '',
      kind: l.kind ?? '',
      rows: toNumber(l.rows) ?? 0,
      value: toNumber(l.value_sum) ?? 0,
      score: toNumber(l.score_sum) ?? 0,
    }));
  },
  fromRows(rows, asOf) {
    const today = dayNumber(dohaDayKey(asOf));
    const lines = new Map<string, AgeLine>();
    for (const row of rows) {
      const f = fact(row);
      if (f.at === null || !statuses.includes(f.status)) continue;
      const age = today - dayNumber(dohaDayKey(f.at));
      const band = bounds.filter((b) => b <= age).length;
      const kind = f.kind ?? '';
      const key = `${band}|${f.status}|${kind}`;
      const line = lines.get(key) ?? { band, status: f.status, kind, rows: 0, value: 0, score: 0 };
      line.rows += 1;
      line.value += f.value ?? 0;
      line.score += f.score ?? 0;
      lines.set(key, line);
    }
    return [...lines.values()].sort((a, b) => a.band - b.band);
  },
});
