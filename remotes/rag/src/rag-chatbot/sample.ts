/**
 * The RAG chatbot sample: the staff knowledge bot of a Doha logistics company, answering from its
 * policies, procedures and price sheets with a hosted model, and citing the document of every answer.
 */
import type { Locale } from '@portal/contract';
import { buildKnowledgeSample } from '../common/knowledgeSample.ts';
import { RAG_CHATBOT_PROFILE } from '../content/rag-chatbot.ts';

export const buildRagChatbotSample = (locale: Locale, anchor: Date) =>
  buildKnowledgeSample(RAG_CHATBOT_PROFILE, locale, anchor);
