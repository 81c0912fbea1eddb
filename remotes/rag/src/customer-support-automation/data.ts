/**
 * Customer support automation: each conversation is a ticket. The bot resolves routine ones and
 * escalates the rest to a person. Every figure of the dashboard comes from these functions.
 */
import {
  CHAT_CHANNELS,
  CHAT_STATUSES,
  type ChatChannel,
  type ChatStatus,
  threadsBySession,
} from '@portal/shared/entities';
import {
  change,
  countBy,
  countPerDayBy,
  elapsedMs,
  inReportingPeriod,
  mean,
  median,
  numbersOf,
  percentile,
  rateChange,
  ratio,
} from '@portal/shared/format';
import type { AsOf } from '@portal/shared/live';
import type { MessageRow, SessionRow } from '../common/rows.ts';

export type SupportData = AsOf<{
  sessions: SessionRow[];
  messages: MessageRow[];
}>;

/**
 * Who handled a ticket: the bot alone (automated), a person after the bot (escalated), nobody yet
 * (open), or the customer left (abandoned).
 */
export type Handling = 'automated' | 'escalated' | 'open' | 'abandoned';
export const HANDLINGS: readonly Handling[] = ['automated', 'escalated', 'open', 'abandoned'];

export interface Ticket {
  session: SessionRow;
  handling: Handling;
  /** From the customer's first message to the first reply (bot or person). */
  firstResponseMs: number | undefined;
  /** From opening to closing, for resolved tickets. */
  resolutionMs: number | undefined;
  /** The customer's latest message. */
  lastCustomerMessage: MessageRow | undefined;
  /** When a person first wrote in it. */
  agentJoinedAt: string | undefined;
}

/** Builds the tickets of all sessions (messages grouped by session, in time order). */
export function toTickets(data: SupportData): Ticket[] {
  const threads = threadsBySession(data.messages);
  return data.sessions.map((session) => {
    const messages = threads.get(session.id) ?? [];
    const firstQuestion = messages.find((m) => m.role === 'customer');
    const firstReply = firstQuestion
      ? messages.find(
          (m) => (m.role === 'assistant' || m.role === 'agent') && m.created_at >= firstQuestion.created_at,
        )
      : undefined;
    const agent = messages.find((m) => m.role === 'agent');
    const handling: Handling =
      session.status === 'escalated' || agent
        ? 'escalated'
        : session.status === 'resolved'
          ? 'automated'
          : session.status === 'abandoned'
            ? 'abandoned'
            : 'open';
    return {
      session,
      handling,
      firstResponseMs: elapsedMs(firstQuestion?.created_at, firstReply?.created_at),
      resolutionMs:
        session.status === 'resolved' ? elapsedMs(session.started_at, session.ended_at) : undefined,
      lastCustomerMessage: messages.filter((m) => m.role === 'customer').at(-1),
      agentJoinedAt: agent?.created_at,
    };
  });
}

const openedIn = (tickets: readonly Ticket[], asOf: string, back = 0) =>
  inReportingPeriod(tickets, (t) => t.session.started_at, asOf, back);

/** The tickets opened in the current period, newest first. */
export const periodTickets = (data: SupportData): Ticket[] =>
  openedIn(toTickets(data), data.asOf).sort((a, b) =>
    b.session.started_at.localeCompare(a.session.started_at),
  );

/** Share of the closed tickets (automated or escalated) that the bot resolved alone. */
export function automationRate(tickets: readonly Ticket[]): number {
  const automated = tickets.filter((t) => t.handling === 'automated').length;
  const escalated = tickets.filter((t) => t.handling === 'escalated').length;
  return ratio(automated, automated + escalated);
}

const ratingOf = (t: Ticket) => t.session.satisfaction;

/** The KPIs of the period, with the change against the period before. */
export function supportKpis(data: SupportData) {
  const all = toTickets(data);
  const current = openedIn(all, data.asOf);
  const previous = openedIn(all, data.asOf, 1);
  const firstResponses = numbersOf(current, (t) => t.firstResponseMs);
  return {
    tickets: current.length,
    ticketsChange: change(current.length, previous.length),
    automationRate: automationRate(current),
    automationRateChange: rateChange(automationRate, current, previous),
    escalated: current.filter((t) => t.handling === 'escalated').length,
    open: current.filter((t) => t.handling === 'open').length,
    medianFirstResponseMs: median(firstResponses),
    p90FirstResponseMs: percentile(firstResponses, 0.9),
    medianResolutionMs: median(numbersOf(current, (t) => t.resolutionMs)),
    satisfaction: mean(numbersOf(current, ratingOf)),
  };
}

/** Tickets of the period per channel, counted by status (channels without tickets left out). */
export function ticketsByChannel(data: SupportData) {
  const tickets = periodTickets(data);
  return CHAT_CHANNELS.map((channel: ChatChannel) => ({
    channel,
    byStatus: countBy(
      tickets.filter((t) => t.session.channel === channel),
      (t) => t.session.status as ChatStatus,
      CHAT_STATUSES,
    ),
  })).filter((c) => c.byStatus.some((s) => s.count > 0));
}

/** Tickets opened per Doha day over the period, by who handled them. */
export const ticketsPerDay = (data: SupportData) =>
  countPerDayBy(
    data.asOf,
    periodTickets(data),
    (t) => t.session.started_at,
    (t) => t.handling,
    ['automated', 'escalated'] as const,
  );

/** Average satisfaction of the period's rated tickets, for the bot alone and with a person. */
export function satisfactionByHandling(data: SupportData) {
  const tickets = periodTickets(data);
  return (['automated', 'escalated'] as const).map((handling) => {
    const ratings = numbersOf(
      tickets.filter((t) => t.handling === handling),
      ratingOf,
    );
    return { handling, satisfaction: mean(ratings), rated: ratings.length };
  });
}

export interface QueueEntry extends Ticket {
  /** How long the customer has waited since the ticket was escalated (their last message). */
  waitingMs: number;
}

/**
 * The escalation queue: escalated tickets still open to a person (status escalated, whenever they
 * were opened), the longest waiting first.
 */
export function escalationQueue(data: SupportData): QueueEntry[] {
  return toTickets(data)
    .filter((t) => t.session.status === 'escalated')
    .map((t) => ({
      ...t,
      waitingMs: elapsedMs(t.lastCustomerMessage?.created_at ?? t.session.started_at, data.asOf) ?? 0,
    }))
    .sort((a, b) => b.waitingMs - a.waitingMs);
}
