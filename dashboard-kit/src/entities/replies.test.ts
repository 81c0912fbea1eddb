import { describe, expect, it } from 'vitest';
import { replyDelays } from './replies.ts';

const m = (id: string, session: string, role: string, time: string) => ({
  id,
  session_id: session,
  role,
  created_at: `2026-03-15T${time}.000Z`,
});

describe('reply delays', () => {
  it('waits from the first unanswered customer message to the next reply, per conversation', () => {
    const delays = replyDelays([
      m('b2', 'b', 'agent', '10:05:00'),
      m('a1', 'a', 'customer', '09:00:00'),
      m('a2', 'a', 'customer', '09:00:30'),
      m('a3', 'a', 'assistant', '09:01:00'),
      m('a4', 'a', 'system', '09:02:00'),
      m('a5', 'a', 'customer', '09:03:00'),
      m('b1', 'b', 'customer', '10:00:00'),
      m('c1', 'c', 'customer', '11:00:00'),
    ]);
    expect(delays.map((d) => [d.question.id, d.reply.id, d.ms])).toEqual([
      ['a1', 'a3', 60_000],
      ['b1', 'b2', 300_000],
    ]);
  });
});
