/**
 * Questions and answers: every message a person sends a knowledge bot is a question, and the bot's
 * next reply in the same conversation is its answer (fallback when the knowledge base had nothing).
 * SQL pairs them the same way (`private.rag_exchanges`); a sample's figures pair its rows here
 * (knowledgeFigures.ts). Grouping by a normalised text makes "What are your opening hours?" and "what
 * are your opening hours" one question (`private.question_key` in SQL).
 */
import { chronological, threadsBySession } from '@portal/dashboard-kit/entities';
import type { MessageRow } from './rows.ts';

export interface Exchange {
  sessionId: string;
  /** The customer's (or staff member's) message. */
  question: MessageRow;
  /** The bot's reply, or null while none came (the conversation is still open, or a person took over). */
  answer: MessageRow | null;
}

export type Outcome = 'answered' | 'fallback' | 'pending';
export const OUTCOMES: readonly Outcome[] = ['answered', 'fallback', 'pending'];

export const outcomeOf = (exchange: Exchange): Outcome =>
  exchange.answer === null ? 'pending' : exchange.answer.fallback ? 'fallback' : 'answered';

/** Pairs each customer message with the bot reply that follows it before the next customer message. */
export function toExchanges(messages: readonly MessageRow[]): Exchange[] {
  const exchanges: Exchange[] = [];
  for (const [sessionId, thread] of threadsBySession(messages)) {
    let open: Exchange | null = null;
    for (const message of thread) {
      if (message.role === 'customer') {
        open = { sessionId, question: message, answer: null };
        exchanges.push(open);
      } else if (message.role === 'assistant' && open && open.answer === null) {
        open.answer = message;
      }
    }
  }
  return exchanges.sort((a, b) => chronological(a.question, b.question));
}

/**
 * A question's text reduced to what identifies it: case, punctuation (Latin and Arabic), Arabic
 * diacritics and tatweel, and the spellings of alef, yaa and taa marbuta that people mix freely.
 */
export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064b-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
