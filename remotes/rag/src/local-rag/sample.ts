/**
 * The local RAG sample: a Doha law firm whose confidential files never leave its own servers. Open
 * models answer on the firm's hardware: slower than a hosted model, and slower still when it is busy.
 */
import type { Locale } from '@portal/contract';
import { buildKnowledgeSample } from '../common/knowledgeSample.ts';
import { LOCAL_RAG_PROFILE } from '../content/local-rag.ts';

export const buildLocalRagSample = (locale: Locale, anchor: Date) =>
  buildKnowledgeSample(LOCAL_RAG_PROFILE, locale, anchor);
