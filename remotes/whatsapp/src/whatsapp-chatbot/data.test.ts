import { describe, expect, it } from 'vitest';
import { AS_OF, at, message, session } from '../common/testRows.ts';
import { chatbotFromRows, chatbotKpis } from './data.ts';

describe('whatsapp chatbot figures', () => {
  it('rates the period’s conversations: resolved of those ended, escalated of all, the mean rating', () => {
    const data = chatbotFromRows({
      asOf: AS_OF,
      sessions: [
        session('a', { status: 'resolved', satisfaction: 5 }),
        session('b', { status: 'resolved', satisfaction: 4 }),
        session('c', { status: 'escalated', satisfaction: 2 }),
        session('d', { status: 'abandoned' }),
        session('e', { status: 'active' }),
        session('old', { status: 'escalated', satisfaction: 1, started_at: at(31) }),
      ],
      messages: [message('a1', 'a', 'customer', at(1)), message('x', 'old', 'customer', at(31))],
    });
    expect(chatbotKpis(data)).toEqual({
      conversations: 5,
      messages: 1,
      resolutionRate: 2 / 4,
      escalationRate: 1 / 5,
      satisfaction: 11 / 3,
      rated: 3,
    });
  });
});
