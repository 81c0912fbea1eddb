// @vitest-environment node
/**
 * The hr family's live loaders against the real local stack (PGlite, migrated and seeded) through the
 * real supabase-js client, signed in as the seeded owners: each dashboard's figures equal those of
 * the same rows read by the superuser (no RLS), the headline counts equal SQL counts; other clients
 * see nothing; a change refreshes the dashboard.
 */
import { familyCases, ownerLoads, useLiveStack } from '@portal/shared/testing/live';
import { describe, expect, it } from 'vitest';
import {
  ONBOARDINGS,
  type OnboardingData,
  onboardingKpis,
  STALLED_AFTER_DAYS,
} from './client-onboarding/data.ts';
import remote from './dashboards.ts';
import { HR_REQUESTS, type HrServiceData, hrKpis, requestsByType } from './hr-service/data.ts';
import { JOB_APPLICATIONS, type JobApplicationData, jobKpis, openPositions } from './job-application/data.ts';

const fixture = useLiveStack();
const asOwner = ownerLoads(fixture, remote);

describe('the hr family, live as its owners', () => {
  it('HR service: Omar’s requests, counted as the superuser counts them', async () => {
    const owner = await asOwner<HrServiceData>('omar', 'hr-service', {
      requests: {
        from: HR_REQUESTS,
        where: (read) => `${read.since('created_at', 60)} or status in ('open', 'in_progress')`,
      },
    });
    const { data } = owner;
    owner.expectSame(hrKpis, requestsByType);
    const kpis = hrKpis(data);
    const [sql] = await owner.read.sql<{ n: number; alone: number; open: number }>(
      `select count(*) filter (where ${owner.read.period('created_at')})::int as n,
              count(*) filter (where answered_by_assistant and ${owner.read.period('created_at')})::int as alone,
              count(*) filter (where status in ('open', 'in_progress'))::int as open
       from public.hr_requests where user_id = $1 and workflow_slug = $2`,
    );
    expect(kpis.requests.count).toBe(sql?.n);
    expect(kpis.answeredAlone).toBe(sql?.alone);
    expect(kpis.open).toBe(sql?.open);
    expect(kpis.requests.count).toBeGreaterThan(10);
    expect(kpis.answeredAlone).toBeGreaterThan(0);
  });

  it('job application: Omar’s candidates and open positions, as the superuser sees them', async () => {
    const owner = await asOwner<JobApplicationData>('omar', 'job-application', {
      applications: {
        from: JOB_APPLICATIONS,
        where: (read) =>
          `${read.since('applied_at', 60)} or stage in ('received', 'screening', 'interview', 'offer')`,
      },
    });
    const { data } = owner;
    owner.expectSame(jobKpis, openPositions);
    const kpis = jobKpis(data);
    const [sql] = await owner.read.sql<{ n: number; hired: number; avg: number }>(
      `select count(*)::int as n, count(*) filter (where stage = 'hired')::int as hired, avg(score)::float as avg
       from public.job_applications where user_id = $1 and workflow_slug = $2 and ${owner.read.period('applied_at')}`,
    );
    expect(kpis.applications.count).toBe(sql?.n);
    expect(kpis.hired).toBe(sql?.hired);
    expect(kpis.averageScore).toBeCloseTo(sql?.avg ?? -1);
    expect(kpis.medianTimeToScreenMs).toBeGreaterThan(0);
  });

  it('client onboarding: Sara’s journeys in progress, completed and stalled, as the superuser counts them', async () => {
    const owner = await asOwner<OnboardingData>('sara', 'client-onboarding', {
      onboardings: {
        from: ONBOARDINGS,
        where: (read) => `completed_at is null or ${read.since('completed_at', 60)}`,
      },
    });
    const { data } = owner;
    owner.expectSame(onboardingKpis);
    const kpis = onboardingKpis(data);
    const [sql] = await owner.read.sql<{ open: number; stalled: number; completed: number }>(
      `select count(*) filter (where stage <> 'completed')::int as open,
              count(*) filter (where stage <> 'completed'
                and updated_at < timestamptz '${data.asOf}' - interval '${STALLED_AFTER_DAYS} days')::int as stalled,
              count(*) filter (where stage = 'completed' and ${owner.read.period('completed_at')})::int as completed
       from public.onboardings where user_id = $1 and workflow_slug = $2`,
    );
    expect([kpis.inProgress, kpis.stalled, kpis.completed.count]).toEqual([
      sql?.open,
      sql?.stalled,
      sql?.completed,
    ]);
    expect(kpis.inProgress).toBeGreaterThan(0);
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
