// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded owners: each dashboard's figures equal the figures of
 * the same rows read by the superuser (no RLS), some counted in SQL directly; other clients see
 * nothing; cancellation; realtime refresh.
 */
import type { WorkflowSlug } from '@portal/shared/catalogue';
import { LEAD_COLUMNS, leadFromRow } from '@portal/shared/entities';
import { type DemoClient, sqlPeriod, sqlSince, useLiveStack } from '@portal/shared/testing/live';
import { describe, expect, it } from 'vitest';
import { loadChatsLive } from './common/live.ts';
import { normalizeOrder } from './common/orders.ts';
import {
  type ChatData,
  DIET_COLUMNS,
  MESSAGE_COLUMNS,
  ORDER_COLUMNS,
  PERIOD_DAYS,
  PRODUCT_COLUMNS,
  SESSION_COLUMNS,
} from './common/rows.ts';
import remote from './dashboards.ts';
import { chatbotKpis } from './whatsapp-chatbot/data.ts';
import { dietClients, dietKpis } from './whatsapp-dietitian/data.ts';
import { loadWhatsappDietitianLive } from './whatsapp-dietitian/live.ts';
import { catalogKpis, productStats } from './whatsapp-product-catalog/data.ts';
import { loadWhatsappProductCatalogLive, normalizeProduct } from './whatsapp-product-catalog/live.ts';
import { responderKpis, triggerStats } from './whatsapp-responder/data.ts';
import { salesFunnel, salesKpis, topProducts } from './whatsapp-sales/data.ts';
import { loadWhatsappSalesLive } from './whatsapp-sales/live.ts';

const fixture = useLiveStack();
const live = (who: DemoClient, slug: WorkflowSlug, signal?: AbortSignal) =>
  fixture.context(who, slug, signal);

/** The superuser's rows of a table for the owner and workflow, since the loader's window. */
const ownerRows = (
  table: string,
  columns: readonly string[],
  who: DemoClient,
  slug: WorkflowSlug,
  where = 'true',
) => fixture.rows<never>(table, columns, who, slug, where);
const windowOf = (column: string, asOf: string) => sqlSince(column, asOf, PERIOD_DAYS);

async function expectedChats(who: DemoClient, slug: WorkflowSlug, asOf: string): Promise<ChatData> {
  return {
    sessions: await ownerRows('chat_sessions', SESSION_COLUMNS, who, slug, windowOf('started_at', asOf)),
    messages: await fixture.messages(MESSAGE_COLUMNS, who, slug, windowOf('m.created_at', asOf)),
    asOf,
  };
}

/** One figure counted in SQL (its `$1` is the owner). */
async function sqlNumber(sql: string, who: DemoClient): Promise<number> {
  const [row] = await fixture.query<{ n: number | string }>(sql, [fixture.session(who).userId]);
  return Number(row?.n);
}

