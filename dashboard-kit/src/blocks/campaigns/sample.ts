/**
 * Sample campaigns from a table of scripted ones: the table gives each campaign's name, channel,
 * status, audience and start; the funnel (sent, opened, replied, converted) is drawn from the ranges
 * the dashboard gives, so every sales-like sample tells the same kind of story.
 */
import type { Locale } from '@portal/contract';
import type { Bilingual } from '../../sample/bilingual.ts';
import { daysBefore } from '../../sample/dates.ts';
import type { Random } from '../../sample/random.ts';
import type { Campaign, CampaignChannel, CampaignStatus } from './campaigns.ts';

export interface CampaignScript {
  name: Bilingual;
  channel: CampaignChannel;
  status: CampaignStatus;
  audience: number;
  /** QAR; none when the campaign has no budget of its own. */
  budget?: number;
  /** Days before the anchor it started (negative: scheduled in the future); drafts have no start. */
  startedDaysAgo: number;
}

/** Shares drawn for each stage, out of the stage before (sent: out of the audience). */
export interface FunnelShares {
  sent: readonly [number, number];
  opened: readonly [number, number];
  replied: readonly [number, number];
  converted: readonly [number, number];
}

/** A completed campaign reached nearly all of its audience. */
const COMPLETED_SENT = [0.92, 0.98] as const;

export function sampleCampaigns(
  random: Random,
  locale: Locale,
  anchor: Date,
  scripts: readonly CampaignScript[],
  shares: FunnelShares,
  idPrefix = 'sample-campaign',
): Campaign[] {
  const of = (count: number, [min, max]: readonly [number, number]) =>
    Math.round(count * random.float(min, max));
  return scripts.map((script, index) => {
    const sending = script.status !== 'draft' && script.status !== 'scheduled';
    const sent = sending
      ? of(script.audience, script.status === 'completed' ? COMPLETED_SENT : shares.sent)
      : 0;
    const opened = of(sent, shares.opened);
    const replied = of(opened, shares.replied);
    return {
      id: `${idPrefix}-${index + 1}`,
      name: script.name[locale],
      channel: script.channel,
      status: script.status,
      audience: script.audience,
      sent,
      opened,
      replied,
      converted: of(replied, shares.converted),
      budget: script.budget ?? null,
      startedAt: script.status === 'draft' ? null : daysBefore(anchor, script.startedDaysAgo).toISOString(),
    };
  });
}
