import { describe, expect, it } from 'vitest';
import {
  escalatedTopics,
  replySpeed,
  replyTimes,
  sessionHours,
  sessionsByHour,
  topics,
  topTopics,
} from './chats.ts';
import { AS_OF, at, message, session } from './testRows.ts';

describe('conversation figures', () => {
  const data = {
    asOf: AS_OF,
    sessions: [
      session('a', { topic: 'Delivery', started_at: at(1, 20) }),
      session('b', { topic: 'Delivery', status: 'escalated', started_at: at(2, 20) }),
      session('c', { topic: 'Warranty', started_at: at(3, 9) }),
      session('d', { topic: 'Old', started_at: at(31) }),
    ],
    messages: [
      message('a1', 'a', 'customer', '2026-03-14T17:00:00.000Z'),
      message('a2', 'a', 'assistant', '2026-03-14T17:00:10.000Z'),
      message('a3', 'a', 'customer', '2026-03-14T17:01:00.000Z'),
      message('a4', 'a', 'assistant', '2026-03-14T17:01:30.000Z'),
      message('b1', 'b', 'customer', '2026-03-13T17:00:00.000Z'),
      message('b2', 'b', 'agent', '2026-03-13T17:05:00.000Z'),
      message('c1', 'c', 'customer', '2026-03-12T06:00:00.000Z'), // never answered
    ],
  };

  it('measures every answered wait, the person’s replies included', () => {
    const speed = replySpeed(replyTimes.fromRows(data.messages, AS_OF));
    expect(speed.replies).toBe(3);
    expect(speed.median).toBe(30_000);
    // percentile_cont over 10 s, 30 s, 5 min: rank 0.95 × 2 = 1.9, so 30 s + 0.9 × 4.5 min.
    expect(speed.p95).toBe(30_000 + 0.9 * 270_000);
  });

  it('buckets conversations by Doha hour and ranks topics', () => {
    const hours = sessionsByHour(sessionHours.fromRows(data.sessions, AS_OF));
    expect(hours[20]).toBe(2);
    expect(hours[9]).toBe(1);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(3);
    const sessions = data.sessions;
    expect(topTopics(topics.fromRows(sessions, AS_OF), escalatedTopics.fromRows(sessions, AS_OF))).toEqual([
      { topic: 'Delivery', conversations: 2, escalated: 1 },
      { topic: 'Warranty', conversations: 1, escalated: 0 },
    ]);
  });
});
