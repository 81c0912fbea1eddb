import { describe, expect, it } from 'vitest';
import { sampleList } from './sampleList.ts';

describe('sampleList', () => {
  const sample = sampleList('orders', 'test/orders/v1', 3, ({ random, locale, anchor, n }) => ({
    id: `order-${n}`,
    amount: random.int(1, 1000),
    note: locale === 'ar' ? 'طلب' : 'Order',
    day: anchor.toISOString().slice(0, 10),
  }));
  const anchor = new Date('2026-04-01T09:00:00Z');

  it('draws the same numbered rows for every visitor, in their language, as of the anchor', () => {
    const en = sample('en', anchor);
    const ar = sample('ar', anchor);
    expect(en.asOf).toBe(anchor.toISOString());
    expect(en.orders.map((o) => o.id)).toEqual(['order-1', 'order-2', 'order-3']);
    expect(en.orders.map((o) => o.amount)).toEqual(ar.orders.map((o) => o.amount));
    expect(new Set(en.orders.map((o) => o.amount)).size).toBeGreaterThan(1);
    expect([en.orders[0]?.note, ar.orders[0]?.note]).toEqual(['Order', 'طلب']);
    expect(en.orders[2]?.day).toBe('2026-04-01');
  });
});
