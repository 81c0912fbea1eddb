// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded owners: each dashboard's figures equal the figures of
 * the same rows read by the superuser (no RLS), some counted in SQL directly; other clients see
 * nothing; realtime refreshes.
 */

import type { LiveContext } from '@portal/contract';
import { isServerRows, type PageQuery, type Part, type TableRows } from '@portal/dashboard-kit/live';
import { type OwnerReader, sqlPeriod, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import { normalizeQuestion } from './common/exchanges.ts';
import { HISTORY_DAYS, type KnowledgeData, knowledgeKpis, PERIOD_DAYS } from './common/knowledge.ts';
import { loadKnowledgeLive } from './common/live.ts';
import type { MessageRow, SessionRow } from './common/rows.ts';
import { DOCUMENTS, MESSAGE_COLUMNS, SESSION_COLUMNS } from './common/rows.ts';
import { LOCAL_CHATBOT_PROFILE } from './content/local-chatbot.ts';
import { LOCAL_RAG_PROFILE } from './content/local-rag.ts';
import { RAG_CHATBOT_PROFILE } from './content/rag-chatbot.ts';
import { WEBSITE_CHATBOT_PROFILE } from './content/website-chatbot.ts';
import remote from './dashboards.ts';
import {
  databaseChatKpis,
  durationBands,
  errorGroups,
  frequentQuestions,
  live as loadDatabaseChatLive,
  periodParts,
  questions,
  SLOWEST_LIMIT,
} from './database-chat/data.ts';
import { leadCapture, pageStats, visitorStats } from './website-chatbot/data.ts';
import { loadWebsiteChatbotLive } from './website-chatbot/live.ts';

const fixture = useLiveStack();
const { context: live } = fixture;

/** Rows inserted past the old loaders' caps (database chat read its newest 5,000 questions). */
const CAP_ROWS = 6000;

/** A live table's page: a converted dashboard's tables are read on the server. */
function serverPage<Row>(rows: TableRows<Row>, query: PageQuery) {
  if (!isServerRows(rows)) throw new Error('a live table pages on the server');
  return rows.page(query);
}

/** Every part read as of one moment (a finished report week's end), as liveDashboard reads them now. */
async function readParts<P extends Record<string, Part<unknown>>>(parts: P, ctx: LiveContext, asOf: Date) {
  const names = Object.keys(parts);
  const read = await Promise.all(names.map((name) => parts[name]?.read(ctx, asOf)));
  const data = Object.fromEntries(names.map((name, i) => [name, read[i]]));
  return { ...data, asOf: asOf.toISOString() } as {
    [K in keyof P]: P[K] extends Part<infer Out> ? Out : never;
  } & {
    asOf: string;
  };
}

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
      'database-chat': loadDatabaseChatLive,
    },
  );
});

