/**
 * How fast a conversation is answered: each customer message (the first of a run of them) against
 * the next reply by the bot or a person in the same conversation. WhatsApp sales, chatbot and
 * responder dashboards show the median and 95th percentile of these delays.
 */
import { dohaHour } from '../format/hours.ts';
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
  const time = new Date(value);
  const doha = new Date(time.getTime() + 3 * 3_600_000);
  const weekday = (doha.getUTCDay() || 7) as keyof OpeningHours;
  const open = hours[weekday];
  const hour = dohaHour(time);
  return open !== undefined && hour >= open[0] && hour < open[1];
}
