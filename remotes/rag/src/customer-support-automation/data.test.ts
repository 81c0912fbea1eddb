import type { ChatChannel, ChatStatus } from '@portal/shared/entities';
import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../common/rows.ts';
import { AS_OF, at, messageRow, sessionRow } from '../common/testRows.ts';
import {
  escalationQueue,
  type SupportData,
  satisfactionByHandling,
  supportKpis,
  ticketsByChannel,
  ticketsPerDay,
  toTickets,
} from './data.ts';

const DAY = 24 * 60;

/** A ticket: id, channel, status, rating, and when it opened and closed (minutes after T0). */
type TicketFixture = [string, ChatChannel, ChatStatus, number | null, number, number | null];
const TICKETS: TicketFixture[] = [
  ['auto', 'whatsapp', 'resolved', 5, 0, 10],
  ['human', 'email', 'resolved', 3, DAY, DAY + 60],
  ['queue', 'email', 'escalated', null, 2 * DAY, null],
  ['open', 'whatsapp', 'active', null, 3 * DAY, null],
  ['left', 'website', 'abandoned', null, 3 * DAY, 3 * DAY + 30],
  ['old', 'whatsapp', 'escalated', null, -40 * DAY, null],
];

/** A ticket's messages: who wrote, when (minutes after T0). */
const thread = (session: string, ...said: [MessageRow['role'], number][]) =>
  said.map(([role, minute]) =>
    messageRow({ session_id: session, role, content: role, created_at: at(minute) }),
  );

function sample(): SupportData {
  return {
    sessions: TICKETS.map(([id, channel, status, satisfaction, opened, closed]) =>
      sessionRow({
        id,
        channel,
        status,
        satisfaction,
        started_at: at(opened),
        ended_at: closed === null ? null : at(closed),
      }),
    ),
    messages: [
      ...thread('auto', ['customer', 0], ['assistant', 1], ['customer', 3], ['assistant', 4]),
      ...thread('human', ['customer', DAY], ['assistant', DAY + 2], ['agent', DAY + 20]),
      ...thread('queue', ['customer', 2 * DAY], ['assistant', 2 * DAY + 1], ['customer', 2 * DAY + 5]),
      ...thread('open', ['customer', 3 * DAY]),
      ...thread('left', ['customer', 3 * DAY], ['assistant', 3 * DAY + 3]),
      ...thread('old', ['customer', -40 * DAY]),
    ],
    asOf: AS_OF,
  };
}

describe('customer support figures', () => {
  it('classifies each ticket and measures its first response and resolution', () => {
    const tickets = new Map(toTickets(sample()).map((t) => [t.session.id, t]));
    expect(tickets.get('auto')).toMatchObject({
      handling: 'automated',
      firstResponseMs: 60_000,
      resolutionMs: 600_000,
    });
    expect(tickets.get('human')).toMatchObject({
      handling: 'escalated',
      firstResponseMs: 120_000,
      agentJoinedAt: at(DAY + 20),
    });
    expect(tickets.get('queue')).toMatchObject({ handling: 'escalated', resolutionMs: undefined });
    expect(tickets.get('queue')?.lastCustomerMessage?.created_at).toBe(at(2 * DAY + 5));
    expect(tickets.get('open')).toMatchObject({ handling: 'open', firstResponseMs: undefined });
    expect(tickets.get('left')?.handling).toBe('abandoned');
  });

  it('computes the KPIs of the last 30 days', () => {
    const kpis = supportKpis(sample());
    expect(kpis).toMatchObject({
      tickets: 5,
      ticketsChange: 4,
      automationRate: 1 / 3,
      escalated: 2,
      open: 1,
    });
    expect(kpis.medianFirstResponseMs).toBe(90_000); // 1, 1, 2 and 3 minutes
    expect(kpis.medianResolutionMs).toBe((600_000 + 3_600_000) / 2);
    expect(kpis.satisfaction).toBe(4);
    expect(kpis.automationRateChange).toBeUndefined(); // the previous period closed nothing
  });

  it('charts tickets by channel and status, per day, and ratings by who handled them', () => {
    const byChannel = ticketsByChannel(sample());
    expect(byChannel.map((c) => c.channel)).toEqual(['whatsapp', 'website', 'email']);
    const email = byChannel.find((c) => c.channel === 'email');
    expect(email?.byStatus.filter((s) => s.count > 0)).toEqual([
      { key: 'resolved', count: 1 },
      { key: 'escalated', count: 1 },
    ]);
    const perDay = ticketsPerDay(sample());
    expect(perDay.automated.reduce((a, b) => a + b, 0)).toBe(1);
    expect(perDay.escalated.reduce((a, b) => a + b, 0)).toBe(2);
    expect(satisfactionByHandling(sample())).toEqual([
      { handling: 'automated', satisfaction: 5, rated: 1 },
      { handling: 'escalated', satisfaction: 3, rated: 1 },
    ]);
  });

  it('queues every escalated ticket, the longest waiting first', () => {
    const queue = escalationQueue(sample());
    expect(queue.map((q) => q.session.id)).toEqual(['old', 'queue']);
    expect(queue[1]?.waitingMs).toBe(Date.parse(AS_OF) - Date.parse(at(2 * DAY + 5)));
  });
});
