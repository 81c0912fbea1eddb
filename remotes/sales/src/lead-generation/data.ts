/**
 * Lead generation: the data the dashboard shows and every figure derived from it. Both sources
 * (the live loader below and sample.ts) produce a LeadGenerationData; the View computes everything it
 * shows with these functions, so sample and live mode can never disagree about what a number means.
 * Live, the figures are SQL's counts of every lead (docs/architecture.md, "Dashboard figures") and the
 * leads table pages on the server: true and as cheap at a million leads as at ten.
 */
import { LEAD_SOURCES, leadFigures, leadTable } from '@portal/dashboard-kit/entities';
import { change, ratio } from '@portal/dashboard-kit/format';
import {
  countOf,
  countPerDayOf,
  type Figures,
  figuresBy,
  liveDashboard,
  sumOf,
} from '@portal/dashboard-kit/live';
import { campaignList, leadWeeks, OPEN_STATUSES, QUALIFIED_STATUSES } from '../common/leads.ts';

/** Weeks of the conversion trend. */
export const TREND_WEEKS = 8;

/** The weekly figures of the conversion trend (sample.ts counts its rows with the same part). */
export const trend = leadWeeks(TREND_WEEKS);

/** Live: the figures of the client's leads, its leads a page at a time, and its campaigns (few). */
export const live = liveDashboard({
  figures: leadFigures,
  weeks: trend,
  leads: leadTable,
  campaigns: campaignList({ limit: 200 }),
});
/** The figures, leads and campaigns the dashboard shows, as of a moment. */
export type LeadGenerationData = Awaited<ReturnType<typeof live>>;

const WON = ['won'] as const;
const conversion = (figures: Figures, period: 'current' | 'previous') =>
  ratio(countOf(figures, period, { status: WON }), countOf(figures, period));

export function leadKpis({ figures }: LeadGenerationData) {
  const leads = countOf(figures, 'current');
  const qualified = countOf(figures, 'current', { status: QUALIFIED_STATUSES });
  const open = { status: OPEN_STATUSES };
  return {
    leads,
    leadsChange: change(leads, countOf(figures, 'previous')),
    qualified,
    qualifiedChange: change(qualified, countOf(figures, 'previous', { status: QUALIFIED_STATUSES })),
    conversionRate: conversion(figures, 'current'),
    conversionChange: change(conversion(figures, 'current'), conversion(figures, 'previous')),
    // The open leads of both periods: the pipeline the last 60 days built.
    pipelineValue: sumOf(figures, 'current', 'value', open) + sumOf(figures, 'previous', 'value', open),
  };
}

/** Leads per Doha day over the period, oldest first. */
export function leadsPerDay({ figures }: LeadGenerationData) {
  return countPerDayOf(figures);
}

/** Won share of the leads created in each of the last weeks, oldest first. */
export function weeklyConversion({ weeks }: LeadGenerationData) {
  return weeks.map((week) => ({
    weekStart: new Date(Date.parse(week.asOf) - week.days * 86_400_000).toISOString(),
    leads: countOf(week, 'current'),
    rate: conversion(week, 'current'),
  }));
}

/** Average AI score of the leads of each source that has leads, over the period. */
export function averageScoreBySource({ figures }: LeadGenerationData) {
  return figuresBy(figures, 'current', 'kind', LEAD_SOURCES)
    .filter((s) => s.count > 0)
    .map(({ key: source, count, score }) => ({ source, score: score / count, count }));
}
