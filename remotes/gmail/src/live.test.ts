// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded owners: each dashboard's figures equal the figures of
 * the same rows read by the superuser (no RLS), and headline counts equal SQL counts; other clients
 * see nothing; the signal aborts; realtime refreshes.
 */
import type { WorkflowSlug } from '@portal/shared/catalogue';
import {
  CAMPAIGN_FUNNEL_COLUMNS,
  type CampaignFunnelRow,
  campaignFunnelFromRow,
} from '@portal/shared/entities';
import { type DemoClient, sqlPeriod, sqlSince, useLiveStack } from '@portal/shared/testing/live';
import { describe, expect, it } from 'vitest';
import { loadEmailsLive } from './common/live.ts';
import { EMAIL_COLUMNS, type EmailsData } from './common/rows.ts';
import remote from './dashboards.ts';
import { summaryKpis } from './email-summary-agent/data.ts';
import { responderKpis } from './gmail-auto-responder/data.ts';
import { campaignKpis, ratesPerDay, recentReplies } from './gmail-campaign/data.ts';
import { loadGmailCampaignLive } from './gmail-campaign/live.ts';
import { labellingKpis } from './gmail-email-labelling/data.ts';

const fixture = useLiveStack();
const live = (who: DemoClient, slug: WorkflowSlug, signal?: AbortSignal) =>
  fixture.context(who, slug, signal);

/** The emails the loader reads, read by the superuser for the owner. */
async function expectedEmails(who: DemoClient, slug: WorkflowSlug, asOf: string): Promise<EmailsData> {
  return {
    emails: await fixture.rows('emails', EMAIL_COLUMNS, who, slug, sqlSince('received_at', asOf, 60)),
    asOf,
  };
}

/** One row of counts over the owner's emails of `slug` in the 30 days before `asOf`. */
async function countsInSql(who: DemoClient, slug: WorkflowSlug, asOf: string, columns: string) {
  const [row] = await fixture.query<Record<string, number>>(
    `select ${columns} from public.emails where user_id = $1 and workflow_slug = $2 and ${sqlPeriod('received_at', asOf)}`,
    [fixture.session(who).userId, slug],
  );
  return row ?? {};
}

