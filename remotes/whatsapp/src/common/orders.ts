/**
 * Orders placed through WhatsApp: their lines (the `items` JSON the bots write) and the figures the
 * sales and catalogue dashboards share. Cancelled orders count as placed but never as revenue.
 */
import type { Json } from '@portal/contract/schema';
import { DAY_MS, isInReportingPeriod, REPORTING_DAYS } from '@portal/dashboard-kit/format';
import {
  type Fact,
  figuresOf,
  isoOrNull,
  jsonNumber,
  jsonString,
  tableOf,
  toNumber,
} from '@portal/dashboard-kit/live';
import type { TablePart } from './chats.ts';
import { ORDER_COLUMNS, type OrderRow } from './rows.ts';

export interface OrderLine {
  sku: string;
  name: { en: string; ar: string };
  quantity: number;
  unitPrice: number;
}

/** An order's lines; malformed entries are skipped rather than breaking the dashboard. */
export function linesOf(order: Pick<OrderRow, 'items'>): OrderLine[] {
  const items: readonly Json[] = Array.isArray(order.items) ? order.items : [];
  return items.flatMap((item) => {
    const en = jsonString(item, 'name');
    if (!en) return [];
    return [
      {
        sku: jsonString(item, 'sku') ?? en,
        name: { en, ar: jsonString(item, 'name_ar') ?? en },
        quantity: jsonNumber(item, 'quantity') ?? 1,
        unitPrice: jsonNumber(item, 'unit_price_qar') ?? 0,
      },
    ];
  });
}

/** Rows as the live API sends them, with amounts as numbers and times as ISO 8601 in UTC. */
export const normalizeOrder = (row: OrderRow): OrderRow => ({
  ...row,
  total_qar: toNumber(row.total_qar) ?? 0,
  paid_at: isoOrNull(row.paid_at),
  created_at: isoOrNull(row.created_at) ?? row.created_at,
});

export const isPaid = (order: OrderRow) => order.paid_at !== null && order.status !== 'cancelled';

/** What the figures count of an order: `orders` in the sources table. */
export const orderFact = (o: OrderRow): Fact => ({
  at: o.created_at,
  status: o.status,
  kind: o.channel,
  value: toNumber(o.total_qar),
  score: Array.isArray(o.items) ? o.items.length : 0,
});

/** The orders placed in the period and the one before, per status and Doha day. */
export const orderFigures = figuresOf<OrderRow>('orders', orderFact);

/** The Orders table's column ids, each with the database column the server sorts by. */
const ORDER_SORT = {
  number: 'order_number',
  customer: 'customer_name',
  total: 'total_qar',
  status: 'status',
  created: 'created_at',
  paid: 'paid_at',
} as const;

/** The orders placed in the period, newest first, paged, sorted and searched on the server. */
export function ordersTable(): TablePart<OrderRow, OrderRow> {
  const table = tableOf('orders', ORDER_COLUMNS, normalizeOrder, {
    sort: ORDER_SORT,
    search: ['order_number', 'customer_name', 'customer_phone'],
    filters: (asOf) => [
      ['created_at', 'gte', new Date(Date.parse(asOf) - REPORTING_DAYS * DAY_MS).toISOString()],
      ['created_at', 'lt', asOf],
    ],
  });
  return {
    read: table.read,
    fromRows: (rows, asOf) => rows.filter((o) => isInReportingPeriod(o.created_at, asOf)).map(normalizeOrder),
  };
}
