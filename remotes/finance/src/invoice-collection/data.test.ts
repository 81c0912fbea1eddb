import { TEST_AS_OF as asOf, fixtureTable, rowsLike } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import * as figures from './data.ts';
import { sample } from './sample.ts';

const invoice = rowsLike('i', sample('en', new Date(asOf)).invoices);

const data: figures.InvoiceData = {
  asOf,
  invoices: fixtureTable(invoice, 'status issued_on due_on amount_qar reminders_sent paid_at', [
    ['sent', '2026-03-20', '2026-04-19', 3000, 0, null],
    // Stored as sent but due yesterday: overdue as of today.
    ['sent', '2026-03-01', '2026-03-31', 2000, 1, null],
    ['overdue', '2025-12-01', '2025-12-31', '500.50' as never, 3, null],
    ['paid', '2026-03-05', '2026-04-19', 4000, 0, '2026-03-25T08:00:00Z'],
    ['paid', '2026-01-10', '2026-02-09', 1000, 1, '2026-02-20T08:00:00Z'],
    ['draft', '2026-03-30', '2026-04-19', 9999, 0, null],
    ['cancelled', '2026-03-10', '2026-04-19', 7777, 0, null],
  ]),
};

describe('invoice collection figures', () => {
  it('reads an outstanding invoice past its due date as overdue, and lists those the longest overdue first', () => {
    const statuses = ['sent', 'overdue', 'overdue', 'paid', 'paid', 'draft', 'cancelled'];
    expect(data.invoices.map((i) => figures.statusOf(i, asOf))).toEqual(statuses);
    expect(figures.overdueInvoices(data).map((i) => i.due_on)).toEqual(['2025-12-31', '2026-03-31']);
  });

  it('counts issued, outstanding, overdue, collected, days sales outstanding and reminders', () => {
    const k = figures.invoiceKpis(data);
    // 20 Mar, 5 Mar and the draft of 30 Mar; 1 Mar is before the 30 days ending 1 April (Doha).
    expect(k).toMatchObject({ issued: { count: 3 }, sent: 2, overdue: 2, paid: { count: 1 }, paidQar: 4000 });
    expect([k.outstandingQar, k.overdueQar]).toEqual([5500.5, 2500.5]);
    // 5,500.50 owed against 3,000 + 4,000 invoiced (and sent) in the 30 days.
    expect(k.dso).toBeCloseTo((5500.5 / 7000) * 30);
    expect(k.remindersSent).toBe(5);
  });

  it('charts what is owed by age, the share paid after each reminder and the amounts of each week', () => {
    expect(figures.ageing(data)).toEqual([
      { id: 'upTo30', count: 1, total: 3000 },
      { id: 'upTo60', count: 1, total: 2000 },
      { id: 'upTo90', count: 0, total: 0 },
      { id: 'over90', count: 1, total: 500.5 },
    ]);
    // Of the invoices that got that far: reminders, invoices, paid.
    expect(figures.collectionAfterReminders(data).map((r) => [r.steps, r.reached, r.converted])).toEqual([
      [0, 5, 1],
      [1, 3, 1],
      [2, 1, 0],
      [3, 1, 0],
    ]);
    const weeks = figures.weeklyCollection(data);
    expect(weeks).toHaveLength(6);
    expect(weeks.reduce((s, w) => s + w.paid, 0)).toBe(5000); // 20 Feb and 25 Mar
    expect(weeks.at(-1)?.invoiced).toBe(0);
  });
});
