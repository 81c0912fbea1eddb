/**
 * WhatsApp chatbot: customer service conversations. How they ended (resolved by the bot, escalated
 * to a person, abandoned), how customers rated them, and when and about what they write. Live, every
 * figure is SQL's count of the period's conversations and messages and the conversations table pages
 * on the server (docs/architecture.md, "Dashboard figures"); sample.ts counts its rows through the
 * same parts.
 */
import { conversationTable } from '@portal/dashboard-kit/entities';
import { ratio } from '@portal/dashboard-kit/format';
import { countOf } from '@portal/dashboard-kit/live';
import {
  chatDashboard,
  chatMessageParts,
  chatSessionParts,
  escalatedTopics,
  ratings,
  replyTimes,
  topics,
  topTopics,
} from '../common/chats.ts';
import type { ChatRows, MessageRow } from '../common/rows.ts';

export const conversations = conversationTable();

/** The parts counted from conversations, and those counted from messages. */
const sessionParts = { ...chatSessionParts, ratings, topics, escalatedTopics, conversations };
const messageParts = { ...chatMessageParts, replyTimes };

const dashboard = chatDashboard(sessionParts, messageParts);

/** Live: the figures of the client's conversations and messages, its conversations a page at a time. */
export const live = dashboard.live;

/** The figures and conversations the dashboard shows, as of a moment (a sample adds its transcripts). */
export type WhatsappChatbotData = Awaited<ReturnType<typeof live>> & { transcripts?: MessageRow[] };

/** The dashboard's data counted from rows held in the browser (a sample), as SQL counts them live. */
export const chatbotFromRows: (rows: ChatRows) => WhatsappChatbotData = dashboard.fromRows;

export interface ChatbotKpis {
  conversations: number;
  messages: number;
  /** Resolved share of the conversations that ended (undefined when none ended). */
  resolutionRate: number | undefined;
  escalationRate: number | undefined;
  satisfaction: number | null;
  rated: number;
}

export function chatbotKpis({ sessions, messages, ratings }: WhatsappChatbotData): ChatbotKpis {
  const all = countOf(sessions, 'current');
  const count = (status: string) => countOf(sessions, 'current', { status: [status] });
  return {
    conversations: all,
    messages: countOf(messages, 'current'),
    resolutionRate: ratio(count('resolved'), all - count('active')),
    escalationRate: ratio(count('escalated'), all),
    satisfaction: ratings.current.mean ?? null,
    rated: ratings.current.rows,
  };
}

/** The period's topics, the most asked first, with how many were escalated. */
export const chatbotTopics = (data: WhatsappChatbotData) => topTopics(data.topics, data.escalatedTopics);
