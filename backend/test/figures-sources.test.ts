/**
 * Every dashboard's table is a source of the dashboard figures (migrations 20261129400000 and
 * 20261129400100): for each source, 12,000 rows over 60 days (6,000 in each period, past every old
 * loader cap: 2,000 to 5,000 rows), the figures read through supabase-js as the client equal SQL
 * counts of the rows (figures-expected.ts), with "as of" in the middle of a Doha day, at Doha midnight
 * and on a whole hour. So do the consecutive periods, the spreads (median, p95, bands), the top groups
 * and the ages; after updates that move rows to another client, workflow or moment, deletes, a
 * TRUNCATE and a conversation moved to another workflow; and another client gets nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, connect, type FiguresAccount } from './figures-accounts.ts';
import { expectedPeriodsSql, expectedSql, FACTS, type Figure, normalized } from './figures-expected.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = ['2026-11-20T10:17:23.456Z', '2026-11-20T21:00:00.000Z', '2026-11-20T07:00:00.000Z'];
const ROWS = 12_000;

/**
 * Rows numbered i = 1..ROWS at $2 - i × 432 s - 1 ms (60 days), plus 0 and a row exactly 30 days
 * before $2 (i = 6,000 without the millisecond): `t` is the row's moment, `i` its number.
 */
const series = `(select i, $2::timestamptz - i * interval '432 seconds' - case when i in (0, 6000) then interval '0' else interval '1 millisecond' end as t
                 from generate_series(0, ${ROWS}) as i) s`;

