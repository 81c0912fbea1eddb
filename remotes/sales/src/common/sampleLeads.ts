/**
 * Sample leads and campaigns of the sales dashboards. Leads: Doha people at Doha companies, found day
 * by day; the dashboard says how many a day, from which sources and how far each has moved through the
 * funnel at a given age; names and companies are in the visitor's language, everything else is the same
 * in both. Campaigns: from a table of scripted ones (name, channel, status, audience, start), the funnel
 * (sent, opened, replied, converted) drawn from the ranges the dashboard gives.
 */
import type { Locale } from '@portal/contract';
import type { Campaign, Lead } from '@portal/dashboard-kit/entities';
import {
  type Bilingual,
  COMPANIES,
  daysBefore,
  type Random,
  sampleDays,
  samplePerson,
  samplePhone,
} from '@portal/dashboard-kit/sample';

/**
 * One key of a table of relative weights, for samples whose cases are plain values (a lead's source,
 * a post's platform): `pickWeighted(random, { website: 30, linkedin: 20 })`.
 */
export const pickWeighted = <K extends string>(random: Random, weights: Weights<K>): K =>
  random.weighted(Object.keys(weights) as K[], Object.values(weights) as number[]);

type Weights<K extends string> = Readonly<Partial<Record<K, number>>>;

export interface LeadScript {
  idPrefix: string;
  days: number;
  perDay: Parameters<typeof sampleDays>[1]['perDay'];
  sources: Weights<Lead['source']>;
  /** How the leads of an age (days) are spread over the statuses. */
  statuses: (ageDays: number) => Weights<Lead['status']>;
  /** Share of leads with a phone number. */
  phoneShare: number;
  score: readonly [number, number];
  /** Expected value in QAR, from the lead's score. */
  value: (score: number, random: Random) => number;
  /** Minutes after midnight (Doha) the leads arrive between. */
  minutes: readonly [number, number];
}

export function sampleLeads(random: Random, locale: Locale, anchor: Date, script: LeadScript): Lead[] {
  return sampleDays(random, script, ({ day, index }) => {
    const person = samplePerson(random);
    const company = random.pick(COMPANIES);
    const score = random.int(...script.score);
    return {
      id: `${script.idPrefix}-${index + 1}`,
      name: person.name(locale),
      company: company.name[locale],
      email: person.email(company.domain),
      phone: random.chance(script.phoneShare) ? samplePhone(random) : null,
      source: pickWeighted(random, script.sources),
      status: pickWeighted(random, script.statuses(day)),
      score,
      estimatedValue: script.value(score, random),
      createdAt: daysBefore(anchor, day, random.int(...script.minutes)).toISOString(),
    };
  });
}
export interface CampaignScript {
  name: Bilingual;
  channel: Campaign['channel'];
  status: Campaign['status'];
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
