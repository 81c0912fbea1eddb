import { describe, expect, it } from 'vitest';
import type { EmailRow } from '../common/rows.ts';
import { AS_OF, at, DAY, emailRow, heldRows } from '../common/testRows.ts';
import * as figures from './data.ts';

/** An email answered `seconds` after it came: automatically, unless `over` gives another status. */
const answered = (minute: number, seconds: number, over: Partial<EmailRow> = {}) =>
  emailRow({ status: 'auto_replied', received_at: at(minute), response_time_seconds: seconds, ...over });

const sample = () =>
  figures.fromRows(
    [
      answered(0, 20, { label: 'Bookings', sentiment: 'positive', thread_id: 't1' }),
      answered(10, 40, { label: 'Bookings', sentiment: 'neutral', thread_id: 't1' }),
      answered(DAY, 90, { label: 'Prices', sentiment: 'neutral' }),
      answered(2 * DAY, 7200, { label: 'Prices' }),
      answered(3 * DAY, 5000, { status: 'replied', label: 'Complaints', sentiment: 'negative' }),
      emailRow({ status: 'drafted', received_at: at(4 * DAY), sentiment: 'negative' }),
      emailRow({ status: 'received', received_at: at(5 * DAY) }),
      emailRow({ status: 'archived', received_at: at(5 * DAY) }),
      answered(-10 * DAY, 30), // the period before
      emailRow({ direction: 'outbound', status: 'sent', received_at: at(0) }), // not incoming
    ],
    AS_OF,
  );

describe('auto-responder figures', () => {
  it('counts what was answered automatically and by a person, and the automatic response times', () => {
    const k = figures.responderKpis(sample());
    expect(k).toMatchObject({
      received: 8,
      receivedChange: 7,
      automatic: 4,
      automationRate: 4 / 6,
      handedToPerson: 2,
      awaitingApproval: 1,
      waiting: 1,
      medianResponseMs: 65_000, // 20, 40, 90 and 7200 s: a person's 5000 s does not count
    });
    expect(k.p95ResponseMs).toBeGreaterThan(90_000);
    expect(k.automationRateChange).toBe(4 / 6 - 1);
  });

  it('charts emails per day, categories, sentiment and response bands', () => {
    const perDay = figures.receivedPerDay(sample());
    expect(perDay.days).toHaveLength(30);
    expect(perDay.automatic.reduce((a, b) => a + b)).toBe(4);
    expect(perDay.person.reduce((a, b) => a + b)).toBe(2);
    expect(figures.categories(sample())).toEqual([
      { label: null, count: 3 },
      { label: 'Bookings', count: 2 },
      { label: 'Prices', count: 2 },
      { label: 'Complaints', count: 1 },
    ]);
    expect(figures.sentiments(sample())).toEqual([
      { key: 'positive', count: 1 },
      { key: 'neutral', count: 2 },
      { key: 'negative', count: 2 },
    ]);
    expect(figures.responseBands(sample())).toEqual([1, 1, 1, 0, 1]);
  });

  it('lists the period’s incoming mail and every hand-off, the latest first', () => {
    const received = heldRows(sample().emails);
    expect(received).toHaveLength(8);
    expect(received[0]?.received_at).toBe(at(5 * DAY));
    expect(heldRows(sample().handedOff).map((e) => e.status)).toEqual(['drafted', 'replied']);
  });
});
