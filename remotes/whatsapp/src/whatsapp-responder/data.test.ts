import { describe, expect, it } from 'vitest';
import { replySpeed } from '../common/chats.ts';
import { AS_OF, message, session } from '../common/testRows.ts';
import { repliesPerDay, responderFromRows, responderKpis, triggerStats } from './data.ts';

// 2026-03-15 is a Sunday: open 8:00-18:00 Doha (05:00-15:00 UTC); 2026-03-13 a Friday: closed all day.
const data = responderFromRows({
  asOf: AS_OF,
  sessions: [
    session('a', { started_at: '2026-03-15T06:00:00.000Z' }),
    session('b', { started_at: '2026-03-15T16:30:00.000Z' }),
    session('c', { started_at: '2026-03-13T09:00:00.000Z', status: 'escalated' }),
  ],
  messages: [
    message('a1', 'a', 'customer', '2026-03-15T06:00:00.000Z'),
    message('a2', 'a', 'assistant', '2026-03-15T06:00:02.000Z', { reply_trigger: 'prices' }),
    message('b1', 'b', 'customer', '2026-03-15T16:30:00.000Z'), // 19:30 Doha, closed
    message('b2', 'b', 'assistant', '2026-03-15T16:30:04.000Z', { reply_trigger: 'after_hours' }),
    message('c1', 'c', 'customer', '2026-03-13T09:00:00.000Z'),
    message('c2', 'c', 'assistant', '2026-03-13T09:00:06.000Z', { reply_trigger: 'human_request' }),
    message('c3', 'c', 'agent', '2026-03-13T09:20:00.000Z'),
  ],
});

describe('whatsapp responder figures', () => {
  it('knows the Doha office week: Sunday 9:00 open, Sunday 19:30 and Friday closed', () => {
    const perDay = repliesPerDay(data);
    const on = (day: string) => perDay.days.indexOf(day);
    expect([perDay.open[on('2026-03-15')], perDay.closed[on('2026-03-15')]]).toEqual([1, 1]);
    expect([perDay.open[on('2026-03-13')], perDay.closed[on('2026-03-13')]]).toEqual([0, 1]);
  });

  it('counts automatic replies, after-hours ones, handovers and the wait for the rule’s reply', () => {
    expect(responderKpis(data)).toEqual({
      replies: 3,
      afterHours: 2,
      afterHoursShare: 2 / 3,
      handedOver: 1,
      handedOverShare: 1 / 3,
    });
    expect(replySpeed(data.autoReplyTimes)).toEqual({ median: 4000, p95: 4000 + 0.9 * 2000, replies: 3 });
    if (!Array.isArray(data.handovers)) throw new Error('a sample holds its conversations');
    expect(data.handovers.map((c) => c.id)).toEqual(['c']);
  });

  it('ranks the rules that fired, keeping the silent ones at zero', () => {
    const stats = triggerStats(data);
    expect(stats).toHaveLength(8);
    expect(stats.slice(0, 3).map((s) => [s.trigger, s.fired, s.afterHours])).toEqual([
      ['prices', 1, 0],
      ['after_hours', 1, 1],
      ['human_request', 1, 1],
    ]);
    expect(stats.slice(3).every((s) => s.fired === 0)).toBe(true);
  });
});
