import { describe, expect, it } from 'vitest';
import { AS_OF, at, exchangeRows, sessionRow } from '../common/testRows.ts';
import { staffUsage } from './data.ts';

describe('local chatbot staff usage', () => {
  it('ranks named staff by questions asked, with their fallback share and last visit', () => {
    const data = {
      documents: [],
      sessions: [
        sessionRow({ id: 'a', customer_name: 'Amna', started_at: at(0) }),
        sessionRow({ id: 'b', customer_name: 'Amna', started_at: at(60) }),
        sessionRow({ id: 'c', customer_name: 'Hassan', started_at: at(30) }),
        sessionRow({ id: 'd', customer_name: null, started_at: at(40) }),
        sessionRow({ id: 'e', customer_name: 'Old', started_at: at(-60 * 24 * 40) }),
      ],
      messages: [
        ...exchangeRows('a', 0, 'Late checkout?', { latencyMs: 3000 }),
        ...exchangeRows('b', 60, 'Staff bus?', { latencyMs: 3000, fallback: true }),
        ...exchangeRows('b', 61, 'Lost property?', { latencyMs: 3000 }),
        ...exchangeRows('c', 30, 'Allergens?', { latencyMs: 3000 }),
        ...exchangeRows('d', 40, 'Anonymous?', { latencyMs: 3000 }),
      ],
      asOf: AS_OF,
    };
    expect(staffUsage.fromRows(data, AS_OF)).toEqual([
      { name: 'Amna', conversations: 2, questions: 3, fallbackRate: 1 / 3, lastSeenAt: at(60) },
      { name: 'Hassan', conversations: 1, questions: 1, fallbackRate: 0, lastSeenAt: at(30) },
    ]);
  });
});
