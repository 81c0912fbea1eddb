import { describe, expect, it } from 'vitest';
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
const bot = (session: string, minute: number) =>
  messageRow({
    session_id: session,
    role: 'assistant',
    content: 'Bot',
    created_at: at(minute),
    latency_ms: 2000,
  });
const customer = (session: string, minute: number) =>
  messageRow({ session_id: session, content: 'Help', created_at: at(minute) });
const agent = (session: string, minute: number) =>
  messageRow({ session_id: session, role: 'agent', content: 'Person', created_at: at(minute) });

function sample(): SupportData {
  return {
    sessions: [
      sessionRow({
        id: 'auto',
        channel: 'whatsapp',
        status: 'resolved',
        satisfaction: 5,
        started_at: at(0),
        ended_at: at(10),
      }),
      sessionRow({
        id: 'human',
        channel: 'email',
        status: 'resolved',
        satisfaction: 3,
        started_at: at(DAY),
        ended_at: at(DAY + 60),
      }),
      sessionRow({
        id: 'queue',
        channel: 'email',
        status: 'escalated',
        started_at: at(2 * DAY),
        ended_at: null,
      }),
      sessionRow({
        id: 'open',
        channel: 'whatsapp',
        status: 'active',
        started_at: at(3 * DAY),
        ended_at: null,
      }),
      sessionRow({
        id: 'left',
        channel: 'website',
        status: 'abandoned',
        started_at: at(3 * DAY),
        ended_at: at(3 * DAY + 30),
      }),
      sessionRow({
        id: 'old',
        channel: 'whatsapp',
        status: 'escalated',
        started_at: at(-40 * DAY),
        ended_at: null,
      }),
    ],
    messages: [
      customer('auto', 0),
      bot('auto', 1),
      customer('auto', 3),
      bot('auto', 4),
      customer('human', DAY),
      bot('human', DAY + 2),
      agent('human', DAY + 20),
      customer('queue', 2 * DAY),
      bot('queue', 2 * DAY + 1),
      customer('queue', 2 * DAY + 5),
      customer('open', 3 * DAY),
      customer('left', 3 * DAY),
      bot('left', 3 * DAY + 3),
      customer('old', -40 * DAY),
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
      medianFirstResponseMs: 90_000, // 1, 1, 2 and 3 minutes
      medianResolutionMs: (600_000 + 3_600_000) / 2,
      satisfaction: 4,
    });
    expect(kpis.automationRateChange).toBeUndefined(); // the previous period closed nothing
  });

  it('charts tickets by channel and status, per day, and ratings by who handled them', () => {
    const byChannel = ticketsByChannel(sample());
    expect(byChannel.map((c) => c.channel)).toEqual(['whatsapp', 'website', 'email']);
    const email = byChannel.find((c) => c.channel === 'email');
    expect(email?.byStatus.filter((s) => s.count > 0)).toEqual([
      { status: 'resolved', count: 1 },
      { status: 'escalated', count: 1 },
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
