/**
 * Local RAG: knowledge search on the client's own servers. Besides the knowledge bot figures it shows
 * how the local models keep up: answers slower than a threshold, per model and per day.
 */
import { ratio } from '@portal/dashboard-kit/format';
import { type KnowledgeData, knowledgeQuestions } from '../common/knowledge.ts';

/** An answer slower than this keeps a member of staff waiting noticeably. */
export const SLOW_ANSWER_MS = 10_000;

export interface SlowAnswers {
  slow: number;
  answers: number;
  share: number | undefined;
}

export function slowAnswers(data: KnowledgeData, thresholdMs = SLOW_ANSWER_MS): SlowAnswers {
  const times = knowledgeQuestions(data).durations;
  const slow = times.filter((ms) => ms > thresholdMs).length;
  return { slow, answers: times.length, share: ratio(slow, times.length) };
}
