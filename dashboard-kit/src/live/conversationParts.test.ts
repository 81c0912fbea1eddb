// @vitest-environment node
/**
 * The reply delay and hour parts against the real local stack, signed in as the seeded clients (RLS
 * applies): what SQL answers equals what the same part computes from the same rows in the browser
 * (`fromRows`: the kit's replyDelays, Doha weekdays and hours), on Sara's WhatsApp sales and Omar's
 * WhatsApp responder (automatic replies), so sample and live mode mean the same figures.
 */

import type { WorkflowSlug } from '@portal/contract';
import { useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import type { Fact } from './figures.ts';
import { countsByHour, hoursOf } from './hours.ts';
import { type ReplyRow, replyDelaysOf } from './replyDelays.ts';
import type { Spread } from './spread.ts';

const fixture = useLiveStack();

interface SessionRow {
  started_at: string;
  status: string;
}
const sessionFact = (row: SessionRow): Fact => ({ at: row.started_at, status: row.status });

const expectSameSpread = (sql: Spread, rows: Spread) => {
  expect(sql.rows).toBe(rows.rows);
  expect(sql.bands).toEqual(rows.bands);
  for (const [i, p] of rows.percentiles.entries())
    if (p === undefined) expect(sql.percentiles[i]).toBeUndefined();
    else expect(sql.percentiles[i]).toBeCloseTo(p, 3);
  expect(sql.min).toBe(rows.min);
  expect(sql.max).toBe(rows.max);
};

describe('replyDelaysOf and hoursOf', () => {
  it.each([
    ['sara', 'whatsapp-sales'],
    ['omar', 'whatsapp-responder'],
  ] as const)('give from SQL what the same part computes from the rows (%s, %s)', async (who, slug) => {
    const ctx = fixture.context(who, slug as WorkflowSlug);
    const asOf = new Date();
    const messages = await fixture.messages<ReplyRow>(
      ['id', 'session_id', 'role', 'created_at', 'reply_trigger'],
      who,
      slug as WorkflowSlug,
    );
    const sessions = await fixture.rows<SessionRow>(
      'chat_sessions',
      ['started_at', 'status'],
      who,
      slug as WorkflowSlug,
    );
    expect(messages.length).toBeGreaterThan(10);

    for (const automatic of [false, true]) {
      const delays = replyDelaysOf<ReplyRow>({ automatic, bounds: [60_000, 600_000], days: 60 });
      const sql = await delays.read(ctx, asOf);
      const rows = delays.fromRows(messages, asOf.toISOString());
      if (!automatic) expect(sql.current.rows).toBeGreaterThan(0);
      expectSameSpread(sql.current, rows.current);
      expectSameSpread(sql.previous, rows.previous);
    }

    const hours = hoursOf('chat_sessions', sessionFact, { days: 60 });
    const sqlHours = await hours.read(ctx, asOf);
    const rowHours = hours.fromRows(sessions, asOf.toISOString());
    expect(countsByHour(sqlHours.current).reduce((n, c) => n + c, 0)).toBeGreaterThan(0);
    expect(sqlHours).toEqual(rowHours);
  });
});
