import { isServerRows, type TableRows } from '@portal/dashboard-kit/live';
import { fixtureTable } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { AS_OF, at, messageRow, sessionRow } from '../common/testRows.ts';
import * as figures from './data.ts';

// Tickets and their figures are tested with `ticketsOf` and ticketFigures.ts; here, which tickets each takes.
const DAY = 24 * 60;

/** The tickets: when they opened and closed (minutes after T0). */
const TICKETS = fixtureTable(sessionRow, 'id channel status satisfaction started_at ended_at', [
  ['auto', 'whatsapp', 'resolved', 5, at(0), at(10)],
  ['human', 'email', 'resolved', 3, at(DAY), at(DAY + 60)],
  ['queue', 'email', 'escalated', null, at(2 * DAY), null],
  ['open', 'whatsapp', 'active', null, at(3 * DAY), null],
  ['left', 'website', 'abandoned', null, at(3 * DAY), at(3 * DAY + 30)],
  ['old', 'whatsapp', 'escalated', 1, at(-40 * DAY), null],
]);
/** A person answered 'human' after the bot: it was escalated, then resolved. */
const sample = () =>
  figures.supportFromRows(
    TICKETS,
    [messageRow({ session_id: 'human', role: 'agent', created_at: at(DAY + 20) })],
    AS_OF,
  );

const rowsOf = <Row>(rows: TableRows<Row>) => {
  if (isServerRows(rows)) throw new Error('a sample keeps its rows');
  return rows;
};

describe('customer support figures', () => {
  it('computes the KPIs of the tickets opened in the last 30 days against the 30 before', () => {
    const kpis = figures.supportKpis(sample());
    expect(kpis).toMatchObject({ tickets: 5, ticketsChange: 4, automationRate: 1 / 3 });
    expect(kpis).toMatchObject({ escalated: 2, open: 1, satisfaction: 4 });
  });

  it('charts the period’s tickets by channel and status, per day, and ratings by who handled them', () => {
    expect(figures.channels(sample())).toEqual([
      { key: 'whatsapp', counts: [1, 1, 0, 0] }, // active, resolved, escalated, abandoned
      { key: 'website', counts: [0, 0, 0, 1] },
      { key: 'email', counts: [0, 1, 1, 0] },
    ]);
    const perDay = figures.perDay(sample());
    expect(perDay.automated.reduce((a, b) => a + b, 0)).toBe(1);
    expect(perDay.escalated.reduce((a, b) => a + b, 0)).toBe(2);
    expect(figures.ratings(sample())).toEqual([
      { handling: 'automated', satisfaction: 5, rated: 1 },
      { handling: 'escalated', satisfaction: 3, rated: 1 }, // not the old ticket's 1
    ]);
  });

  it('queues every escalated ticket of any period, the longest waiting first', () => {
    expect(rowsOf(sample().queue).map((q) => q.session.id)).toEqual(['old', 'queue']);
  });

  it('lists the tickets of the loaded history, newest first', () => {
    expect(rowsOf(sample().tickets).map((c) => c.id)).toEqual([
      'open',
      'left',
      'queue',
      'human',
      'auto',
      'old',
    ]);
  });
});
