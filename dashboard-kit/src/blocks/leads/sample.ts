/**
 * Sample leads: Doha people at Doha companies, found day by day. The dashboard says how many a day,
 * from which sources and how far each has moved through the funnel at a given age; names and
 * companies are in the visitor's language, everything else is the same in both.
 */
import type { Locale } from '@portal/contract';
import { daysBefore } from '../../sample/dates.ts';
import { COMPANIES, samplePerson, samplePhone } from '../../sample/pools.ts';
import type { Random } from '../../sample/random.ts';
import { type RowsPerDay, sampleDays } from '../../sample/scriptedDays.ts';
import { pickWeighted } from '../../sample/weightedKeys.ts';
import type { Lead, LeadSource, LeadStatus } from './leads.ts';

type Weights<K extends string> = Readonly<Partial<Record<K, number>>>;

export interface LeadScript {
  idPrefix: string;
  days: number;
  perDay: RowsPerDay;
  sources: Weights<LeadSource>;
  /** How the leads of an age (days) are spread over the statuses. */
  statuses: (ageDays: number) => Weights<LeadStatus>;
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
