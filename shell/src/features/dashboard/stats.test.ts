import { catalogueEntry } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { OwnedWorkflow } from '../../lib/workspace/data.ts';
import { activityBySlug, dashboardStats, type RunRow } from './stats.ts';

// 10:00 in Doha (UTC+3) on 20 Nov 2026.
const NOW = new Date('2026-11-20T07:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const daysAgo = (d: number) => hoursAgo(d * 24);

const owned: OwnedWorkflow[] = [
  { slug: 'lead-generation', status: 'active', purchasedAt: daysAgo(100) },
  { slug: 'gmail-campaign', status: 'active', purchasedAt: daysAgo(3) },
  { slug: 'hr-service', status: 'paused', purchasedAt: daysAgo(5) },
  { slug: 'rag-chatbot', status: 'live', purchasedAt: daysAgo(50) },
];

const runs: RunRow[] = [
  // Today in Doha (since 00:00 Doha = 21:00 UTC the day before: up to 10 hours ago).
  { slug: 'lead-generation', status: 'succeeded', at: hoursAgo(1) },
  { slug: 'lead-generation', status: 'failed', at: hoursAgo(9.5) },
  { slug: 'gmail-campaign', status: 'running', at: hoursAgo(0.1) },
  // Yesterday in Doha (10 to 34 hours ago).
  { slug: 'lead-generation', status: 'succeeded', at: hoursAgo(11) },
  { slug: 'rag-chatbot', status: 'succeeded', at: hoursAgo(30) },
  // Earlier this week and last month.
  { slug: 'rag-chatbot', status: 'succeeded', at: daysAgo(5) },
  { slug: 'rag-chatbot', status: 'failed', at: daysAgo(10) },
  { slug: 'lead-generation', status: 'succeeded', at: daysAgo(35) },
  { slug: 'lead-generation', status: 'failed', at: daysAgo(40) },
  { slug: 'lead-generation', status: 'failed', at: daysAgo(45) },
];

describe('dashboard stats', () => {
  const stats = dashboardStats(owned, runs, NOW);

  it('counts active workflows (not paused or live) and those bought in the last 30 days', () => {
    expect(stats.activeWorkflows).toEqual({ value: 2, addedLast30Days: 1 });
  });

  it('counts runs started today in Doha time, against yesterday', () => {
    expect(stats.runsToday).toEqual({ value: 3, yesterday: 2, change: 0.5 });
  });

  it('rates succeeded over finished runs of the last 30 days, in points against the 30 before', () => {
    // Last 30 days: 4 succeeded, 2 failed (the running one is not finished). Before: 1 of 3.
    expect(stats.successRate.value).toBeCloseTo(4 / 6);
    expect(stats.successRate.previous).toBeCloseTo(1 / 3);
    expect(stats.successRate.changePoints).toBeCloseTo((4 / 6 - 1 / 3) * 100);
  });

  it('saves the catalogue minutes of each successful run of the last 7 days', () => {
    const minutes =
      2 * catalogueEntry('lead-generation').minutesSavedPerRun +
      2 * catalogueEntry('rag-chatbot').minutesSavedPerRun;
    expect(stats.hoursSaved.value).toBeCloseTo(minutes / 60);
    expect(stats.hoursSaved.previous).toBe(0);
    expect(stats.hoursSaved.change).toBeUndefined();
  });

  it('has no rate without finished runs, and no change without a base', () => {
    const empty = dashboardStats([], [], NOW);
    expect(empty.successRate).toEqual({ value: undefined, previous: undefined, changePoints: undefined });
    expect(empty.runsToday.change).toBeUndefined();
    expect(empty.hoursSaved.value).toBe(0);
  });

  it('lists runs today and the latest run per workflow', () => {
    const activity = activityBySlug(runs, NOW);
    expect(activity.get('lead-generation')).toEqual({
      runsToday: 2,
      lastRun: { at: hoursAgo(1), status: 'succeeded' },
    });
    expect(activity.get('rag-chatbot')?.runsToday).toBe(0);
    expect(activity.get('hr-service')).toBeUndefined();
  });
});
