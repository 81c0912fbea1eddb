/**
 * The WhatsApp dashboards' order, enquiry and client figures (migration 20261130200000):
 * `dashboard_chat_orders`, `dashboard_order_products`, `dashboard_product_enquiries` and
 * `dashboard_diet_clients`, over 2,600 orders (past the old loaders' cap of 2,000) with odd lines
 * among them (no name, the quantity as text, no sku, a cancelled order), 2,200 conversations about
 * products and 5,400 dietitian messages of 60 clients over 60 days. Read through supabase-js as the
 * client, every line equals what this test computes from all the rows the way the dashboards did in
 * the browser (the kit's `linesOf`, the dietitian's clients); another client, or the client asking as
 * someone else, gets nothing; bad arguments answer no rows, never an error.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const DAY_MS = 86_400_000;
const PERIOD_MS = 30 * DAY_MS;

/** 2,600 orders of `$1` on whatsapp-sales, one every 33 minutes back from $2, lines of every shape. */
const ORDERS_SQL = `
  insert into public.orders (user_id, workflow_slug, order_number, customer_name, items, total_qar, status, session_id, paid_at, created_at)
  select $1, 'whatsapp-sales', 'ORD-' || i, 'Buyer ' || i,
         jsonb_build_array(
           jsonb_build_object('sku', 'SKU-' || i % 11, 'name', 'Oud ' || i % 11, 'name_ar', 'عود ' || i % 11,
                              'quantity', 1 + i % 3, 'unit_price_qar', 40 + i % 11 * 5),
           case when i % 4 = 0 then jsonb_build_object('name', 'Gift box', 'quantity', '2', 'unit_price_qar', '7.5')
                when i % 4 = 1 then jsonb_build_object('sku', 'NO-NAME', 'quantity', 3)
                else jsonb_build_object('sku', 17, 'name', 'Odd sku') end),
         100 + i % 40 * 2.25,
         (array['pending','confirmed','shipped','delivered','cancelled'])[1 + i % 5],
         (select s.id from public.chat_sessions s where s.user_id = $1 and s.workflow_slug = 'whatsapp-sales'
          order by s.started_at desc offset i % 400 limit 1),
         case when i % 3 = 0 then null else $2::timestamptz - i * interval '33 minutes' + interval '5 minutes' end,
         $2::timestamptz - i * interval '33 minutes'
  from generate_series(1, 2600) as i`;

/** 400 sales conversations, one every 3 hours and a half back from $2 (about 58 days). */
const SALES_SESSIONS_SQL = `
  insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
  select $1, 'whatsapp-sales', 'resolved', 'whatsapp', $2::timestamptz - i * interval '210 minutes'
  from generate_series(1, 400) as i`;

/** 12 products and 2,200 conversations of the catalogue, one every 37 minutes, most about a product. */
const CATALOG_SQL = `
  with p as (
    insert into public.products (user_id, workflow_slug, sku, name_en, name_ar, price_qar)
    select $1, 'whatsapp-product-catalog', 'P-' || i, 'Product ' || i, 'منتج ' || i, 10 * i
    from generate_series(1, 12) as i
    returning id, sku)
  insert into public.chat_sessions (user_id, workflow_slug, status, channel, product_id, started_at)
  select $1, 'whatsapp-product-catalog', 'resolved', 'whatsapp',
         case when i % 9 = 0 then null else (select p.id from p where p.sku = 'P-' || (1 + i % 12)) end,
         $2::timestamptz - i * interval '37 minutes'
  from generate_series(1, 2200) as i`;

/** 5,400 messages of 60 clients, one every 16 minutes; clients 50–59 stopped answering 10 days ago. */
const DIET_SQL = `
  insert into public.dietitian_messages (user_id, workflow_slug, client_name, client_phone, kind, sent_at, answered_at, adherence_pct)
  select $1, 'whatsapp-dietitian', 'Client ' || i % 60 || case when i < 2000 then ' (new name)' else '' end,
         '+974 66' || lpad((i % 60)::text, 6, '0'), x.kind,
         $2::timestamptz - i * interval '16 minutes',
         case when (i % 60 < 50 or i > 900) and i % 5 <> 0 then $2::timestamptz - i * interval '16 minutes' + interval '40 minutes' end,
         case when x.kind = 'check_in' and (i % 60 < 50 or i > 900) and i % 5 <> 0 then 30 + i % 70 end
  from generate_series(1, 5400) as i
  cross join lateral (select (array['meal_plan','check_in','reminder','check_in'])[1 + i % 4] as kind) x`;

