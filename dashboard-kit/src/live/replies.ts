/**
 * The WhatsApp dashboards' conversation figures as parts of `liveDashboard` (docs/architecture.md,
 * "Dashboard figures": `dashboard_reply_delays`, `dashboard_replies`, `dashboard_hours`), each with the
 * same computation over a sample's rows (`fromRows`: the kit's `replyDelays`, `withinHours`, Doha
 * hours), so a View reads one shape in both modes:
 * - `replyDelaysOf`: how long customers waited for a reply (median, p95, bands), the period and the
 *   one before;
 * - `repliesOf`: the replies of the period per Doha day, role and rule, within opening hours or not;
 * - `hoursOf`: a source's rows per Doha weekday and hour of the day (when customers chat).
 */
import type { Json } from '@portal/contract/schema';
import {
  DOHA_OFFICE_HOURS,
  type OpeningHours,
  type ReplyMessage,
  replyDelays,
  withinHours,
} from '../entities/replies.ts';
import { dohaDayKey } from '../format/days.ts';
import { dohaHour } from '../format/hours.ts';
import { windowEndingAt } from '../format/periods.ts';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import type { FigurePart } from './dashboard.ts';
import type { Fact, FigureSource } from './figures.ts';
import { readFigureFunction } from './query.ts';
import { type Spreads, spreadOf, spreadsOfLines } from './spread.ts';
import { toNumber } from './values.ts';

/** A conversation's message as the reply figures read it (`reply_trigger`: the rule of an automatic reply). */
export interface ReplyRow extends ReplyMessage {
  reply_trigger?: string | null;
}

const isAutomatic = (reply: ReplyRow) => reply.role === 'assistant' && (reply.reply_trigger ?? null) !== null;

const inWindow = (at: Date | string, window: { from: Date; to: Date }) => {
  const time = new Date(at).getTime();
  return time >= window.from.getTime() && time < window.to.getTime();
};

export interface ReplyDelayOptions {
  days?: number;
  fractions?: readonly number[];
  /** Ascending band bounds in ms (`countInBands`). */
  bounds?: readonly number[];
  /** Only the replies a rule sent (the responder's reply time). */
  automatic?: boolean;
}

/**
 * The spread (ms) of the delays from a customer's first message of a run to the next reply, over the
 * questions asked in the period and the one before (`dashboard_reply_delays`).
 */
export const replyDelaysOf = <Row extends ReplyRow>(
  options: ReplyDelayOptions = {},
): FigurePart<Row, Spreads> => {
  const { days = REPORTING_DAYS, fractions = [0.5, 0.95], bounds, automatic = false } = options;
  return {
    async read(ctx, asOf) {
      const data = await readFigureFunction(ctx, 'dashboard_reply_delays', 'the reply delays', {
        p_as_of: asOf.toISOString(),
        p_days: days,
        p_fractions: [...fractions],
        ...(bounds ? { p_bounds: [...bounds] } : {}),
        p_automatic: automatic,
      });
      return spreadsOfLines(data ?? [], fractions, bounds);
    },
    fromRows(rows, asOf) {
      const delays = replyDelays(rows).filter((d) => !automatic || isAutomatic(d.reply));
      const period = (back: number) => {
        const window = windowEndingAt(asOf, days, back);
        const values = delays.filter((d) => inWindow(d.question.created_at, window)).map((d) => d.ms);
        return spreadOf(values, fractions, bounds);
      };
      return { current: period(0), previous: period(1) };
    },
  };
};

/** The replies of one Doha day, role and rule, within opening hours or not. */
export interface ReplyLine {
  /** The Doha day (YYYY-MM-DD). */
  day: string;
  /** 'assistant' (the bot) or 'agent' (a person). */
  role: string;
  /** The rule of an automatic reply, '' for the others. */
  trigger: string;
  withinHours: boolean;
  rows: number;
}

const byReplyKey = (a: ReplyLine, b: ReplyLine) =>
  a.day.localeCompare(b.day) ||
  a.role.localeCompare(b.role) ||
  a.trigger.localeCompare(b.trigger) ||
  Number(a.withinHours) - Number(b.withinHours);

/** The replies (bot or person) sent in the period, per Doha day, role, rule and `opening` hours (`dashboard_replies`). */
export const repliesOf = <Row extends ReplyRow>(
  opening: OpeningHours = DOHA_OFFICE_HOURS,
  days = REPORTING_DAYS,
): FigurePart<Row, ReplyLine[]> => ({
  async read(ctx, asOf) {
    const data = await readFigureFunction(ctx, 'dashboard_replies', 'the replies', {
      // OpeningHours is JSON already: ISO weekdays to [from, to) hours.
      p_opening: opening as Json,
      p_as_of: asOf.toISOString(),
      p_days: days,
    });
    return (data ?? []).map((l) => ({
      day: String(l.day),
      role: l.role,
      trigger: l.reply_trigger ?? '',
      withinHours: l.within_hours === true,
      rows: toNumber(l.rows) ?? 0,
    }));
  },
  fromRows(rows, asOf) {
    const window = windowEndingAt(asOf, days);
    const lines = new Map<string, ReplyLine>();
    for (const row of rows) {
      if ((row.role !== 'assistant' && row.role !== 'agent') || !inWindow(row.created_at, window)) continue;
      const line: ReplyLine = {
        day: dohaDayKey(row.created_at),
        role: row.role,
        trigger: row.reply_trigger ?? '',
        withinHours: withinHours(row.created_at, opening),
        rows: 0,
      };
      const key = `${line.day}|${line.role}|${line.trigger}|${line.withinHours}`;
      const found = lines.get(key) ?? line;
      found.rows += 1;
      lines.set(key, found);
    }
    return [...lines.values()].sort(byReplyKey);
  },
});

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