describe('whatsapp dashboards, live as their owners', () => {
  it('sales: Sara’s conversations, orders and leads give the superuser’s funnel, revenue and reply times', async () => {
    const data = await loadWhatsappSalesLive(live('sara', 'whatsapp-sales'));
    const chats = await expectedChats('sara', 'whatsapp-sales', data.asOf);
    const orders = await ownerRows(
      'orders',
      ORDER_COLUMNS,
      'sara',
      'whatsapp-sales',
      windowOf('created_at', data.asOf),
    );
    const leads = await ownerRows(
      'leads',
      LEAD_COLUMNS,
      'sara',
      'whatsapp-sales',
      windowOf('created_at', data.asOf),
    );
    const expected = {
      ...chats,
      orders: orders.map(normalizeOrder),
      leads: leads.map(leadFromRow),
    };
    expect(data.sessions).toHaveLength(expected.sessions.length);
    expect(data.messages).toHaveLength(expected.messages.length);
    expect(data.orders).toHaveLength(expected.orders.length);
    expect(salesKpis(data)).toEqual(salesKpis(expected));
    expect(salesFunnel(data)).toEqual(salesFunnel(expected));
    expect(topProducts(data, 'ar')).toEqual(topProducts(expected, 'ar'));
    const revenue = await sqlNumber(
      `select coalesce(sum(total_qar), 0) as n from public.orders where user_id = $1 and workflow_slug = 'whatsapp-sales'
         and paid_at is not null and status <> 'cancelled' and ${sqlPeriod('created_at', data.asOf)}`,
      'sara',
    );
    expect(salesKpis(data).revenue).toBeCloseTo(revenue, 2);
    expect(salesKpis(data).revenue).toBeGreaterThan(0);
    expect(salesFunnel(data).paid).toBeGreaterThan(0);
  });

  it('chatbot: outcomes and ratings of Sara’s customer service chats, as counted in SQL', async () => {
    const data = await loadChatsLive(live('sara', 'whatsapp-chatbot'));
    const kpis = chatbotKpis(data);
    expect(kpis).toEqual(chatbotKpis(await expectedChats('sara', 'whatsapp-chatbot', data.asOf)));
    const between = `user_id = $1 and workflow_slug = 'whatsapp-chatbot' and ${sqlPeriod('started_at', data.asOf)}`;
    expect(kpis.conversations).toBe(
      await sqlNumber(`select count(*) as n from public.chat_sessions where ${between}`, 'sara'),
    );
    expect(kpis.escalationRate).toBeCloseTo(
      await sqlNumber(
        `select avg((status = 'escalated')::int) as n from public.chat_sessions where ${between}`,
        'sara',
      ),
    );
    expect(kpis.satisfaction).toBeCloseTo(
      await sqlNumber(`select avg(satisfaction) as n from public.chat_sessions where ${between}`, 'sara'),
    );
  });

  it('responder: Omar’s automatic replies by rule, after hours and handed over', async () => {
    const data = await loadChatsLive(live('omar', 'whatsapp-responder'));
    const kpis = responderKpis(data);
    const expected = await expectedChats('omar', 'whatsapp-responder', data.asOf);
    expect(kpis).toEqual(responderKpis(expected));
    expect(triggerStats(data)).toEqual(triggerStats(expected));
    const replies = await sqlNumber(
      `select count(*) as n from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
       where m.user_id = $1 and s.workflow_slug = 'whatsapp-responder' and m.reply_trigger is not null
         and ${sqlPeriod('m.created_at', data.asOf)}`,
      'omar',
    );
    expect(kpis.replies).toBe(replies);
    expect(kpis.afterHours).toBeGreaterThan(0);
    expect(kpis.handedOver).toBeGreaterThan(0);
  });

  it('product catalog: Sara’s products, their enquiries and orders, and the last sync', async () => {
    const data = await loadWhatsappProductCatalogLive(live('sara', 'whatsapp-product-catalog'));
    const slug = 'whatsapp-product-catalog';
    const expected = {
      products: (await ownerRows('products', PRODUCT_COLUMNS, 'sara', slug)).map(normalizeProduct),
      orders: (await ownerRows('orders', ORDER_COLUMNS, 'sara', slug, windowOf('created_at', data.asOf))).map(
        normalizeOrder,
      ),
      enquiries: await ownerRows(
        'chat_sessions',
        SESSION_COLUMNS,
        'sara',
        slug,
        windowOf('started_at', data.asOf),
      ),
      asOf: data.asOf,
    } as never;
    const kpis = catalogKpis(data);
    expect(kpis).toEqual(catalogKpis(expected));
    expect(productStats(data)).toEqual(productStats(expected));
    const [sql] = await fixture.query<{ products: number; empty: number; synced: Date }>(
      `select count(*)::int as products, count(*) filter (where stock = 0)::int as empty, max(synced_at) as synced
       from public.products where user_id = $1 and workflow_slug = $2`,
      [fixture.session('sara').userId, slug],
    );
    expect([kpis.products, kpis.outOfStock, kpis.lastSync]).toEqual([
      sql?.products,
      sql?.empty,
      sql?.synced.toISOString(),
    ]);
    expect(kpis.enquiries).toBeGreaterThan(20);
  });

  it('dietitian: Omar’s clients, check-ins and the clients who went quiet', async () => {
    const data = await loadWhatsappDietitianLive(live('omar', 'whatsapp-dietitian'));
    const rows = await ownerRows(
      'dietitian_messages',
      DIET_COLUMNS,
      'omar',
      'whatsapp-dietitian',
      windowOf('sent_at', data.asOf),
    );
    const kpis = dietKpis(data);
    expect(kpis).toEqual(dietKpis({ messages: rows as never, asOf: data.asOf }));
    const between = `user_id = $1 and workflow_slug = 'whatsapp-dietitian' and ${sqlPeriod('sent_at', data.asOf)}`;
    expect(kpis.clients).toBe(
      await sqlNumber(
        `select count(distinct client_phone) as n from public.dietitian_messages where ${between}`,
        'omar',
      ),
    );
    expect(kpis.adherence).toBeCloseTo(
      (await sqlNumber(
        `select avg(adherence_pct) as n from public.dietitian_messages where ${between}`,
        'omar',
      )) / 100,
    );
    expect(kpis.stopped).toBe(3);
    expect(
      dietClients(data)
        .filter((c) => c.stopped)
        .every((c) => c.lastAnswer !== null),
    ).toBe(true);
  });

  it('a client who does not own the workflow sees nothing of it, even asking for the owner’s rows', async () => {
    const omar = await loadWhatsappSalesLive(live('omar', 'whatsapp-sales'));
    expect([omar.sessions, omar.messages, omar.orders, omar.leads]).toEqual([[], [], [], []]);
    const saraAsOmar = await loadWhatsappDietitianLive({
      ...live('sara', 'whatsapp-dietitian'),
      userId: fixture.session('omar').userId,
    });
    expect(saraAsOmar.messages).toEqual([]);
  });

  fixture.itStopsWhenAborted((signal) => loadWhatsappSalesLive(live('sara', 'whatsapp-sales', signal)));
});

describe('watch', () => {
  fixture.itReloadsOnChange(remote, 'reloads the dietitian dashboard when a check-in is answered', {
    who: 'omar',
    slug: 'whatsapp-dietitian',
    probe: (client, attempt) =>
      client.from('dietitian_messages').insert({
        workflow_slug: 'whatsapp-dietitian',
        client_name: 'Watch probe',
        client_phone: `+974 5000 00${attempt}`,
        kind: 'reminder',
      }),
  });
});
