/**
 * The WhatsApp chatbot sample: customer care of Lusail Electronics, a Doha appliance retailer.
 * Customers track deliveries, ask about warranties, book installations and complain; the bot
 * resolves most chats and hands the hard ones to a person.
 */
import type { Locale } from '@portal/contract';
import { buildSampleChats, type ChatProfile } from '../common/sampleChats.ts';
import { CHATBOT_CHATS } from '../content/whatsapp-chatbot.ts';
import { chatbotFromRows, type WhatsappChatbotData } from './data.ts';

const PROFILE: ChatProfile = {
  ...CHATBOT_CHATS,
  seed: 'whatsapp/whatsapp-chatbot/v1',
  perDay: [4, 10],
  statusWeights: { resolved: 7, active: 1, escalated: 2, abandoned: 1 },
  replySeconds: [2, 15],
};

export const buildWhatsappChatbotSample = (locale: Locale, anchor: Date): WhatsappChatbotData =>
  chatbotFromRows(buildSampleChats(PROFILE, locale, anchor).data);
