/**
 * Conversations read as a support desk's tickets: who handled each one (the bot alone, a person after
 * the bot, nobody yet, or the customer left), how fast it was first answered and resolved, and the
 * escalated ones still waiting for a person; then the desk's figures. Works on any `chat_sessions` and `chat_messages` rows
 * that carry these columns (docs/product.md, customer support automation).
 */

import { type ReplyMessage, replyDelays, threadsBySession } from '@portal/dashboard-kit/entities';
import {
  change,
  elapsedMs,
  mean,
  median,
  numbersOf,
  percentile,
  rateChange,
  ratio,
} from '@portal/dashboard-kit/format';

export const HANDLINGS = ['automated', 'escalated', 'open', 'abandoned'] as const;
export type Handling = (typeof HANDLINGS)[number];

export interface TicketSession {
  id: string;
  status: string;
  started_at: string;
  ended_at: string | null;
}

/** Without a person in it, a ticket's status says who handled it; an active one is still open. */
const HANDLING_BY_STATUS: Partial<Record<string, Handling>> = {
  resolved: 'automated',
  abandoned: 'abandoned',
};

/** The tickets of the conversations, in the order of `sessions`. */
export function ticketsOf<S extends TicketSession, M extends ReplyMessage>(
  sessions: readonly S[],
  messages: readonly M[],
) {
  const threads = threadsBySession(messages);
  const firstReplyMs = new Map<string, number>();
  for (const delay of replyDelays(messages)) {
    if (!firstReplyMs.has(delay.sessionId)) firstReplyMs.set(delay.sessionId, delay.ms);
  }
  return sessions.map((session) => {
    const thread = threads.get(session.id) ?? [];
    const agent = thread.find((m) => m.role === 'agent');
    const handling: Handling =
      session.status === 'escalated' || agent ? 'escalated' : (HANDLING_BY_STATUS[session.status] ?? 'open');
    return {
      session,
      handling,
      /** From the customer's first message to the first reply (bot or person). */
      firstResponseMs: firstReplyMs.get(session.id),
      /** From opening to closing, for resolved tickets. */
      resolutionMs:
        session.status === 'resolved' ? elapsedMs(session.started_at, session.ended_at) : undefined,
      lastCustomerMessage: thread.findLast((m) => m.role === 'customer'),
      /** When a person first wrote in it. */
      agentJoinedAt: agent?.created_at,
    };
  });
}

export type Ticket<S extends TicketSession, M extends ReplyMessage> = ReturnType<
  typeof ticketsOf<S, M>
>[number];

/**
 * The escalation queue: tickets still escalated to a person (whenever they were opened), each with
 * how long the customer has waited since their last message, the longest waiting first.
 */
export function escalationQueue<S extends TicketSession, M extends ReplyMessage>(
  tickets: readonly Ticket<S, M>[],
  asOf: string,
) {
  return tickets
    .filter((t) => t.session.status === 'escalated')
    .map((t) => ({
      ...t,
      waitingMs: elapsedMs(t.lastCustomerMessage?.created_at ?? t.session.started_at, asOf) ?? 0,
    }))
    .sort((a, b) => b.waitingMs - a.waitingMs);
}

/** What the figures read of a ticket: who handled it, its timings and the customer's rating. */
export interface RatedTicket {
  handling: Handling;
  firstResponseMs: number | undefined;
  resolutionMs: number | undefined;
  session: { satisfaction: number | null };
}

/** The tickets that end with an answer: the bot's alone, or a person's after the bot. */
export const BOT_OR_PERSON = ['automated', 'escalated'] as const;

const handledBy = <T extends RatedTicket>(tickets: readonly T[], handling: Handling) =>
  tickets.filter((t) => t.handling === handling);
const ratingOf = (t: RatedTicket) => t.session.satisfaction;

/** Share of the closed tickets (automated or escalated) that the bot resolved alone. */
export function automationRate(tickets: readonly RatedTicket[]): number | undefined {
  const automated = handledBy(tickets, 'automated').length;
  return ratio(automated, automated + handledBy(tickets, 'escalated').length);
}

/** The KPIs of a period's tickets, with the change against the period before. */
export function ticketKpis(current: readonly RatedTicket[], previous: readonly RatedTicket[]) {
  const firstResponses = numbersOf(current, (t) => t.firstResponseMs);
  return {
    tickets: current.length,
    ticketsChange: change(current.length, previous.length),
    automationRate: automationRate(current),
    automationRateChange: rateChange(automationRate, current, previous),
    escalated: handledBy(current, 'escalated').length,
    open: handledBy(current, 'open').length,
    medianFirstResponseMs: median(firstResponses),
    p90FirstResponseMs: percentile(firstResponses, 0.9),
    medianResolutionMs: median(numbersOf(current, (t) => t.resolutionMs)),
    satisfaction: mean(numbersOf(current, ratingOf)),
  };
}

/** Average satisfaction of the rated tickets, for the bot alone and with a person. */
export const satisfactionByHandling = (tickets: readonly RatedTicket[]) =>
  BOT_OR_PERSON.map((handling) => {
    const ratings = numbersOf(handledBy(tickets, handling), ratingOf);
    return { handling, satisfaction: mean(ratings), rated: ratings.length };
  });
