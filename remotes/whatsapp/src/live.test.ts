// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded clients, past the old loaders' caps (2,000
 * conversations, 10,000 messages, 2,000 orders, leads and enquiries, 5,000 dietitian messages): every
 * KPI, per-day series, breakdown and table count equals what this test computes in SQL (or, for
 * reply times, with the kit's own `replyDelays` over every message the superuser reads); another
 * client asking for the owner's rows gets nothing; a finished week's headline of `client_report`
 * equals the KPI row read for that week; the replies part gives from SQL what it counts from the
 * seeded rows; cancellation and realtime refresh.
 */

import type { LiveContext, WorkflowSlug } from '@portal/contract';
import { replyDelays, sessionFact } from '@portal/dashboard-kit/entities';
import { percentile } from '@portal/dashboard-kit/format';
import {
  countOf,
  type Fact,
  figuresOf,
  isServerRows,
  type PageQuery,
  type TableRows,
} from '@portal/dashboard-kit/live';
import { familyCases, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import { messagesPerDay, replySpeed, sessionsByHour } from './common/chats.ts';
import { type ReplyRow, repliesOf } from './common/replies.ts';
import type { DietRow, OrderRow } from './common/rows.ts';
import remote from './dashboards.ts';
import { chatbotKpis, chatbotTopics, type WhatsappChatbotData } from './whatsapp-chatbot/data.ts';
import { dietKpis, perDay, type WhatsappDietitianData } from './whatsapp-dietitian/data.ts';
import {
  catalogKpis,
  catalogPerDay,
  productStats,
  type WhatsappProductCatalogData,
} from './whatsapp-product-catalog/data.ts';
import {
  repliesPerDay,
  responderKpis,
  triggerStats,
  type WhatsappResponderData,
} from './whatsapp-responder/data.ts';
import {
  salesFunnel,
  salesKpis,
  salesPerDay,
  topProducts,
  type WhatsappSalesData,
} from './whatsapp-sales/data.ts';

const fixture = useLiveStack();
const MINUTE = 60_000;
/** A test that writes thousands of rows: a minute alone on a quiet machine, several on a busy one. */
const BULK = 5 * MINUTE;
const DAY = 86_400_000;

/** A dashboard's data as its own loader (the remote module's, as the shell uses it) reads it. */
async function load<Data>(ctx: LiveContext): Promise<Data> {
  const dashboard = await remote.dashboards[ctx.slug as WorkflowSlug]?.();
  if (!dashboard) throw new Error(`${ctx.slug} is not a whatsapp dashboard`);
  return (await dashboard.loadLive(ctx)) as Data;
}

/** A live table's page: the tables of these dashboards page on the server. */
function serverPage<Row>(rows: TableRows<Row>, query: PageQuery = { offset: 0, limit: 25 }) {
  if (!isServerRows(rows)) throw new Error('a live table pages on the server');
  return rows.page(query);
}

/** SQL of "in the dashboard's period": `column` within the 30 days before `$2` (the data's asOf). */
const period = (column: string) =>
  `${column} >= $2::timestamptz - interval '30 days' and ${column} < $2::timestamptz`;
/** The Doha day (UTC+3 all year) of a moment, as text. */
const dohaDay = (at: string) => `to_char((${at}) at time zone 'UTC' + interval '3 hours', 'YYYY-MM-DD')`;

/** Per Doha day counts of a query answering `{ day, n }`, on the dashboard's days. */
const onDays = (days: readonly string[], rows: readonly { day: string; n: number }[]) =>
  days.map((day) => rows.find((r) => r.day === day)?.n ?? 0);

const STATUSES = ['resolved', 'escalated', 'abandoned', 'active'] as const;
const TOPICS = ['Delivery', 'Warranty', 'Installation', 'Complaint', null] as const;
const TRIGGERS = ['greeting', 'opening_hours', 'location', 'prices', 'booking', 'order_status'] as const;

/**
 * `count` conversations of `who` on `slug`, one every 20 minutes back from 10 minutes ago (about 29
 * days), with every status, topic and rating, and five messages each (customer, reply, customer,
 * reply, customer), replies by the bot (some sent by a rule) or a person: their ids.
 */
async function insertChats(who: 'sara' | 'omar', slug: WorkflowSlug, count: number, extra = {}) {
  const now = Date.now();
  const started = (i: number) => now - 10 * MINUTE - i * 20 * MINUTE;
  const ids = await fixture.insertAs(
    who,
    'chat_sessions',
    Array.from({ length: count }, (_, i) => ({
      workflow_slug: slug,
      customer_name: `Volume customer ${i}`,
      customer_contact: `+974 55${String(i).padStart(6, '0')}`,
      channel: 'whatsapp',
      status: STATUSES[i % 4],
      topic: TOPICS[i % 5],
      satisfaction: i % 3 === 0 ? 1 + (i % 5) : null,
      message_count: 5,
      started_at: new Date(started(i)).toISOString(),
      ...extra,
    })),
  );
  await fixture.insertAs(
    who,
    'chat_messages',
    ids.flatMap((id, i) =>
      Array.from({ length: 5 }, (_, j) => {
        const reply = j % 2 === 1;
        const role = !reply ? 'customer' : i % 7 === 0 ? 'agent' : 'assistant';
        return {
          session_id: id,
          role,
          content: `Message ${j}`,
          reply_trigger: role === 'assistant' && i % 3 !== 0 ? TRIGGERS[(i + j) % 6] : null,
          created_at: new Date(started(i) + j * (20_000 + (i % 13) * 7_000)).toISOString(),
        };
      }),
    ),
  );
  return ids;
}

/** The reply times of a workflow's questions asked in the period, computed by the kit from every message. */
async function expectedReplySpeed(who: 'sara' | 'omar', slug: string, asOf: string, automatic = false) {
  const messages = await fixture.query<{
    id: string;
    session_id: string;
    role: string;
    created_at: Date;
    reply_trigger: string | null;
  }>(
    `select m.id::text, m.session_id::text, m.role, m.created_at, m.reply_trigger from public.chat_messages m
     join public.chat_sessions s on s.id = m.session_id
     where m.user_id = $1 and s.workflow_slug = $2`,
    [fixture.session(who).userId, slug],
  );
  const rows = messages.map((m) => ({ ...m, created_at: m.created_at.toISOString() }));
  const from = Date.parse(asOf) - 30 * DAY;
  const delays = replyDelays(rows)
    .filter((d) => !automatic || (d.reply.role === 'assistant' && d.reply.reply_trigger !== null))
    .filter(
      (d) =>
        Date.parse(d.question.created_at) >= from && Date.parse(d.question.created_at) < Date.parse(asOf),
    )
    .map((d) => d.ms);
  return { median: percentile(delays, 0.5), p95: percentile(delays, 0.95), replies: delays.length };
}

/** The conversation figures of a finished report week (7 days ending at `weekEnd`), as the dashboards read them. */
const weekOfSessions = (ctx: LiveContext, weekEnd: Date) =>
  figuresOf('chat_sessions', sessionFact, 7).read(ctx, weekEnd);

describe('whatsapp dashboards past the old caps', () => {
  it(
    'chatbot: 2,100 conversations and 10,500 messages, every figure equal to SQL’s, the table paged on the server',
    async () => {
      const ids = await insertChats('sara', 'whatsapp-chatbot', 2100);
      try {
        const ctx = fixture.context('sara', 'whatsapp-chatbot');
        const data = await load<WhatsappChatbotData>(ctx);
        const params = [fixture.session('sara').userId, data.asOf];
        const sessions = `from public.chat_sessions where user_id = $1 and workflow_slug = 'whatsapp-chatbot' and ${period('started_at')}`;
        const [sql] = await fixture.query<Record<string, number>>(
          `select count(*)::int as n, count(*) filter (where status = 'resolved')::int as resolved,
                count(*) filter (where status = 'active')::int as active,
                count(*) filter (where status = 'escalated')::int as escalated,
                avg(satisfaction)::float as satisfaction, count(satisfaction)::int as rated ${sessions}`,
          params,
        );
        if (!sql) throw new Error('no SQL figures');
        const [messages] = await fixture.query<{ n: number }>(
          `select count(*)::int as n from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
         where m.user_id = $1 and s.workflow_slug = 'whatsapp-chatbot' and ${period('m.created_at')}`,
          params,
        );
        const k = chatbotKpis(data);
        expect(k.conversations).toBe(sql.n);
        expect(k.conversations).toBeGreaterThan(2100);
        expect(k.messages).toBe(messages?.n);
        expect(k.messages).toBeGreaterThan(10_000);
        expect(k.resolutionRate).toBeCloseTo((sql.resolved ?? 0) / ((sql.n ?? 0) - (sql.active ?? 0)), 12);
        expect(k.escalationRate).toBeCloseTo((sql.escalated ?? 0) / (sql.n ?? 1), 12);
        expect(k.satisfaction).toBeCloseTo(sql.satisfaction ?? -1, 10);
        expect(k.rated).toBe(sql.rated);
        // Topics with their escalations, messages per Doha day by side, conversations per Doha hour.
        const topics = await fixture.query<{ topic: string; n: number; escalated: number }>(
          `select topic, count(*)::int as n, count(*) filter (where status = 'escalated')::int as escalated
         ${sessions} and topic is not null and topic <> '' group by 1`,
          params,
        );
        const shown = chatbotTopics(data);
        expect(shown).toHaveLength(topics.length);
        for (const t of topics)
          expect(shown.find((s) => s.topic === t.topic)).toEqual({
            topic: t.topic,
            conversations: t.n,
            escalated: t.escalated,
          });
        const perDay = messagesPerDay(data.messages);
        const byDay = (side: string) =>
          fixture.query<{ day: string; n: number }>(
            `select ${dohaDay('m.created_at')} as day, count(*)::int as n from public.chat_messages m
           join public.chat_sessions s on s.id = m.session_id
           where m.user_id = $1 and s.workflow_slug = 'whatsapp-chatbot' and m.role ${side} 'customer' group by 1`,
            [fixture.session('sara').userId],
          );
        expect(perDay.received).toEqual(onDays(perDay.days, await byDay('=')));
        expect(perDay.sent).toEqual(onDays(perDay.days, await byDay('<>')));
        const hours = await fixture.query<{ hour: number; n: number }>(
          `select extract(hour from started_at at time zone 'UTC' + interval '3 hours')::int as hour, count(*)::int as n
         ${sessions} group by 1`,
          params,
        );
        expect(sessionsByHour(data.hours)).toEqual(
          Array.from({ length: 24 }, (_, h) => hours.find((r) => r.hour === h)?.n ?? 0),
        );
        // How long customers waited, as the kit computes it from every message.
        const speed = replySpeed(data.replyTimes);
        const expected = await expectedReplySpeed('sara', 'whatsapp-chatbot', data.asOf);
        expect(speed.replies).toBe(expected.replies);
        expect(speed.replies).toBeGreaterThan(4000);
        expect(speed.median).toBeCloseTo(expected.median ?? -1, 6);
        expect(speed.p95).toBeCloseTo(expected.p95 ?? -1, 6);
        // The conversations table counts every one of the period and pages, sorts and searches on the server.
        const page = await serverPage(data.conversations);
        expect(page.count).toBe(sql.n);
        expect(page.rows).toHaveLength(25);
        const found = await serverPage(data.conversations, {
          offset: 0,
          limit: 5,
          search: 'Volume customer 1234',
        });
        expect(found.rows.map((c) => c.customerName)).toEqual(['Volume customer 1234']);
        // Omar, asking for Sara's conversations, gets nothing.
        const omar = await load<WhatsappChatbotData>({
          ...fixture.context('omar', 'whatsapp-chatbot'),
          userId: params[0] as string,
        });
        expect([omar.sessions.lines, omar.messages.lines, omar.topics.groups]).toEqual([[], [], []]);
        expect((await serverPage(omar.conversations)).count).toBe(0);
        // The weekly report's headline and the KPI row read for the same finished week agree.
        const report = await fixture.lastWeekReport('sara');
        const week = chatbotKpis({ ...data, sessions: await weekOfSessions(ctx, report.weekEnd) });
        const headline = report.headline('whatsapp-chatbot');
        expect(week.conversations).toBe(headline.conversations);
        expect(week.conversations).toBeGreaterThan(0);
        const weekSessions = await weekOfSessions(ctx, report.weekEnd);
        expect(countOf(weekSessions, 'current', { status: ['resolved'] })).toBe(headline.resolved);
        expect(countOf(weekSessions, 'current', { status: ['escalated'] })).toBe(headline.escalated);
      } finally {
        await fixture.removeRows('chat_sessions', ids);
      }
    },
    BULK,
  );

  it(
    'responder: 2,100 conversations and 10,500 messages, replies by rule and after hours equal to SQL’s',
    async () => {
      const ids = await insertChats('omar', 'whatsapp-responder', 2100);
      try {
        const ctx = fixture.context('omar', 'whatsapp-responder');
        const data = await load<WhatsappResponderData>(ctx);
        const params = [fixture.session('omar').userId, data.asOf];
        // A rule's replies of the period, and whether Doha's clock was outside the office week
        // (Sunday to Thursday 8–18, Saturday 9–13).
        const replies = `from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
        cross join lateral (select m.created_at at time zone 'UTC' + interval '3 hours' as doha) d
        where m.user_id = $1 and s.workflow_slug = 'whatsapp-responder' and m.role = 'assistant'
          and m.reply_trigger is not null and ${period('m.created_at')}`;
        const closed = `not ((extract(isodow from d.doha) in (7, 1, 2, 3, 4) and extract(hour from d.doha) between 8 and 17)
        or (extract(isodow from d.doha) = 6 and extract(hour from d.doha) between 9 and 12))`;
        const byRule = await fixture.query<{ trigger: string; n: number; late: number }>(
          `select m.reply_trigger as trigger, count(*)::int as n, count(*) filter (where ${closed})::int as late
         ${replies} group by 1`,
          params,
        );
        const [handed] = await fixture.query<{ n: number; escalated: number }>(
          `select count(*)::int as n, count(*) filter (where status = 'escalated')::int as escalated
         from public.chat_sessions where user_id = $1 and workflow_slug = 'whatsapp-responder' and ${period('started_at')}`,
          params,
        );
        const k = responderKpis(data);
        const total = byRule.reduce((n, r) => n + r.n, 0);
        const late = byRule.reduce((n, r) => n + r.late, 0);
        expect(k.replies).toBe(total);
        expect(k.replies).toBeGreaterThan(2500);
        expect([k.afterHours, k.handedOver]).toEqual([late, handed?.escalated]);
        expect(k.afterHoursShare).toBeCloseTo(late / total, 12);
        expect(k.handedOverShare).toBeCloseTo((handed?.escalated ?? 0) / (handed?.n ?? 1), 12);
        for (const rule of triggerStats(data)) {
          const row = byRule.find((r) => r.trigger === rule.trigger);
          expect([rule.fired, rule.afterHours]).toEqual([row?.n ?? 0, row?.late ?? 0]);
        }
        const perDay = repliesPerDay(data);
        const days = await fixture.query<{ day: string; n: number }>(
          `select ${dohaDay('m.created_at')} as day, count(*)::int as n ${replies} and ${closed} group by 1`,
          params,
        );
        expect(perDay.closed).toEqual(onDays(perDay.days, days));
        const speed = replySpeed(data.autoReplyTimes);
        const expected = await expectedReplySpeed('omar', 'whatsapp-responder', data.asOf, true);
        expect([speed.replies, speed.median]).toEqual([expected.replies, expected.median]);
        expect(speed.p95).toBeCloseTo(expected.p95 ?? -1, 6);
        expect((await serverPage(data.handovers)).count).toBe(handed?.escalated);
        const sara = await load<WhatsappResponderData>({
          ...fixture.context('sara', 'whatsapp-responder'),
          userId: params[0] as string,
        });
        expect([sara.replies, sara.sessions.lines]).toEqual([[], []]);
        expect((await serverPage(sara.handovers)).count).toBe(0);
        const report = await fixture.lastWeekReport('omar');
        const week = await weekOfSessions(ctx, report.weekEnd);
        const headline = report.headline('whatsapp-responder');
        expect(countOf(week, 'current')).toBe(headline.conversations);
        expect(responderKpis({ ...data, sessions: week }).handedOver).toBe(headline.escalated);
        expect(countOf(week, 'current', { status: ['resolved'] })).toBe(headline.resolved);
      } finally {
        await fixture.removeRows('chat_sessions', ids);
      }
    },
    BULK,
  );

  it(
    'sales: 2,100 orders and 2,100 leads, revenue, funnel, best sellers and days equal to SQL’s',
    async () => {
      const sara = fixture.session('sara').userId;
      const now = Date.now();
      const sessions = await insertChats('sara', 'whatsapp-sales', 300);
      const statuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
      const orders = await fixture.insertAs(
        'sara',
        'orders',
        Array.from({ length: 2100 }, (_, i) => {
          const placed = now - 5 * MINUTE - i * 29 * MINUTE; // about 42 days back
          return {
            workflow_slug: 'whatsapp-sales',
            order_number: `VOL-${i}`,
            customer_name: `Volume buyer ${i}`,
            items: [
              {
                sku: `SKU-${i % 9}`,
                name: `Oud ${i % 9}`,
                name_ar: `عود ${i % 9}`,
                quantity: 1 + (i % 3),
                unit_price_qar: 50 + (i % 9) * 10,
              },
              ...(i % 4 === 0 ? [{ name: 'Gift box', unit_price_qar: '15' }] : []),
            ],
            total_qar: 100 + (i % 50) * 3.5,
            status: statuses[i % 5],
            session_id: i % 2 === 0 ? (sessions[i % sessions.length] ?? null) : null,
            paid_at: i % 3 === 0 ? null : new Date(placed + 10 * MINUTE).toISOString(),
            created_at: new Date(placed).toISOString(),
          };
        }),
      );
      const leads = await fixture.insertAs(
        'sara',
        'leads',
        Array.from({ length: 2100 }, (_, i) => ({
          workflow_slug: 'whatsapp-sales',
          full_name: `Volume lead ${i}`,
          source: 'whatsapp',
          status: 'new',
          created_at: new Date(now - 5 * MINUTE - i * 19 * MINUTE).toISOString(),
        })),
      );
      try {
        const ctx = fixture.context('sara', 'whatsapp-sales');
        const data = await load<WhatsappSalesData>(ctx);
        const params = [sara, data.asOf];
        const placed = `from public.orders o where o.user_id = $1 and o.workflow_slug = 'whatsapp-sales' and ${period('o.created_at')}`;
        const fromChat = `exists (select from public.chat_sessions s where s.id = o.session_id and ${period('s.started_at')})`;
        const [sql] = await fixture.query<Record<string, number>>(
          `select coalesce(sum(total_qar) filter (where paid_at is not null and status <> 'cancelled'), 0)::float as revenue,
                count(*) filter (where paid_at is not null and status <> 'cancelled')::int as paid,
                count(*) filter (where status <> 'cancelled' and ${fromChat})::int as chat_orders,
                count(*) filter (where status <> 'cancelled' and paid_at is not null and ${fromChat})::int as chat_paid
         ${placed}`,
          params,
        );
        const [counts] = await fixture.query<Record<string, number>>(
          `select (select count(*)::int from public.chat_sessions where user_id = $1 and workflow_slug = 'whatsapp-sales' and ${period('started_at')}) as conversations,
                (select count(*)::int from public.leads where user_id = $1 and workflow_slug = 'whatsapp-sales' and ${period('created_at')}) as leads,
                (select count(*)::int ${placed}) as orders`,
          params,
        );
        if (!sql || !counts) throw new Error('no SQL figures');
        const k = salesKpis(data);
        expect(k.revenue).toBeCloseTo(sql.revenue ?? -1, 6);
        expect(k.paidOrders).toBe(sql.paid);
        expect(k.paidOrders).toBeGreaterThan(700);
        expect(k.averageOrderValue).toBeCloseTo((sql.revenue ?? 0) / (sql.paid ?? 1), 8);
        expect(salesFunnel(data)).toEqual({
          conversations: counts.conversations,
          leads: counts.leads,
          orders: sql.chat_orders,
          paid: sql.chat_paid,
        });
        expect(counts.leads).toBeGreaterThan(2000);
        expect(k.conversion).toBeCloseTo((sql.chat_orders ?? 0) / (counts.conversations ?? 1), 12);
        // Best sellers from the orders' lines, as the kit's linesOf reads them.
        const products = await fixture.query<{
          sku: string;
          name: string;
          quantity: number;
          orders: number;
          revenue: number;
        }>(
          `select coalesce(i ->> 'sku', i ->> 'name') as sku, max(coalesce(i ->> 'name_ar', i ->> 'name')) as name,
                sum(coalesce((i ->> 'quantity')::numeric, 1))::float as quantity, count(*)::int as orders,
                sum(coalesce((i ->> 'quantity')::numeric, 1) * coalesce((i ->> 'unit_price_qar')::numeric, 0))::float as revenue
         from public.orders o cross join lateral jsonb_array_elements(o.items) i
         where o.user_id = $1 and o.workflow_slug = 'whatsapp-sales' and o.status <> 'cancelled' and ${period('o.created_at')}
         group by 1 order by revenue desc, coalesce(i ->> 'sku', i ->> 'name') collate "C" limit 5`,
          params,
        );
        expect(topProducts(data, 'ar')).toEqual(products);
        const perDay = salesPerDay(data);
        const orderDays = await fixture.query<{ day: string; n: number }>(
          `select ${dohaDay('created_at')} as day, count(*)::int as n from public.orders
         where user_id = $1 and workflow_slug = 'whatsapp-sales' group by 1`,
          [sara],
        );
        expect(perDay.orders).toEqual(onDays(perDay.days, orderDays));
        expect((await serverPage(data.orders)).count).toBe(counts.orders);
        expect((await serverPage(data.leads)).count).toBe(
          await fixture.countRows('leads', 'sara', 'whatsapp-sales'),
        );
        const omar = await load<WhatsappSalesData>({
          ...fixture.context('omar', 'whatsapp-sales'),
          userId: sara,
        });
        expect([
          omar.chatOrders.fromChats.orders,
          omar.chatOrders.others.orders,
          omar.bestSellers.products,
        ]).toEqual([0, 0, []]);
        expect((await serverPage(omar.orders)).count).toBe(0);
        const report = await fixture.lastWeekReport('sara');
        const headline = report.headline('whatsapp-sales');
        const week = salesFunnel({
          ...data,
          sessions: await weekOfSessions(ctx, report.weekEnd),
          leadFigures: await figuresOf(
            'leads',
            (l: { createdAt: string }): Fact => ({ at: l.createdAt, status: '' }),
            7,
          ).read(ctx, report.weekEnd),
        });
        expect([week.conversations, week.leads]).toEqual([headline.conversations, headline.leads]);
        expect(week.leads).toBeGreaterThan(0);
      } finally {
        await fixture.removeRows('orders', orders);
        await fixture.removeRows('leads', leads);
        await fixture.removeRows('chat_sessions', sessions);
      }
    },
    BULK,
  );

  it(
    'product catalog: 2,100 enquiries and 2,100 orders, per product and per day equal to SQL’s',
    async () => {
      const sara = fixture.session('sara').userId;
      const products = await fixture.query<{ id: string; sku: string }>(
        `select id::text, sku from public.products where user_id = $1 and workflow_slug = 'whatsapp-product-catalog' order by sku`,
        [sara],
      );
      expect(products.length).toBeGreaterThan(3);
      const now = Date.now();
      const sessions = await fixture.insertAs(
        'sara',
        'chat_sessions',
        Array.from({ length: 2100 }, (_, i) => ({
          workflow_slug: 'whatsapp-product-catalog',
          channel: 'whatsapp',
          status: 'resolved',
          product_id: i % 10 === 9 ? null : products[i % products.length]?.id,
          started_at: new Date(now - 5 * MINUTE - i * 20 * MINUTE).toISOString(),
        })),
      );
      const orders = await fixture.insertAs(
        'sara',
        'orders',
        Array.from({ length: 2100 }, (_, i) => {
          const product = products[(i * 7) % products.length];
          return {
            workflow_slug: 'whatsapp-product-catalog',
            order_number: `CAT-${i}`,
            customer_name: `Volume buyer ${i}`,
            items: [
              { sku: product?.sku, name: `Item ${product?.sku}`, quantity: 1 + (i % 4), unit_price_qar: 20 },
            ],
            total_qar: 20 * (1 + (i % 4)),
            status: i % 6 === 0 ? 'cancelled' : 'delivered',
            created_at: new Date(now - 5 * MINUTE - i * 21 * MINUTE).toISOString(),
          };
        }),
      );
      try {
        const data = await load<WhatsappProductCatalogData>(
          fixture.context('sara', 'whatsapp-product-catalog'),
        );
        const params = [sara, data.asOf];
        const asked = await fixture.query<{ id: string; n: number }>(
          `select product_id::text as id, count(*)::int as n from public.chat_sessions
         where user_id = $1 and workflow_slug = 'whatsapp-product-catalog' and product_id is not null and ${period('started_at')}
         group by 1`,
          params,
        );
        const sold = await fixture.query<{ sku: string; orders: number; units: number }>(
          `select i ->> 'sku' as sku, count(*)::int as orders, sum((i ->> 'quantity')::numeric)::int as units
         from public.orders o cross join lateral jsonb_array_elements(o.items) i
         where o.user_id = $1 and o.workflow_slug = 'whatsapp-product-catalog' and o.status <> 'cancelled' and ${period('o.created_at')}
         group by 1`,
          params,
        );
        const [sales] = await fixture.query<{ n: number; revenue: number }>(
          `select count(*)::int as n, coalesce(sum(total_qar), 0)::float as revenue from public.orders
         where user_id = $1 and workflow_slug = 'whatsapp-product-catalog' and status <> 'cancelled' and ${period('created_at')}`,
          params,
        );
        const k = catalogKpis(data);
        expect(k.enquiries).toBe(asked.reduce((n, a) => n + a.n, 0));
        expect(k.enquiries).toBeGreaterThan(1800);
        expect([k.orders, Math.round(k.revenue * 100)]).toEqual([
          sales?.n,
          Math.round((sales?.revenue ?? 0) * 100),
        ]);
        expect(k.products).toBe(await fixture.countRows('products', 'sara', 'whatsapp-product-catalog'));
        for (const p of productStats(data)) {
          const enquiries = asked.find((a) => a.id === p.id)?.n ?? 0;
          const line = sold.find((s) => s.sku === p.sku);
          expect([p.enquiries, p.orders, p.units]).toEqual([enquiries, line?.orders ?? 0, line?.units ?? 0]);
        }
        const perDay = catalogPerDay(data);
        const days = await fixture.query<{ day: string; n: number }>(
          `select ${dohaDay('started_at')} as day, count(*)::int as n from public.chat_sessions
         where user_id = $1 and workflow_slug = 'whatsapp-product-catalog' and product_id is not null group by 1`,
          [sara],
        );
        expect(perDay.enquiries).toEqual(onDays(perDay.days, days));
        expect((await serverPage(data.orders)).count).toBe(
          await fixture.countRows(
            'orders',
            'sara',
            'whatsapp-product-catalog',
            period('created_at').replaceAll('$2', `'${data.asOf}'`),
          ),
        );
        const report = await fixture.lastWeekReport('sara');
        const headline = report.headline('whatsapp-product-catalog');
        const weekOrders = await figuresOf(
          'orders',
          (o: OrderRow): Fact => ({ at: o.created_at, status: o.status }),
          7,
        ).read(fixture.context('sara', 'whatsapp-product-catalog'), report.weekEnd);
        // The KPI row's orders and their value (the orders that went ahead), read for the report's week.
        const week = catalogKpis({ ...data, orderFigures: weekOrders });
        expect(week.orders).toBeGreaterThan(0);
        expect([week.orders, Math.round(week.revenue * 100)]).toEqual([
          headline.orders,
          Math.round((headline.sales_qar ?? -1) * 100),
        ]);
      } finally {
        await fixture.removeRows('orders', orders);
        await fixture.removeRows('chat_sessions', sessions);
      }
    },
    BULK,
  );

  it(
    'dietitian: 5,200 messages of 40 clients, KPIs, clients and days equal to SQL’s',
    async () => {
      const omar = fixture.session('omar').userId;
      const now = Date.now();
      const kinds = ['meal_plan', 'check_in', 'reminder', 'check_in'] as const;
      const ids = await fixture.insertAs(
        'omar',
        'dietitian_messages',
        Array.from({ length: 5200 }, (_, i) => {
          const client = i % 40;
          const sent = now - 5 * MINUTE - i * 8 * MINUTE; // about 29 days back
          // Clients 30–39 stopped answering ten days ago.
          const answers = (client < 30 || i > 1800) && i % 5 !== 0;
          const kind = kinds[i % 4] ?? 'reminder';
          return {
            workflow_slug: 'whatsapp-dietitian',
            client_name: `Volume client ${client}`,
            client_phone: `+974 66${String(client).padStart(6, '0')}`,
            kind,
            language: 'en',
            sent_at: new Date(sent).toISOString(),
            answered_at: answers ? new Date(sent + 30 * MINUTE).toISOString() : null,
            adherence_pct: answers && kind === 'check_in' ? 40 + (i % 60) : null,
          };
        }),
      );
      try {
        const data = await load<WhatsappDietitianData>(fixture.context('omar', 'whatsapp-dietitian'));
        const params = [omar, data.asOf];
        const messages = `from public.dietitian_messages where user_id = $1 and workflow_slug = 'whatsapp-dietitian' and ${period('sent_at')}`;
        const [sql] = await fixture.query<Record<string, number>>(
          `select count(distinct client_phone)::int as clients,
                count(*) filter (where kind = 'meal_plan')::int as plans,
                count(*) filter (where kind = 'check_in')::int as checks,
                count(*) filter (where kind = 'check_in' and answered_at is not null)::int as checks_answered,
                avg(adherence_pct / 100.0) filter (where kind = 'check_in')::float as adherence,
                count(*) filter (where kind = 'reminder')::int as reminders,
                count(*) filter (where kind = 'reminder' and answered_at is not null)::int as reminders_answered
         ${messages}`,
          params,
        );
        const stopped = await fixture.query<{ phone: string }>(
          `select client_phone as phone ${messages} group by 1
         having bool_or(sent_at >= $2::timestamptz - interval '7 days')
            and coalesce(max(answered_at) < $2::timestamptz - interval '7 days', true)`,
          params,
        );
        if (!sql) throw new Error('no SQL figures');
        const { adherence, ...k } = dietKpis(data);
        expect(k).toEqual({
          clients: sql.clients,
          mealPlans: sql.plans,
          checkIns: sql.checks,
          checkInsAnswered: sql.checks_answered,
          reminders: sql.reminders,
          remindersAnswered: sql.reminders_answered,
          reminderAnswerRate: (sql.reminders_answered ?? 0) / (sql.reminders ?? 1),
          stopped: stopped.length,
        });
        expect(adherence).toBeCloseTo(sql.adherence ?? -1, 10);
        expect(sql.plans).toBeGreaterThan(1000);
        expect(stopped.length).toBeGreaterThanOrEqual(10);
        expect(
          data.clients.clients
            .filter((c) => c.stopped)
            .map((c) => c.phone)
            .sort(),
        ).toEqual(stopped.map((s) => s.phone).sort());
        const checkIns = perDay(data, 'check_in');
        const days = await fixture.query<{ day: string; n: number }>(
          `select ${dohaDay('sent_at')} as day, count(*)::int as n from public.dietitian_messages
         where user_id = $1 and workflow_slug = 'whatsapp-dietitian' and kind = 'check_in' and answered_at is not null group by 1`,
          [omar],
        );
        expect(checkIns.answered).toEqual(onDays(checkIns.days, days));
        expect((await serverPage(data.checkIns)).count).toBe(sql.checks);
        const sara = await load<WhatsappDietitianData>({
          ...fixture.context('sara', 'whatsapp-dietitian'),
          userId: omar,
        });
        expect([sara.figures.lines, sara.clients.clients]).toEqual([[], []]);
        expect((await serverPage(sara.checkIns)).count).toBe(0);
        const report = await fixture.lastWeekReport('omar');
        const week = await figuresOf(
          'dietitian_messages',
          (m: DietRow): Fact => ({ at: m.sent_at, status: m.answered_at ? 'answered' : 'unanswered' }),
          7,
        ).read(fixture.context('omar', 'whatsapp-dietitian'), report.weekEnd);
        // The KPI row's answered check-ins (not meal plans or reminders), read for the report's week.
        expect(dietKpis({ ...data, figures: week }).checkInsAnswered).toBe(
          report.headline('whatsapp-dietitian').checkins_answered,
        );
      } finally {
        await fixture.removeRows('dietitian_messages', ids);
      }
    },
    BULK,
  );
});

describe('the replies part (repliesOf) on the seeded rows', () => {
  it.each([
    ['sara', 'whatsapp-sales'],
    ['omar', 'whatsapp-responder'],
  ] as const)('gives from SQL what the same part computes from the rows (%s, %s)', async (who, slug) => {
    const ctx = fixture.context(who, slug);
    const asOf = new Date();
    const messages = await fixture.messages<ReplyRow>(
      ['id', 'session_id', 'role', 'created_at', 'reply_trigger'],
      who,
      slug,
    );
    expect(messages.length).toBeGreaterThan(10);

    const replies = repliesOf<ReplyRow>(undefined, 60);
    const sqlReplies = await replies.read(ctx, asOf);
    expect(sqlReplies.length).toBeGreaterThan(0);
    expect(sqlReplies).toEqual(replies.fromRows(messages, asOf.toISOString()));
  });
});

/** A reminder to a client who is not in the seed: the dietitian dashboard must reload. */
const probeReminder = (attempt: number) => ({
  client_name: 'Watch probe',
  client_phone: `+974 5000 00${attempt}`,
  kind: 'reminder' as const,
});

familyCases(fixture, remote, {
  // The dashboards whose data holds lists (a responder's reply lines, a catalogue's products); the
  // others' figures and tables are checked above with the owner's id asked for by another client.
  othersSeeNothing: ['whatsapp-responder', 'whatsapp-product-catalog'],
  reloads: ['omar', 'whatsapp-dietitian', { into: 'dietitian_messages', row: probeReminder }],
});
