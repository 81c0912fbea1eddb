// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded owners: each dashboard's figures equal the figures of
 * the same rows read by the superuser (no RLS), some counted in SQL directly; other clients see
 * nothing; realtime refreshes.
 */

import type { LiveContext } from '@portal/contract';
import {
  type Fact,
  figuresOf,
  isServerRows,
  type PageQuery,
  type Part,
  type TableRows,
} from '@portal/dashboard-kit/live';
import { useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import { normalizeQuestion } from './common/exchanges.ts';
import {
  type KnowledgeData,
  knowledgeKpis,
  knowledgeLive,
  knowledgeQuestions,
  modelUsage,
  outcomeCounts,
  PERIOD_DAYS,
} from './common/knowledge.ts';
import { knowledgeParts } from './common/knowledgeFigures.ts';
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
import { type LocalChatbotData, live as loadLocalChatbotLive } from './local-chatbot/data.ts';
import { slowAnswers } from './local-rag/data.ts';
import {
  leadCapture,
  live as loadWebsiteChatbotLive,
  visitorStats,
  type WebsiteChatbotData,
} from './website-chatbot/data.ts';

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

/** The old knowledge loader read the newest 2,000 conversations and 10,000 messages. */
const KNOWLEDGE_SESSIONS = 2_200;

/**
 * 2,200 conversations of `slug` over the last 60 days with 5 messages each (11,000), as the superuser:
 * a question and the bot's reply (one in six falls back, one in nine slower than local RAG's limit),
 * a second question, then a reply or (one in four) a person; names, pages, widget ids and ratings
 * spread so that every figure has something to count.
 */
async function insertKnowledgeChats(who: 'sara' | 'omar', slug: string) {
  const rows = await fixture.query<{ id: string }>(
    `with s as (
       insert into public.chat_sessions (user_id, workflow_slug, status, channel, customer_name, page_url, visitor_id,
                                         satisfaction, started_at)
       select $1, $2, (array['resolved', 'escalated', 'abandoned', 'active'])[1 + i % 4], 'website',
              case when i % 5 = 0 then null else 'Volume staff ' || i % 13 end,
              case when i % 6 = 0 then null else 'https://volume.example.qa/page-' || i % 7 || '?utm=' || i end,
              case when i % 4 = 0 then null else 'volume-visitor-' || i % 900 end,
              case when i % 3 = 0 then null else 1 + i % 5 end,
              now() - i * interval '39 minutes' - interval '5 minutes'
       from generate_series(1, ${KNOWLEDGE_SESSIONS}) as i
       returning id, started_at, (extract(epoch from started_at)::bigint % 1000) as h)
     insert into public.chat_messages (session_id, user_id, role, content, latency_ms, model, fallback, cited_document_ids, created_at)
     select s.id, $1, x.role, 'Volume question ' || (s.h + j) % 17, case when x.role = 'assistant' then (s.h * 37 + j * 101) % 12000 end,
            case when x.role = 'assistant' then (array['volume-a', 'volume-b'])[1 + (s.h + j) % 2] end,
            x.role = 'assistant' and (s.h + j) % 6 = 0, '{}'::uuid[], s.started_at + j * interval '40 seconds'
     from s cross join generate_series(0, 4) as j
     cross join lateral (select case when j in (0, 2) then 'customer' when j = 4 then 'agent'
                                     when j = 3 and s.h % 4 = 0 then 'agent' else 'assistant' end as role) x
     returning session_id::text as id`,
    [fixture.session(who).userId, slug],
  );
  return [...new Set(rows.map((r) => r.id))];
}

/** What the test counts itself in SQL. */
interface KnowledgeSql {
  questions: number;
  previous: number;
  answered: number;
  fallback: number;
  p50: number;
  p95: number;
  timed: number;
  slow: number;
  conversations: number;
  rated: number;
  satisfaction: number;
  staff: number;
  visitors: number;
  /** The period's conversations on the page volume.example.qa/page-3 (its URLs carry a query). */
  page3: number;
  leads: number;
}

/** The figures the test computes itself in SQL over every row of the owner's workflow, as of `asOf`. */
async function knowledgeSql(who: 'sara' | 'omar', slug: string, asOf: string): Promise<KnowledgeSql> {
  const [row] = await fixture.query<KnowledgeSql>(
    `with m as (
       select m.role, m.fallback, m.latency_ms, m.created_at,
              m.created_at >= $3::timestamptz - interval '30 days' and m.created_at < $3::timestamptz as now,
              m.created_at >= $3::timestamptz - interval '60 days' and m.created_at < $3::timestamptz - interval '30 days' as before
       from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
       where s.user_id = $1 and s.workflow_slug = $2),
     s as (
       select * from public.chat_sessions
       where user_id = $1 and workflow_slug = $2 and started_at >= $3::timestamptz - interval '30 days' and started_at < $3::timestamptz)
     select (select count(*) from m where now and role = 'customer')::int as questions,
            (select count(*) from m where before and role = 'customer')::int as previous,
            (select count(*) from m where now and role = 'assistant' and not fallback)::int as answered,
            (select count(*) from m where now and role = 'assistant' and fallback)::int as fallback,
            (select percentile_cont(0.5) within group (order by latency_ms) from m where now and role = 'assistant') as p50,
            (select percentile_cont(0.95) within group (order by latency_ms) from m where now and role = 'assistant') as p95,
            (select count(latency_ms) from m where now and role = 'assistant')::int as timed,
            (select count(*) from m where now and role = 'assistant' and latency_ms > 10000)::int as slow,
            (select count(*) from s)::int as conversations,
            (select count(satisfaction) from s)::int as rated,
            (select avg(satisfaction)::float8 from s) as satisfaction,
            (select count(distinct customer_name) from s where coalesce(customer_name, '') <> '')::int as staff,
            (select count(distinct coalesce(visitor_id, id::text)) from s)::int as visitors,
            (select count(*) from s where page_url like 'https://volume.example.qa/page-3?%')::int as page3,
            (select count(*) from public.leads where user_id = $1 and workflow_slug = $2
               and created_at >= $3::timestamptz - interval '30 days' and created_at < $3::timestamptz)::int as leads`,
    [fixture.session(who).userId, slug, asOf],
  );
  if (!row) throw new Error('no counts');
  return row;
}

/** A knowledge bot's loader: its dashboard's `live`. */
const KNOWLEDGE_LOADERS = {
  'rag-chatbot': knowledgeLive,
  'local-rag': knowledgeLive,
  'local-chatbot': loadLocalChatbotLive,
  'website-chatbot': loadWebsiteChatbotLive,
} as const;

describe('knowledge bots past the old caps, live as their owners', () => {
  it.each([
    ['omar', 'rag-chatbot'],
    ['omar', 'local-rag'],
    ['sara', 'local-chatbot'],
    ['omar', 'website-chatbot'],
  ] as const)(
    '%s sees every figure of %s equal to SQL’s over 2,200 more conversations and 11,000 more messages',
    async (who, slug) => {
      const ids = await insertKnowledgeChats(who, slug);
      try {
        const data: KnowledgeData = await KNOWLEDGE_LOADERS[slug](live(who, slug));
        const sql = await knowledgeSql(who, slug, data.asOf);
        expect(sql.questions).toBeGreaterThan(2_000);
        const kpis = knowledgeKpis(data);
        expect({
          questions: kpis.questions,
          conversations: kpis.conversations,
          rated: kpis.ratedConversations,
        }).toEqual({ questions: sql.questions, conversations: sql.conversations, rated: sql.rated });
        expect(kpis.questionsChange).toBeCloseTo((sql.questions - sql.previous) / sql.previous, 10);
        expect(kpis.rate).toBeCloseTo(sql.answered / (sql.answered + sql.fallback), 10);
        expect(kpis.medianMs).toBeCloseTo(sql.p50, 6);
        expect(kpis.p95Ms).toBeCloseTo(sql.p95, 6);
        expect(kpis.satisfaction).toBeCloseTo(sql.satisfaction, 10);
        expect(
          outcomeCounts(data)
            .slice(0, 2)
            .map((o) => o.count),
        ).toEqual([sql.answered, sql.fallback]);
        expect(modelUsage(data).reduce((n, m) => n + m.answers, 0)).toBe(sql.answered + sql.fallback);
        expect(data.topQuestions.groups.find((g) => g.key === 'volume question 3')?.asked).toBeGreaterThan(
          100,
        );
        if (slug === 'local-rag')
          expect(slowAnswers(data)).toMatchObject({ slow: sql.slow, answers: sql.timed });
        if (slug === 'local-chatbot') expect((data as LocalChatbotData).staff).toHaveLength(sql.staff);
        if (slug === 'website-chatbot') {
          const web = data as WebsiteChatbotData;
          expect(visitorStats(web).visitors).toBe(sql.visitors);
          expect(leadCapture(web).leads).toBe(sql.leads);
          expect(web.pages.find((p) => p.page === 'volume.example.qa/page-3')?.conversations).toBe(sql.page3);
          expect(sql.page3).toBeGreaterThan(100);
        }
        // The conversations table counts every one of the period and pages on the server.
        const page = await serverPage(data.conversations, { offset: 0, limit: 25 });
        expect(page.count).toBe(sql.conversations);
        expect(page.rows).toHaveLength(25);
        // Another client, asking for the owner's figures, gets nothing.
        const stranger = who === 'omar' ? 'sara' : 'omar';
        const other: KnowledgeData = await KNOWLEDGE_LOADERS[slug]({
          ...live(stranger, slug),
          userId: fixture.session(who).userId,
        });
        expect([other.messages.lines, other.answers.lines, other.topQuestions.groups, other.models]).toEqual([
          [],
          [],
          [],
          [],
        ]);
        expect((await serverPage(other.conversations, { offset: 0, limit: 5 })).count).toBe(0);
      } finally {
        await fixture.removeRows('chat_sessions', ids);
      }
    },
    600_000,
  );

  it.each([
    ['omar', 'rag-chatbot'],
    ['omar', 'local-rag'],
    ['sara', 'local-chatbot'],
  ] as const)(
    '%s: the questions KPI of %s read for a finished report week is the report’s whole headline',
    async (who, slug) => {
      const { weekEnd, headline } = await fixture.lastWeekReport(who);
      const week = await readParts(knowledgeParts(7), live(who, slug), weekEnd);
      const { kpis } = knowledgeQuestions(week);
      expect(headline(slug)).toEqual({ questions: kpis.questions });
      expect(kpis.questions).toBeGreaterThan(0);
    },
  );

  it('website chatbot: the leads KPI read for a finished report week is the report’s whole headline', async () => {
    const { weekEnd, headline } = await fixture.lastWeekReport('omar');
    const ctx = live('omar', 'website-chatbot');
    const leads = await figuresOf(
      'leads',
      (l: { createdAt: string }): Fact => ({ at: l.createdAt, status: '' }),
      7,
    ).read(ctx, weekEnd);
    const sessions = await readParts(knowledgeParts(7), ctx, weekEnd);
    const week = leadCapture({ leadFigures: leads, sessions: sessions.sessions });
    expect(headline('website-chatbot')).toEqual({ leads: week.leads });
  });

  fixture.loaderCases(
    'a client who does not own the workflow sees nothing of it, even asking for the owner’s rows',
    {
      'rag-chatbot': knowledgeLive,
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
