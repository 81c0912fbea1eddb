/**
 * WhatsApp chatbot: customer service conversations. How they ended (resolved by the bot, escalated
 * to a person, abandoned), how customers rated them, and when and about what they write.
 */
import { averageSatisfaction, escalationRate, resolutionRate } from '@portal/dashboard-kit/entities';
import { conversationsOf, periodMessages, periodSessions } from '../common/chats.ts';
import type { ChatData } from '../common/rows.ts';

export type WhatsappChatbotData = ChatData;

export interface ChatbotKpis {
  conversations: number;
  messages: number;
  /** Resolved share of the conversations that ended. */
  resolutionRate: number;
  escalationRate: number;
  satisfaction: number | null;
  rated: number;
}

export function chatbotKpis(data: WhatsappChatbotData): ChatbotKpis {
  const conversations = conversationsOf(periodSessions(data));
  return {
    conversations: conversations.length,
    messages: periodMessages(data).length,
    resolutionRate: resolutionRate(conversations),
    escalationRate: escalationRate(conversations),
    satisfaction: averageSatisfaction(conversations),
    rated: conversations.filter((c) => c.satisfaction !== null).length,
  };
}
