// @vitest-environment node
/**
 * The hr family's live loaders against the real local stack (PGlite, migrated and seeded) through the
 * real supabase-js client, signed in as the seeded owners: each dashboard's figures equal those of
 * the same rows read by the superuser (no RLS), the headline counts equal SQL counts; other clients
 * see nothing; a change refreshes the dashboard.
 */
import type { WorkflowSlug } from '@portal/shared/catalogue';
import { type DemoClient, sqlPeriod, useLiveStack } from '@portal/shared/testing/live';
import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_COLUMNS,
  type OnboardingRow,
  onboardingKpis,
  STALLED_AFTER_DAYS,
} from './client-onboarding/data.ts';
import { loadOnboardingLive } from './client-onboarding/live.ts';
import remote from './dashboards.ts';
import { type HrRequestRow, hrKpis, REQUEST_COLUMNS, requestsByType } from './hr-service/data.ts';
import { loadHrServiceLive } from './hr-service/live.ts';
import { APPLICATION_COLUMNS, type ApplicationRow, jobKpis, openPositions } from './job-application/data.ts';
import { loadJobApplicationLive } from './job-application/live.ts';

const fixture = useLiveStack();
const live = (who: DemoClient, slug: WorkflowSlug, signal?: AbortSignal) =>
  fixture.context(who, slug, signal);

describe('the hr family, live as its owners', () => {
  it('HR service: Omar’s requests, counted as the superuser counts them', async () => {
    const data = await loadHrServiceLive(live('omar', 'hr-service'));
    const rows = await fixture.rows<HrRequestRow>(
      'hr_requests',
      REQUEST_COLUMNS,
      'omar',
      'hr-service',
      `created_at >= timestamptz '${data.asOf}' - interval '60 days' or status in ('open', 'in_progress')`,
    );
    expect(data.requests).toHaveLength(rows.length);
    const kpis = hrKpis(data);
    expect(kpis).toEqual(hrKpis({ requests: rows, asOf: data.asOf }));
    expect(requestsByType(data)).toEqual(requestsByType({ requests: rows, asOf: data.asOf }));
    const [sql] = await fixture.query<{ n: number; alone: number; open: number }>(
      `select count(*) filter (where ${sqlPeriod('created_at', data.asOf)})::int as n,
              count(*) filter (where answered_by_assistant and ${sqlPeriod('created_at', data.asOf)})::int as alone,
              count(*) filter (where status in ('open', 'in_progress'))::int as open
       from public.hr_requests where user_id = $1 and workflow_slug = 'hr-service'`,
      [fixture.session('omar').userId],
    );
    expect(kpis.requests.count).toBe(sql?.n);
    expect(kpis.answeredAlone).toBe(sql?.alone);
    expect(kpis.open).toBe(sql?.open);
    expect(kpis.requests.count).toBeGreaterThan(10);
    expect(kpis.answeredAlone).toBeGreaterThan(0);
  });

  it('job application: Omar’s candidates and open positions, as the superuser sees them', async () => {
    const data = await loadJobApplicationLive(live('omar', 'job-application'));
    const rows = await fixture.rows<ApplicationRow>(
      'job_applications',
      APPLICATION_COLUMNS,
      'omar',
      'job-application',
      `applied_at >= timestamptz '${data.asOf}' - interval '60 days' or stage in ('received', 'screening', 'interview', 'offer')`,
    );
    expect(data.applications).toHaveLength(rows.length);
    const kpis = jobKpis(data);
    expect(kpis).toEqual(jobKpis({ applications: rows, asOf: data.asOf }));
    expect(openPositions(data)).toEqual(openPositions({ applications: rows, asOf: data.asOf }));
    const [sql] = await fixture.query<{ n: number; hired: number; avg: number }>(
      `select count(*)::int as n, count(*) filter (where stage = 'hired')::int as hired, avg(score)::float as avg
       from public.job_applications where user_id = $1 and workflow_slug = 'job-application' and ${sqlPeriod('applied_at', data.asOf)}`,
      [fixture.session('omar').userId],
    );
    expect(kpis.applications.count).toBe(sql?.n);
    expect(kpis.hired).toBe(sql?.hired);
    expect(kpis.averageScore).toBeCloseTo(sql?.avg ?? -1);
    expect(kpis.medianTimeToScreenMs).toBeGreaterThan(0);
  });

  it('client onboarding: Sara’s journeys in progress, completed and stalled, as the superuser counts them', async () => {
    const data = await loadOnboardingLive(live('sara', 'client-onboarding'));
    const rows = await fixture.rows<OnboardingRow>(
      'onboardings',
      ONBOARDING_COLUMNS,
      'sara',
      'client-onboarding',
      `completed_at is null or completed_at >= timestamptz '${data.asOf}' - interval '60 days'`,
    );
    expect(data.onboardings).toHaveLength(rows.length);
    const kpis = onboardingKpis(data);
    expect(kpis).toEqual(onboardingKpis({ onboardings: rows, asOf: data.asOf }));
    const [sql] = await fixture.query<{ open: number; stalled: number; completed: number }>(
      `select count(*) filter (where stage <> 'completed')::int as open,
              count(*) filter (where stage <> 'completed'
                and updated_at < timestamptz '${data.asOf}' - interval '${STALLED_AFTER_DAYS} days')::int as stalled,
              count(*) filter (where stage = 'completed' and ${sqlPeriod('completed_at', data.asOf)})::int as completed
       from public.onboardings where user_id = $1 and workflow_slug = 'client-onboarding'`,
      [fixture.session('sara').userId],
    );
    expect([kpis.inProgress, kpis.stalled, kpis.completed.count]).toEqual([
      sql?.open,
      sql?.stalled,
      sql?.completed,
    ]);
    expect(kpis.inProgress).toBeGreaterThan(0);
  });

  it('a client who does not own the workflow sees nothing of it, even asking for the owner’s rows', async () => {
    expect((await loadHrServiceLive(live('sara', 'hr-service'))).requests).toEqual([]);
    const omarAsSara = { ...live('sara', 'job-application'), userId: fixture.session('omar').userId };
    expect((await loadJobApplicationLive(omarAsSara)).applications).toEqual([]);
    expect((await loadOnboardingLive(live('omar', 'client-onboarding'))).onboardings).toEqual([]);
  });

  fixture.itStopsWhenAborted((signal) => loadHrServiceLive(live('omar', 'hr-service', signal)));
});

describe('watch', () => {
  fixture.itReloadsOnChange(
    remote,
    'reloads the HR service dashboard when one of Omar’s staff sends a request',
    {
      who: 'omar',
      slug: 'hr-service',
      probe: (client, attempt) =>
        client
          .from('hr_requests')
          .insert({ workflow_slug: 'hr-service', employee_name: `Probe ${attempt}`, request_type: 'leave' }),
    },
  );
});
