/**
 * Database chat's most asked questions in SQL (migration 20261130130000_rag_question_groups.sql): a
 * question's wording reduced as the dashboards reduce it (question_key), and the database_questions
 * source grouped by it through dashboard_top, for 3,000 questions over 60 days (1,499 in the current
 * period, the 1,500th exactly 1 ms before it), equal to SQL counts of the seeded groups; another client
 * gets nothing. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const ROWS = 3000;

/** Seven questions, each asked in several spellings that the dashboards count as one. */
const WORDINGS = [
  [
    'What were our top products this month?',
    'what were our top products this month',
    'WHAT were our top-products, this month!',
  ],
  ['ما هي أكثر المنتجات مبيعاً؟', 'ما هي اكثر المنتجات مبيعا', 'ما هى أكثر المنتجات مبيعًا ؟'],
  ['Sales by branch', 'sales  by branch.'],
  ['كم فاتورة مفتوحة لدينا؟', 'كم فاتوره مفتوحه لدينا'],
  ['Delete old orders'],
  ['Revenue per day (last week)', 'revenue per day last week'],
  ['Customers in Doha?'],
];

describe.each(testEngines())('database chat question groups on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    // Question i is group i % 7 in wording i % (its spellings), every 1,728 s over 60 days; every
    // fifth fails (no rows), the others return i % 40 rows.
    await stack.db.query(
      `insert into public.database_queries (user_id, workflow_slug, question, status, error, row_count, duration_ms, created_at)
       select $1, 'database-chat', ($3::jsonb -> (i % 7)) ->> ((i / 7) % jsonb_array_length($3::jsonb -> (i % 7))),
              case when i % 5 = 0 then 'failed' else 'succeeded' end, case when i % 5 = 0 then 'E' || i % 3 end,
              case when i % 5 = 0 then null else i % 40 end, i % 900, $2::timestamptz - i * interval '1728 seconds' - interval '1 ms'
       from generate_series(1, ${ROWS}) as i`,
      [sara.id, AS_OF, JSON.stringify(WORDINGS)],
    );
    await sara.signIn();
    await omar.signIn();
  }, 600_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('reduces every spelling of a question to one wording, Arabic letter variants and punctuation too', async () => {
    const { rows } = await stack.db.query<{ key: string; words: string[] }>(
      'select private.question_key(w) as key from unnest($1::text[]) as w',
      [WORDINGS.flat()],
    );
    const keys = rows.map((r) => r.key);
    let at = 0;
    for (const words of WORDINGS) {
      const own = keys.slice(at, at + words.length);
      at += words.length;
      expect(new Set(own).size, words.join(' | ')).toBe(1);
    }
    expect(keys[0]).toBe('what were our top products this month');
    expect(keys[3]).toBe('ما هي اكثر المنتجات مبيعا');
    expect(keys[8]).toBe('كم فاتوره مفتوحه لدينا');
    expect(new Set(keys).size).toBe(WORDINGS.length);
  });

  it('groups the period’s questions by their wording with how many ran and the rows they returned', async () => {
    const { data, error } = await sara.client.rpc('dashboard_top', {
      p_source: 'database_questions',
      p_workflow_slug: 'database-chat',
      p_group: 'question_key',
      p_as_of: AS_OF,
      p_limit: 100,
      p_user_id: sara.id,
    });
    expect(error).toBeNull();
    // The same groups counted from the seed's numbering, without the key: group = i % 7.
    const { rows: expected } = await stack.db.query<{ g: number; n: number; ok: number; returned: number }>(
      `select i % 7 as g, count(*)::int as n, count(*) filter (where i % 5 <> 0)::int as ok,
              coalesce(sum(case when i % 5 <> 0 then i % 40 end), 0)::int as returned
       from generate_series(1, ${ROWS}) as i
       where $1::timestamptz - i * interval '1728 seconds' - interval '1 ms' >= $1::timestamptz - interval '30 days'
       group by 1`,
      [AS_OF],
    );
    expect(expected.reduce((n, e) => n + e.n, 0)).toBe(1499);
    const { rows: keyed } = await stack.db.query<{ key: string }>(
      'select private.question_key(w) as key from unnest($1::text[]) with ordinality as u(w, n) order by n',
      [WORDINGS.map((words) => words[0])],
    );
    interface TopLine {
      grp: string;
      rows: number;
      value_sum: number;
      score_sum: number;
      total_groups: number;
    }
    const got = ((data ?? []) as TopLine[]).map((l) => ({
      key: l.grp,
      rows: Number(l.rows),
      ok: Number(l.score_sum),
      returned: Number(l.value_sum),
      total: Number(l.total_groups),
    }));
    expect(got).toHaveLength(WORDINGS.length);
    for (const e of expected) {
      const line = got.find((l) => l.key === keyed[e.g]?.key);
      expect(line, `group ${e.g}`).toEqual({
        key: keyed[e.g]?.key,
        rows: e.n,
        ok: e.ok,
        returned: e.returned,
        total: 7,
      });
    }
    expect(got.map((l) => l.rows)).toEqual([...got.map((l) => l.rows)].sort((a, b) => b - a));
  });

  it('counts the questions of both periods like database_queries, and tells another client nothing', async () => {
    const read = async (source: string, who = sara, userId = sara.id) => {
      const { data, error } = await who.client.rpc('dashboard_figures', {
        p_source: source,
        p_workflow_slug: 'database-chat',
        p_as_of: AS_OF,
        p_user_id: userId,
      });
      expect(error).toBeNull();
      return (data ?? []) as { period: string; rows: unknown }[];
    };
    const sum = (lines: { period: string; rows: unknown }[], period: string) =>
      lines.filter((l) => l.period === period).reduce((n, l) => n + Number(l.rows), 0);
    const questions = await read('database_questions');
    const queries = await read('database_queries');
    for (const period of ['current', 'previous']) expect(sum(questions, period)).toBe(sum(queries, period));
    expect(sum(questions, 'current')).toBe(1499);
    expect(await read('database_questions', omar, sara.id)).toEqual([]);
  });
});
