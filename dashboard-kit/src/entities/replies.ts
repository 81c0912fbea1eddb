/**
 * How fast a conversation is answered: each customer message (the first of a run of them) against
 * the next reply by the bot or a person in the same conversation. The WhatsApp dashboards and customer
 * support show the median and 95th percentile of these delays.
 */
import { chronological, type ThreadMessage, threadsBySession } from './sessionThreads.ts';

export interface ReplyMessage extends ThreadMessage {
  role: string;
}

export interface ReplyDelay<M extends ReplyMessage = ReplyMessage> {
  sessionId: string;
  /** The customer message that waited. */
  question: M;
  /** The first reply after it (bot or person). */
  reply: M;
  ms: number;
}

/** Every answered wait, oldest first; a customer message still waiting for a reply has none. */
export function replyDelays<M extends ReplyMessage>(messages: readonly M[]): ReplyDelay<M>[] {
  const delays: ReplyDelay<M>[] = [];
  for (const [sessionId, thread] of threadsBySession(messages)) {
    let waiting: M | null = null;
    for (const message of thread) {
      if (message.role === 'customer') waiting ??= message;
      else if (waiting && (message.role === 'assistant' || message.role === 'agent')) {
        const ms = Date.parse(message.created_at) - Date.parse(waiting.created_at);
        delays.push({ sessionId, question: waiting, reply: message, ms });
        waiting = null;
      }
    }
  }
  return delays.sort((a, b) => chronological(a.question, b.question));
}
