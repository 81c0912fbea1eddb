/**
 * Conversations read as a support desk's tickets: who handled each one (the bot alone, a person after
 * the bot, nobody yet, or the customer left), how fast it was first answered and resolved, and the
 * escalated ones still waiting for a person. Works on any `chat_sessions` and `chat_messages` rows
 * that carry these columns (docs/product.md, customer support automation). Live, SQL reads tickets the
 * same way (`private.support_tickets`, docs/architecture.md, "Dashboard figures"); a sample's tickets
 * are counted from these (ticketFigures.ts).
 */

import { type ReplyMessage, replyDelays, threadsBySession } from '@portal/dashboard-kit/entities';
import { elapsedMs } from '@portal/dashboard-kit/format';

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

/** The tickets that end with an answer: the bot's alone, or a person's after the bot. */
export const BOT_OR_PERSON = ['automated', 'escalated'] as const;