/** Per table: its workflow and rows of varied statuses, kinds, values and second moments. */
const SEEDS: { table: string; slug: string; sql: string; sources: string[] }[] = [
  {
    table: 'leads',
    slug: 'lead-generation',
    sources: ['leads'],
    sql: `insert into public.leads (user_id, workflow_slug, full_name, source, status, score, estimated_value_qar, created_at)
          select $1, 'lead-generation', 'Lead ' || i, (array['website','whatsapp','linkedin','google_maps','referral'])[1 + i % 5],
                 (array['new','contacted','qualified','proposal','won','lost'])[1 + i % 6], i % 101,
                 case when i % 7 = 0 then null else (i % 50) * 100.25 end, t from ${series}`,
  },
  {
    table: 'invoices',
    slug: 'invoice-collection',
    sources: ['invoices', 'invoices_paid', 'invoices_due'],
    sql: `insert into public.invoices (user_id, workflow_slug, invoice_number, customer_name, amount_qar, status, issued_on, due_on, paid_at, reminders_sent)
          select $1, 'invoice-collection', 'INV-' || i, 'Customer ' || i % 40, 100 + (i % 900) * 1.5, st,
                 (t at time zone 'Asia/Qatar')::date, (t at time zone 'Asia/Qatar')::date + i % 60,
                 case when st = 'paid' then t + (i % 40) * interval '1 day' end, i % 4
          from ${series}, lateral (select (array['draft','sent','overdue','paid','cancelled'])[1 + i % 5] as st) x`,
  },
  {
    table: 'emails',
    slug: 'gmail-auto-responder',
    sources: ['emails', 'emails_labelled'],
    sql: `insert into public.emails (user_id, workflow_slug, direction, from_address, to_address, subject, status, received_at,
                                     response_time_seconds, action_items, label, original_label, labelled_at)
          select $1, 'gmail-auto-responder', case when i % 4 = 0 then 'outbound' else 'inbound' end, 'a@x.qa', 'b@x.qa', 'S ' || i,
                 (array['received','auto_replied','replied','drafted','sent','opened','bounced','archived'])[1 + i % 8], t,
                 case when i % 3 = 0 then null else i % 500 end,
                 case when i % 4 = 1 then array['call back', 'send a quote'] else '{}' end,
                 case when i % 5 = 0 then null else 'label ' || i % 7 end,
                 case when i % 9 = 0 then 'label ' || i % 3 end,
                 case when i % 5 <> 0 or i % 9 = 0 then t + (i % 90) * interval '1 minute' end
          from ${series}`,
  },
  {
    table: 'job_applications',
    slug: 'job-application',
    sources: ['job_applications'],
    sql: `insert into public.job_applications (user_id, workflow_slug, candidate_name, job_title, source, stage, score, applied_at, screened_at)
          select $1, 'job-application', 'Candidate ' || i, 'Job ' || i % 9,
                 (array['website','linkedin','referral','email','job_board','whatsapp','other'])[1 + i % 7], st,
                 case when i % 4 = 0 then null else i % 101 end, t,
                 case when st <> 'received' and i % 5 <> 0 then t + (i % 200) * interval '1 minute' end
          from ${series}, lateral (select (array['received','screening','interview','offer','hired','rejected'])[1 + i % 6] as st) x`,
  },
  {
    table: 'hr_requests',
    slug: 'hr-service',
    sources: ['hr_requests', 'hr_requests_resolved'],
    sql: `insert into public.hr_requests (user_id, workflow_slug, employee_name, request_type, status, channel, answered_by_assistant, resolved_at, created_at)
          select $1, 'hr-service', 'Employee ' || i, (array['leave','payslip','certificate','policy_question','expense','other'])[1 + i % 6],
                 st, (array['whatsapp','email','portal'])[1 + i % 3], st = 'resolved' and i % 2 = 0,
                 case when st in ('resolved', 'rejected') then t + (i % 300) * interval '1 minute' end, t
          from ${series}, lateral (select (array['open','in_progress','resolved','rejected'])[1 + i % 4] as st) x`,
  },
  {
    table: 'onboardings',
    slug: 'client-onboarding',
    sources: ['onboardings', 'onboardings_completed'],
    sql: `insert into public.onboardings (user_id, workflow_slug, client_name, stage, progress, started_at, completed_at)
          select $1, 'client-onboarding', 'Client ' || i, st, i % 101, t,
                 case when st = 'completed' then t + (i % 50) * interval '1 hour' end
          from ${series}, lateral (select (array['welcome','documents','kickoff','setup','completed'])[1 + i % 5] as st) x`,
  },
  {
    table: 'orders',
    slug: 'whatsapp-sales',
    sources: ['orders', 'orders_paid'],
    sql: `insert into public.orders (user_id, workflow_slug, order_number, customer_name, items, total_qar, status, channel, paid_at, created_at)
          select $1, 'whatsapp-sales', 'O-' || i, 'Customer ' || i % 30,
                 case i % 3 when 0 then '[]'::jsonb when 1 then '[{"sku":"a"}]'::jsonb else '[{"sku":"a"},{"sku":"b"}]'::jsonb end,
                 (i % 700) * 1.25, (array['pending','confirmed','shipped','delivered','cancelled'])[1 + i % 5],
                 (array['whatsapp','website','instagram','phone'])[1 + i % 4],
                 case when i % 2 = 0 then t + interval '2 hours' end, t
          from ${series}`,
  },
  {
    table: 'deals',
    slug: 'odoo-sales',
    sources: ['deals', 'deals_closed'],
    sql: `insert into public.deals (user_id, workflow_slug, title, customer_name, value_qar, stage, probability, closed_at, created_at)
          select $1, 'odoo-sales', 'Deal ' || i, 'Customer ' || i % 30, (i % 900) * 10.5, st, i % 101,
                 case when st in ('won', 'lost') then t + (i % 20) * interval '1 day' end, t
          from ${series}, lateral (select (array['prospect','qualified','proposal','negotiation','won','lost'])[1 + i % 6] as st) x`,
  },
  {
    table: 'social_posts',
    slug: 'social-media-content',
    sources: ['social_posts', 'social_posts_published'],
    sql: `insert into public.social_posts (user_id, workflow_slug, platform, content, status, published_at, impressions, likes, comments, shares, created_at)
          select $1, 'social-media-content', (array['instagram','facebook','linkedin','x','tiktok'])[1 + i % 5], 'Post ' || i, st,
                 case when st = 'published' then t + interval '3 hours' end, i % 1000, i % 50, i % 7, i % 5, t
          from ${series}, lateral (select (array['draft','scheduled','published','failed'])[1 + i % 4] as st) x`,
  },
  {
    table: 'documents',
    slug: 'local-rag',
    sources: ['documents'],
    sql: `insert into public.documents (user_id, workflow_slug, title, source_type, status, size_bytes, chunk_count, created_at)
          select $1, 'local-rag', 'Document ' || i, (array['pdf','docx','xlsx','txt','url','faq','database'])[1 + i % 7],
                 (array['processing','indexed','failed'])[1 + i % 3], i * 100, i % 40, t
          from ${series}`,
  },
  {
    table: 'dietitian_messages',
    slug: 'whatsapp-dietitian',
    sources: ['dietitian_messages'],
    sql: `insert into public.dietitian_messages (user_id, workflow_slug, client_name, client_phone, kind, sent_at, answered_at, adherence_pct)
          select $1, 'whatsapp-dietitian', 'Client ' || i % 40, '+974' || (5000000 + i % 40), k, t, a,
                 case when k = 'check_in' and a is not null then i % 101 end
          from ${series}, lateral (select (array['meal_plan','check_in','reminder'])[1 + i % 3] as k,
                                          case when i % 4 <> 0 then t + (i % 600) * interval '1 minute' end as a) x`,
  },
  {
    table: 'database_queries',
    slug: 'database-chat',
    sources: ['database_queries'],
    sql: `insert into public.database_queries (user_id, workflow_slug, question, language, status, error, row_count, duration_ms, created_at)
          select $1, 'database-chat', 'Question ' || i % 50, (array['en','ar'])[1 + i % 2],
                 case when i % 7 = 0 then 'failed' else 'succeeded' end, case when i % 7 = 0 then 'Error ' || i % 3 end,
                 i % 300, i % 5000, t
          from ${series}`,
  },
  {
    table: 'campaigns',
    slug: 'gmail-campaign',
    sources: ['campaigns'],
    sql: `insert into public.campaigns (user_id, workflow_slug, name, channel, status, sent_count, replied_count, created_at)
          select $1, 'gmail-campaign', 'Campaign ' || i, (array['email','whatsapp','linkedin','instagram','facebook','x','sms'])[1 + i % 7],
                 (array['draft','scheduled','active','paused','completed'])[1 + i % 5], i % 1000, i % 30, t
          from ${series}`,
  },
  {
    table: 'financial_reports',
    slug: 'financial-reports',
    sources: ['financial_reports'],
    sql: `insert into public.financial_reports (user_id, workflow_slug, title, report_type, period, period_start, period_end, revenue_qar, expenses_qar, status, generated_at)
          select $1, 'financial-reports', 'Report ' || i, (array['profit_and_loss','cash_flow'])[1 + i % 2], 'monthly',
                 date '2026-01-01', date '2026-01-31', (i % 1000) * 100, (i % 700) * 100, st,
                 case when st <> 'generating' then t end
          from ${series}, lateral (select (array['generating','ready','failed'])[1 + i % 3] as st) x`,
  },
];

