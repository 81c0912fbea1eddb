/**
 * Customer support automation: each conversation is a ticket (`ticketsOf`). The bot resolves routine
 * ones and escalates the rest to a person. Live, every figure is counted in SQL over every ticket
 * (docs/architecture.md, "Dashboard figures": `support_ticket_counts`, `support_ticket_times`) and the
 * escalation queue and the tickets page on the server; the sample counts its tickets through the same
 * parts (`supportFromRows`), so the View reads one shape and the two modes mean the same thing.
 */
import { conversationTable } from '@portal/dashboard-kit/entities';
import { REPORTING_DAYS, REPORTING_HISTORY_DAYS } from '@portal/dashboard-kit/format';
import { liveDashboard } from '@portal/dashboard-kit/live';
import type { MessageRow, SessionRow } from '../common/rows.ts';
import {
  escalationQueueOf,
  satisfactionByHandling,
  ticketCountsOf,
  ticketKpis,
  ticketsByChannel,
  ticketsPerDay,
  ticketTimesOf,
} from '../common/ticketFigures.ts';
import { escalationQueue, ticketsOf } from '../common/tickets.ts';

/**
 * The figures of the tickets opened in a period of `days` (the dashboard's `REPORTING_DAYS`; a
 * report's week in the test that the screen and the report agree).
 */
export const periodParts = (days = REPORTING_DAYS) => ({
  counts: ticketCountsOf(days),
  times: ticketTimesOf(days),
});
const parts = periodParts();
const queue = escalationQueueOf();

/** The tickets opened over the loaded history (two periods), newest first, paged on the server. */
const tickets = conversationTable({ days: REPORTING_HISTORY_DAYS });

/** Live: the figures of every ticket, the queue and the tickets a page at a time. */
export const live = liveDashboard({ ...parts, queue, tickets });

/** What the dashboard shows, as of a moment (a sample adds its transcripts). */
export type SupportData = Awaited<ReturnType<typeof live>> & { transcripts?: MessageRow[] };

/** The sample's conversations counted as tickets through the same parts as live mode's SQL. */
export function supportFromRows(sessions: SessionRow[], messages: MessageRow[], asOf: string): SupportData {
  const all = ticketsOf(sessions, messages);
  return {
    counts: parts.counts.fromRows(all, asOf),
    times: parts.times.fromRows(all, asOf),
    queue: queue.fromRows(escalationQueue(all, asOf)),
    tickets: tickets.fromRows(sessions, asOf),
    transcripts: messages,
    asOf,
  };
}

type Counted = Pick<SupportData, 'counts'>;

/** The KPIs of the period, with the change against the period before. */
export const supportKpis = (data: Pick<SupportData, 'counts' | 'times'>) =>
  ticketKpis(data.counts, data.times);

/** Tickets of the period per channel, counted per status (channels without tickets left out). */
export const channels = ({ counts }: Counted) => ticketsByChannel(counts);

/** Tickets opened per Doha day over the period, by who handled them. */
export const perDay = ({ counts, asOf }: Counted & { asOf: string }) => ticketsPerDay(counts, asOf);

/** Average satisfaction of the period's rated tickets, for the bot alone and with a person. */
export const ratings = ({ counts }: Counted) => satisfactionByHandling(counts);
