import { describe, expect, it } from 'vitest';
import { normalizeQuestion, outcomeOf, toExchanges } from './exchanges.ts';
import { at, exchangeRows, messageRow } from './testRows.ts';

describe('toExchanges', () => {
  it('pairs each question with the bot reply that follows it, per conversation, in time order', () => {
    const rows = [
      ...exchangeRows('b', 5, 'Second conversation', { latencyMs: 2000 }),
      ...exchangeRows('a', 0, 'First question', { latencyMs: 1500 }),
      ...exchangeRows('a', 2, 'Unknown thing', { latencyMs: 900, fallback: true }),
    ].reverse(); // the order rows arrive in does not matter
    const exchanges = toExchanges(rows);
    expect(exchanges.map((x) => [x.sessionId, x.question.content, outcomeOf(x)])).toEqual([
      ['a', 'First question', 'answered'],
      ['a', 'Unknown thing', 'fallback'],
      ['b', 'Second conversation', 'answered'],
    ]);
    expect(exchanges[0]?.answer?.latency_ms).toBe(1500);
  });

  it('leaves a question without a bot reply pending: none yet, or a person answered instead', () => {
    const rows = [
      messageRow({ session_id: 'a', content: 'Hello?', created_at: at(0) }),
      messageRow({ session_id: 'a', content: 'Anyone?', created_at: at(1) }),
      messageRow({ session_id: 'a', role: 'agent', content: 'Mariam here', created_at: at(3) }),
      messageRow({ session_id: 'a', role: 'assistant', content: 'Late bot', created_at: at(4) }),
    ];
    const exchanges = toExchanges(rows);
    expect(exchanges.map(outcomeOf)).toEqual(['pending', 'answered']);
    expect(exchanges[1]?.answer?.content).toBe('Late bot');
  });
});

describe('questions grouped', () => {
  it('treats case, punctuation and Arabic spelling variants as the same question', () => {
    expect(normalizeQuestion('What are your Opening Hours?!')).toBe('what are your opening hours');
    expect(normalizeQuestion('ما مواعيد العمل؟')).toBe(normalizeQuestion('ما مَواعيد العمل'));
    expect(normalizeQuestion('إجراءات الاستلام')).toBe(normalizeQuestion('اجراءات الاستلام'));
    expect(normalizeQuestion('كم سعر الهدية')).toBe(normalizeQuestion('كم سعر الهديه'));
    expect(normalizeQuestion(' ?? ')).toBe('');
  });
});