describe('the gmail dashboards, live as their owners', () => {
  it('gmail campaign: Omar’s campaigns, sends and replies, as the superuser reads them', async () => {
    const data = await loadGmailCampaignLive(live('omar', 'gmail-campaign'));
    const campaigns = (
      await fixture.rows<CampaignFunnelRow>('campaigns', CAMPAIGN_FUNNEL_COLUMNS, 'omar', 'gmail-campaign')
    ).map(campaignFunnelFromRow);
    const expected = { ...(await expectedEmails('omar', 'gmail-campaign', data.asOf)), campaigns };
    expect(data.campaigns).toHaveLength(campaigns.length);
    expect(campaignKpis(data)).toEqual(campaignKpis(expected));
    expect(ratesPerDay(data)).toEqual(ratesPerDay(expected));
    expect(recentReplies(data).length).toBe(recentReplies(expected).length);
    const [sql] = await fixture.query<{ sent: number; bounced: number; scheduled: number }>(
      `select sum(sent_count)::int as sent, sum(sent_count - delivered_count)::int as bounced,
              count(*) filter (where status = 'scheduled' and scheduled_at >= now())::int as scheduled
       from public.campaigns where user_id = $1 and workflow_slug = 'gmail-campaign'`,
      [fixture.session('omar').userId],
    );
    const k = campaignKpis(data);
    expect([k.sent, k.bounced, k.upcoming]).toEqual([sql?.sent, sql?.bounced, sql?.scheduled]);
    expect(k.sent).toBeGreaterThan(100);
    expect(k.replied).toBeGreaterThan(0);
  });

  it('auto-responder: Omar’s emails, answered automatically or by a person', async () => {
    const data = await loadEmailsLive(live('omar', 'gmail-auto-responder'));
    const k = responderKpis(data);
    expect(k).toEqual(responderKpis(await expectedEmails('omar', 'gmail-auto-responder', data.asOf)));
    const sql = await countsInSql(
      'omar',
      'gmail-auto-responder',
      data.asOf,
      `count(*) filter (where direction = 'inbound')::int as received,
       count(*) filter (where status = 'auto_replied')::int as automatic,
       count(*) filter (where status in ('replied', 'drafted'))::int as person`,
    );
    expect([k.received, k.automatic, k.handedToPerson]).toEqual([sql.received, sql.automatic, sql.person]);
    expect(k.awaitingApproval).toBeGreaterThan(0);
    expect(k.medianResponseMs).toBeLessThan(k.p95ResponseMs ?? 0);
  });

  it('email labelling: Sara’s labels, the unlabelled and the corrections', async () => {
    const data = await loadEmailsLive(live('sara', 'gmail-email-labelling'));
    const k = labellingKpis(data);
    expect(k).toEqual(labellingKpis(await expectedEmails('sara', 'gmail-email-labelling', data.asOf)));
    const [unlabelled] = await fixture.query<{ n: number }>(
      `select count(*)::int as n from public.emails where user_id = $1 and workflow_slug = 'gmail-email-labelling'
         and label is null and received_at >= timestamptz '${data.asOf}' - interval '60 days'`,
      [fixture.session('sara').userId],
    );
    const sql = await countsInSql(
      'sara',
      'gmail-email-labelling',
      data.asOf,
      `count(*) filter (where original_label is not null and original_label <> label)::int as corrected`,
    );
    expect(k.unlabelled).toBe(unlabelled?.n);
    expect(k.corrections).toBe(sql.corrected);
    expect(k.corrections).toBeGreaterThan(0);
  });

  it('email summary agent: Omar’s summaries, digests and action items', async () => {
    const data = await loadEmailsLive(live('omar', 'email-summary-agent'));
    const k = summaryKpis(data);
    expect(k).toEqual(summaryKpis(await expectedEmails('omar', 'email-summary-agent', data.asOf)));
    const sql = await countsInSql(
      'omar',
      'email-summary-agent',
      data.asOf,
      `count(*) filter (where direction = 'inbound' and summary is not null)::int as summaries,
       count(*) filter (where direction = 'outbound')::int as digests,
       coalesce(sum(cardinality(action_items)) filter (where summary is not null), 0)::int as actions`,
    );
    expect([k.summaries, k.digests, k.actionItems]).toEqual([sql.summaries, sql.digests, sql.actions]);
    expect(k.timeSavedMs).toBeGreaterThan(0);
  });

  it('a client who does not own a workflow sees nothing of it, even asking for the owner’s rows', async () => {
    expect((await loadEmailsLive(live('sara', 'email-summary-agent'))).emails).toEqual([]);
    expect((await loadGmailCampaignLive(live('sara', 'gmail-campaign'))).campaigns).toEqual([]);
    const omarAsSara = await loadGmailCampaignLive({
      ...live('sara', 'gmail-campaign'),
      userId: fixture.session('omar').userId,
    });
    expect([omarAsSara.campaigns, omarAsSara.emails]).toEqual([[], []]);
  });

  fixture.itStopsWhenAborted((signal) => loadGmailCampaignLive(live('omar', 'gmail-campaign', signal)));
});

describe('watch', () => {
  fixture.itReloadsOnChange(remote, 'reloads the labelling dashboard when an email reaches Sara’s inbox', {
    who: 'sara',
    slug: 'gmail-email-labelling',
    probe: (client, attempt) =>
      client.from('emails').insert({
        workflow_slug: 'gmail-email-labelling',
        from_address: 'probe@example.qa',
        to_address: 'info@alnoor.example.qa',
        subject: `Probe ${attempt}`,
      }),
  });
});
