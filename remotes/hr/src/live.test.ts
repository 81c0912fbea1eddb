// @vitest-environment node
/**
 * The hr family's live loaders against the real local stack (PGlite, migrated and seeded) through the
 * real supabase-js client, signed in as the seeded owners. Past the old loaders' caps (3,000 requests,
 * 3,000 applications, 2,000 journeys), every KPI equals the SQL the test computes itself from the
 * rows, and the tables count every matching row on the server; each dashboard's KPIs for a finished
 * report week equal `client_report`'s headline of that week; other clients see nothing; a change
 * refreshes the dashboard.
 */
import type { LiveContext } from '@portal/contract';
import { isServerRows, type Part, type TableRows } from '@portal/dashboard-kit/live';
import { familyCases, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { afterAll, describe, expect, it } from 'vitest';
import {
  inProgressByStage,
  live as loadOnboarding,
  type OnboardingData,
  onboardingKpis,
  onboardingParts,
  STALLED_AFTER_DAYS,
} from './client-onboarding/data.ts';
import remote from './dashboards.ts';
import {
  type HrServiceData,
  hrKpis,
  hrServiceParts,
  live as loadHrService,
  RESOLUTION_TARGET_MS,
  requestsByType,
} from './hr-service/data.ts';
import {
  type JobApplicationData,
  jobApplicationParts,
  jobKpis,
  live as loadJobApplication,
  scoreBands,
} from './job-application/data.ts';

const fixture = useLiveStack();
const uid = (who: 'sara' | 'omar') => fixture.session(who).userId;
async function one<Row>(sql: string, params: unknown[]): Promise<Row> {
  const [row] = await fixture.query<Row>(sql, params);
  if (!row) throw new Error('no row');
  return row;
}
/** The count of a live table's matching rows and its first page, read on the server. */
async function firstPage<Row>(rows: TableRows<Row>, limit = 10) {
  if (!isServerRows(rows)) throw new Error('a live table pages on the server');
  return rows.page({ offset: 0, limit });
}
/** `[from, to)` of the period ending at `asOf`, or the one before, as SQL. */
const inPeriod = (column: string, back = 0) =>
  `${column} >= $2::timestamptz - interval '${30 * (back + 1)} days' and ${column} < $2::timestamptz - interval '${30 * back} days'`;

describe('hr service past the old cap of 3,000 requests', () => {
  afterAll(() => fixture.query(`delete from public.hr_requests where employee_name like 'Bulk %'`));

  it('counts every request, resolution and open one as SQL does', async () => {
    await fixture.query(
      `insert into public.hr_requests (user_id, workflow_slug, employee_name, request_type, details, status, channel,
                                       answered_by_assistant, resolved_at, created_at)
       select $1, 'hr-service', 'Bulk ' || i, (array['leave','payslip','certificate','policy_question','expense','other'])[1 + i % 6],
              'Bulk request', st, 'whatsapp', st = 'resolved' and i % 3 = 0,
              case when st in ('resolved', 'rejected') then c + (i % 50) * interval '1 hour' end, c
       from generate_series(1, 3500) as i,
            lateral (select now() - i * interval '1437 seconds' as c,
                            (array['open','in_progress','resolved','resolved','rejected'])[1 + i % 5] as st) x`,
      [uid('omar')],
    );
    const data = await loadHrService(fixture.context('omar', 'hr-service'));
    const params = [uid('omar'), data.asOf];
    const mine = `user_id = $1 and workflow_slug = 'hr-service'`;
    const sql = await one<Record<string, number | null>>(
      `select count(*) filter (where ${inPeriod('created_at')})::int as n,
              count(*) filter (where ${inPeriod('created_at', 1)})::int as previous,
              count(*) filter (where answered_by_assistant and ${inPeriod('created_at')})::int as alone,
              count(*) filter (where status in ('open', 'in_progress'))::int as open,
              count(*) filter (where status = 'resolved' and ${inPeriod('resolved_at')})::int as resolved,
              count(*) filter (where status = 'resolved' and ${inPeriod('resolved_at')}
                and resolved_at - created_at <= interval '${RESOLUTION_TARGET_MS} milliseconds')::int as within,
              percentile_cont(0.5) within group (order by extract(epoch from resolved_at - created_at) * 1000)
                filter (where status = 'resolved' and ${inPeriod('resolved_at')}) as median
       from public.hr_requests where ${mine}`,
      params,
    );
    expect(sql.n).toBeGreaterThan(1_500);
    const k = hrKpis(data);
    expect(k.requests.count).toBe(sql.n);
    expect(k.requests.change).toBeCloseTo((Number(sql.n) - Number(sql.previous)) / Number(sql.previous), 10);
    expect(k.answeredAlone).toBe(sql.alone);
    expect(k.open).toBe(sql.open);
    expect(k.open).toBeGreaterThan(1_000);
    expect(k.resolved).toBe(sql.resolved);
    expect(k.withinTargetRate).toBeCloseTo(Number(sql.within) / Number(sql.resolved), 10);
    expect(k.medianResolutionMs).toBeCloseTo(Number(sql.median), 3);
    // Per type and status, as SQL groups the period's requests.
    const grouped = await fixture.query<{ request_type: string; status: string; n: number }>(
      `select request_type, status, count(*)::int as n from public.hr_requests where ${mine} and ${inPeriod('created_at')} group by 1, 2`,
      params,
    );
    for (const { key, counts } of requestsByType(data))
      expect(counts).toEqual(
        ['open', 'in_progress', 'resolved', 'rejected'].map(
          (status) => grouped.find((g) => g.request_type === key && g.status === status)?.n ?? 0,
        ),
      );
    expect((await firstPage(data.periodTable)).count).toBe(sql.n);
    const open = await firstPage(data.openTable);
    expect(open.count).toBe(sql.open);
    // The longest waiting first.
    const oldest = await one<{ at: number }>(
      `select floor(extract(epoch from min(created_at)) * 1000)::float as at
       from public.hr_requests where ${mine} and status in ('open', 'in_progress')`,
      params.slice(0, 1),
    );
    expect(Date.parse(open.rows[0]?.created_at ?? '')).toBe(oldest.at);
  });
});

describe('job application past the old cap of 3,000 applications', () => {
  afterAll(() => fixture.query(`delete from public.job_applications where candidate_name like 'Bulk %'`));

  it('counts every application, screening, score and open position as SQL does', async () => {
    await fixture.query(
      `insert into public.job_applications (user_id, workflow_slug, candidate_name, job_title, source, stage, score, applied_at, screened_at)
       select $1, 'job-application', 'Bulk ' || i, 'Bulk position ' || i % 7,
              (array['website','linkedin','referral','email','job_board','whatsapp','other'])[1 + i % 7], st,
              case when st = 'received' then null else i % 101 end, a,
              case when st <> 'received' then a + (i % 90) * interval '1 hour' end
       from generate_series(1, 3500) as i,
            lateral (select now() - i * interval '1437 seconds' as a,
                            (array['received','screening','interview','offer','hired','rejected'])[1 + i % 6] as st) x`,
      [uid('omar')],
    );
    const data = await loadJobApplication(fixture.context('omar', 'job-application'));
    const params = [uid('omar'), data.asOf];
    const mine = `user_id = $1 and workflow_slug = 'job-application'`;
    const sql = await one<Record<string, number | null>>(
      `select count(*) filter (where ${inPeriod('applied_at')})::int as n,
              count(*) filter (where ${inPeriod('applied_at', 1)})::int as previous,
              count(*) filter (where stage = 'received')::int as to_screen,
              count(*) filter (where stage in ('interview', 'offer'))::int as in_interview,
              count(*) filter (where stage = 'hired' and ${inPeriod('applied_at')})::int as hired,
              avg(score) filter (where ${inPeriod('applied_at')})::float as average_score,
              percentile_cont(0.5) within group (order by extract(epoch from screened_at - applied_at) * 1000)
                filter (where ${inPeriod('applied_at')}) as median,
              count(*) filter (where ${inPeriod('applied_at')} and score >= 85)::int as strong
       from public.job_applications where ${mine}`,
      params,
    );
    expect(sql.n).toBeGreaterThan(1_500);
    const k = jobKpis(data);
    expect(k.applications.count).toBe(sql.n);
    expect(k.applications.change).toBeCloseTo(
      (Number(sql.n) - Number(sql.previous)) / Number(sql.previous),
      10,
    );
    expect([k.toScreen, k.inInterview, k.hired]).toEqual([sql.to_screen, sql.in_interview, sql.hired]);
    expect(k.averageScore).toBeCloseTo(Number(sql.average_score), 8);
    expect(k.medianTimeToScreenMs).toBeCloseTo(Number(sql.median), 3);
    expect(scoreBands(data).at(-1)?.count).toBe(sql.strong);
    // Every open position of the bulk rows, with all its candidates (3,500 / 7 = 500 each).
    const bulk = data.positions.filter((p) => p.title.startsWith('Bulk position'));
    expect(bulk).toHaveLength(7);
    const perTitle = await fixture.query<{ job_title: string; n: number; active: number }>(
      `select job_title, count(*)::int as n, count(*) filter (where stage in ('received','screening','interview','offer'))::int as active
       from public.job_applications where ${mine} and job_title like 'Bulk position %' group by 1`,
      params.slice(0, 1),
    );
    for (const position of bulk) {
      const expected = perTitle.find((t) => t.job_title === position.title);
      expect([position.byStage.reduce((a, b) => a + b, 0), position.active]).toEqual([
        expected?.n,
        expected?.active,
      ]);
    }
    expect((await firstPage(data.candidates)).count).toBe(sql.n);
  });
});

describe('client onboarding past the old cap of 2,000 journeys', () => {
  afterAll(() => fixture.query(`delete from public.onboardings where client_name like 'Bulk %'`));

  it('counts every journey, completion and stalled one as SQL does', async () => {
    await fixture.query(
      `insert into public.onboardings (user_id, workflow_slug, client_name, stage, progress, started_at, completed_at, updated_at)
       select $1, 'client-onboarding', 'Bulk ' || i, st, case when st = 'completed' then 100 else (i % 4) * 25 end,
              s, case when st = 'completed' then s + (i % 20) * interval '1 day' end,
              s + (i % 20) * interval '1 day'
       from generate_series(1, 2500) as i,
            lateral (select now() - i * interval '2000 seconds' as s,
                            (array['welcome','documents','kickoff','setup','completed'])[1 + i % 5] as st) x`,
      [uid('sara')],
    );
    const data = await loadOnboarding(fixture.context('sara', 'client-onboarding'));
    const params = [uid('sara'), data.asOf];
    const stalledWhere = `stage <> 'completed' and updated_at < $2::timestamptz - interval '${STALLED_AFTER_DAYS} days'`;
    const sql = await one<Record<string, number | null>>(
      `select count(*) filter (where stage <> 'completed')::int as open,
              avg(progress / 100.0) filter (where stage <> 'completed')::float as progress,
              count(*) filter (where ${stalledWhere})::int as stalled,
              count(*) filter (where stage = 'completed' and ${inPeriod('completed_at')})::int as completed,
              percentile_cont(0.5) within group (order by extract(epoch from completed_at - started_at) * 1000)
                filter (where stage = 'completed' and ${inPeriod('completed_at')}) as median
       from public.onboardings where user_id = $1 and workflow_slug = 'client-onboarding'`,
      params,
    );
    expect(sql.open).toBeGreaterThan(2_000);
    expect(sql.stalled).toBeGreaterThan(1_000);
    const k = onboardingKpis(data);
    expect([k.inProgress, k.stalled, k.completed.count]).toEqual([sql.open, sql.stalled, sql.completed]);
    expect(k.averageProgress).toBeCloseTo(Number(sql.progress), 10);
    expect(k.medianTimeToOnboardMs).toBeCloseTo(Number(sql.median), 3);
    const perStep = await fixture.query<{ stage: string; n: number }>(
      `select stage, count(*)::int as n from public.onboardings where user_id = $1 and workflow_slug = 'client-onboarding' group by 1`,
      params.slice(0, 1),
    );
    for (const { key, count } of inProgressByStage(data))
      expect(count).toBe(perStep.find((s) => s.stage === key)?.n ?? 0);
    const stalled = await firstPage(data.stalledTable, 50);
    expect(stalled.count).toBe(sql.stalled);
    // The least recently moved first.
    const updated = stalled.rows.map((o) => Date.parse(o.updated_at));
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
  });
});

/** Each part read as of `asOf` (a finished report week's end). */
async function readParts(parts: Record<string, Part<unknown>>, ctx: LiveContext, asOf: Date) {
  const names = Object.keys(parts);
  const read = await Promise.all(names.map((name) => parts[name]?.read(ctx, asOf)));
  return { ...Object.fromEntries(names.map((name, i) => [name, read[i]])), asOf: asOf.toISOString() };
}

describe('the weekly report and the screen', () => {
  it('show the same headline figures for the last finished week', async () => {
    const omar = await fixture.lastWeekReport('omar');
    const hr = hrKpis(
      (await readParts(
        hrServiceParts(7),
        fixture.context('omar', 'hr-service'),
        omar.weekEnd,
      )) as HrServiceData,
    );
    expect(hr.requests.count).toBe(omar.headline('hr-service').hr_requests);
    expect(omar.headline('hr-service').hr_requests).toBeGreaterThan(0);
    expect(hr.resolved).toBe(omar.headline('hr-service').hr_resolved);
    const jobs = jobKpis(
      (await readParts(
        jobApplicationParts(7),
        fixture.context('omar', 'job-application'),
        omar.weekEnd,
      )) as JobApplicationData,
    );
    expect(jobs.applications.count).toBe(omar.headline('job-application').applications);
    const sara = await fixture.lastWeekReport('sara');
    const onboarding = onboardingKpis(
      (await readParts(
        onboardingParts(7),
        fixture.context('sara', 'client-onboarding'),
        sara.weekEnd,
      )) as OnboardingData,
    );
    expect(onboarding.completed.count).toBe(sara.headline('client-onboarding').onboardings_completed);
  });
});

familyCases(fixture, remote, {
  othersSeeNothing: ['hr-service', 'job-application', 'client-onboarding'],
  reloads: [
    'omar',
    'hr-service',
    { into: 'hr_requests', row: (attempt) => ({ employee_name: `Probe ${attempt}`, request_type: 'leave' }) },
  ],
});
