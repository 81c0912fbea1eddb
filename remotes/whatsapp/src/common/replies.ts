/**
 * The WhatsApp responder's replies as a part of `liveDashboard` (docs/architecture.md, "Dashboard
 * figures": `dashboard_replies`): `repliesOf` gives the replies of the period per Doha day, role and
 * rule, within opening hours or not, with the same computation over a sample's rows (`fromRows`), so
 * a View reads one shape in both modes. How long customers waited is the kit's `replyDelaysOf`.
 */
import type { Json } from '@portal/contract/schema';
import type { ReplyMessage } from '@portal/dashboard-kit/entities';
import { dohaDayKey, inWindow, REPORTING_DAYS, windowEndingAt } from '@portal/dashboard-kit/format';
import { type FigurePart, readFigureFunction, toNumber } from '@portal/dashboard-kit/live';

/** Opening hours on Doha's clock: per ISO weekday (1 Monday … 7 Sunday), [from, to) hours, or none. */
export type OpeningHours = Readonly<Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly [number, number]>>>;

/** Sunday to Thursday 8:00–18:00 and Saturday 9:00–13:00, the usual Doha office week. */
export const DOHA_OFFICE_HOURS: OpeningHours = {
  7: [8, 18],
  1: [8, 18],
  2: [8, 18],
  3: [8, 18],
  4: [8, 18],
  6: [9, 13],
};

/** Is the moment within opening hours on Doha's clock (UTC+3, no daylight saving)? */
export function withinHours(value: Date | string, hours: OpeningHours = DOHA_OFFICE_HOURS): boolean {
  // Doha's clock is UTC+3: the weekday and hour of the moment shifted by 3 hours, read in UTC.
  const doha = new Date(new Date(value).getTime() + 3 * 3_600_000);
  const open = hours[(doha.getUTCDay() || 7) as keyof OpeningHours];
  return open !== undefined && doha.getUTCHours() >= open[0] && doha.getUTCHours() < open[1];
}

/** A conversation's message as the reply figures read it (`reply_trigger`: the rule of an automatic reply). */
export interface ReplyRow extends ReplyMessage {
  reply_trigger?: string | null;
}

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
