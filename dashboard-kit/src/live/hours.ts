/**
 * When customers chat, as a part of `liveDashboard` (docs/architecture.md, "Dashboard figures":
 * `dashboard_hours`): `hoursOf` counts a source's rows per Doha weekday and hour of the day, from SQL
 * live and with the same computation over a sample's rows (`fromRows`), so a View reads one shape in
 * both modes.
 */
import { dohaHour } from '../format/hours.ts';
import { inWindow, windowEndingAt } from '../format/periods.ts';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import type { FigurePart } from './dashboard.ts';
import type { Fact, FigureSource } from './figures.ts';
import { readFigureFunction } from './query.ts';
import { toNumber } from './values.ts';

/** The rows of one Doha weekday (ISO: 1 Monday … 7 Sunday) and hour of the day. */
export interface HourLine {
  weekday: number;
  hour: number;
  rows: number;
}

export interface HourCounts {
  current: HourLine[];
  previous: HourLine[];
}

export interface HourOptions {
  days?: number;
  /** Only the rows in these statuses. */
  statuses?: readonly string[];
}

const dohaWeekday = (at: Date | string) => new Date(new Date(at).getTime() + 3 * 3_600_000).getUTCDay() || 7;

/** `source`'s rows of the period and the one before per Doha weekday and hour (`dashboard_hours`). */
export const hoursOf = <Row>(
  source: FigureSource,
  fact: (row: Row) => Fact,
  options: HourOptions = {},
): FigurePart<Row, HourCounts> => {
  const { days = REPORTING_DAYS, statuses } = options;
  return {
    async read(ctx, asOf) {
      const data = await readFigureFunction(ctx, 'dashboard_hours', `the hours of ${source}`, {
        p_source: source,
        p_as_of: asOf.toISOString(),
        p_days: days,
        ...(statuses ? { p_statuses: [...statuses] } : {}),
      });
      const lines = (period: string) =>
        (data ?? [])
          .filter((l) => l.period === period)
          .map((l) => ({ weekday: Number(l.weekday), hour: Number(l.hour), rows: toNumber(l.rows) ?? 0 }));
      return { current: lines('current'), previous: lines('previous') };
    },
    fromRows(rows, asOf) {
      const facts = rows.map(fact);
      const period = (back: number): HourLine[] => {
        const window = windowEndingAt(asOf, days, back);
        const counts = new Map<string, HourLine>();
        for (const f of facts) {
          if (f.at === null || (statuses && !statuses.includes(f.status)) || !inWindow(f.at, window))
            continue;
          const line = { weekday: dohaWeekday(f.at), hour: dohaHour(f.at), rows: 0 };
          const key = `${line.weekday}|${line.hour}`;
          const found = counts.get(key) ?? line;
          found.rows += 1;
          counts.set(key, found);
        }
        return [...counts.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
      };
      return { current: period(0), previous: period(1) };
    },
  };
};

/** Rows per Doha hour of the day: 24 counts, index 0 is midnight to 1 am (as `countByHour`). */
export function countsByHour(lines: readonly HourLine[]): number[] {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const line of lines) counts[line.hour] = (counts[line.hour] ?? 0) + line.rows;
  return counts;
}
