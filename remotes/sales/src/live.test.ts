// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded clients: what RLS lets each one see, how rows map
 * into the dashboards' data, cancellation, and realtime refresh.
 */

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
  closedFigures,
  isOpen,
  live as loadOdooSalesLive,
  pipelineByStage,
  REVENUE_MONTHS,
  revenueByMonth,
  salesKpis,
} from './odoo-sales/data.ts';
import {
  byPlatform,
  engagementPerDay,
  live as loadSocialMediaLive,
  publishedFigures,
  socialKpis,
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

describe('odoo sales and social media past the old caps', () => {
  const DAY = 86_400_000;

  it('odoo sales: 2,600 deals (the old cap read 2,000), every figure equal to SQL’s, the tables paged on the server', async () => {
    const stages = ['prospect', 'qualified', 'proposal', 'negotiation', 'won', 'lost'] as const;
    const now = Date.now();
    const ids = await fixture.insertAs(
      'sara',
      'deals',
      Array.from({ length: 2600 }, (_, n) => {
        const i = n + 1;
        const stage = stages[i % 6] ?? 'won';
        // Decided deals closed over the last 180 days; every deal created ten days before.
        const closed = now - i * 100 * 60_000;
        return {
          workflow_slug: 'odoo-sales',
          title: `Volume deal ${i}`,
          customer_name: `Customer ${i % 30}`,
          value_qar: (i % 900) * 10.5,
          stage,
          probability: i % 101,
          expected_close_on: new Date(now + (i % 40) * DAY).toISOString().slice(0, 10),
          closed_at: stage === 'won' || stage === 'lost' ? new Date(closed).toISOString() : null,
          created_at: new Date(closed - 10 * DAY).toISOString(),
        };
      }),
    );
    try {
      const data = await loadOdooSalesLive(live('sara', 'odoo-sales'));
      const sara = fixture.session('sara').userId;
      const closedIn = (from: number, to: number) =>
        `closed_at >= $2::timestamptz - interval '${from} days' and closed_at < $2::timestamptz - interval '${to} days'`;
      const open = "stage in ('prospect', 'qualified', 'proposal', 'negotiation')";
      const [sql] = await fixture.query<Record<string, number>>(
        `select coalesce(sum(value_qar) filter (where stage = 'won' and ${closedIn(30, 0)}), 0)::float as revenue,
                coalesce(sum(value_qar) filter (where stage = 'won' and ${closedIn(60, 30)}), 0)::float as before,
                count(*) filter (where stage = 'won' and ${closedIn(30, 0)})::int as won,
                count(*) filter (where stage = 'won' and ${closedIn(90, 0)})::int as won90,
                count(*) filter (where stage in ('won', 'lost') and ${closedIn(90, 0)})::int as decided90,
                coalesce(sum(value_qar) filter (where ${open}), 0)::float as open_value,
                coalesce(sum(value_qar * probability / 100.0) filter (where ${open}), 0)::float as weighted,
                count(*) filter (where ${open})::int as open_deals,
                count(*)::int as deals
         from public.deals where user_id = $1 and workflow_slug = 'odoo-sales'`,
        [sara, data.asOf],
      );
      if (!sql) throw new Error('no SQL figures');
      const k = salesKpis(data);
      expect(k.openDeals).toBe(sql.open_deals);
      expect(k.openDeals).toBeGreaterThan(1600);
      expect(k.revenue).toBeCloseTo(sql.revenue ?? -1, 2);
      expect(k.revenueChange).toBeCloseTo((sql.revenue ?? 0) / (sql.before ?? 0) - 1, 8);
      expect(k.wonDeals).toBe(sql.won);
      expect(k.winRate).toBeCloseTo((sql.won90 ?? 0) / (sql.decided90 ?? 1), 10);
      expect(k.openPipeline).toBeCloseTo(sql.open_value ?? -1, 2);
      expect(k.weightedPipeline).toBeCloseTo(sql.weighted ?? -1, 2);
      expect(k.averageDeal).toBeCloseTo((sql.revenue ?? 0) / (sql.won ?? 1), 6);
      // Won revenue per Doha calendar month, and the open pipeline per stage.
      const months = await fixture.query<{ month: string; revenue: number }>(
        `select to_char(closed_at at time zone 'Asia/Qatar', 'YYYY-MM') as month, sum(value_qar)::float as revenue
         from public.deals where user_id = $1 and workflow_slug = 'odoo-sales' and stage = 'won' and closed_at < $2
         group by 1`,
        [sara, data.asOf],
      );
      const charted = revenueByMonth(data);
      expect(charted).toHaveLength(REVENUE_MONTHS);
      for (const month of charted)
        expect(month.revenue).toBeCloseTo(
          months.find((m) => m.month === month.month.slice(0, 7))?.revenue ?? 0,
          2,
        );
      const stagesSql = await fixture.query<{ stage: string; n: number; value: number }>(
        `select stage, count(*)::int as n, sum(value_qar)::float as value from public.deals
         where user_id = $1 and workflow_slug = 'odoo-sales' and ${open} group by 1`,
        [sara],
      );
      for (const stage of pipelineByStage(data)) {
        const row = stagesSql.find((s) => s.stage === stage.stage);
        expect([stage.count, Math.round(stage.value * 100)]).toEqual([
          row?.n,
          Math.round((row?.value ?? 0) * 100),
        ]);
      }
      // The next open deals to close, in the server's order; the tables count every matching deal.
      const next = await fixture.query<{ day: string }>(
        `select expected_close_on::text as day from public.deals where user_id = $1 and workflow_slug = 'odoo-sales'
           and ${open} order by expected_close_on asc nulls last limit 5`,
        [sara],
      );
      expect(data.upcoming.map((d) => d.expected_close_on)).toEqual(next.map((n) => n.day));
      const openPage = await serverPage(data.openDeals, { offset: 0, limit: 25 });
      expect(openPage.count).toBe(sql.open_deals);
      expect(openPage.rows.every(isOpen)).toBe(true);
      expect((await serverPage(data.deals, { offset: 0, limit: 25 })).count).toBe(sql.deals);
      // Omar, asking for Sara's deals, gets nothing: RLS answers no lines and no rows.
      const omar = await loadOdooSalesLive({ ...live('omar', 'odoo-sales'), userId: sara });
      expect([omar.closed.lines, omar.pipeline, omar.upcoming]).toEqual([[], [], []]);
      expect((await serverPage(omar.deals, { offset: 0, limit: 5 })).count).toBe(0);
      // The weekly report's headline and the KPI row, read for the same finished week, agree.
      const report = await fixture.lastWeekReport('sara');
      const { weekEnd } = report;
      const headline = report.headline('odoo-sales');
      const week = salesKpis({
        ...data,
        closed: await closedFigures(7).read(live('sara', 'odoo-sales'), weekEnd),
      });
      // Exactly the two figures the KPI row shows (the revenue and its deals won), nothing else.
      expect(Object.keys(headline).sort()).toEqual(['deals_won', 'won_qar']);
      expect([week.wonDeals, Math.round(week.revenue * 100)]).toEqual([
        headline.deals_won,
        Math.round((headline.won_qar ?? -1) * 100),
      ]);
      expect(week.wonDeals).toBeGreaterThan(0);
    } finally {
      await fixture.removeRows('deals', ids);
    }
  });

  it('social media: 2,500 posts (the old cap read 2,000), every figure equal to SQL’s; Sara, who does not own it, sees none', async () => {
    const platforms = ['instagram', 'facebook', 'linkedin', 'x', 'tiktok'] as const;
    const statuses = ['published', 'published', 'scheduled', 'draft', 'failed'] as const;
    const now = Date.now();
    const ids = await fixture.insertAs(
      'omar',
      'social_posts',
      Array.from({ length: 2500 }, (_, n) => {
        const i = n + 1;
        const status = statuses[i % 5] ?? 'draft';
        const moment = now - i * 25 * 60_000; // 43 days back
        // Scheduled ones over the next 12 days, a third of them already past their moment.
        const scheduled = i % 3 === 0 ? now - ((i % 50) + 1) * 3_600_000 : now + (i % 300) * 3_600_000;
        return {
          workflow_slug: 'social-media-content',
          platform: platforms[i % 5] ?? 'x',
          content: `Volume post ${i}`,
          language: i % 2 ? 'en' : 'ar',
          status,
          scheduled_at: status === 'scheduled' ? new Date(scheduled).toISOString() : null,
          published_at: status === 'published' ? new Date(moment).toISOString() : null,
          impressions: i % 1000,
          likes: i % 50,
          comments: i % 7,
          shares: i % 5,
          created_at: new Date(moment - DAY).toISOString(),
        };
      }),
    );
    try {
      const data = await loadSocialMediaLive(live('omar', 'social-media-content'));
      const omar = fixture.session('omar').userId;
      const published = (from: number, to: number) =>
        `published_at >= $2::timestamptz - interval '${from} days' and published_at < $2::timestamptz - interval '${to} days'`;
      const [sql] = await fixture.query<Record<string, number>>(
        `select count(*) filter (where ${published(30, 0)})::int as published,
                count(*) filter (where ${published(60, 30)})::int as before,
                coalesce(sum(likes + comments + shares) filter (where ${published(30, 0)}), 0)::int as engagement,
                coalesce(sum(likes + comments + shares) filter (where ${published(60, 30)}), 0)::int as engagement_before,
                coalesce(sum(impressions) filter (where ${published(30, 0)}), 0)::int as impressions,
                count(*) filter (where status = 'scheduled' and scheduled_at >= $2)::int as upcoming,
                count(*) filter (where status in ('published', 'failed'))::int as past,
                count(*) filter (where status in ('draft', 'scheduled'))::int as waiting
         from public.social_posts where user_id = $1 and workflow_slug = 'social-media-content'`,
        [omar, data.asOf],
      );
      if (!sql) throw new Error('no SQL figures');
      const k = socialKpis(data);
      expect(k.published).toBe(sql.published);
      expect(k.published).toBeGreaterThan(600);
      expect(k.publishedChange).toBeCloseTo((sql.published ?? 0) / (sql.before ?? 0) - 1, 10);
      expect([k.engagement, k.impressions, k.upcoming]).toEqual([
        sql.engagement,
        sql.impressions,
        sql.upcoming,
      ]);
      expect(k.engagementChange).toBeCloseTo((sql.engagement ?? 0) / (sql.engagement_before ?? 0) - 1, 10);
      expect(k.engagementRate).toBeCloseTo((sql.engagement ?? 0) / (sql.impressions ?? 1), 10);
      // Engagement per Doha day, and per platform over both periods.
      const perDaySql = await fixture.query<{ day: string; engagement: number }>(
        `select to_char(published_at at time zone 'Asia/Qatar', 'YYYY-MM-DD') as day,
                sum(likes + comments + shares)::int as engagement
         from public.social_posts where user_id = $1 and workflow_slug = 'social-media-content'
           and published_at is not null group by 1`,
        [omar],
      );
      const perDay = engagementPerDay(data);
      expect(perDay.engagement).toEqual(
        perDay.days.map((day) => perDaySql.find((d) => d.day === day)?.engagement ?? 0),
      );
      const platformSql = await fixture.query<{ platform: string; n: number; rate: number }>(
        `select platform, count(*)::int as n, (sum(likes + comments + shares)::float / nullif(sum(impressions), 0)) as rate
         from public.social_posts where user_id = $1 and workflow_slug = 'social-media-content' and ${published(60, 0)}
         group by 1`,
        [omar, data.asOf],
      );
      const shown = byPlatform(data);
      expect(shown).toHaveLength(platformSql.length);
      for (const row of platformSql) {
        const platform = shown.find((p) => p.platform === row.platform);
        expect(platform?.posts).toBe(row.n);
        expect(platform?.rate).toBeCloseTo(row.rate, 10);
      }
      expect((await serverPage(data.pastPosts, { offset: 0, limit: 25 })).count).toBe(sql.past);
      expect((await serverPage(data.upcomingPosts, { offset: 0, limit: 25 })).count).toBe(sql.waiting);
      // Sara owns no social media workflow, and asking for Omar's posts gets her nothing either.
      for (const ctx of [
        live('sara', 'social-media-content'),
        { ...live('sara', 'social-media-content'), userId: omar },
      ]) {
        const sara = await loadSocialMediaLive(ctx);
        expect([sara.published.lines, sara.scheduled.lines]).toEqual([[], []]);
        expect((await serverPage(sara.pastPosts, { offset: 0, limit: 5 })).count).toBe(0);
      }
      // The weekly report's headline and the KPI row, read for the same finished week, agree.
      const report = await fixture.lastWeekReport('omar');
      const { weekEnd } = report;
      const headline = report.headline('social-media-content');
      const week = socialKpis({
        ...data,
        published: await publishedFigures(7).read(live('omar', 'social-media-content'), weekEnd),
      });
      expect([week.published, week.impressions]).toEqual([headline.posts_published, headline.impressions]);
      expect(week.published).toBeGreaterThan(0);
    } finally {
      await fixture.removeRows('social_posts', ids);
    }
  });
});

describe('watch', () => {
  fixture.itReloadsOnChange(remote, 'reloads automated lead generation when one of Sara’s runs changes', {
    who: 'sara',
    slug: 'automated-lead-generation',
    insert: { into: 'workflow_runs', row: () => ({ input: { source: 'google_maps' } }) },
  });
  fixture.itReloadsOnChange(remote, 'reloads odoo sales when one of Sara’s deals changes', {
    who: 'sara',
    slug: 'odoo-sales',
    insert: {
      into: 'deals',
      row: (attempt) => ({ title: `Watch ${attempt}`, customer_name: 'Probe', value_qar: 100 }),
    },
  });
});
