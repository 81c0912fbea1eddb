// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded owners: past the old cap of 5,000 emails a dashboard
 * read (MAX_EMAILS), every KPI equals the SQL counts this test computes itself over all of the owner's
 * rows, and the tables page on the server over the whole set; other clients see nothing; realtime
 * refreshes.
 */

import type { WorkflowSlug } from '@portal/contract';
import { reportingDays } from '@portal/dashboard-kit/format';
import {
  countOf as countOfFigures,
  figuresOf,
  isServerRows,
  type TableRows,
} from '@portal/dashboard-kit/live';
import { familyCases, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { afterEach, describe, expect, it } from 'vitest';
import { labelledFact, receivedFact, summaryFact } from './common/facts.ts';
import remote from './dashboards.ts';
import { summaryKpis, live as summaryLive } from './email-summary-agent/data.ts';
import {
  categories,
  receivedPerDay,
  responderKpis,
  live as responderLive,
} from './gmail-auto-responder/data.ts';
import { campaignKpis, live as campaignLive, ratesPerDay } from './gmail-campaign/data.ts';
import { sendDays } from './gmail-campaign/sendDays.ts';
import {
  type LabellingData,
  labellingKpis,
  live as labellingLive,
  labelsPerDay,
  priorities,
} from './gmail-email-labelling/data.ts';

const fixture = useLiveStack();
const { context: live } = fixture;

/** More emails than the old loader read (MAX_EMAILS = 5,000), all in the current period. */
const BULK = 5_500;
const MARK = 'bulk-gm-live';

/** Every row of a table the server pages: its count. */
async function countOf<Row>(rows: TableRows<Row>) {
  if (!isServerRows(rows)) throw new Error('a live table pages on the server');
  return (await rows.page({ offset: 0, limit: 5 })).count;
}

/** Inserts BULK emails for `who` on `slug` as the superuser, spread over the last 25 days; `columns` SQL over `n`. */
async function insertBulk(who: 'sara' | 'omar', slug: WorkflowSlug, columns: Record<string, string>) {
  const names = Object.keys(columns);
  await fixture.query(
    `insert into public.emails (user_id, workflow_slug, subject, from_address, to_address, received_at, ${names.join(', ')})
     select $1, $2, '${MARK} ' || n, 'bulk@example.qa', 'info@example.qa',
            now() - (n % 25) * interval '1 day' - (n % 600) * interval '1 minute', ${names.map((c) => columns[c]).join(', ')}
     from generate_series(1, ${BULK}) n`,
    [fixture.session(who).userId, slug],
  );
}

afterEach(async () => {
  await fixture.query(`delete from public.emails where subject like '${MARK}%'`);
});

/** One row of counts over the owner's emails of the workflow received in the period ending at `asOf`. */
async function inPeriod(
  who: 'sara' | 'omar',
  slug: WorkflowSlug,
  asOf: string,
  columns: string,
  at = 'received_at',
) {
  const [row] = await fixture.query<Record<string, number>>(
    `select ${columns} from public.emails where user_id = $1 and workflow_slug = $2
       and ${at} >= $3::timestamptz - interval '30 days' and ${at} < $3::timestamptz`,
    [fixture.session(who).userId, slug, asOf],
  );
  return row ?? {};
}

describe('the gmail dashboards, live as their owners, past the old caps', () => {
  it('auto-responder: every incoming email counted, the speed of the automatic replies', async () => {
    await insertBulk('omar', 'gmail-auto-responder', {
      status: `(array['auto_replied', 'auto_replied', 'replied', 'drafted', 'received', 'archived'])[n % 6 + 1]`,
      response_time_seconds: `case when n % 6 < 2 then n % 97 + 5 when n % 6 = 2 then 3600 end`,
      label: `(array['Bookings', 'Prices', null])[n % 3 + 1]`,
      sentiment: `(array['positive', 'neutral', 'negative', null])[n % 4 + 1]`,
    });
    const data = await responderLive(live('omar', 'gmail-auto-responder'));
    const k = responderKpis(data);
    const sql = await inPeriod(
      'omar',
      'gmail-auto-responder',
      data.asOf,
      `count(*) filter (where direction = 'inbound')::int as received,
       count(*) filter (where direction = 'inbound' and status = 'auto_replied')::int as automatic,
       count(*) filter (where direction = 'inbound' and status in ('replied', 'drafted'))::int as person,
       count(*) filter (where direction = 'inbound' and status = 'drafted')::int as drafted,
       count(*) filter (where direction = 'inbound' and status not in ('auto_replied', 'replied', 'drafted', 'archived'))::int as waiting,
       (percentile_cont(0.5) within group (order by response_time_seconds)
          filter (where direction = 'inbound' and status = 'auto_replied'))::float * 1000 as median,
       count(*) filter (where direction = 'inbound' and label is null)::int as uncategorised`,
    );
    expect(k.received).toBeGreaterThan(BULK);
    expect([k.received, k.automatic, k.handedToPerson, k.awaitingApproval, k.waiting]).toEqual([
      sql.received,
      sql.automatic,
      sql.person,
      sql.drafted,
      sql.waiting,
    ]);
    expect(k.medianResponseMs).toBeCloseTo(sql.median ?? Number.NaN, 6);
    const perDay = receivedPerDay(data);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(perDay.automatic)).toBe(sql.automatic);
    expect(categories(data).find((c) => c.label === null)?.count).toBe(sql.uncategorised);
    expect(await countOf(data.emails)).toBe(sql.received);
    const [handed] = await fixture.query<{ n: number }>(
      `select count(*)::int as n from public.emails where user_id = $1 and workflow_slug = 'gmail-auto-responder'
         and direction = 'inbound' and status in ('replied', 'drafted')`,
      [fixture.session('omar').userId],
    );
    expect(await countOf(data.handedOff)).toBe(handed?.n);
  });

  it('email labelling: labels, corrections, priorities and the unlabelled of the whole history', async () => {
    await insertBulk('sara', 'gmail-email-labelling', {
      label: `case when n % 7 = 0 then null else (array['Orders', 'Invoices', 'Shipping'])[n % 3 + 1] end`,
      original_label: `case when n % 5 = 0 then 'Orders' end`,
      labelled_at: `case when n % 7 = 0 and n % 5 <> 0 then null else now() - (n % 25) * interval '1 day' end`,
      priority: `(array['low', 'normal', 'high'])[n % 3 + 1]`,
    });
    const data = await labellingLive(live('sara', 'gmail-email-labelling'));
    const k = labellingKpis(data);
    const labelled = await inPeriod(
      'sara',
      'gmail-email-labelling',
      data.asOf,
      `count(*) filter (where label is not null or original_label is not null)::int as labelled,
       count(*) filter (where original_label is not null and original_label is distinct from label)::int as corrected`,
      'labelled_at',
    );
    const received = await inPeriod(
      'sara',
      'gmail-email-labelling',
      data.asOf,
      `count(*) filter (where direction = 'inbound')::int as received,
       count(*) filter (where direction = 'inbound' and priority = 'high')::int as high,
       count(*) filter (where direction = 'inbound' and priority = 'low')::int as low`,
    );
    const [unlabelled] = await fixture.query<{ n: number }>(
      `select count(*)::int as n from public.emails where user_id = $1 and workflow_slug = 'gmail-email-labelling'
         and direction = 'inbound' and label is null`,
      [fixture.session('sara').userId],
    );
    expect(k.labelled).toBeGreaterThan(BULK / 2);
    expect([k.labelled, k.corrections, k.highPriority, k.received, k.unlabelled]).toEqual([
      labelled.labelled,
      labelled.corrected,
      received.high,
      received.received,
      unlabelled?.n,
    ]);
    // The chart's days are whole Doha days (the day of asOf and the 29 before), not the period's 30 × 24 h:
    // an email corrected early in the period's first, partial day is in the KPI, not in the chart.
    const [correctedOnDays] = await fixture.query<{ n: number }>(
      `select count(*)::int as n from public.emails where user_id = $1 and workflow_slug = 'gmail-email-labelling'
         and original_label is not null and original_label is distinct from label
         and (labelled_at at time zone 'Asia/Qatar')::date = any($2::date[])`,
      [fixture.session('sara').userId, reportingDays(data.asOf)],
    );
    expect(labelsPerDay(data).corrected.reduce((a, b) => a + b, 0)).toBe(correctedOnDays?.n);
    expect(priorities(data).find((p) => p.key === 'low')?.count).toBe(received.low);
    expect(await countOf(data.unlabelledEmails)).toBe(unlabelled?.n);
    expect(await countOf(data.corrections)).toBe(labelled.corrected);
  });

  it('email summary agent: summaries, action items, time saved and digests of every email', async () => {
    await insertBulk('omar', 'email-summary-agent', {
      direction: `case when n % 10 = 0 then 'outbound' else 'inbound' end`,
      summary: `case when n % 4 = 0 then null else 'Quote valid thirty days' end`,
      action_items: `case when n % 3 = 0 then array['Reply today', 'Call'] else '{}' end`,
      word_count: `n % 400`,
    });
    const data = await summaryLive(live('omar', 'email-summary-agent'));
    const k = summaryKpis(data);
    const sql = await inPeriod(
      'omar',
      'email-summary-agent',
      data.asOf,
      `count(*) filter (where direction = 'inbound' and summary is not null)::int as summaries,
       count(*) filter (where direction = 'inbound' and summary is null)::int as pending,
       count(*) filter (where direction = 'outbound')::int as digests,
       coalesce(sum(cardinality(action_items)) filter (where direction = 'inbound' and summary is not null), 0)::int as actions`,
    );
    expect(k.summaries).toBeGreaterThan(BULK / 2);
    expect([k.summaries, k.pending, k.digests, k.actionItems]).toEqual([
      sql.summaries,
      sql.pending,
      sql.digests,
      sql.actions,
    ]);
    // Time saved, as the dashboard's timeSavedMs computes it per row, summed over every summary.
    const rows = await fixture.query<{ summary: string; action_items: string[]; word_count: number | null }>(
      `select summary, action_items, word_count from public.emails where user_id = $1 and workflow_slug = 'email-summary-agent'
         and direction = 'inbound' and summary is not null
         and received_at >= $2::timestamptz - interval '30 days' and received_at < $2::timestamptz`,
      [fixture.session('omar').userId, data.asOf],
    );
    const { timeSavedMs } = await import('./common/facts.ts');
    const saved = rows.reduce(
      (sum, r) => sum + timeSavedMs({ ...r } as Parameters<typeof timeSavedMs>[0]),
      0,
    );
    expect(k.timeSavedMs).toBeCloseTo(saved, 3);
    expect(await countOf(data.threads)).toBe(sql.summaries);
    expect(await countOf(data.digests)).toBe(sql.digests);
  });

  it('gmail campaign: the sends per day, opened, bounced and replied, past the cap', async () => {
    await insertBulk('omar', 'gmail-campaign', {
      direction: `'outbound'`,
      status: `(array['sent', 'opened', 'opened', 'bounced'])[n % 4 + 1]`,
      thread_id: `'${MARK}-t' || n`,
    });
    // A reply to every fifth send, in its thread.
    await fixture.query(
      `insert into public.emails (user_id, workflow_slug, subject, from_address, to_address, thread_id, received_at)
       select user_id, workflow_slug, '${MARK} re', 'customer@example.qa', 'info@example.qa', thread_id, received_at + interval '1 hour'
       from public.emails where subject like '${MARK} %' and direction = 'outbound' and right(thread_id, 1) in ('0', '5')`,
    );
    const data = await campaignLive(live('omar', 'gmail-campaign'));
    const rates = ratesPerDay(data);
    const [sql] = await fixture.query<{ sent: number; opened: number; bounced: number; replied: number }>(
      `select count(*)::int as sent, count(*) filter (where s.status = 'opened')::int as opened,
              count(*) filter (where s.status = 'bounced')::int as bounced,
              count(*) filter (where exists (select from public.emails i where i.user_id = s.user_id
                and i.workflow_slug = s.workflow_slug and i.thread_id = s.thread_id and i.direction = 'inbound'))::int as replied
       from public.emails s where s.user_id = $1 and s.workflow_slug = 'gmail-campaign' and s.direction = 'outbound'
         and private.doha_day(s.received_at) between private.doha_day($2::timestamptz - interval '1 microsecond') - 29
                                                 and private.doha_day($2::timestamptz - interval '1 microsecond')`,
      [fixture.session('omar').userId, data.asOf],
    );
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(rates.sent)).toBeGreaterThan(BULK);
    expect([
      sum(data.sends.sent),
      sum(data.sends.opened),
      sum(data.sends.bounced),
      sum(data.sends.replied),
    ]).toEqual([sql?.sent, sql?.opened, sql?.bounced, sql?.replied]);
    const [campaigns] = await fixture.query<{ sent: number }>(
      `select coalesce(sum(sent_count), 0)::int as sent from public.campaigns where user_id = $1 and workflow_slug = 'gmail-campaign'`,
      [fixture.session('omar').userId],
    );
    expect(campaignKpis(data).sent).toBe(campaigns?.sent);
    const replies = await fixture.countRows('emails', 'omar', 'gmail-campaign', `direction = 'inbound'`);
    expect(await countOf(data.replies)).toBe(replies);
  });

  it('email labelling: the KPIs of a finished report week equal client_report’s headline of that week', async () => {
    const ctx = live('sara', 'gmail-email-labelling');
    const report = await fixture.lastWeekReport('sara');
    const { weekEnd } = report;
    // The dashboard's figures as of the week's end (Doha midnight), over its 7 days.
    const labelled = await figuresOf('emails_labelled', labelledFact, 7).read(ctx, weekEnd);
    const received = await figuresOf('emails_received', receivedFact, 7).read(ctx, weekEnd);
    // The unlabelled mail is of the whole history, not of a week: the report has no such figure.
    const k = labellingKpis({ labelled, received, unlabelled: [] } as unknown as LabellingData);
    const headline = report.headline('gmail-email-labelling');
    expect([k.labelled, k.corrections]).toEqual([headline.emails_labelled, headline.labels_corrected]);
  });

  it('gmail campaign: the sends of a finished report week, as its chart shows them, equal client_report’s headline', async () => {
    await insertBulk('omar', 'gmail-campaign', {
      direction: `'outbound'`,
      status: `(array['sent', 'opened', 'bounced'])[n % 3 + 1]`,
    });
    const report = await fixture.lastWeekReport('omar');
    // The chart's days as of the week's end: the last seven are the report's week.
    const sends = await sendDays.read(live('omar', 'gmail-campaign'), report.weekEnd);
    const week = sends.sent.slice(-7).reduce((a, b) => a + b, 0);
    expect(week).toBeGreaterThan(0);
    expect(report.headline('gmail-campaign')).toEqual({ campaign_emails: week });
  });

  it('auto-responder and summary agent: the KPIs of a finished report week equal client_report’s headline', async () => {
    const responder = live('omar', 'gmail-auto-responder');
    const report = await fixture.lastWeekReport('omar');
    const { weekEnd } = report;
    const received = await figuresOf('emails_received', receivedFact, 7).read(responder, weekEnd);
    const k = responderKpis({ received, speed: { current: { percentiles: [] } } } as never);
    expect(k.received).toBe(report.headline('gmail-auto-responder').emails_received);
    expect(k.received).toBeGreaterThan(0);
    expect(k.automatic + k.handedToPerson).toBe(report.headline('gmail-auto-responder').emails_answered);
    const summary = live('omar', 'email-summary-agent');
    const summaries = await figuresOf('email_summaries', summaryFact, 7).read(summary, weekEnd);
    expect(countOfFigures(summaries, 'current')).toBe(
      report.headline('email-summary-agent').emails_summarised,
    );
  });

  it('another client sees nothing of a workflow, even asking for the owner’s figures and rows', async () => {
    const loads = [
      ['omar', 'gmail-auto-responder', responderLive],
      ['sara', 'gmail-email-labelling', labellingLive],
      ['omar', 'email-summary-agent', summaryLive],
      ['omar', 'gmail-campaign', campaignLive],
    ] as const;
    for (const [owner, slug, load] of loads) {
      const other = owner === 'omar' ? 'sara' : 'omar';
      for (const userId of [fixture.session(other).userId, fixture.session(owner).userId]) {
        const data: Record<string, unknown> = await load({ ...live(other, slug), userId });
        for (const [name, part] of Object.entries(data)) {
          if (name === 'asOf') continue;
          // Figures have no lines, spreads no rows, groups none, lists and server tables no rows.
          const nothing = JSON.stringify(part, (key, v) =>
            typeof v === 'number' && v !== 0 && key !== 'days' ? 'some' : v,
          );
          if (isServerRows(part as TableRows<unknown>))
            expect(await countOf(part as TableRows<unknown>)).toBe(0);
          else expect(nothing, `${slug} ${name}`).not.toContain('"some"');
        }
      }
    }
  });
});

/** An email reaching Sara's inbox: the labelling dashboard must reload. */
const probeEmail = (attempt: number) => ({
  from_address: 'probe@example.qa',
  to_address: 'info@alnoor.example.qa',
  subject: `Probe ${attempt}`,
});

familyCases(fixture, remote, {
  othersSeeNothing: ['gmail-campaign'],
  reloads: ['sara', 'gmail-email-labelling', { into: 'emails', row: probeEmail }],
});
