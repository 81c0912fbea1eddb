/**
 * The hr family's own figures (migration 20261130140000_hr_dashboard_figures.sql) on both engines:
 * the stalled onboarding journeys and the open positions, read through supabase-js as the client,
 * equal SQL counts of 5,000 rows each (past the old loaders' caps of 2,000 and 3,000 rows); another
 * client gets nothing, a visitor cannot call them, and bad arguments answer nothing, not an error.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, connect, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const ROWS = 5_000;
const STAGES = ['welcome', 'documents', 'kickoff', 'setup', 'completed'];
const PIPELINE = ['received', 'screening', 'interview', 'offer', 'hired', 'rejected'];

describe.each(testEngines())('the hr figures on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  const rpc = async <T>(who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    expect(error).toBeNull();
    return data as T;
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'hr-sara');
    omar = await account(stack, 'hr-omar');
    // Journeys updated every 2.5 hours back over 520 days (some after as-of), a fifth completed.
    await stack.db.query(
      `insert into public.onboardings (user_id, workflow_slug, client_name, stage, progress, started_at, updated_at, completed_at, steps)
       select $1, 'client-onboarding', 'Client ' || i, st, 0, u - interval '3 days', u,
              case when st = 'completed' then u end,
              -- Welcome done 1-5 h after the start, documents at 7-17 h for two in three, a kickoff
              -- that is not a moment for one in four, and a null entry (a bad list must not fail it).
              jsonb_build_array(
                jsonb_build_object('step', 'welcome', 'completed_at', u - interval '3 days' + (1 + i % 5) * interval '1 hour'),
                case when i % 3 <> 0 then jsonb_build_object('step', 'documents', 'completed_at', u - interval '3 days' + (7 + i % 11) * interval '1 hour') end,
                case when i % 4 = 0 then jsonb_build_object('step', 'kickoff', 'completed_at', 'not a moment') end)
       from generate_series(1, ${ROWS}) as i,
            lateral (select $2::timestamptz - (i - 20) * interval '150 minutes' as u,
                            (array['${STAGES.join("','")}'])[1 + i % 5] as st) x`,
      [sara.id, AS_OF],
    );
    await stack.db.query(
      `insert into public.job_applications (user_id, workflow_slug, candidate_name, job_title, source, stage, score, applied_at)
       select $1, 'job-application', 'Candidate ' || i, 'Job ' || i % 70, 'website',
              case when i % 70 < 10 then (array['hired','rejected'])[1 + i % 2] else (array['${PIPELINE.join("','")}'])[1 + i % 6] end,
              case when i % 4 = 0 then null else i % 101 end, $2::timestamptz - i * interval '1 hour'
       from generate_series(1, ${ROWS}) as i`,
      [sara.id, AS_OF],
    );
    await sara.signIn();
    await omar.signIn();
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('counts the journeys not completed that have not moved for over the threshold', async () => {
    for (const days of [0, 7, 30, 366]) {
      const [sql] = (
        await stack.db.query<{ n: number }>(
          `select count(*)::int as n from public.onboardings where user_id = $1 and workflow_slug = 'client-onboarding'
             and stage <> 'completed' and updated_at < $2::timestamptz - make_interval(days => $3)`,
          [sara.id, AS_OF, days],
        )
      ).rows;
      const stalled = await rpc<number>(sara.client, 'dashboard_stalled_onboardings', {
        p_workflow_slug: 'client-onboarding',
        p_as_of: AS_OF,
        p_stalled_days: days,
      });
      expect(Number(stalled), `${days} days`).toBe(sql?.n);
    }
    expect(
      Number(
        await rpc(sara.client, 'dashboard_stalled_onboardings', {
          p_workflow_slug: 'client-onboarding',
          p_as_of: AS_OF,
        }),
      ),
    ).toBeGreaterThan(2_000);
  });

  it('lists the open positions with every candidate per stage and the best score, the busiest first', async () => {
    type Line = {
      job_title: string;
      stage: string;
      rows: number;
      best_score: number | null;
      total_positions: number;
    };
    const sql = (
      await stack.db.query<Line>(
        `with open as (select job_title, count(*) as active from public.job_applications
                       where user_id = $1 and workflow_slug = 'job-application' and stage in ('received','screening','interview','offer')
                       group by 1 order by 2 desc, 1 limit $2)
         select a.job_title, a.stage, count(*)::int as rows, max(a.score)::int as best_score,
                (select count(distinct job_title) from public.job_applications where user_id = $1 and workflow_slug = 'job-application'
                   and stage in ('received','screening','interview','offer'))::int as total_positions
         from public.job_applications a join open using (job_title)
         where a.user_id = $1 and a.workflow_slug = 'job-application' group by 1, 2 order by 1, 2`,
        [sara.id, 20],
      )
    ).rows;
    const lines = await rpc<Line[]>(sara.client, 'dashboard_open_positions', {
      p_workflow_slug: 'job-application',
      p_limit: 20,
    });
    const numeric = (l: Line) => ({ ...l, rows: Number(l.rows), total_positions: Number(l.total_positions) });
    expect(lines.map(numeric)).toEqual(sql);
    // 70 titles, 60 of them with candidates in the pipeline; those only ever hired or rejected are not open.
    expect(sql[0]?.total_positions).toBe(60);
    expect(new Set(lines.map((l) => l.job_title)).size).toBe(20);
    expect(lines.reduce((sum, l) => sum + Number(l.rows), 0)).toBeGreaterThan(1_000);
  });

  it('gives each step’s median time over the journeys started in the period', async () => {
    const journeys = (
      await stack.db.query<{ started_at: Date; steps: { step: string; completed_at: string }[] }>(
        `select started_at, steps from public.onboardings where user_id = $1 and workflow_slug = 'client-onboarding'
           and started_at >= $2::timestamptz - interval '30 days' and started_at < $2`,
        [sara.id, AS_OF],
      )
    ).rows;
    const steps = STAGES.slice(0, -1);
    const moment = (j: (typeof journeys)[number], step: string) => {
      const at = Date.parse(j.steps.find((s) => s?.step === step)?.completed_at ?? '');
      return Number.isNaN(at) ? undefined : at;
    };
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = (sorted.length - 1) / 2;
      return sorted.length
        ? ((sorted[Math.floor(mid)] as number) + (sorted[Math.ceil(mid)] as number)) / 2
        : null;
    };
    const expected = steps.map((step, k) => {
      const took = journeys.flatMap((j) => {
        const from = k === 0 ? j.started_at.getTime() : moment(j, steps[k - 1] as string);
        const to = moment(j, step);
        return from === undefined || to === undefined ? [] : [to - from];
      });
      return { step, rows: took.length, median_ms: median(took) };
    });
    const lines = await rpc<{ step: string; rows: number; median_ms: number | null }[]>(
      sara.client,
      'dashboard_onboarding_steps',
      { p_workflow_slug: 'client-onboarding', p_steps: steps, p_as_of: AS_OF },
    );
    expect(lines.map((l) => ({ ...l, rows: Number(l.rows) }))).toEqual(expected);
    expect(expected[0]?.rows).toBeGreaterThan(250);
    expect(expected[1]?.rows).toBeGreaterThan(150);
  });

  it('answers another client, bad arguments and a visitor nothing', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['dashboard_stalled_onboardings', { p_workflow_slug: 'client-onboarding', p_as_of: AS_OF }],
      ['dashboard_open_positions', { p_workflow_slug: 'job-application' }],
      [
        'dashboard_onboarding_steps',
        { p_workflow_slug: 'client-onboarding', p_steps: ['welcome'], p_as_of: AS_OF },
      ],
    ];
    for (const [fn, args] of calls) {
      const nothing = fn === 'dashboard_stalled_onboardings' ? null : [];
      expect(await rpc(omar.client, fn, { ...args, p_user_id: sara.id }), fn).toEqual(nothing);
      // Omar's own figures: none of his journeys and positions (the steps still answer each step, empty).
      const own = {
        dashboard_stalled_onboardings: 0,
        dashboard_open_positions: [],
        dashboard_onboarding_steps: [{ step: 'welcome', rows: 0, median_ms: null }],
      }[fn];
      expect(await rpc(omar.client, fn, args), fn).toEqual(own);
      const visitor = await connect(stack).rpc(fn, { ...args, p_user_id: sara.id });
      expect(visitor.error?.code, fn).toBe('42501');
    }
    expect(
      await rpc(sara.client, 'dashboard_open_positions', { p_workflow_slug: 'job-application', p_limit: 0 }),
    ).toEqual([]);
    expect(
      await rpc(sara.client, 'dashboard_stalled_onboardings', {
        p_workflow_slug: 'client-onboarding',
        p_stalled_days: -1,
      }),
    ).toBeNull();
  });
});