interface Order {
  id: string;
  items: unknown;
  total_qar: number;
  status: string;
  session_id: string | null;
  paid_at: number | null;
  created_at: number;
}

const inPeriod = (at: number) => at >= Date.parse(AS_OF) - PERIOD_MS && at < Date.parse(AS_OF);

/** The kit's jsonNumber and linesOf: a line without a name is skipped, sku and quantity default. */
const numberOf = (v: unknown) =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;
function linesOf(items: unknown) {
  return (Array.isArray(items) ? items : []).flatMap((item: Record<string, unknown>) => {
    const name = typeof item.name === 'string' ? item.name : '';
    if (!name) return [];
    return [
      {
        sku: typeof item.sku === 'string' ? item.sku : name,
        name,
        name_ar: typeof item.name_ar === 'string' ? item.name_ar : name,
        quantity: numberOf(item.quantity) ?? 1,
        price: numberOf(item.unit_price_qar) ?? 0,
      },
    ];
  });
}

describe.each(testEngines())('WhatsApp order, enquiry and client figures on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;
  let orders: Order[];
  let periodChats: Set<string>;

  const rpc = async <T>(who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    expect(error).toBeNull();
    return (data ?? []) as T[];
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    for (const sql of [SALES_SESSIONS_SQL, ORDERS_SQL, CATALOG_SQL, DIET_SQL]) {
      await stack.db.query(sql, [sara.id, AS_OF]);
      // Another client's rows, which must never count.
      await stack.db.query(sql, [omar.id, AS_OF]);
    }
    const read = await stack.db.query<
      Omit<Order, 'paid_at' | 'created_at'> & { paid_at: Date | null; created_at: Date }
    >(
      `select id::text, items, total_qar::float8 as total_qar, status, session_id::text, paid_at, created_at
       from public.orders where user_id = $1 and workflow_slug = 'whatsapp-sales'`,
      [sara.id],
    );
    orders = read.rows.map((o) => ({
      ...o,
      total_qar: Number(o.total_qar),
      paid_at: o.paid_at ? new Date(o.paid_at).getTime() : null,
      created_at: new Date(o.created_at).getTime(),
    }));
    const chats = await stack.db.query<{ id: string; started_at: Date }>(
      `select id::text, started_at from public.chat_sessions where user_id = $1 and workflow_slug = 'whatsapp-sales'`,
      [sara.id],
    );
    periodChats = new Set(
      chats.rows.filter((s) => inPeriod(new Date(s.started_at).getTime())).map((s) => s.id),
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
    await sara.signIn();
    await omar.signIn();
  }, 900_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('chat orders: the period’s orders that went ahead, those of its conversations apart, paid and revenue', async () => {
    const placed = orders.filter((o) => inPeriod(o.created_at) && o.status !== 'cancelled');
    expect(orders.filter((o) => inPeriod(o.created_at)).length).toBeGreaterThan(1300);
    const lines = await rpc<Record<string, unknown>>(sara.client, 'dashboard_chat_orders', {
      p_workflow_slug: 'whatsapp-sales',
      p_as_of: AS_OF,
    });
    for (const fromChat of [false, true]) {
      const own = placed.filter((o) => (o.session_id !== null && periodChats.has(o.session_id)) === fromChat);
      const paid = own.filter((o) => o.paid_at !== null);
      const line = lines.find((l) => l.from_chat === fromChat);
      expect([Number(line?.orders), Number(line?.paid)]).toEqual([own.length, paid.length]);
      expect(Number(line?.paid_revenue)).toBeCloseTo(
        paid.reduce((n, o) => n + o.total_qar, 0),
        6,
      );
      expect(own.length).toBeGreaterThan(100);
    }
  });

  it('order products: units, orders and revenue per product, best first, odd lines read as the kit reads them', async () => {
    const bySku = new Map<
      string,
      {
        sku: string;
        name: string;
        name_ar: string;
        quantity: number;
        orders: number;
        revenue: number;
        at: number;
      }
    >();
    for (const o of orders.filter((o) => inPeriod(o.created_at) && o.status !== 'cancelled'))
      for (const line of linesOf(o.items)) {
        const entry = bySku.get(line.sku) ?? { ...line, quantity: 0, orders: 0, revenue: 0, at: -1 };
        entry.quantity += line.quantity;
        entry.orders += 1;
        entry.revenue += line.quantity * line.price;
        if (o.created_at > entry.at)
          Object.assign(entry, { name: line.name, name_ar: line.name_ar, at: o.created_at });
        bySku.set(line.sku, entry);
      }
    const expected = [...bySku.values()].sort((a, b) => b.revenue - a.revenue || (a.sku < b.sku ? -1 : 1));
    expect(expected.map((p) => p.sku)).toContain('Gift box');
    expect(expected.map((p) => p.sku)).not.toContain('NO-NAME');
    const lines = await rpc<Record<string, unknown>>(sara.client, 'dashboard_order_products', {
      p_workflow_slug: 'whatsapp-sales',
      p_as_of: AS_OF,
      p_limit: 5,
    });
    expect(lines).toHaveLength(5);
    lines.forEach((line, i) => {
      const want = expected[i];
      expect([line.sku, line.name, line.name_ar, Number(line.quantity), Number(line.orders)]).toEqual([
        want?.sku,
        want?.name,
        want?.name_ar,
        want?.quantity,
        want?.orders,
      ]);
      expect(Number(line.revenue)).toBeCloseTo(want?.revenue ?? -1, 6);
      expect(Number(line.total_products)).toBe(expected.length);
    });
  });

  it('product enquiries: the conversations about a product per Doha day of the period', async () => {
    const rows = await stack.db.query<{ started_at: Date }>(
      `select started_at from public.chat_sessions
       where user_id = $1 and workflow_slug = 'whatsapp-product-catalog' and product_id is not null`,
      [sara.id],
    );
    const dohaDay = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);
    const lastDay = dohaDay(Date.parse(AS_OF) - 1);
    const firstDay = dohaDay(Date.parse(`${lastDay}T00:00:00Z`) - 29 * DAY_MS + 12 * 3_600_000);
    const expected = new Map<string, number>();
    for (const r of rows.rows) {
      const day = dohaDay(new Date(r.started_at).getTime());
      if (day >= firstDay && day <= lastDay) expected.set(day, (expected.get(day) ?? 0) + 1);
    }
    const lines = await rpc<{ day: string; rows: number }>(sara.client, 'dashboard_product_enquiries', {
      p_workflow_slug: 'whatsapp-product-catalog',
      p_as_of: AS_OF,
    });
    expect(lines.map((l) => [String(l.day).slice(0, 10), Number(l.rows)])).toEqual(
      [...expected].sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(lines).toHaveLength(30);
  });

  it('dietitian clients: each client’s month, last answer and silence, the quiet ones first', async () => {
    const read = await stack.db.query<{
      client_phone: string;
      client_name: string;
      kind: string;
      sent_at: Date;
      answered_at: Date | null;
      adherence_pct: number | null;
    }>(
      `select client_phone, client_name, kind, sent_at, answered_at, adherence_pct from public.dietitian_messages
       where user_id = $1 and workflow_slug = 'whatsapp-dietitian'`,
      [sara.id],
    );
    const silence = Date.parse(AS_OF) - 7 * DAY_MS;
    const byPhone = new Map<string, typeof read.rows>();
    for (const m of read.rows.filter((m) => inPeriod(new Date(m.sent_at).getTime())))
      byPhone.set(m.client_phone, [...(byPhone.get(m.client_phone) ?? []), m]);
    const expected = [...byPhone].map(([phone, rows]) => {
      const kind = (k: string) => rows.filter((m) => m.kind === k);
      const answered = (list: typeof rows) => list.filter((m) => m.answered_at !== null);
      const kept = kind('check_in').flatMap((m) => (m.adherence_pct === null ? [] : [m.adherence_pct / 100]));
      const last = Math.max(...answered(rows).map((m) => new Date(m.answered_at as Date).getTime()), -1);
      const latest = [...rows].sort(
        (a, b) => new Date(b.sent_at).getTime() - new Date(a.sent_at).getTime(),
      )[0];
      return {
        phone,
        name: latest?.client_name,
        counts: [
          kind('meal_plan').length,
          kind('check_in').length,
          answered(kind('check_in')).length,
          kind('reminder').length,
          answered(kind('reminder')).length,
        ],
        adherence: kept.length ? kept.reduce((a, b) => a + b, 0) / kept.length : null,
        last: last < 0 ? null : last,
        stopped: rows.some((m) => new Date(m.sent_at).getTime() >= silence) && (last < 0 || last < silence),
      };
    });
    const lines = await rpc<Record<string, unknown>>(sara.client, 'dashboard_diet_clients', {
      p_workflow_slug: 'whatsapp-dietitian',
      p_as_of: AS_OF,
      p_limit: 1000,
    });
    expect(lines).toHaveLength(60);
    expect(Number(lines[0]?.total_clients)).toBe(60);
    expect(Number(lines[0]?.stopped_clients)).toBe(expected.filter((c) => c.stopped).length);
    // Clients 50–59, and the ten others whose every message is one the seed leaves unanswered (i % 5 = 0).
    expect(Number(lines[0]?.stopped_clients)).toBe(20);
    // The quiet ones first.
    expect(lines.slice(0, 20).every((l) => l.stopped === true)).toBe(true);
    for (const c of expected) {
      const line = lines.find((l) => l.client_phone === c.phone);
      expect(line?.client_name).toBe(c.name);
      expect(
        ['meal_plans', 'check_ins', 'check_ins_answered', 'reminders', 'reminders_answered'].map((k) =>
          Number(line?.[k]),
        ),
      ).toEqual(c.counts);
      if (c.adherence === null) expect(line?.adherence).toBeNull();
      else expect(Number(line?.adherence)).toBeCloseTo(c.adherence, 10);
      expect(line?.last_answer ? new Date(line.last_answer as string).getTime() : null).toBe(c.last);
      expect(line?.stopped).toBe(c.stopped);
    }
    const limited = await rpc<Record<string, unknown>>(sara.client, 'dashboard_diet_clients', {
      p_workflow_slug: 'whatsapp-dietitian',
      p_as_of: AS_OF,
      p_limit: 5,
    });
    expect(limited.map((l) => l.client_phone)).toEqual(lines.slice(0, 5).map((l) => l.client_phone));
    expect(Number(limited[0]?.total_clients)).toBe(60);
  });

  it('answers another client nothing, and bad arguments no rows, never an error', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['dashboard_chat_orders', { p_workflow_slug: 'whatsapp-sales' }],
      ['dashboard_order_products', { p_workflow_slug: 'whatsapp-sales' }],
      ['dashboard_product_enquiries', { p_workflow_slug: 'whatsapp-product-catalog' }],
      ['dashboard_diet_clients', { p_workflow_slug: 'whatsapp-dietitian' }],
    ];
    for (const [fn, args] of calls) {
      expect((await rpc(omar.client, fn, { ...args, p_as_of: AS_OF })).length).toBeGreaterThan(0);
      expect(await rpc(omar.client, fn, { ...args, p_as_of: AS_OF, p_user_id: sara.id })).toEqual([]);
      expect(await rpc(omar.client, fn, { ...args, p_as_of: AS_OF, p_days: 0 })).toEqual([]);
      expect(await rpc(omar.client, fn, { ...args, p_as_of: AS_OF, p_days: 400 })).toEqual([]);
    }
    expect(
      await rpc(sara.client, 'dashboard_order_products', { p_workflow_slug: 'whatsapp-sales', p_limit: 0 }),
    ).toEqual([]);
    expect(
      await rpc(sara.client, 'dashboard_diet_clients', {
        p_workflow_slug: 'whatsapp-dietitian',
        p_silence_days: 0,
      }),
    ).toEqual([]);
  });
});
