/**
 * How long customers waited for a reply, as a part of `liveDashboard` (docs/architecture.md, "Dashboard
 * figures": `dashboard_reply_delays`): the spread (median, p95, bands) of the delays from a customer's
 * first message of a run to the next reply, the period and the one before, with the same computation
 * over a sample's messages (`fromRows`: the kit's `replyDelays`), so a View reads one shape in both
 * modes. It is built on the spreads `statsOf` reads (spread.ts).
 */
import { type ReplyMessage, replyDelays } from '../entities/replies.ts';
import { inWindow, windowEndingAt } from '../format/periods.ts';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import type { FigurePart } from './dashboard.ts';
import { readFigureFunction } from './query.ts';
import { type Spreads, spreadOf, spreadsOfLines } from './spread.ts';

/** A conversation's message as the reply figures read it (`reply_trigger`: the rule of an automatic reply). */
export interface ReplyRow extends ReplyMessage {
  reply_trigger?: string | null;
}

const isAutomatic = (reply: ReplyRow) => reply.role === 'assistant' && (reply.reply_trigger ?? null) !== null;

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
