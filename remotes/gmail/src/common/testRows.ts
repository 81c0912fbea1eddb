/**
 * Row builders for the unit tests: a valid email with sensible defaults, changed only where a test
 * cares. Times are given as minutes after a fixed moment so a test reads as a timeline.
 */
import { isServerRows, type TableRows } from '@portal/dashboard-kit/live';
import type { EmailRow } from './rows.ts';
import { emailOf } from './sample.ts';

/** The figures are computed at midnight in Doha opening 1 May 2026: the period is 1-30 April. */
export const AS_OF = '2026-04-30T21:00:00.000Z';
export const DAY = 24 * 60;
/** Minutes from 08:00 in Doha on 1 April, the period's first day (negative: the period before). */
export const at = (minutes: number): string =>
  new Date(Date.parse('2026-04-01T05:00:00.000Z') + minutes * 60_000).toISOString();

let next = 0;

export const emailRow = (over: Partial<EmailRow> = {}): EmailRow =>
  emailOf(`e-${++next}`, {
    from_address: 'customer@example.qa',
    subject: 'Hello',
    received_at: at(0),
    ...over,
  });

/** A table's rows in a unit test: a sample's (held in the browser), never the server's. */
export function heldRows<Row>(rows: TableRows<Row>): readonly Row[] {
  if (isServerRows(rows)) throw new Error('a unit test builds its rows in the browser');
  return rows;
}
