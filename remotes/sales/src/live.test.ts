// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded clients: what RLS lets each one see, how rows map
 * into the dashboards' data, cancellation, and realtime refresh.
 */

import { REPORTING_HISTORY_DAYS } from '@portal/dashboard-kit/format';
import { useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import { automationKpis, live as loadAutomatedLeadGenerationLive } from './automated-lead-generation/data.ts';
import remote from './dashboards.ts';
import { live as loadLeadGenerationLive } from './lead-generation/data.ts';
import {
  DEALS,
  live as loadOdooSalesLive,
  pipelineByStage,
  REVENUE_MONTHS,
  revenueByMonth,
  salesKpis,
} from './odoo-sales/data.ts';
import {
  byPlatform,
  live as loadSocialMediaLive,
  pastPosts,
  SOCIAL_POSTS,
  socialKpis,
  upcomingPosts,
} from './social-media-content/data.ts';

const fixture = useLiveStack();
const { context: live } = fixture;

describe('live loaders', () => {
  it('lead generation: all of Sara’s recent leads and her campaigns, nothing of other workflows', async () => {
    const data = await loadLeadGenerationLive(live('sara', 'lead-generation'));
    const expected = await fixture.countRows(
      'leads',
      'sara',
      'lead-generation',
      "created_at >= now() - interval '60 days'",
    );
    expect(expected).toBeGreaterThan(10);
    expect(data.leads).toHaveLength(expected);
    expect(data.campaigns).toHaveLength(await fixture.countRows('campaigns', 'sara', 'lead-generation'));
    const automatedIds = new Set(
      (await loadAutomatedLeadGenerationLive(live('sara', 'automated-lead-generation'))).leads.map(
        (l) => l.id,
      ),
    );
    expect(data.leads.some((l) => automatedIds.has(l.id))).toBe(false);
  });

  it('maps a row written through the API, Arabic text and numeric amounts included', async () => {
    // The columns whose name and value the lead keeps as they are.
    const kept = {
      company: 'لؤلؤة الساحل، للتجارة',
      email: 'maryam@example.qa',
      phone: '+974 5512 0000',
      source: 'linkedin',
      status: 'proposal',
      score: 87,
    } as const;
    const { data: inserted, error } = await fixture
      .session('sara')
      .client.from('leads')
      .insert({
        workflow_slug: 'lead-generation',
        full_name: 'مريم الكواري',
        ...kept,
        estimated_value_qar: 12345.5,
      })
      .select('id, created_at')
      .single();
    expect(error).toBeNull();
    const data = await loadLeadGenerationLive(live('sara', 'lead-generation'));
    expect(data.leads.find((l) => l.id === inserted?.id)).toEqual({
      id: inserted?.id,
      name: 'مريم الكواري',
      ...kept,
      estimatedValue: 12345.5,
      createdAt: new Date(inserted?.created_at ?? '').toISOString(),
    });
  });

  it('automated lead generation: leads, sequences and runs with their results', async () => {
    const data = await loadAutomatedLeadGenerationLive(live('sara', 'automated-lead-generation'));
    expect(data.leads.length).toBeGreaterThan(0);
    expect(data.sequences.length).toBe(
      await fixture.countRows('campaigns', 'sara', 'automated-lead-generation'),
    );
    expect(data.runs.length).toBe(
      await fixture.countRows(
        'workflow_runs',
        'sara',
        'automated-lead-generation',
        "created_at >= now() - interval '60 days' and executor = 'engine'",
      ),
    );
    // Test runs never count: the seed has some, and none of them is read.
    expect(
      await fixture.countRows('workflow_runs', 'sara', 'automated-lead-generation', "executor <> 'engine'"),
    ).toBeGreaterThan(0);
    const succeeded = data.runs.filter((r) => r.status === 'succeeded');
    expect(succeeded.length).toBeGreaterThan(0);
    for (const run of succeeded) expect(run.leadsFound).toBeGreaterThan(0);
  });

  it('automated lead generation: a test run leaves every figure unchanged, an engine run moves them', async () => {
    const figures = async () =>
      automationKpis(await loadAutomatedLeadGenerationLive(live('sara', 'automated-lead-generation')));
    const before = await figures();
    const insertRun = (executor: string) =>
      fixture.query<{ id: string }>(
        `insert into public.workflow_runs (user_id, workflow_slug, status, executor, input, output, started_at, finished_at)
         values ($1, 'automated-lead-generation', 'succeeded', $2, '{"source":"google_maps"}', '{"leads_found":7}', now(), now())
         returning id`,
        [fixture.session('sara').userId, executor],
      );
    const inserted = [...(await insertRun('sandbox')), ...(await insertRun('webhook'))];
    try {
      expect(await figures()).toEqual(before);
      inserted.push(...(await insertRun('engine')));
      const after = await figures();
      expect(after.runs).toBe(before.runs + 1);
      expect(after.runSuccessRate).toBeGreaterThanOrEqual(before.runSuccessRate);
    } finally {
      await fixture.query('delete from public.workflow_runs where id = any($1::uuid[])', [
        inserted.map((r) => r.id),
      ]);
    }
  });

  it('odoo sales: every open deal and the closed ones of the charted months, figured as the superuser reads them', async () => {
    const owner = await fixture.loadAsOwner('sara', 'odoo-sales', loadOdooSalesLive, {
      deals: {
        from: DEALS,
        where: (read) => `(closed_at is null or ${read.since('closed_at', REVENUE_MONTHS * 31)})`,
      },
    });
    expect(owner.data.deals.length).toBeGreaterThan(0);
    owner.expectSame(salesKpis, revenueByMonth, pipelineByStage);
    // The open pipeline is a sum of numeric amounts: the same as SQL's, read as numbers.
    const [sql] = await owner.read.sql<{ open: number }>(
      `select coalesce(sum(value_qar), 0)::float as open from public.deals
       where user_id = $1 and workflow_slug = $2 and stage not in ('won', 'lost')`,
    );
    expect(salesKpis(owner.data).openPipeline).toBeCloseTo(sql?.open ?? -1, 2);
    expect(sql?.open).toBeGreaterThan(0);
  });

  it('social media: Omar’s posts figured as the superuser reads them, scheduled ones included; Sara, who does not own it, sees none', async () => {
    const owner = await fixture.loadAsOwner('omar', 'social-media-content', loadSocialMediaLive, {
      posts: {
        from: SOCIAL_POSTS,
        where: (read) =>
          `(${read.since('created_at', REPORTING_HISTORY_DAYS)} or status in ('draft', 'scheduled'))`,
      },
    });
    owner.expectSame(socialKpis, byPlatform, upcomingPosts, pastPosts);
    const omar = owner.data;
    expect(omar.posts.some((p) => p.status === 'scheduled')).toBe(true);
    expect(omar.posts.some((p) => p.language === 'ar')).toBe(true);
    const sara = await loadSocialMediaLive(live('sara', 'social-media-content'));
    expect(sara.posts).toEqual([]);
  });

  it('row-level security hides Sara’s leads from Omar even when he asks for them', async () => {
    const omarAsSara = await loadLeadGenerationLive({
      ...live('omar', 'lead-generation'),
      userId: fixture.session('sara').userId,
    });
    expect(omarAsSara.leads).toEqual([]);
  });

  it('renders live data with the same View as sample data', async () => {
    const dashboard = await remote.dashboards['lead-generation']?.();
    const data = await dashboard?.loadLive(live('sara', 'lead-generation'));
    expect(data?.leads.length).toBeGreaterThan(0);
    expect(dashboard?.View).toBeTypeOf('function');
  });

  fixture.itStopsWhenAborted((signal) => loadLeadGenerationLive(live('sara', 'lead-generation', signal)));
});

describe('watch', () => {
  fixture.itReloadsOnChange(remote, 'reloads automated lead generation when one of Sara’s runs changes', {
    who: 'sara',
    slug: 'automated-lead-generation',
    insert: { into: 'workflow_runs', row: () => ({ input: { source: 'google_maps' } }) },
  });
});
