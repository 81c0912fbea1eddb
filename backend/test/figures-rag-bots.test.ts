/**
 * The knowledge bots' figures in SQL (migration 20261130210000_rag_answers.sql): 2,500 conversations of
 * one workflow with 15,000 messages over 71 days (past the old loaders' caps of 2,000 conversations and
 * 10,000 messages), runs of questions, a person's messages, unanswered questions and messages written in
 * the same instant among them. Read through supabase-js as the client, the `chat_answers` source, the
 * most asked and unanswered questions (rag_questions) and the citations per document
 * (rag_document_citations) equal what this test computes from all the rows the way the dashboards pair
 * a question with its answer (remotes/rag/src/common/exchanges.ts); another workflow's and another
 * client's rows never count, another client gets nothing, and a conversation deleted or moved takes its
 * answers' counts along. The figures of migration 20261201010100_rag_bot_figures.sql too: the latency
 * spread per Doha day and per model (rag_answer_spreads), the staff of a local chatbot (rag_staff_usage),
 * a website widget's pages and visitors (rag_pages, rag_visitors), over the same conversations given
 * names, pages, widget ids and ratings. On both engines.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const SLUG = 'rag-chatbot';
const SESSIONS = 2_500;
const DOCUMENTS = 30;
const DAY_MS = 86_400_000;
const PERIOD_DAYS = 30;
/** A document cited once and deleted since: never counted. */
const DELETED_DOCUMENT = '00000000-0000-4000-8000-00000000dead';

/** Five questions, each in spellings the dashboards count as one. */
const WORDINGS = [
  ['What is the leave policy?', 'what is the leave policy', 'WHAT is the leave-policy?!'],
  ['ما هي سياسة الإجازات؟', 'ما هي سياسة الاجازات'],
  ['Where is the Doha warehouse?', 'where is the doha warehouse'],
  ['كم رسوم الشحن؟'],
  ['How do I claim expenses?', 'how do i claim expenses'],
];

/**
 * Conversations of `$3` started every 41 minutes before $2; each has 6 messages in a role pattern of
 * its own (runs of questions, a person's message, questions left without a reply), two by two in the
 * same instant. A reply falls back one time in five, else cites one or two documents of `$4` (and now
 * and then the deleted one).
 */
const seedSql = (count: number) => `
  with s as (
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
    select $1, $3, 'resolved', 'website', $2::timestamptz - i * interval '41 minutes' - interval '7 seconds'
    from generate_series(1, ${count}) as i
    returning id, started_at)
  insert into public.chat_messages (session_id, user_id, role, content, latency_ms, model, fallback, cited_document_ids, created_at)
  select s.id, $1, x.role,
         case when x.role = 'customer'
              then ($5::jsonb -> ((h + j) % 5)) ->> ((h / 5 + j) % jsonb_array_length($5::jsonb -> ((h + j) % 5)))
              else 'Reply ' || j end,
         case when x.role = 'assistant' then (h * 7 + j * 131) % 20000 end,
         case when x.role = 'assistant' then (array['gpt-4o', 'llama3', 'jais'])[1 + (h + j) % 3] end,
         x.role = 'assistant' and (h + j) % 5 = 0,
         case when x.role <> 'assistant' or (h + j) % 5 = 0 then '{}'::uuid[]
              when h % 7 = 0 then array[($4::uuid[])[1 + (h + j) % ${DOCUMENTS}], '${DELETED_DOCUMENT}'::uuid]
              when h % 3 = 0 then array[($4::uuid[])[1 + (h + j) % ${DOCUMENTS}], ($4::uuid[])[1 + (h * j) % ${DOCUMENTS}]]
              else array[($4::uuid[])[1 + (h + j) % ${DOCUMENTS}]] end,
         s.started_at + (j / 2) * interval '90 seconds'
  from s
  cross join lateral (select (abs(hashtext(s.id::text)::bigint) % 1000003)::int as h) k
  cross join generate_series(1, 6) as j
  cross join lateral (select (array['customer','assistant','agent','customer','assistant','customer','customer','assistant'])[1 + (j + h) % 8] as role) x`;

