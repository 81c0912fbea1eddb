import { describe, expect, it } from 'vitest';
import { AS_OF, at, lead, line, message, order, session } from '../common/testRows.ts';
import { salesFromRows, salesFunnel, salesKpis, salesPerDay, topProducts } from './data.ts';

const data = salesFromRows({
  asOf: AS_OF,
  sessions: [
    session('a'),
    session('b'),
    session('c', { started_at: at(2) }),
    session('old', { started_at: at(40) }),
  ],
  messages: [
    message('a1', 'a', 'customer', at(1, 10)),
    message('a2', 'a', 'assistant', '2026-03-15T07:00:30.000Z'), // 30 s after a1 (10:00 Doha = 07:00 UTC)
    message('b1', 'b', 'customer', at(1, 11)),
    message('b2', 'b', 'customer', '2026-03-15T08:00:10.000Z'), // a second message while waiting
    message('b3', 'b', 'agent', '2026-03-15T08:02:00.000Z'), // 2 min after b1
  ],
  leads: [lead('l1', at(1)), lead('l2', at(45))],
  orders: [
    order('o1', {
      session_id: 'a',
      total_qar: 700,
      paid_at: at(1, 13),
      items: [line('X', 2, 200), line('Y', 1, 300)],
    }),
    order('o2', { session_id: 'b', total_qar: 300, items: [line('Y', 1, 300)], status: 'pending' }),
    order('o3', {
      session_id: 'c',
      total_qar: 999,
      paid_at: at(2, 13),
      status: 'cancelled',
      items: [line('Z', 1, 999)],
    }),
    order('o4', { total_qar: 100, paid_at: at(3), items: [line('X', 1, 100)] }), // from Instagram, no chat
    order('o5', { total_qar: 5000, paid_at: at(35), created_at: at(35) }), // before the period
  ],
});

describe('whatsapp sales figures', () => {
  it('follows the period’s conversations to leads, orders and paid orders (cancelled ones drop out)', () => {
    expect(salesFunnel(data)).toEqual({ conversations: 3, leads: 1, orders: 2, paid: 1 });
  });

  it('counts revenue and average order value over paid orders of the period only', () => {
    expect(salesKpis(data)).toEqual({
      revenue: 800,
      paidOrders: 2,
      averageOrderValue: 400,
      conversion: 2 / 3,
    });
  });

  it('ranks products by revenue and names them in the page’s language', () => {
    expect(topProducts(data, 'ar')).toEqual([
      { sku: 'Y', name: 'منتج Y', quantity: 2, orders: 2, revenue: 600 },
      { sku: 'X', name: 'منتج X', quantity: 3, orders: 2, revenue: 500 },
    ]);
  });

  it('counts conversations, leads and orders per Doha day', () => {
    const perDay = salesPerDay(data);
    expect(perDay.days).toHaveLength(30);
    expect(perDay.conversations.at(-1)).toBe(2);
    expect(perDay.conversations.at(-2)).toBe(1);
    expect(perDay.leads.at(-1)).toBe(1);
    expect(perDay.orders.reduce((a, b) => a + b, 0)).toBe(4);
  });
});
