// @vitest-environment node
/**
 * The live loaders against the real local stack (PGlite, migrated and seeded) through the real
 * supabase-js client, signed in as the seeded owners: each dashboard's figures equal the figures of
 * the same rows read by the superuser (no RLS), and headline counts equal SQL counts; other clients
 * see nothing; the signal aborts; realtime refreshes.
 */

import { familyCases, type OwnerReader, ownerLoads, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_FUNNEL_COLUMNS,
  type CampaignFunnelRow,
  campaignFunnelFromRow,
} from './common/campaignFunnel.ts';
import { EMAILS, type EmailsData } from './common/rows.ts';
import remote from './dashboards.ts';
import { summaryKpis } from './email-summary-agent/data.ts';
import { responderKpis } from './gmail-auto-responder/data.ts';
import { campaignKpis, ratesPerDay, recentReplies } from './gmail-campaign/data.ts';
import { labellingKpis } from './gmail-email-labelling/data.ts';

const fixture = useLiveStack();
const asOwner = ownerLoads(fixture, remote);

/** An email reaching Sara's inbox: the labelling dashboard must reload. */
const probeEmail = (attempt: number) => ({
  from_address: 'probe@example.qa',
  to_address: 'info@alnoor.example.qa',
  subject: `Probe ${attempt}`,
});

/** The emails the loader reads, read by the superuser for the owner. */
const expectedEmails = async (read: OwnerReader, asOf: string): Promise<EmailsData> => ({
  emails: await read.select(EMAILS, read.since('received_at', 60)),
  asOf,
});

/** One row of counts over the owner's emails of the workflow in the period. */
async function countsInSql(read: OwnerReader, columns: string) {
  const [row] = await read.sql<Record<string, number>>(
    `select ${columns} from public.emails where user_id = $1 and workflow_slug = $2 and ${read.period('received_at')}`,
  );
  return row ?? {};
}

describe('the gmail dashboards, live as their owners', () => {
  it('gmail campaign: Omar’s campaigns, sends and replies, as the superuser reads them', async () => {
    const owner = await asOwner('omar', 'gmail-campaign', async (read, asOf) => ({
      ...(await expectedEmails(read, asOf)),
      campaigns: (await read.rows<CampaignFunnelRow>('campaigns', CAMPAIGN_FUNNEL_COLUMNS)).map(
        campaignFunnelFromRow,
      ),
    }));
    const { data, expected } = owner;
    expect(data.campaigns).toHaveLength(expected.campaigns.length);
    owner.expectSame(campaignKpis, ratesPerDay, (d) => recentReplies(d).length);
    const [sql] = await owner.read.sql<{ sent: number; bounced: number; scheduled: number }>(
      `select sum(sent_count)::int as sent, sum(sent_count - delivered_count)::int as bounced,
              count(*) filter (where status = 'scheduled' and scheduled_at >= now())::int as scheduled
       from public.campaigns where user_id = $1 and workflow_slug = $2`,
    );
    const k = campaignKpis(data);
    expect([k.sent, k.bounced, k.upcoming]).toEqual([sql?.sent, sql?.bounced, sql?.scheduled]);
    expect(k.sent).toBeGreaterThan(100);
    expect(k.replied).toBeGreaterThan(0);
  });

  it('auto-responder: Omar’s emails, answered automatically or by a person', async () => {
    const owner = await asOwner('omar', 'gmail-auto-responder', expectedEmails);
    owner.expectSame(responderKpis);
    const k = responderKpis(owner.data);
    const sql = await countsInSql(
      owner.read,
      `count(*) filter (where direction = 'inbound')::int as received,
       count(*) filter (where status = 'auto_replied')::int as automatic,
       count(*) filter (where status in ('replied', 'drafted'))::int as person`,
    );
    expect([k.received, k.automatic, k.handedToPerson]).toEqual([sql.received, sql.automatic, sql.person]);
    expect(k.awaitingApproval).toBeGreaterThan(0);
    expect(k.medianResponseMs).toBeLessThan(k.p95ResponseMs ?? 0);
  });

  it('email labelling: Sara’s labels, the unlabelled and the corrections', async () => {
    const owner = await asOwner('sara', 'gmail-email-labelling', expectedEmails);
    owner.expectSame(labellingKpis);
    const k = labellingKpis(owner.data);
    const [unlabelled] = await owner.read.sql<{ n: number }>(
      `select count(*)::int as n from public.emails where user_id = $1 and workflow_slug = $2
         and label is null and ${owner.read.since('received_at', 60)}`,
    );
    const sql = await countsInSql(
      owner.read,
      `count(*) filter (where original_label is not null and original_label <> label)::int as corrected`,
    );
    expect(k.unlabelled).toBe(unlabelled?.n);
    expect(k.corrections).toBe(sql.corrected);
    expect(k.corrections).toBeGreaterThan(0);
  });

  it('email summary agent: Omar’s summaries, digests and action items', async () => {
    const owner = await asOwner('omar', 'email-summary-agent', expectedEmails);
    owner.expectSame(summaryKpis);
    const k = summaryKpis(owner.data);
    const sql = await countsInSql(
      owner.read,
      `count(*) filter (where direction = 'inbound' and summary is not null)::int as summaries,
       count(*) filter (where direction = 'outbound')::int as digests,
       coalesce(sum(cardinality(action_items)) filter (where summary is not null), 0)::int as actions`,
    );
    expect([k.summaries, k.digests, k.actionItems]).toEqual([sql.summaries, sql.digests, sql.actions]);
    expect(k.timeSavedMs).toBeGreaterThan(0);
  });
});

familyCases(fixture, remote, {
  othersSeeNothing: ['email-summary-agent', 'gmail-campaign'],
  reloads: ['sara', 'gmail-email-labelling', { into: 'emails', row: probeEmail }],
});
