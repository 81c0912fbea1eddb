/**
 * Local RAG: knowledge search on the client's own servers. Besides the knowledge bot figures it shows
 * how the local models keep up: answers slower than a threshold (the period's latency spread counts
 * them in a band of its own, knowledgeFigures.ts), per model and per day.
 */
import { ratio } from '@portal/dashboard-kit/format';
import type { KnowledgeData } from '../common/knowledge.ts';
import { SLOW_ANSWER_MS } from '../common/knowledgeFigures.ts';

export { SLOW_ANSWER_MS };

export interface SlowAnswers {
  slow: number;
  answers: number;
  share: number | undefined;
}

/** The period's timed answers, and how many took longer than SLOW_ANSWER_MS. */
export function slowAnswers({ latency }: Pick<KnowledgeData, 'latency'>): SlowAnswers {
  const { rows, bands } = latency.current;
  const slow = bands[1] ?? 0;
  return { slow, answers: rows, share: ratio(slow, rows) };
}