describe('database chat and customer support, live as their owners', () => {
  it('database chat: every figure of Sara’s questions equals SQL counts past the old cap of 5,000 rows', async () => {
    const sara = fixture.session('sara').userId;
    // 6,000 questions over the last 60 days (the old loader read the newest 5,000): 40 questions in
    // three spellings each, every seventh failing with one of three reasons, four askers and some
    // without one, durations over every band.
    await fixture.query(
      `insert into public.database_queries (user_id, workflow_slug, question, asked_by, language, status, error, row_count, duration_ms, created_at)
       select $1, 'database-chat',
              case i % 3 when 0 then 'Cap question ' || i % 40 || '?' when 1 then 'CAP QUESTION ' || i % 40 else 'cap  question ' || i % 40 || '!' end,
              case when i % 11 = 0 then null else 'Asker ' || i % 4 end, 'en',
              case when i % 7 = 0 then 'failed' else 'succeeded' end, case when i % 7 = 0 then 'Cap error ' || i % 3 end,
              case when i % 7 = 0 then null else i % 50 end, case when i % 13 = 0 then null else (i * 37) % 12000 end,
              now() - i * interval '863 seconds'
       from generate_series(1, ${CAP_ROWS}) as i`,
      [sara],
    );
    try {
      const data = await loadDatabaseChatLive(live('sara', 'database-chat'));
      const where = (period: 0 | 1) =>
        `user_id = $1 and workflow_slug = 'database-chat' and created_at >= $2::timestamptz - ${period + 1} * interval '${PERIOD_DAYS} days'
         and created_at < $2::timestamptz - ${period} * interval '${PERIOD_DAYS} days'`;
      const sql = <Row>(query: string) => fixture.query<Row>(query, [sara, data.asOf]);
      const periods = await Promise.all(
        ([0, 1] as const).map(async (period) => {
          const [row] = await sql<{
            n: number;
            ok: number;
            failed: number;
            returned: number;
            askers: number;
            p50: number;
            p95: number;
          }>(
            `select count(*)::int as n, count(*) filter (where status = 'succeeded')::int as ok,
                    count(*) filter (where status = 'failed')::int as failed, coalesce(sum(row_count), 0)::int as returned,
                    count(distinct asked_by)::int as askers,
                    percentile_cont(0.5) within group (order by duration_ms) as p50,
                    percentile_cont(0.95) within group (order by duration_ms) as p95
             from public.database_queries where ${where(period)}`,
          );
          if (!row) throw new Error('no counts');
          return row;
        }),
      );
      const [now, before] = periods as [(typeof periods)[0], (typeof periods)[0]];
      expect(now.n).toBeGreaterThan(2900);
      const kpis = databaseChatKpis(data);
      expect(kpis).toMatchObject({ questions: now.n, rowsReturned: now.returned, askers: now.askers });
      expect(kpis.questionsChange).toBeCloseTo((now.n - before.n) / before.n, 10);
      expect(kpis.rate).toBeCloseTo(now.ok / (now.ok + now.failed), 10);
      expect(kpis.rateChange).toBeCloseTo(
        now.ok / (now.ok + now.failed) / (before.ok / (before.ok + before.failed)) - 1,
        10,
      );
      expect(kpis.medianMs).toBeCloseTo(now.p50, 6);
      expect(kpis.p95Ms).toBeCloseTo(now.p95, 6);
      // The decided questions per Doha day and outcome.
      const perDay = await fixture.query<{ day: string; status: string; n: number }>(
        `select to_char((created_at at time zone 'Asia/Qatar')::date, 'YYYY-MM-DD') as day, status, count(*)::int as n
         from public.database_queries where user_id = $1 and workflow_slug = 'database-chat' group by 1, 2`,
        [sara],
      );
      const days = questions(data).perDay;
      for (const status of ['succeeded', 'failed'] as const)
        expect(days[status]).toEqual(
          days.days.map((day) => perDay.find((d) => d.day === day && d.status === status)?.n ?? 0),
        );
      // Durations per band, as the kit's bands count them.
      const [bands] = await sql<{ b: number[] }>(
        `select array[count(*) filter (where duration_ms < 100), count(*) filter (where duration_ms >= 100 and duration_ms < 500),
                      count(*) filter (where duration_ms >= 500 and duration_ms < 2000),
                      count(*) filter (where duration_ms >= 2000 and duration_ms < 10000), count(*) filter (where duration_ms >= 10000)]::int[] as b
         from public.database_queries where ${where(0)}`,
      );
      expect(durationBands(data).map((band) => band.count)).toEqual(bands?.b);
      // The most asked questions: three spellings are one question.
      const groups = await sql<{ key: string; n: number; ok: number; returned: number }>(
        `select btrim(lower(regexp_replace(question, '[^A-Za-z0-9]+', ' ', 'g'))) as key, count(*)::int as n,
                count(*) filter (where status = 'succeeded')::int as ok, coalesce(sum(row_count), 0)::int as returned
         from public.database_queries where ${where(0)} group by 1`,
      );
      const frequent = frequentQuestions(data);
      expect(frequent.length).toBeGreaterThanOrEqual(40);
      for (const q of frequent.filter((f) => f.key.startsWith('cap question'))) {
        const g = groups.find((row) => row.key === q.key);
        expect(g, q.key).toBeDefined();
        expect([q.asked, q.rate, q.averageRows]).toEqual([
          g?.n,
          (g?.ok ?? 0) / (g?.n ?? 1),
          (g?.returned ?? 0) / (g?.ok ?? 1),
        ]);
      }
      const errors = await sql<{ error: string; n: number }>(
        `select error, count(*)::int as n from public.database_queries where ${where(0)} and status = 'failed' group by 1`,
      );
      for (const e of errorGroups(data)) expect(e.count).toBe(errors.find((row) => row.error === e.key)?.n);
      expect(errorGroups(data).filter((e) => e.key.startsWith('Cap error'))).toHaveLength(3);
      // The slowest of the period, and every question paged on the server.
      const slowest = await sql<{ ms: number }>(
        `select duration_ms as ms from public.database_queries where ${where(0)} and duration_ms is not null
         order by duration_ms desc limit ${SLOWEST_LIMIT}`,
      );
      expect(data.slowest.map((q) => q.duration_ms)).toEqual(slowest.map((r) => r.ms));
      const page = await serverPage(data.queries, { offset: 0, limit: 25 });
      expect(page.count).toBe(await fixture.countRows('database_queries', 'sara', 'database-chat'));
      expect(page.rows).toHaveLength(25);
      const found = await serverPage(data.queries, { offset: 0, limit: 5, search: 'Cap error 2' });
      const [errors2] = await fixture.query<{ n: number }>(
        `select count(*)::int as n from public.database_queries
         where user_id = $1 and workflow_slug = 'database-chat' and error = 'Cap error 2'`,
        [sara],
      );
      expect(found.count).toBe(errors2?.n);
      // Another client sees none of it, even asking for Sara's figures.
      const other = await loadDatabaseChatLive({ ...live('omar', 'database-chat'), userId: sara });
      expect(other.figures.lines).toEqual([]);
      expect(other.frequent.groups).toEqual([]);
      expect((await serverPage(other.queries, { offset: 0, limit: 5 })).count).toBe(0);
    } finally {
      await fixture.query(
        "delete from public.database_queries where user_id = $1 and question ilike 'cap%question%'",
        [sara],
      );
    }
  });

  it('database chat: the KPI row of a finished report week equals the client report’s headline', async () => {
    const { weekEnd, headline } = await fixture.lastWeekReport('sara');
    const kpis = databaseChatKpis(await readParts(periodParts(7), live('sara', 'database-chat'), weekEnd));
    expect(headline('database-chat')).toEqual({ questions: kpis.questions });
    expect(kpis.questions).toBeGreaterThan(0);
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

describe('question keys', () => {
  it('keys every knowledge sample question in SQL (chat_messages.question_key) as the dashboards group them', async () => {
    const profiles = [RAG_CHATBOT_PROFILE, LOCAL_RAG_PROFILE, LOCAL_CHATBOT_PROFILE, WEBSITE_CHATBOT_PROFILE];
    const texts = profiles.flatMap((p) => p.questions.flatMap((q) => [q.question.en, q.question.ar]));
    expect(texts.length).toBeGreaterThan(40);
    const keyed = await fixture.query<{ key: string }>(
      'select private.question_key(t) as key from unnest($1::text[]) with ordinality as u(t, n) order by n',
      [texts],
    );
    expect(keyed.map((row) => row.key)).toEqual(texts.map(normalizeQuestion));
  });
});
