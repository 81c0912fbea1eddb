import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../common/rows.ts';
import { AS_OF, at, line, order, session } from '../common/testRows.ts';
import { catalogFromRows, catalogKpis, outOfStock, productStats } from './data.ts';

const product = (sku: string, stock: number, synced: string | null, active = stock > 0): ProductRow => ({
  id: `p-${sku}`,
  sku,
  name_en: `Product ${sku}`,
  name_ar: `منتج ${sku}`,
  category: null,
  price_qar: 100,
  stock,
  is_active: active,
  synced_at: synced,
});

const rows = {
  asOf: AS_OF,
  products: [product('A', 5, at(2)), product('B', 0, at(1)), product('C', 3, null, false)],
  enquiries: [
    session('e1', { product_id: 'p-A' }),
    session('e2', { product_id: 'p-A' }),
    session('e3', { product_id: 'p-B' }),
    session('e4', { product_id: null }),
    session('e5', { product_id: 'p-A', started_at: at(40) }),
  ],
  orders: [
    order('o1', { items: [line('A', 2, 100)], total_qar: 200 }),
    order('o2', { items: [line('A', 1, 100), line('C', 1, 100)], total_qar: 200, status: 'cancelled' }),
    order('o3', { items: [line('A', 1, 100)], total_qar: 100, created_at: at(45) }),
  ],
};
const data = catalogFromRows(rows);

describe('whatsapp product catalog figures', () => {
  it('counts enquiries and orders per product over the period, cancelled orders left out', () => {
    expect(productStats(data).map((p) => [p.sku, p.enquiries, p.orders, p.units, p.conversion])).toEqual([
      ['A', 2, 1, 2, 0.5],
      ['B', 1, 0, 0, 0],
      ['C', 0, 0, 0, undefined],
    ]);
  });

  it('shows the catalogue’s size, what is sold out and the latest sync', () => {
    expect(outOfStock(data.products).map((p) => p.sku)).toEqual(['B']);
    expect(catalogKpis(data)).toEqual({
      products: 3,
      active: 1,
      outOfStock: 1,
      enquiries: 3,
      orders: 1,
      revenue: 200,
      lastSync: at(1),
    });
    expect(catalogKpis(catalogFromRows({ ...rows, products: [product('C', 1, null)] })).lastSync).toBeNull();
  });
});
