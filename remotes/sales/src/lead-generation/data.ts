/**
 * Lead generation: the data the dashboard shows and every figure derived from it. Both sources
 * (the live loader below and sample.ts) produce a LeadGenerationData; the View computes everything it shows with
 * these functions, so sample and live mode can never disagree about what a number means.
 */
import {
  campaignList,
  isOpen,
  isQualified,
  isWon,
  LEAD_SOURCES,
  leadList,
} from '@portal/dashboard-kit/entities';
import {
  change,
  countPerDay,
  dated,
  inWindow,
  periodRows,
  REPORTING_DAYS,
  REPORTING_HISTORY_DAYS,
  ratio,
  sumBy,
  windowEndingAt,
} from '@portal/dashboard-kit/format';
import { loadLists } from '@portal/dashboard-kit/live';

/** Live: the client's leads of the last two periods and its campaigns, bounded so a busy account stays fast. */
export const live = loadLists({
  leads: leadList({ limit: 2000, days: REPORTING_HISTORY_DAYS }),
  campaigns: campaignList({ limit: 200 }),
});
/** The leads and campaigns the dashboard shows, as of a moment. */
export type LeadGenerationData = Awaited<ReturnType<typeof live>>;

export function leadKpis({ leads, asOf }: LeadGenerationData) {
  const { current, previous } = periodRows(leads, (l) => l.createdAt, asOf, REPORTING_DAYS);
  const conversion = (list: typeof leads) => ratio(list.filter(isWon).length, list.length);
  const qualified = current.filter(isQualified).length;
  return {
    leads: current.length,
    leadsChange: change(current.length, previous.length),
    qualified,
    qualifiedChange: change(qualified, previous.filter(isQualified).length),
    conversionRate: conversion(current),
    conversionChange: change(conversion(current), conversion(previous)),
    pipelineValue: sumBy(leads.filter(isOpen), (l) => l.estimatedValue ?? 0),
  };
}

/** Leads per Doha day over the period, oldest first. */
export function leadsPerDay({ leads, asOf }: LeadGenerationData, days = REPORTING_DAYS) {
  return countPerDay(asOf, { counts: dated(leads, (l) => l.createdAt) }, days);
}

/** Won share of the leads created in each of the last `weeks` weeks, oldest first. */
export function weeklyConversion({ leads, asOf }: LeadGenerationData, weeks = 8) {
  return Array.from({ length: weeks }, (_, i) => {
    const window = windowEndingAt(asOf, 7, weeks - 1 - i);
    const inWeek = leads.filter((l) => inWindow(l.createdAt, window));
    return {
      weekStart: window.from.toISOString(),
      leads: inWeek.length,
      rate: ratio(inWeek.filter(isWon).length, inWeek.length),
    };
  });
}

/** Average AI score of the leads of each source that has leads. */
export function averageScoreBySource({ leads }: LeadGenerationData) {
  return LEAD_SOURCES.map((source) => {
    const own = leads.filter((l) => l.source === source);
    return { source, score: own.length ? sumBy(own, (l) => l.score) / own.length : 0, count: own.length };
  }).filter((s) => s.count > 0);
}
