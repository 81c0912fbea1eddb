/**
 * The local chatbot sample: the staff assistant of a Doha hotel, running on the hotel's own server
 * and answering from its operating procedures. Staff ask it during their shifts.
 */
import type { Locale } from '@portal/contract';
import { buildKnowledgeRows } from '../common/knowledgeSample.ts';
import { LOCAL_CHATBOT_PROFILE } from '../content/local-chatbot.ts';
import { localChatbotFromRows } from './data.ts';

export const buildLocalChatbotSample = (locale: Locale, anchor: Date) =>
  localChatbotFromRows(buildKnowledgeRows(LOCAL_CHATBOT_PROFILE, locale, anchor), anchor.toISOString());
