// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded owners: each dashboard's figures equal the figures of
 * the same rows read by the superuser (no RLS), some counted in SQL directly; other clients see
 * nothing; cancellation; realtime refresh.
 */

import { LEAD_COLUMNS, type LeadRow, leadFromRow } from '@portal/dashboard-kit/entities';
import { familyCases, type OwnerReader, ownerLoads, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import { normalizeOrder } from './common/orders.ts';
import type { ChatData, MessageRow, SessionRow } from './common/rows.ts';
import {
  DIETITIAN_MESSAGES,
  MESSAGE_COLUMNS,
  ORDERS,
  PERIOD_DAYS,
  PRODUCTS,
  SESSION_COLUMNS,
} from './common/rows.ts';
import remote from './dashboards.ts';
import { chatbotKpis } from './whatsapp-chatbot/data.ts';
import { dietClients, dietKpis, type WhatsappDietitianData } from './whatsapp-dietitian/data.ts';
import {
  catalogKpis,
  productStats,
  type WhatsappProductCatalogData,
} from './whatsapp-product-catalog/data.ts';
import { normalizeProduct } from './whatsapp-product-catalog/index.ts';
import { responderKpis, triggerStats } from './whatsapp-responder/data.ts';
import { salesFunnel, salesKpis, topProducts, type WhatsappSalesData } from './whatsapp-sales/data.ts';

const fixture = useLiveStack();
const asOwner = ownerLoads(fixture, remote);

/** A reminder to a client who is not in the seed: the dietitian dashboard must reload. */
const probeReminder = (attempt: number) => ({
  client_name: 'Watch probe',
  client_phone: `+974 5000 00${attempt}`,
  kind: 'reminder' as const,
});

/** The conversations and messages a chat loader reads, read by the superuser. */
const expectedChats = async (read: OwnerReader, asOf: string): Promise<ChatData> => ({
  ...(await read.chats<SessionRow, MessageRow>(SESSION_COLUMNS, MESSAGE_COLUMNS, PERIOD_DAYS)),
  asOf,
});

/** The period's orders of the workflow, read by the superuser, as the loader hands them over. */
const expectedOrders = async (read: OwnerReader) =>
  (await read.select(ORDERS, read.since('created_at', PERIOD_DAYS))).map(normalizeOrder);

/** The sales dashboard's rows, read by the superuser. */
const expectedSales = async (read: OwnerReader, asOf: string): Promise<WhatsappSalesData> => ({
  ...(await expectedChats(read, asOf)),
  orders: await expectedOrders(read),
  leads: (await read.rows<LeadRow>('leads', LEAD_COLUMNS, read.since('created_at', PERIOD_DAYS))).map(
    leadFromRow,
  ),
});

/** The catalogue dashboard's rows, read by the superuser. */
const expectedCatalog = async (read: OwnerReader, asOf: string): Promise<WhatsappProductCatalogData> => ({
  products: (await read.select(PRODUCTS)).map(normalizeProduct),
  orders: await expectedOrders(read),
  enquiries: await read.rows<SessionRow>(
    'chat_sessions',
    SESSION_COLUMNS,
    read.since('started_at', PERIOD_DAYS),
  ),
  asOf,
});

/** One figure counted in SQL (`$1` the owner, `$2` the workflow). */
async function sqlNumber(read: OwnerReader, sql: string): Promise<number> {
  const [row] = await read.sql<{ n: number | string }>(sql);
  return Number(row?.n);
}

describe('whatsapp dashboards, live as their owners', () => {
  it('sales: Sara’s conversations, orders and leads give the superuser’s funnel, revenue and reply times', async () => {
    const owner = await asOwner('sara', 'whatsapp-sales', expectedSales);
    const { data, expected } = owner;
    expect(data.sessions).toHaveLength(expected.sessions.length);
    expect(data.messages).toHaveLength(expected.messages.length);
    expect(data.orders).toHaveLength(expected.orders.length);
    owner.expectSame(salesKpis, salesFunnel, (d) => topProducts(d, 'ar'));
    const revenue = await sqlNumber(
      owner.read,
      `select coalesce(sum(total_qar), 0) as n from public.orders where user_id = $1 and workflow_slug = $2
         and paid_at is not null and status <> 'cancelled' and ${owner.read.period('created_at')}`,
    );
    expect(salesKpis(data).revenue).toBeCloseTo(revenue, 2);
    expect(salesKpis(data).revenue).toBeGreaterThan(0);
    expect(salesFunnel(data).paid).toBeGreaterThan(0);
  });

  it('chatbot: outcomes and ratings of Sara’s customer service chats, as counted in SQL', async () => {
    const owner = await asOwner('sara', 'whatsapp-chatbot', expectedChats);
    owner.expectSame(chatbotKpis);
    const kpis = chatbotKpis(owner.data);
    const sessions = `from public.chat_sessions where user_id = $1 and workflow_slug = $2 and ${owner.read.period('started_at')}`;
    expect(kpis.conversations).toBe(await sqlNumber(owner.read, `select count(*) as n ${sessions}`));
    expect(kpis.escalationRate).toBeCloseTo(
      await sqlNumber(owner.read, `select avg((status = 'escalated')::int) as n ${sessions}`),
    );
    expect(kpis.satisfaction).toBeCloseTo(
      await sqlNumber(owner.read, `select avg(satisfaction) as n ${sessions}`),
    );
  });

  it('responder: Omar’s automatic replies by rule, after hours and handed over', async () => {
    const owner = await asOwner('omar', 'whatsapp-responder', expectedChats);
    owner.expectSame(responderKpis, triggerStats);
    const kpis = responderKpis(owner.data);
    const replies = await sqlNumber(
      owner.read,
      `select count(*) as n from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
       where m.user_id = $1 and s.workflow_slug = $2 and m.reply_trigger is not null
         and ${owner.read.period('m.created_at')}`,
    );
    expect(kpis.replies).toBe(replies);
    expect(kpis.afterHours).toBeGreaterThan(0);
    expect(kpis.handedOver).toBeGreaterThan(0);
  });

  it('product catalog: Sara’s products, their enquiries and orders, and the last sync', async () => {
    const owner = await asOwner('sara', 'whatsapp-product-catalog', expectedCatalog);
    owner.expectSame(catalogKpis, productStats);
    const kpis = catalogKpis(owner.data);
    const [sql] = await owner.read.sql<{ products: number; empty: number; synced: Date }>(
      `select count(*)::int as products, count(*) filter (where stock = 0)::int as empty, max(synced_at) as synced
       from public.products where user_id = $1 and workflow_slug = $2`,
    );
    expect([kpis.products, kpis.outOfStock, kpis.lastSync]).toEqual([
      sql?.products,
      sql?.empty,
      sql?.synced.toISOString(),
    ]);
    expect(kpis.enquiries).toBeGreaterThan(20);
  });

  it('dietitian: Omar’s clients, check-ins and the clients who went quiet', async () => {
    const owner = await asOwner<WhatsappDietitianData>('omar', 'whatsapp-dietitian', {
      messages: { from: DIETITIAN_MESSAGES, where: (read) => read.since('sent_at', PERIOD_DAYS) },
    });
    owner.expectSame(dietKpis);
    const { data } = owner;
    const kpis = dietKpis(data);
    const messages = `from public.dietitian_messages where user_id = $1 and workflow_slug = $2 and ${owner.read.period('sent_at')}`;
    expect(kpis.clients).toBe(
      await sqlNumber(owner.read, `select count(distinct client_phone) as n ${messages}`),
    );
    expect(kpis.adherence).toBeCloseTo(
      (await sqlNumber(owner.read, `select avg(adherence_pct) as n ${messages}`)) / 100,
    );
    expect(kpis.stopped).toBe(3);
    expect(
      dietClients(data)
        .filter((c) => c.stopped)
        .every((c) => c.lastAnswer !== null),
    ).toBe(true);
  });
});

familyCases(fixture, remote, {
  othersSeeNothing: ['whatsapp-sales', 'whatsapp-dietitian'],
  reloads: ['omar', 'whatsapp-dietitian', { into: 'dietitian_messages', row: probeReminder }],
});
