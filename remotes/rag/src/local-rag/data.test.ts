import { describe, expect, it } from 'vitest';
import { knowledgeFromRows } from '../common/knowledge.ts';
import { AS_OF, exchangeRows, sessionRow } from '../common/testRows.ts';
import { SLOW_ANSWER_MS, slowAnswers } from './data.ts';

describe('local RAG slow answers', () => {
  it('counts the answers slower than the threshold among the timed ones', () => {
    const data = knowledgeFromRows(
      {
        documents: [],
        sessions: [sessionRow({ id: 'a' })],
        messages: [
          ...exchangeRows('a', 0, 'One', { latencyMs: 4000 }),
          ...exchangeRows('a', 1, 'Two', { latencyMs: SLOW_ANSWER_MS + 1 }),
          ...exchangeRows('a', 2, 'Three', { latencyMs: SLOW_ANSWER_MS }),
          ...exchangeRows('a', 3, 'Four', null),
        ],
      },
      AS_OF,
    );
    expect(slowAnswers(data)).toEqual({ slow: 1, answers: 3, share: 1 / 3 });
  });
});