const slugOf = (source: string) => SEEDS.find((s) => s.sources.includes(source))?.slug as string;

describe.each(testEngines())('dashboard figures of every source on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  const rpc = async <T>(who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    expect(error).toBeNull();
    return (data ?? []) as T[];
  };

  const figures = async (
    who: SupabaseClient,
    source: string,
    asOf: string,
    userId: string,
    slug = slugOf(source),
  ) =>
    normalized(
      await rpc<Figure>(who, 'dashboard_figures', {
        p_source: source,
        p_workflow_slug: slug,
        p_as_of: asOf,
        p_user_id: userId,
      }),
    );

  const expected = async (source: string, asOf: string, userId: string, slug = slugOf(source)) =>
    normalized(
      (await stack.db.query<Figure>(expectedSql(FACTS[source] as string), [userId, slug, asOf])).rows,
    );

  const expectExact = async (source: string, userId = sara.id, slug = slugOf(source)) => {
    for (const asOf of AS_OF)
      expect(
        await figures(userId === omar.id ? omar.client : sara.client, source, asOf, userId, slug),
        `${source} as of ${asOf}`,
      ).toEqual(await expected(source, asOf, userId, slug));
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    for (const seed of SEEDS) await stack.db.query(seed.sql, [sara.id, AS_OF[0]]);
    // Conversations with messages, for the move and delete cases.
    await stack.db.query(
      `with s as (
         insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
         select $1, 'whatsapp-chatbot', 'resolved', 'whatsapp', $2::timestamptz - i * interval '5 hours' from generate_series(1, 300) as i
         returning id, started_at)
       insert into public.chat_messages (session_id, user_id, role, content, created_at)
       select s.id, $1, (array['customer','assistant','agent'])[1 + j % 3], 'Message ' || j, s.started_at + j * interval '7 minutes'
       from s, generate_series(1, 12) as j`,
      [sara.id, AS_OF[0]],
    );
    await sara.signIn();
    await omar.signIn();
  }, 600_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const sources = SEEDS.flatMap((s) => s.sources);

  it.each(sources)('%s: both periods and the days equal SQL counts, past the old caps', async (source) => {
    await expectExact(source);
    if (FACTS[source]?.includes('is not null')) return; // a second moment: only some rows have it
    const answer = await figures(sara.client, source, AS_OF[0] as string, sara.id);
    const count = (period: string) =>
      answer.filter((f) => f.period === period).reduce((n, f) => n + f.rows, 0);
    // Row 0 is exactly as_of (out), rows 1..6,000 are in [as_of - 30 days, as_of) (row 6,000 exactly at its
    // start), 6,001..11,999 in the one before (row 12,000 is 1 ms before it).
    if (source.startsWith('invoices')) return; // dated by a Doha midday instead
    expect([count('current'), count('previous')]).toEqual([6000, 5999]);
  });

  it('chat sessions and messages equal SQL counts', async () => {
    await expectExact('chat_sessions', sara.id, 'whatsapp-chatbot');
    await expectExact('chat_messages', sara.id, 'whatsapp-chatbot');
  });

  it('consecutive periods (8 weeks, 3 months) equal SQL counts', async () => {
    for (const [source, days, count] of [
      ['emails', 7, 8],
      ['invoices_paid', 7, 6],
      ['deals_closed', 30, 3],
    ] as const) {
      const answer = await rpc<Figure & { period: number }>(sara.client, 'dashboard_periods', {
        p_source: source,
        p_workflow_slug: slugOf(source),
        p_as_of: AS_OF[0],
        p_days: days,
        p_count: count,
      });
      const { rows } = await stack.db.query<Figure>(expectedPeriodsSql(FACTS[source] as string), [
        sara.id,
        slugOf(source),
        AS_OF[0],
        days,
        count,
      ]);
      expect(normalized(answer.map((f) => ({ ...f, day: null })))).toEqual(normalized(rows));
    }
  });

  it('spreads: median, p95, mean and bands of a value equal SQL over the rows', async () => {
    for (const [source, measure, statuses, bounds] of [
      ['job_applications', 'value', null, [3_600_000, 7_200_000]],
      ['emails', 'value', ['auto_replied'], [30, 60, 300]],
      ['dietitian_messages', 'score', null, [50, 80]],
      ['hr_requests_resolved', 'value', ['resolved'], null],
    ] as const) {
      const answer = await rpc<Record<string, unknown>>(sara.client, 'dashboard_stats', {
        p_source: source,
        p_workflow_slug: slugOf(source),
        p_measure: measure,
        p_as_of: AS_OF[0],
        p_fractions: [0.5, 0.95],
        p_bounds: bounds,
        p_statuses: statuses,
      });
      // The values of each period, from SQL of this test; the spread computed here as the kit does.
      const { rows: values } = await stack.db.query<{ period: string; v: string }>(
        `with f as (select * from (${FACTS[source]}) x where at is not null and ($4::text[] is null or status = any ($4)))
         select case when at >= $3::timestamptz - interval '30 days' then 'current' else 'previous' end as period,
                (${measure})::numeric as v
         from f where at >= $3::timestamptz - interval '60 days' and at < $3::timestamptz and ${measure} is not null`,
        [sara.id, slugOf(source), AS_OF[0], statuses],
      );
      const rows = ['current', 'previous'].map((period) => {
        const v = values
          .filter((r) => r.period === period)
          .map((r) => Number(r.v))
          .sort((a, b) => a - b);
        const at = (p: number) => {
          const rank = p * (v.length - 1);
          const low = v[Math.floor(rank)] as number;
          return low + ((v[Math.ceil(rank)] as number) - low) * (rank - Math.floor(rank));
        };
        const sum = v.reduce((n, x) => n + x, 0);
        return {
          period,
          rows: v.length,
          mean: sum / v.length,
          min: v[0],
          max: v.at(-1),
          sum,
          percentiles: [at(0.5), at(0.95)],
          bands:
            bounds === null
              ? null
              : Array.from(
                  { length: bounds.length + 1 },
                  (_, band) =>
                    v.filter((x) => (bounds as readonly number[]).filter((b) => b <= x).length === band)
                      .length,
                ),
        } as Record<string, unknown>;
      });
      const shape = (r: Record<string, unknown>) => ({
        period: r.period,
        rows: Number(r.rows),
        mean: Math.round(Number(r.mean) * 1000) / 1000,
        min: Number(r.min),
        max: Number(r.max),
        sum: Math.round(Number(r.sum) * 1000) / 1000,
        percentiles: (r.percentiles as number[]).map((p) => Math.round(Number(p) * 1000) / 1000),
        bands: r.bands === null ? null : (r.bands as unknown[]).map(Number),
      });
      const sorted = (list: Record<string, unknown>[]) =>
        list.map(shape).sort((a, b) => String(a.period).localeCompare(String(b.period)));
      expect(sorted(answer), source).toEqual(sorted(rows));
      expect(Number(answer.find((r) => r.period === 'current')?.rows)).toBeGreaterThan(400);
    }
  });

  it('spreads of every source and measure equal, to the digit, each value read as numeric', async () => {
    // dashboard_stats aggregates an integer measure as it is (20261202020000): its answer must be the
    // text the numeric computation gives (mean's digits, sums, bands at fractional, negative and huge bounds).
    // Bounds an integer compares to rounded up (bigint), and with one past ±2^62 (compared as numeric).
    const boundSets = [
      [-1.5, 0, 2.5, 30, 3_600_000.5, 30],
      [-1.5, 0, 2.5, 30, 3_600_000.5, 1e19],
    ];
    const { rows: measures } = await stack.db.query<{ source: string; measure: string; sql: string }>(
      `select d.source, m.measure, m.sql, coalesce(d.kept_rows_sql, private.dashboard_rows_sql(d)) as rows_sql
       from private.dashboard_sources d
       cross join lateral (values ('value', d.value_sql), ('score', d.score_sql)) as m(measure, sql)
       where m.sql is not null order by 1, 2`,
    );
    let compared = 0;
    for (const m of measures as ((typeof measures)[number] & { rows_sql: string })[])
      for (const bounds of boundSets) {
        const slug = slugOf(m.source) ?? 'rag-chatbot';
        const { rows: answer } = await stack.db.query(
          `select period, rows::text, mean::text, min::text, max::text, sum::text, percentiles::text, bands::text
         from public.dashboard_stats($1, $2, $3, $4, 30, array[0.25, 0.5, 0.95], $5, null, $6) order by period`,
          [m.source, slug, m.measure, AS_OF[0], bounds, sara.id],
        );
        // The previous computation (20261202010000): each value cast to numeric, a band = bounds reached.
        const numeric = `with x as (select (${m.sql})::numeric as v ${m.rows_sql.replaceAll('$3', '$3::timestamptz').replaceAll('$4', '$4::timestamptz')})
         select count(x.v)::text as rows, avg(x.v)::text as mean, min(x.v)::text as min, max(x.v)::text as max, sum(x.v)::text as sum,
                (case when count(x.v) > 0 then percentile_cont(array[0.25, 0.5, 0.95]::double precision[]) within group (order by x.v::double precision) end)::text as percentiles,
                (select array_agg((select count(*) from x y where y.v is not null
                                   and (select count(*) from unnest($6::numeric[]) u where u <= y.v) = b.i) order by b.i)
                 from generate_series(0, cardinality($6::numeric[])) as b(i))::text as bands
         from x`;
        const day = 86_400_000;
        const asOf = Date.parse(AS_OF[0] as string);
        const expected = [];
        for (const [period, from, to] of [
          ['current', asOf - 30 * day, asOf],
          ['previous', asOf - 60 * day, asOf - 30 * day],
        ] as const) {
          const range = [new Date(from).toISOString(), new Date(to).toISOString()];
          const { rows } = await stack.db.query(numeric, [sara.id, slug, ...range, null, bounds]);
          expected.push({ period, ...rows[0] });
        }
        expect(answer, `${m.source} ${m.measure}`).toEqual(expected);
        if (Number((answer[0] as { rows: string }).rows) > 0) compared++;
      }
    expect(compared).toBeGreaterThan(10);
  });

  it('top groups of a period equal SQL, with the number of groups', async () => {
    for (const [source, group, limit] of [
      ['database_queries', 'question', 5],
      ['database_queries', 'error', 10],
      ['emails', 'label', 3],
      ['orders', 'customer_name', 10],
    ] as const) {
      const answer = await rpc<Record<string, unknown>>(sara.client, 'dashboard_top', {
        p_source: source,
        p_workflow_slug: slugOf(source),
        p_group: group,
        p_as_of: AS_OF[0],
        p_limit: limit,
      });
      const table = SEEDS.find((s) => s.sources.includes(source))?.table as string;
      const { rows } = await stack.db.query<Record<string, unknown>>(
        `with g as (select ${group}::text as grp, count(*) as rows from public.${table}
                    where user_id = $1 and workflow_slug = $2 and ${source === 'emails' ? 'received_at' : 'created_at'} >= $3::timestamptz - interval '30 days'
                      and ${source === 'emails' ? 'received_at' : 'created_at'} < $3::timestamptz group by 1)
         select grp, rows, count(*) over () as total_groups from g order by rows desc, grp nulls last limit $4`,
        [sara.id, slugOf(source), AS_OF[0], limit],
      );
      const shape = (r: Record<string, unknown>) => [r.grp, Number(r.rows), Number(r.total_groups)];
      expect(answer.map(shape), `${source} by ${group}`).toEqual(rows.map(shape));
    }
    // Not a column of the table: nothing (never SQL of the caller's).
    expect(
      await rpc(sara.client, 'dashboard_top', {
        p_source: 'orders',
        p_workflow_slug: 'whatsapp-sales',
        p_group: 'status) from pg_authid --',
        p_as_of: AS_OF[0],
      }),
    ).toEqual([]);
  });

  it('ages: outstanding invoices by days since issue and past their due day equal SQL', async () => {
    for (const [source, column, bounds] of [
      ['invoices', 'issued_on', [31, 61, 91]],
      ['invoices_due', 'due_on', [1]],
    ] as const) {
      const answer = await rpc<Record<string, unknown>>(sara.client, 'dashboard_ages', {
        p_source: source,
        p_workflow_slug: 'invoice-collection',
        p_statuses: ['sent', 'overdue'],
        p_bounds: bounds,
        p_as_of: AS_OF[0],
      });
      const { rows } = await stack.db.query<Record<string, unknown>>(
        `select (select count(*) from unnest($4::int[]) b where b <= ($3::timestamptz at time zone 'Asia/Qatar')::date - ${column}) as band,
                status, count(*) as rows, sum(amount_qar) as value_sum
         from public.invoices where user_id = $1 and workflow_slug = $2 and status in ('sent', 'overdue')
         group by 1, 2`,
        [sara.id, 'invoice-collection', AS_OF[0], bounds],
      );
      const shape = (r: Record<string, unknown>) =>
        `${r.band}|${r.status}|${Number(r.rows)}|${Number(r.value_sum).toFixed(2)}`;
      expect(answer.map(shape).sort(), source).toEqual(rows.map(shape).sort());
    }
  });

  it('rows moved to another client, workflow or moment, deleted or truncated move the figures exactly', async () => {
    await stack.db.query(
      `insert into public.client_workflows (user_id, workflow_slug) values ($1, 'hr-service')`,
      [omar.id],
    );
    // To another client, to another workflow, to another moment; then deletes.
    await stack.db.query(
      `update public.hr_requests set user_id = $2 where user_id = $1 and employee_name like 'Employee 1%'`,
      [sara.id, omar.id],
    );
    await stack.db.query(
      `update public.job_applications set workflow_slug = 'hr-service' where user_id = $1 and candidate_name like 'Candidate 2%'`,
      [sara.id],
    );
    await stack.db.query(
      `update public.emails set received_at = received_at - interval '17 days', labelled_at = labelled_at - interval '17 days' where subject like 'S 3%'`,
    );
    await stack.db.query(
      `update public.invoices set issued_on = issued_on + 20, due_on = due_on + 40 where invoice_number like 'INV-4%'`,
    );
    await stack.db.query(`delete from public.deals where title like 'Deal 5%'`);
    await expectExact('hr_requests');
    await expectExact('hr_requests_resolved');
    await expectExact('hr_requests', omar.id);
    await expectExact('job_applications');
    await expectExact('job_applications', sara.id, 'hr-service');
    await expectExact('emails');
    await expectExact('emails_labelled');
    for (const source of ['invoices', 'invoices_due', 'invoices_paid', 'deals', 'deals_closed'])
      await expectExact(source);
    // Omar reads his own; Sara's figures no longer hold the rows she gave away.
    const his = await figures(omar.client, 'hr_requests', AS_OF[0] as string, omar.id);
    expect(his.filter((f) => f.period === 'current').reduce((n, f) => n + f.rows, 0)).toBeGreaterThan(0);

    // A conversation moved to another workflow takes its messages along; a deleted one removes them.
    await stack.db.query(
      `update public.chat_sessions set workflow_slug = 'whatsapp-sales' where id in (select id from public.chat_sessions where user_id = $1 order by started_at limit 100)`,
      [sara.id],
    );
    await stack.db.query(
      `delete from public.chat_sessions where id in (select id from public.chat_sessions where user_id = $1 and workflow_slug = 'whatsapp-chatbot' limit 50)`,
      [sara.id],
    );
    await expectExact('chat_messages', sara.id, 'whatsapp-chatbot');
    await expectExact('chat_messages', sara.id, 'whatsapp-sales');

    // TRUNCATE leaves no figures; rows added after it count again.
    await stack.db.query('truncate public.orders');
    expect(await figures(sara.client, 'orders', AS_OF[0] as string, sara.id)).toEqual([]);
    await stack.db.query(String(SEEDS.find((s) => s.table === 'orders')?.sql).replace(`${ROWS}`, '500'), [
      sara.id,
      AS_OF[0],
    ]);
    await expectExact('orders');
    await expectExact('orders_paid');
  });

  it('another client gets nothing of this one from any function, and a visitor cannot call them', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['dashboard_figures', { p_source: 'emails', p_workflow_slug: 'gmail-auto-responder' }],
      ['dashboard_periods', { p_source: 'emails', p_workflow_slug: 'gmail-auto-responder' }],
      ['dashboard_stats', { p_source: 'emails', p_workflow_slug: 'gmail-auto-responder' }],
      ['dashboard_top', { p_source: 'emails', p_workflow_slug: 'gmail-auto-responder', p_group: 'label' }],
      [
        'dashboard_ages',
        { p_source: 'invoices', p_workflow_slug: 'invoice-collection', p_statuses: ['sent'], p_bounds: [30] },
      ],
    ];
    for (const [fn, args] of calls) {
      const own = await rpc(sara.client, fn, { ...args, p_as_of: AS_OF[0] });
      expect(own.length, fn).toBeGreaterThan(0);
      expect(await rpc(omar.client, fn, { ...args, p_as_of: AS_OF[0], p_user_id: sara.id }), fn).toEqual([]);
      const visitor = await connect(stack).rpc(fn, { ...args, p_as_of: AS_OF[0], p_user_id: sara.id });
      expect(visitor.error?.code, fn).toBe('42501');
    }
  });
});