interface Message {
  id: string;
  session_id: string;
  role: string;
  question_key: string | null;
  fallback: boolean;
  model: string | null;
  latency_ms: number | null;
  cited: string[];
  at: number;
}

/** [from, to) of the current (back 0) or previous (back 1) period ending at AS_OF. */
const windowOf = (back: number) => {
  const to = Date.parse(AS_OF) - back * PERIOD_DAYS * DAY_MS;
  return { from: to - PERIOD_DAYS * DAY_MS, to };
};
const inWindow = (at: number, back: number) => at >= windowOf(back).from && at < windowOf(back).to;

/** The kit's percentile(): linear interpolation between the two nearest ranks. */
function percentile(values: readonly number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.min(low + 1, sorted.length - 1);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}

/** The Doha day (UTC+3) of a moment, YYYY-MM-DD. */
const dohaDay = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);

/** A widget URL's page as the website chatbot reads it (remotes/rag/src/website-chatbot/data.ts). */
function pageOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname}`;
  } catch {
    return url;
  }
}

/**
 * Names, pages, widget ids and ratings for the conversations of `$1`'s workflow `$2`, by a hash of their
 * id: staff names (some left empty), URLs of one page spelled several ways, bare paths, no page; widget
 * ids shared by several conversations (and none); ratings 1 to 5 (and none).
 */
const describeSessionsSql = `
  update public.chat_sessions s set
    customer_name = case when k.h % 5 = 0 then null when k.h % 11 = 0 then ''
                         else (array['Amna', 'Hassan', 'Fatima', 'Omar Q', 'ريم'])[1 + (k.h / 7) % 5] end,
    page_url = case when k.h % 9 = 0 then null
                    else (array['https://Shop.example.qa/', 'https://shop.example.qa', 'https://shop.example.qa/services?utm=x',
                                'https://shop.example.qa/ar/services#top', '/contact', 'https://shop.example.qa/ar/'])[1 + k.h % 6] end,
    visitor_id = case when k.h % 4 = 0 then null else 'v' || (k.h % 700) end,
    satisfaction = case when k.h % 3 = 0 then null else 1 + k.h % 5 end
  from (select id, (abs(hashtext(id::text || '/describe')::bigint) % 1000003)::int as h from public.chat_sessions) k
  where k.id = s.id and s.user_id = $1 and s.workflow_slug = $2`;

interface Session {
  id: string;
  name: string | null;
  page_url: string | null;
  visitor_id: string | null;
  satisfaction: number | null;
  at: number;
}

/** The dashboards' toExchanges: each question with the first bot reply before the next question. */
function exchanges(messages: readonly Message[]) {
  const threads = new Map<string, Message[]>();
  for (const m of messages) threads.set(m.session_id, [...(threads.get(m.session_id) ?? []), m]);
  const list: { question: Message; answer: Message | null }[] = [];
  for (const thread of threads.values()) {
    thread.sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at - b.at));
    let open: { question: Message; answer: Message | null } | null = null;
    for (const m of thread) {
      if (m.role === 'customer') {
        open = { question: m, answer: null };
        list.push(open);
      } else if (m.role === 'assistant' && open && open.answer === null) open.answer = m;
    }
  }
  return list;
}

describe.each(testEngines())('knowledge bot answers, questions and citations on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;
  let messages: Message[];
  let sessions: Session[];
  let documents: { id: string; title: string }[];

  const rpc = async <T>(who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    expect(error).toBeNull();
    return (data ?? []) as T[];
  };

  const readMessages = async () => {
    const read = await stack.db.query<Message & { at: string | number }>(
      `select m.id::text as id, m.session_id::text as session_id, m.role, m.question_key, m.fallback, m.model,
              m.latency_ms, m.cited_document_ids::text[] as cited, (extract(epoch from m.created_at) * 1000)::float8 as at
       from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
       where s.user_id = $1 and s.workflow_slug = $2`,
      [sara.id, SLUG],
    );
    return read.rows.map((m) => ({ ...m, at: Number(m.at) }));
  };

  const readSessions = async () => {
    const read = await stack.db.query<Session & { at: string | number }>(
      `select s.id::text as id, s.customer_name as name, s.page_url, s.visitor_id, s.satisfaction,
              (extract(epoch from s.started_at) * 1000)::float8 as at
       from public.chat_sessions s where s.user_id = $1 and s.workflow_slug = $2`,
      [sara.id, SLUG],
    );
    return read.rows.map((r) => ({ ...r, at: Number(r.at) }));
  };

  /** The current period's exchanges per conversation: questions, answered, fallbacks. */
  const exchangesPerSession = () => {
    const per = new Map<string, { questions: number; answered: number; fallbacks: number }>();
    for (const x of exchanges(messages)) {
      if (!inWindow(x.question.at, 0)) continue;
      const entry = per.get(x.question.session_id) ?? { questions: 0, answered: 0, fallbacks: 0 };
      entry.questions += 1;
      if (x.answer && !x.answer.fallback) entry.answered += 1;
      if (x.answer?.fallback) entry.fallbacks += 1;
      per.set(x.question.session_id, entry);
    }
    return per;
  };

  /** The `chat_answers` lines of a period as the test counts them: per status and model. */
  const answerLines = (list: readonly Message[], back: number) => {
    const lines = new Map<string, { rows: number; value: number; score: number }>();
    for (const m of list) {
      if (m.role !== 'assistant' || !inWindow(m.at, back)) continue;
      const key = `${m.fallback ? 'fallback' : 'answered'}|${m.model ?? ''}`;
      const line = lines.get(key) ?? { rows: 0, value: 0, score: 0 };
      line.rows += 1;
      line.value += m.latency_ms ?? 0;
      line.score += m.cited.length;
      lines.set(key, line);
    }
    return Object.fromEntries([...lines].sort(([a], [b]) => a.localeCompare(b)));
  };

  const readAnswerLines = async (who: SupabaseClient, userId: string, back: number) => {
    const lines = await rpc<{
      period: string;
      status: string;
      kind: string;
      rows: unknown;
      value_sum: unknown;
      score_sum: unknown;
    }>(who, 'dashboard_figures', {
      p_source: 'chat_answers',
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_user_id: userId,
    });
    const period = back === 0 ? 'current' : 'previous';
    return Object.fromEntries(
      lines
        .filter((l) => l.period === period)
        .map((l) => [
          `${l.status}|${l.kind}`,
          { rows: Number(l.rows), value: Number(l.value_sum), score: Number(l.score_sum) },
        ])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    const docs = await stack.db.query<{ id: string; title: string }>(
      `insert into public.documents (user_id, workflow_slug, title, status)
       select $1, $2, 'Document ' || lpad(i::text, 2, '0'), 'indexed' from generate_series(1, ${DOCUMENTS}) as i
       returning id::text as id, title`,
      [sara.id, SLUG],
    );
    documents = docs.rows;
    const ids = documents.map((d) => d.id);
    const wordings = JSON.stringify(WORDINGS);
    await stack.db.query(seedSql(SESSIONS), [sara.id, AS_OF, SLUG, ids, wordings]);
    // Messages that must never count: Sara's other workflow, another client's same workflow.
    await stack.db.query(seedSql(300), [sara.id, AS_OF, 'local-rag', ids, wordings]);
    await stack.db.query(seedSql(300), [omar.id, AS_OF, SLUG, ids, wordings]);
    for (const [who, slug] of [
      [sara.id, SLUG],
      [sara.id, 'local-rag'],
      [omar.id, SLUG],
    ])
      await stack.db.query(describeSessionsSql, [who, slug]);
    messages = await readMessages();
    sessions = await readSessions();
    await stack.db.query('analyze public.chat_messages, public.chat_sessions');
    // PGlite blocked the event loop while seeding: idle sockets close before the next request.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await sara.signIn();
    await omar.signIn();
  }, 900_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('seeds more conversations and messages than the old loaders read, every kind of exchange among them', () => {
    expect(new Set(messages.map((m) => m.session_id)).size).toBe(SESSIONS);
    expect(messages.length).toBe(SESSIONS * 6);
    const current = exchanges(messages).filter((x) => inWindow(x.question.at, 0));
    expect(current.length).toBeGreaterThan(3_000);
    expect(current.some((x) => x.answer === null)).toBe(true);
    expect(current.some((x) => x.answer?.fallback)).toBe(true);
    expect(
      messages.some((m, i) =>
        messages.some((n, j) => i !== j && n.session_id === m.session_id && n.at === m.at),
      ),
    ).toBe(true);
  });

  it('keys a customer message by its wording and leaves the other roles without a key', () => {
    for (const m of messages) {
      if (m.role === 'customer') expect(m.question_key).not.toBeNull();
      else expect(m.question_key).toBeNull();
    }
    expect(new Set(messages.flatMap((m) => (m.question_key ? [m.question_key] : []))).size).toBe(
      WORDINGS.length,
    );
  });

  it('counts every reply of both periods by outcome and model with its latency and citations', async () => {
    for (const back of [0, 1])
      expect(await readAnswerLines(sara.client, sara.id, back)).toEqual(answerLines(messages, back));
    expect(Object.keys(answerLines(messages, 0))).toHaveLength(6);
  });

  it('ranks the period’s questions by their wording with how their exchanges went', async () => {
    const current = exchanges(messages).filter((x) => inWindow(x.question.at, 0));
    const groups = new Map<string, { asked: number; answered: number; fallback: number; latest: number }>();
    for (const x of current) {
      const key = x.question.question_key as string;
      const g = groups.get(key) ?? { asked: 0, answered: 0, fallback: 0, latest: 0 };
      g.asked += 1;
      if (x.answer && !x.answer.fallback) g.answered += 1;
      if (x.answer?.fallback) g.fallback += 1;
      g.latest = Math.max(g.latest, x.question.at);
      groups.set(key, g);
    }
    const lines = await rpc<Record<string, unknown>>(sara.client, 'rag_questions', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_limit: 100,
      p_user_id: sara.id,
    });
    expect(lines).toHaveLength(WORDINGS.length);
    for (const line of lines) {
      const g = groups.get(line.question_key as string);
      expect(g, String(line.question_key)).toBeDefined();
      expect({
        asked: Number(line.asked),
        answered: Number(line.answered),
        fallback: Number(line.fallback),
        latest: Date.parse(String(line.latest_at)),
        total: Number(line.total_groups),
      }).toEqual({ ...g, total: WORDINGS.length });
    }
    expect(lines.map((l) => Number(l.asked))).toEqual(
      lines.map((l) => Number(l.asked)).sort((a, b) => b - a),
    );
    // The unanswered ones: each question's fallbacks alone.
    const unanswered = await rpc<Record<string, unknown>>(sara.client, 'rag_questions', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_limit: 2,
      p_outcome: 'fallback',
      p_user_id: sara.id,
    });
    const byFallbacks = [...groups]
      .filter(([, g]) => g.fallback > 0)
      .sort(([, a], [, b]) => b.fallback - a.fallback);
    expect(unanswered).toHaveLength(2);
    expect(Number(unanswered[0]?.asked)).toBe(byFallbacks[0]?.[1].fallback);
    expect(Number(unanswered[0]?.answered)).toBe(0);
    expect(Number(unanswered[0]?.total_groups)).toBe(byFallbacks.length);
  });

  it('counts the citations of every document by the period’s replies, deleted documents left out', async () => {
    const counts = new Map<string, { citations: number; last: number }>();
    for (const m of messages) {
      if (m.role !== 'assistant' || !inWindow(m.at, 0)) continue;
      for (const id of m.cited) {
        const c = counts.get(id) ?? { citations: 0, last: 0 };
        c.citations += 1;
        c.last = Math.max(c.last, m.at);
        counts.set(id, c);
      }
    }
    expect(counts.has(DELETED_DOCUMENT)).toBe(true);
    const expected = documents
      .filter((d) => counts.has(d.id))
      .map((d) => ({
        id: d.id,
        title: d.title,
        ...(counts.get(d.id) as { citations: number; last: number }),
      }))
      .sort((a, b) => b.citations - a.citations || a.title.localeCompare(b.title));
    const lines = await rpc<Record<string, unknown>>(sara.client, 'rag_document_citations', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_limit: 1000,
      p_user_id: sara.id,
    });
    expect(
      lines.map((l) => ({
        id: l.document_id,
        title: l.title,
        citations: Number(l.citations),
        last: Date.parse(String(l.last_cited_at)),
      })),
    ).toEqual(expected);
    expect(Number(lines[0]?.total_documents)).toBe(expected.length);
  });

  it('spreads the latency of the period’s replies per Doha day and per model', async () => {
    const replies = messages.filter((m) => m.role === 'assistant' && inWindow(m.at, 0));
    for (const by of ['day', 'model'] as const) {
      const groups = new Map<string, Message[]>();
      for (const m of replies) {
        const key = by === 'day' ? dohaDay(m.at) : (m.model ?? '');
        groups.set(key, [...(groups.get(key) ?? []), m]);
      }
      const lines = await rpc<Record<string, unknown>>(sara.client, 'rag_answer_spreads', {
        p_workflow_slug: SLUG,
        p_by: by,
        p_as_of: AS_OF,
        p_user_id: sara.id,
      });
      expect(lines.map((l) => l.grp)).toEqual([...groups.keys()].sort());
      for (const line of lines) {
        const list = groups.get(String(line.grp)) ?? [];
        const times = list.flatMap((m) => (m.latency_ms === null ? [] : [m.latency_ms]));
        expect([Number(line.replies), Number(line.fallbacks), Number(line.timed)]).toEqual([
          list.length,
          list.filter((m) => m.fallback).length,
          times.length,
        ]);
        const [p50, p95] = line.percentiles as number[];
        expect(p50).toBeCloseTo(percentile(times, 0.5) as number, 6);
        expect(p95).toBeCloseTo(percentile(times, 0.95) as number, 6);
      }
      if (by === 'day')
        expect(lines.length).toBe(31); // the period cuts its first and last Doha day
      else expect(lines.map((l) => l.grp)).toEqual(['gpt-4o', 'jais', 'llama3']);
    }
  });

  it('groups the period’s named conversations by staff member with their questions and fallbacks', async () => {
    const per = exchangesPerSession();
    const staff = new Map<
      string,
      { conversations: number; questions: number; fallbacks: number; last: number }
    >();
    for (const s of sessions) {
      if (!s.name || !inWindow(s.at, 0)) continue;
      const entry = staff.get(s.name) ?? { conversations: 0, questions: 0, fallbacks: 0, last: 0 };
      entry.conversations += 1;
      entry.questions += per.get(s.id)?.questions ?? 0;
      entry.fallbacks += per.get(s.id)?.fallbacks ?? 0;
      entry.last = Math.max(entry.last, s.at);
      staff.set(s.name, entry);
    }
    const lines = await rpc<Record<string, unknown>>(sara.client, 'rag_staff_usage', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_user_id: sara.id,
    });
    expect(lines).toHaveLength(staff.size);
    expect(staff.size).toBe(5);
    for (const line of lines)
      expect({
        conversations: Number(line.conversations),
        questions: Number(line.questions),
        fallbacks: Number(line.fallbacks),
        last: Date.parse(String(line.last_seen_at)),
      }).toEqual(staff.get(String(line.name)));
    expect(lines.map((l) => Number(l.questions))).toEqual(
      lines.map((l) => Number(l.questions)).sort((a, b) => b - a),
    );
    expect(Number(lines[0]?.total_staff)).toBe(staff.size);
  });

  it('reads the widget’s pages and visitors of the period as the website dashboard reads them', async () => {
    const per = exchangesPerSession();
    const current = sessions.filter((s) => inWindow(s.at, 0));
    const visitorOf = (s: Session) => s.visitor_id ?? s.id;
    const pages = new Map<string, Session[]>();
    for (const s of current) {
      const page = pageOf(s.page_url);
      if (page !== null) pages.set(page, [...(pages.get(page) ?? []), s]);
    }
    const lines = await rpc<Record<string, unknown>>(sara.client, 'rag_pages', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_user_id: sara.id,
    });
    expect(lines.map((l) => l.page).sort()).toEqual([...pages.keys()].sort());
    expect([...pages.keys()].sort()).toEqual([
      '/contact',
      'shop.example.qa/',
      'shop.example.qa/ar/',
      'shop.example.qa/ar/services',
      'shop.example.qa/services',
    ]);
    for (const line of lines) {
      const list = pages.get(String(line.page)) ?? [];
      const sum = (field: 'questions' | 'answered' | 'fallbacks') =>
        list.reduce((n, s) => n + (per.get(s.id)?.[field] ?? 0), 0);
      const ratings = list.flatMap((s) => (s.satisfaction === null ? [] : [s.satisfaction]));
      expect({
        conversations: Number(line.conversations),
        visitors: Number(line.visitors),
        questions: Number(line.questions),
        answered: Number(line.answered),
        fallbacks: Number(line.fallbacks),
        rated: Number(line.rated),
        total: Number(line.total_pages),
      }).toEqual({
        conversations: list.length,
        visitors: new Set(list.map(visitorOf)).size,
        questions: sum('questions'),
        answered: sum('answered'),
        fallbacks: sum('fallbacks'),
        rated: ratings.length,
        total: pages.size,
      });
      if (ratings.length === 0) expect(line.satisfaction).toBeNull();
      else
        expect(Number(line.satisfaction)).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 9);
    }
    const perVisitor = new Map<string, number>();
    for (const s of current) perVisitor.set(visitorOf(s), (perVisitor.get(visitorOf(s)) ?? 0) + 1);
    const [visitors] = await rpc<Record<string, unknown>>(sara.client, 'rag_visitors', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_user_id: sara.id,
    });
    expect({
      conversations: Number(visitors?.conversations),
      visitors: Number(visitors?.visitors),
      returning: Number(visitors?.returning_visitors),
      withFallback: Number(visitors?.with_fallback),
    }).toEqual({
      conversations: current.length,
      visitors: perVisitor.size,
      returning: [...perVisitor.values()].filter((n) => n > 1).length,
      withFallback: current.filter((s) => (per.get(s.id)?.fallbacks ?? 0) > 0).length,
    });
    expect(perVisitor.size).toBeLessThan(current.length);
    expect(lines.some((l) => l.satisfaction === null)).toBe(true);
  });

  it('tells another client nothing of them', async () => {
    const args = { p_workflow_slug: SLUG, p_as_of: AS_OF, p_user_id: sara.id };
    expect(await rpc(omar.client, 'rag_questions', args)).toEqual([]);
    expect(await rpc(omar.client, 'rag_document_citations', args)).toEqual([]);
    expect(await rpc(omar.client, 'dashboard_figures', { ...args, p_source: 'chat_answers' })).toEqual([]);
    for (const fn of ['rag_answer_spreads', 'rag_staff_usage', 'rag_pages', 'rag_visitors'])
      expect(await rpc(omar.client, fn, args), fn).toEqual([]);
    // Omar's own conversations cite Sara's documents' ids: his citations name none of them.
    expect(await rpc(omar.client, 'rag_document_citations', { ...args, p_user_id: omar.id })).toEqual([]);
  });

  it('takes a conversation’s answers along when it is moved to another workflow or deleted', async () => {
    const counted = (list: readonly Message[]) => answerLines(list, 0);
    const { rows } = await stack.db.query<{ id: string }>(
      `select s.id::text as id from public.chat_sessions s
       where s.user_id = $1 and s.workflow_slug = $2 and s.started_at >= $3::timestamptz - interval '2 days'
       order by s.started_at limit 3`,
      [sara.id, SLUG, AS_OF],
    );
    const [moved, deleted] = [rows[0]?.id as string, rows[1]?.id as string];
    await stack.db.query(`update public.chat_sessions set workflow_slug = 'local-rag' where id = $1`, [
      moved,
    ]);
    await stack.db.query('delete from public.chat_sessions where id = $1', [deleted]);
    const left = messages.filter((m) => m.session_id !== moved && m.session_id !== deleted);
    expect(counted(left)).not.toEqual(counted(messages));
    expect(await readAnswerLines(sara.client, sara.id, 0)).toEqual(counted(left));
    expect(await readMessages()).toHaveLength(left.length);
  });
});
