import { fixtureTable } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../common/rows.ts';
import { AS_OF, at, messageRow, sessionRow } from '../common/testRows.ts';
import {
  type SupportData,
  satisfactionByHandling,
  supportKpis,
  supportQueue,
  ticketsByChannel,
  ticketsPerDay,
} from './data.ts';

// How tickets and their figures are read is tested with `ticketsOf` (shared entities); here the period.
const DAY = 24 * 60;

/** The tickets: when they opened and closed (minutes after T0). */
const TICKETS = fixtureTable(sessionRow, 'id channel status satisfaction started_at ended_at', [
  ['auto', 'whatsapp', 'resolved', 5, at(0), at(10)],
  ['human', 'email', 'resolved', 3, at(DAY), at(DAY + 60)],
  ['queue', 'email', 'escalated', null, at(2 * DAY), null],
  ['open', 'whatsapp', 'active', null, at(3 * DAY), null],
  ['left', 'website', 'abandoned', null, at(3 * DAY), at(3 * DAY + 30)],
  ['old', 'whatsapp', 'escalated', null, at(-40 * DAY), null],
]);

/** A ticket's messages: who wrote, when (minutes after T0). */
const thread = (session: string, ...said: [MessageRow['role'], number][]) =>
  said.map(([role, minute]) =>
    messageRow({ session_id: session, role, content: role, created_at: at(minute) }),
  );

function sample(): SupportData {
  return {
    sessions: TICKETS,
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
  it('computes the KPIs of the tickets opened in the last 30 days against the 30 before', () => {
    const kpis = supportKpis(sample());
    expect(kpis).toMatchObject({
      tickets: 5,
      ticketsChange: 4,
      automationRate: 1 / 3,
      escalated: 2,
      open: 1,
    });
    expect(kpis.medianFirstResponseMs).toBe(90_000); // 1, 1, 2 and 3 minutes
    expect(kpis.satisfaction).toBe(4);
  });

  it('charts tickets by channel and status, per day, and ratings by who handled them', () => {
    expect(ticketsByChannel(sample())).toEqual([
      { key: 'whatsapp', counts: [1, 1, 0, 0] }, // active, resolved, escalated, abandoned
      { key: 'website', counts: [0, 0, 0, 1] },
      { key: 'email', counts: [0, 1, 1, 0] },
    ]);
    const perDay = ticketsPerDay(sample());
    expect(perDay.automated.reduce((a, b) => a + b, 0)).toBe(1);
    expect(perDay.escalated.reduce((a, b) => a + b, 0)).toBe(2);
    expect(satisfactionByHandling(sample())).toEqual([
      { handling: 'automated', satisfaction: 5, rated: 1 },
      { handling: 'escalated', satisfaction: 3, rated: 1 },
    ]);
  });

  it('queues every escalated ticket of any period, the longest waiting first', () => {
    expect(supportQueue(sample()).map((q) => q.session.id)).toEqual(['old', 'queue']);
  });
});
