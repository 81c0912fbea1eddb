// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded clients: what RLS lets each one see, how rows map
 * into the dashboards' data, cancellation, and realtime refresh.
 */

import { REPORTING_HISTORY_DAYS } from '@portal/dashboard-kit/format';
import { countOf, isServerRows, type PageQuery, type TableRows } from '@portal/dashboard-kit/live';
import { useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import {
  automationKpis,
  foundPerDayBySource,
  live as loadAutomatedLeadGenerationLive,
} from './automated-lead-generation/data.ts';
import remote from './dashboards.ts';
import {
  averageScoreBySource,
  leadKpis,
  leadsPerDay,
  live as loadLeadGenerationLive,
} from './lead-generation/data.ts';
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

/** A live table's page: a converted dashboard's tables are read on the server. */
function serverPage<Row>(rows: TableRows<Row>, query: PageQuery) {
  if (!isServerRows(rows)) throw new Error('a live table pages on the server');
  return rows.page(query);
}
const { context: live } = fixture;

describe('live loaders', () => {
  it('lead generation: Sara’s figures from SQL, her leads paged on the server, nothing of other workflows', async () => {
    const data = await loadLeadGenerationLive(live('sara', 'lead-generation'));
    const expected = await fixture.countRows('leads', 'sara', 'lead-generation');
    expect(expected).toBeGreaterThan(10);
    const page = await serverPage(data.leads, { offset: 0, limit: 1000 });
    expect(page.count).toBe(expected);
    expect(page.rows).toHaveLength(expected);
    expect(data.campaigns).toHaveLength(await fixture.countRows('campaigns', 'sara', 'lead-generation'));
    const automated = await loadAutomatedLeadGenerationLive(live('sara', 'automated-lead-generation'));
    const automatedLeads = await serverPage(automated.leads, { offset: 0, limit: 1000 });
    const automatedIds = new Set(automatedLeads.rows.map((l) => l.id));
    expect(page.rows.some((l) => automatedIds.has(l.id))).toBe(false);
  });

  it('maps a row written through the API, Arabic text and numeric amounts included, found by a search', async () => {
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
    const found = await serverPage(data.leads, { offset: 0, limit: 10, search: 'الساحل،' });
    expect(found.rows).toEqual([
      {
        id: inserted?.id,
        name: 'مريم الكواري',
        ...kept,
        estimatedValue: 12345.5,
        createdAt: new Date(inserted?.created_at ?? '').toISOString(),
      },
    ]);
  });

  it('automated lead generation: figures from SQL, leads paged on the server, sequences and runs with their results', async () => {
    const data = await loadAutomatedLeadGenerationLive(live('sara', 'automated-lead-generation'));
    const count = (where: string) => fixture.countRows('leads', 'sara', 'automated-lead-generation', where);
    const period = `created_at >= '${data.asOf}'::timestamptz - interval '30 days' and created_at < '${data.asOf}'`;
    const k = automationKpis(data);
    expect(k.found).toBe(await count(period));
    expect(k.found).toBeGreaterThan(0);
    expect(k.qualifiedRate).toBeCloseTo(
      (await count(`${period} and status in ('qualified', 'proposal', 'won')`)) / k.found,
      10,
    );
    // Per Doha day (UTC+3) and source, as SQL groups them.
    const perDay = foundPerDayBySource(data);
    const grouped = await fixture.query<{ day: string; source: string; n: number }>(
      `select to_char((created_at at time zone 'UTC' + interval '3 hours')::date, 'YYYY-MM-DD') as day, source,
              count(*)::int as n
       from public.leads where user_id = $1 and workflow_slug = 'automated-lead-generation' group by 1, 2`,
      [fixture.session('sara').userId],
    );
    const sqlCount = (day: string, source: string) =>
      grouped.find((g) => g.day === day && g.source === source)?.n ?? 0;
    expect(perDay.series.length).toBeGreaterThan(0);
    for (const { source, counts } of perDay.series)
      expect(counts).toEqual(perDay.days.map((day) => sqlCount(day, source)));
    expect((await serverPage(data.leads, { offset: 0, limit: 5 })).count).toBe(await count('true'));
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
      expect(after.runSuccessRate).toBeGreaterThanOrEqual(before.runSuccessRate ?? 0);
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
    expect(countOf(omarAsSara.figures, 'current') + countOf(omarAsSara.figures, 'previous')).toBe(0);
    expect(await serverPage(omarAsSara.leads, { offset: 0, limit: 10 })).toEqual({ rows: [], count: 0 });
  });

  it('renders live data with the same View as sample data', async () => {
    const dashboard = await remote.dashboards['lead-generation']?.();
    const data = await dashboard?.loadLive(live('sara', 'lead-generation'));
    expect(data?.leads).toBeDefined();
    expect(dashboard?.View).toBeTypeOf('function');
  });

  it('lead generation past the old cap: 5,000 leads in 30 days, every figure equal to SQL’s, a few KB fetched', async () => {
    const sara = fixture.session('sara').userId;
    // Written through the API as the client would (the stack runs in this process: a long superuser
    // statement would stall its sockets). Spread over the last 29.5 days and the 30 before, with every
    // status, source, score and value.
    const sources = ['website', 'linkedin', 'google_maps', 'instagram', 'referral', 'event'] as const;
    const statuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
    const now = Date.now();
    const lead = (i: number, older: boolean) => ({
      workflow_slug: 'lead-generation',
      full_name: `${older ? 'Older' : 'Volume'} lead ${i}`,
      source: sources[i % 6] ?? 'website',
      status: statuses[Math.floor(i / 7) % 6] ?? 'new',
      score: i % 101,
      estimated_value_qar: (i % 50) * 100,
      created_at: new Date(older ? now - 31 * 86_400_000 - i * 3_600_000 : now - i * 509_000).toISOString(),
    });
    const rows = [
      ...Array.from({ length: 5000 }, (_, i) => lead(i + 1, false)),
      ...Array.from({ length: 300 }, (_, i) => lead(i + 1, true)),
    ];
    for (let from = 0; from < rows.length; from += 1000) {
      const { error } = await fixture
        .session('sara')
        .client.from('leads')
        .insert(rows.slice(from, from + 1000));
      expect(error).toBeNull();
    }
    const data = await loadLeadGenerationLive(live('sara', 'lead-generation'));
    const sql = async (where: string) => fixture.countRows('leads', 'sara', 'lead-generation', where);
    const asOf = `'${data.asOf}'::timestamptz`;
    const current = `created_at >= ${asOf} - interval '30 days' and created_at < ${asOf}`;
    const previous = `created_at >= ${asOf} - interval '60 days' and created_at < ${asOf} - interval '30 days'`;
    const k = leadKpis(data);
    expect(k.leads).toBe(await sql(current));
    expect(k.leads).toBeGreaterThan(5000);
    expect(k.qualified).toBe(await sql(`${current} and status in ('qualified', 'proposal', 'won')`));
    const won = await sql(`${current} and status = 'won'`);
    expect(k.conversionRate).toBeCloseTo(won / k.leads, 10);
    expect(k.leadsChange).toBeCloseTo(k.leads / (await sql(previous)) - 1, 10);
    const [open] = await fixture.query<{ value: number }>(
      `select coalesce(sum(estimated_value_qar), 0)::float as value from public.leads
       where user_id = $1 and workflow_slug = 'lead-generation' and status not in ('won', 'lost')
         and created_at >= $2::timestamptz - interval '60 days' and created_at < $2::timestamptz`,
      [sara, data.asOf],
    );
    expect(k.pipelineValue).toBeCloseTo(open?.value ?? -1, 2);
    // Per Doha day, and per source with its average score, as SQL groups them.
    // Doha is UTC+3 all year: a day is the UTC moment plus three hours.
    const doha = (at: string) => `((${at}) at time zone 'UTC' + interval '3 hours')::date`;
    const lastDay = doha("$2::timestamptz - interval '1 millisecond'");
    const perDay = await fixture.query<{ day: string; n: number }>(
      `select to_char(${doha('created_at')}, 'YYYY-MM-DD') as day, count(*)::int as n
       from public.leads where user_id = $1 and workflow_slug = 'lead-generation'
         and ${doha('created_at')} > ${lastDay} - 30 and ${doha('created_at')} <= ${lastDay}
       group by 1`,
      [sara, data.asOf],
    );
    const days = leadsPerDay(data);
    const byDay = new Map(perDay.map((row) => [row.day, row.n]));
    expect(days.counts).toEqual(days.days.map((day) => byDay.get(day) ?? 0));
    const bySource = await fixture.query<{ source: string; n: number; score: number }>(
      `select source, count(*)::int as n, avg(score)::float as score from public.leads
       where user_id = $1 and workflow_slug = 'lead-generation'
         and created_at >= $2::timestamptz - interval '30 days' and created_at < $2::timestamptz
       group by 1`,
      [sara, data.asOf],
    );
    const scores = averageScoreBySource(data);
    expect(scores).toHaveLength(bySource.length);
    for (const row of bySource) {
      const shown = scores.find((s) => s.source === row.source);
      expect(shown?.count).toBe(row.n);
      expect(shown?.score).toBeCloseTo(row.score, 8);
    }
    // What the page fetches: the figures and campaigns, and one page of the table (not 5,000 rows).
    const page = await serverPage(data.leads, { offset: 0, limit: 25 });
    expect(page.count).toBe(await sql('true'));
    const bytes = new TextEncoder().encode(JSON.stringify({ ...data, leads: page.rows })).length;
    expect(bytes).toBeLessThan(200_000);
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
