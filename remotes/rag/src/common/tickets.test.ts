import { momentsBefore, TEST_AS_OF } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import {
  satisfactionByHandling,
  ticketCountsOf,
  ticketKpis,
  ticketsByChannel,
  ticketsPerDay,
  ticketTimesOf,
} from './ticketFigures.ts';
import { escalationQueue, ticketsOf } from './tickets.ts';

const at = momentsBefore(TEST_AS_OF);
const minutes = (n: number) => n / 60;
const session = (
  id: string,
  status: string,
  rating: number | null,
  opened: number,
  closed: number | null = null,
) => ({
  id,
  status,
  channel: 'whatsapp',
  satisfaction: rating,
  started_at: at(opened),
  ended_at: closed === null ? null : at(opened, minutes(closed)),
});
/** A ticket's messages: who wrote, minutes after it opened `daysAgo`. */
const thread = (id: string, daysAgo: number, ...said: [string, number][]) =>
  said.map(([role, minute], i) => ({
    id: `${id}-${i}`,
    session_id: id,
    role,
    created_at: at(daysAgo, minutes(minute)),
  }));

const sessions = [
  session('auto', 'resolved', 5, 9, 10),
  session('human', 'resolved', 3, 8, 60),
  session('queue', 'escalated', null, 7),
  session('open', 'active', null, 6),
  session('left', 'abandoned', null, 6, 30),
  session('old', 'escalated', null, 50),
];
const messages = [
  ...thread('auto', 9, ['customer', 0], ['assistant', 1], ['customer', 3], ['assistant', 4]),
  ...thread('human', 8, ['customer', 0], ['assistant', 2], ['agent', 20]),
  ...thread('queue', 7, ['customer', 0], ['assistant', 1], ['customer', 5]),
  ...thread('open', 6, ['customer', 0]),
  ...thread('left', 6, ['customer', 0], ['assistant', 3]),
  ...thread('old', 50, ['customer', 0]),
];

describe('tickets of conversations', () => {
  it('classifies each ticket and measures its first response and resolution', () => {
    const tickets = new Map(ticketsOf(sessions, messages).map((t) => [t.session.id, t]));
    expect(tickets.get('auto')).toMatchObject({
      handling: 'automated',
      firstResponseMs: 60_000,
      resolutionMs: 600_000,
    });
    expect(tickets.get('human')).toMatchObject({
      handling: 'escalated',
      firstResponseMs: 120_000,
      agentJoinedAt: at(8, minutes(20)),
    });
    expect(tickets.get('queue')).toMatchObject({ handling: 'escalated', resolutionMs: undefined });
    expect(tickets.get('queue')?.lastCustomerMessage?.created_at).toBe(at(7, minutes(5)));
    expect(tickets.get('open')).toMatchObject({ handling: 'open', firstResponseMs: undefined });
    expect(tickets.get('left')?.handling).toBe('abandoned');
  });

  it('queues every escalated ticket, the longest waiting first', () => {
    const queue = escalationQueue(ticketsOf(sessions, messages), TEST_AS_OF);
    expect(queue.map((q) => q.session.id)).toEqual(['old', 'queue']);
    expect(queue[1]?.waitingMs).toBe(Date.parse(TEST_AS_OF) - Date.parse(at(7, minutes(5))));
  });
});

describe('ticket figures', () => {
  // As the SQL counts them (support_ticket_counts, support_ticket_times): the sample's path.
  const tickets = ticketsOf(sessions, messages);
  const counts = ticketCountsOf().fromRows(tickets, TEST_AS_OF);
  const times = ticketTimesOf().fromRows(tickets, TEST_AS_OF);

  it('computes the KPIs of a period against the one before', () => {
    const kpis = ticketKpis(counts, times);
    expect(kpis).toMatchObject({
      tickets: 5,
      ticketsChange: 4,
      automationRate: 1 / 3,
      escalated: 2,
      open: 1,
    });
    expect(kpis.medianFirstResponseMs).toBe(90_000); // 1, 1, 2 and 3 minutes
    expect(kpis.p90FirstResponseMs).toBeCloseTo(162_000); // 0.7 of the way from 2 to 3 minutes
    expect(kpis.medianResolutionMs).toBe((600_000 + 3_600_000) / 2);
    expect(kpis.satisfaction).toBe(4);
    expect(kpis.automationRateChange).toBeUndefined(); // the previous period closed nothing
  });

  it('rates the tickets the bot resolved alone against those a person handled', () => {
    expect(satisfactionByHandling(counts)).toEqual([
      { handling: 'automated', satisfaction: 5, rated: 1 },
      { handling: 'escalated', satisfaction: 3, rated: 1 },
    ]);
  });

  it('counts the period’s tickets per channel and status, and per day by handling', () => {
    expect(ticketsByChannel(counts)).toEqual([{ key: 'whatsapp', counts: [1, 2, 1, 1] }]);
    const perDay = ticketsPerDay(counts, TEST_AS_OF);
    expect(perDay.days).toHaveLength(30);
    expect(perDay.automated.reduce((a, b) => a + b, 0)).toBe(1);
    expect(perDay.escalated.reduce((a, b) => a + b, 0)).toBe(2);
    expect(perDay.escalated.filter((n) => n > 0)).toEqual([1, 1]); // 'human' and 'queue', a day apart
  });
});
