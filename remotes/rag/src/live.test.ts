// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded owners: each dashboard's figures equal the figures of
 * the same rows read by the superuser (no RLS), some counted in SQL directly; other clients see
 * nothing; realtime refreshes.
 */
import { type OwnerReader, sqlPeriod, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS, type KnowledgeData, knowledgeKpis, PERIOD_DAYS } from './common/knowledge.ts';
import { loadConversationsLive, loadKnowledgeLive } from './common/live.ts';
import type { MessageRow, SessionRow } from './common/rows.ts';
import { DATABASE_QUERIES, DOCUMENTS, MESSAGE_COLUMNS, SESSION_COLUMNS } from './common/rows.ts';
import { supportKpis } from './customer-support-automation/data.ts';
import remote from './dashboards.ts';
import { databaseChatKpis } from './database-chat/data.ts';
import { live as loadDatabaseChatLive } from './database-chat/index.ts';
import { leadCapture, pageStats, visitorStats } from './website-chatbot/data.ts';
import { loadWebsiteChatbotLive } from './website-chatbot/live.ts';

const fixture = useLiveStack();
const { context: live } = fixture;

/** The same rows as the knowledge loader reads, read by the superuser for the owner. */
const expectedKnowledge = async (read: OwnerReader, asOf: string): Promise<KnowledgeData> => ({
  documents: await read.select(DOCUMENTS),
  ...(await read.chats<SessionRow, MessageRow>(SESSION_COLUMNS, MESSAGE_COLUMNS, HISTORY_DAYS)),
  asOf,
});

describe('knowledge bots, live as their owners', () => {
  it.each([
    ['omar', 'rag-chatbot'],
    ['omar', 'local-rag'],
    ['sara', 'local-chatbot'],
    ['omar', 'website-chatbot'],
  ] as const)(
    '%s sees the figures of %s that the superuser computes from the same rows',
    async (who, slug) => {
      const owner = await fixture.loadAsOwner(who, slug, loadKnowledgeLive, expectedKnowledge);
      const { data, expected } = owner;
      expect(data.documents.length).toBeGreaterThan(0);
      expect(data.sessions.length).toBe(expected.sessions.length);
      expect(data.messages.length).toBe(expected.messages.length);
      owner.expectSame(knowledgeKpis);
      const kpis = knowledgeKpis(data);
      // Questions of the period counted in SQL: the customer messages of the workflow.
      const [sql] = await owner.read.sql<{ questions: number }>(
        `select count(*) filter (where m.role = 'customer')::int as questions
         from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
         where m.user_id = $1 and s.workflow_slug = $2 and ${owner.read.period('m.created_at', PERIOD_DAYS)}`,
      );
      expect(kpis.questions).toBe(sql?.questions);
      expect(kpis.questions).toBeGreaterThan(20);
      expect(kpis.rate).toBeLessThan(1); // the seed has questions the knowledge base cannot answer
      expect(kpis.medianMs).toBeGreaterThan(0);
    },
  );

  it('website chatbot: pages, visitors and the leads the chat captured', async () => {
    const data = await loadWebsiteChatbotLive(live('omar', 'website-chatbot'));
    expect(data.leads).toHaveLength(
      await fixture.countRows('leads', 'omar', 'website-chatbot', "created_at >= now() - interval '60 days'"),
    );
    expect(leadCapture(data).leads).toBeGreaterThan(0);
    expect(pageStats(data).length).toBeGreaterThan(3);
    const [visitors] = await fixture.query<{ n: number }>(
      `select count(distinct coalesce(visitor_id, id::text))::int as n from public.chat_sessions
       where user_id = $1 and workflow_slug = 'website-chatbot' and ${sqlPeriod('started_at', data.asOf)}`,
      [fixture.session('omar').userId],
    );
    expect(visitorStats(data).visitors).toBe(visitors?.n);
  });

  fixture.loaderCases(
    'a client who does not own the workflow sees nothing of it, even asking for the owner’s rows',
    {
      'rag-chatbot': loadKnowledgeLive,
    },
  );
});

describe('database chat and customer support, live as their owners', () => {
  it('database chat: Sara’s questions, counted and timed as the superuser counts them', async () => {
    const owner = await fixture.loadAsOwner('sara', 'database-chat', loadDatabaseChatLive, {
      queries: { from: DATABASE_QUERIES, where: (read) => read.since('created_at', 60) },
    });
    const { data } = owner;
    owner.expectSame(databaseChatKpis);
    const kpis = databaseChatKpis(data);
    const [sql] = await owner.read.sql<{ n: number; ok: number; rows: number }>(
      `select count(*)::int as n, count(*) filter (where status = 'succeeded')::int as ok, coalesce(sum(row_count), 0)::int as rows
       from public.database_queries where user_id = $1 and workflow_slug = $2 and ${owner.read.period('created_at')}`,
    );
    expect(kpis.questions).toBe(sql?.n);
    expect(kpis.rate).toBeCloseTo((sql?.ok ?? 0) / (sql?.n ?? 1));
    expect(kpis.rowsReturned).toBe(sql?.rows);
    expect((await loadDatabaseChatLive(live('omar', 'database-chat'))).queries).toEqual([]);
  });

  it('customer support: Omar’s tickets, with the escalations and first responses the superuser sees', async () => {
    const owner = await fixture.loadAsOwner(
      'omar',
      'customer-support-automation',
      loadConversationsLive,
      expectedKnowledge,
    );
    owner.expectSame(supportKpis);
    const [sql] = await owner.read.sql<{ tickets: number; escalated: number }>(
      `select count(*)::int as tickets, count(*) filter (where status = 'escalated')::int as escalated
       from public.chat_sessions where user_id = $1 and workflow_slug = $2 and ${owner.read.period('started_at')}`,
    );
    expect(supportKpis(owner.data).tickets).toBe(sql?.tickets);
    expect(supportKpis(owner.data).escalated).toBeGreaterThanOrEqual(sql?.escalated ?? 0);
  });
});

describe('watch', () => {
  fixture.itReloadsOnChange(
    remote,
    'reloads the RAG chatbot when a question reaches one of Omar’s conversations',
    {
      who: 'omar',
      slug: 'rag-chatbot',
      prepare: async (client) => {
        const { data } = await client
          .from('chat_sessions')
          .insert({ workflow_slug: 'rag-chatbot', channel: 'portal', topic: 'Watch probe' })
          .select('id')
          .single();
        return data?.id ?? '';
      },
      probe: (client, attempt, sessionId) =>
        client
          .from('chat_messages')
          .insert({ session_id: sessionId, role: 'customer', content: `Probe ${attempt}` }),
    },
  );
});
