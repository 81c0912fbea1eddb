// @vitest-environment node
/**
 * The hr family's live loaders against the real local stack (PGlite, migrated and seeded) through the
 * real supabase-js client, signed in as the seeded owners: each dashboard's figures equal those of
 * the rows its loader declares, read by the superuser (no RLS); the headline counts equal SQL counts;
 * other clients see nothing; a change refreshes the dashboard.
 */
import { familyCases, ownerFigures, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { expect } from 'vitest';
import { onboardingKpis, STALLED_AFTER_DAYS } from './client-onboarding/data.ts';
import remote from './dashboards.ts';
import { hrKpis, requestsByType } from './hr-service/data.ts';
import { jobKpis, openPositions } from './job-application/data.ts';

const fixture = useLiveStack();
const itAsOwner = ownerFigures(fixture, remote);

itAsOwner('omar', 'hr-service', [hrKpis, requestsByType], async ({ data, read }) => {
  const kpis = hrKpis(data);
  const [sql] = await read.sql<{ n: number; alone: number; open: number }>(
    `select count(*) filter (where ${read.period('created_at')})::int as n,
            count(*) filter (where answered_by_assistant and ${read.period('created_at')})::int as alone,
            count(*) filter (where status in ('open', 'in_progress'))::int as open
     from public.hr_requests where user_id = $1 and workflow_slug = $2`,
  );
  expect(kpis.requests.count).toBe(sql?.n);
  expect(kpis.answeredAlone).toBe(sql?.alone);
  expect(kpis.open).toBe(sql?.open);
  expect(kpis.requests.count).toBeGreaterThan(10);
  expect(kpis.answeredAlone).toBeGreaterThan(0);
});

itAsOwner('omar', 'job-application', [jobKpis, openPositions], async ({ data, read }) => {
  const kpis = jobKpis(data);
  const [sql] = await read.sql<{ n: number; hired: number; avg: number }>(
    `select count(*)::int as n, count(*) filter (where stage = 'hired')::int as hired, avg(score)::float as avg
     from public.job_applications where user_id = $1 and workflow_slug = $2 and ${read.period('applied_at')}`,
  );
  expect(kpis.applications.count).toBe(sql?.n);
  expect(kpis.hired).toBe(sql?.hired);
  expect(kpis.averageScore).toBeCloseTo(sql?.avg ?? -1);
  expect(kpis.medianTimeToScreenMs).toBeGreaterThan(0);
});

itAsOwner('sara', 'client-onboarding', [onboardingKpis], async ({ data, read }) => {
  const kpis = onboardingKpis(data);
  const [sql] = await read.sql<{ open: number; stalled: number; completed: number }>(
    `select count(*) filter (where stage <> 'completed')::int as open,
            count(*) filter (where stage <> 'completed'
              and updated_at < timestamptz '${data.asOf}' - interval '${STALLED_AFTER_DAYS} days')::int as stalled,
            count(*) filter (where stage = 'completed' and ${read.period('completed_at')})::int as completed
     from public.onboardings where user_id = $1 and workflow_slug = $2`,
  );
  expect([kpis.inProgress, kpis.stalled, kpis.completed.count]).toEqual([
    sql?.open,
    sql?.stalled,
    sql?.completed,
  ]);
  expect(kpis.inProgress).toBeGreaterThan(0);
});

familyCases(fixture, remote, {
  othersSeeNothing: ['hr-service', 'job-application', 'client-onboarding'],
  reloads: [
    'omar',
    'hr-service',
    { into: 'hr_requests', row: (attempt) => ({ employee_name: `Probe ${attempt}`, request_type: 'leave' }) },
  ],
});
