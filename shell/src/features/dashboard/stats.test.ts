import { describe, expect, it } from 'vitest';
import type { OwnedWorkflow } from '../../domain/workspace/data.ts';
import { activityBySlug, dashboardStats, type RunActivity } from './stats.ts';

// The counting itself is the database's (client_run_activity: backend/test/workspace.test.ts); these
// are the sums over workflows and the figures the cards print.
const NOW = new Date('2026-11-20T07:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

const owned: OwnedWorkflow[] = [
  { slug: 'lead-generation', status: 'active', purchasedAt: daysAgo(100) },
  { slug: 'gmail-campaign', status: 'active', purchasedAt: daysAgo(3) },
  { slug: 'hr-service', status: 'paused', purchasedAt: daysAgo(5) },
  { slug: 'rag-chatbot', status: 'live', purchasedAt: daysAgo(50) },
];

const none = {
  runsToday: 0,
  runsYesterday: 0,
  succeeded30d: 0,
  finished30d: 0,
  succeededPrior30d: 0,
  finishedPrior30d: 0,
  minutesSaved7d: 0,
  minutesSavedPrior7d: 0,
  lastRun: undefined,
};
const activity: RunActivity[] = [
  {
    ...none,
    slug: 'lead-generation',
    runsToday: 2,
    runsYesterday: 1,
    succeeded30d: 2,
    finished30d: 3,
    succeededPrior30d: 1,
    finishedPrior30d: 3,
    minutesSaved7d: 90,
    lastRun: { at: daysAgo(0.05), status: 'succeeded' },
  },
  { ...none, slug: 'gmail-campaign', runsToday: 1, lastRun: { at: daysAgo(0.01), status: 'running' } },
  { ...none, slug: 'rag-chatbot', runsYesterday: 1, succeeded30d: 2, finished30d: 3, minutesSaved7d: 30 },
];

describe('dashboard stats', () => {
  const stats = dashboardStats(owned, activity, NOW);

  it('counts the workflows that run (active and live, not paused) and those bought in the last 30 days', () => {
    expect(stats.activeWorkflows).toEqual({ value: 3, live: 1, addedLast30Days: 1 });
    // Sara's case from issue 36: five live and six active are eleven that run.
    const sara: OwnedWorkflow[] = [
      ...Array.from({ length: 5 }, () => ({
        slug: 'rag-chatbot' as const,
        status: 'live' as const,
        purchasedAt: daysAgo(90),
      })),
      ...Array.from({ length: 6 }, () => ({
        slug: 'lead-generation' as const,
        status: 'active' as const,
        purchasedAt: daysAgo(90),
      })),
      { slug: 'hr-service', status: 'paused', purchasedAt: daysAgo(90) },
    ];
    expect(dashboardStats(sara, [], NOW).activeWorkflows).toMatchObject({ value: 11, live: 5 });
  });

  it('adds up runs today across workflows, against yesterday', () => {
    expect(stats.runsToday).toEqual({ value: 3, yesterday: 2, change: 0.5 });
  });

  it('rates succeeded over finished runs of all workflows, in points against the 30 days before', () => {
    expect(stats.successRate.value).toBeCloseTo(4 / 6);
    expect(stats.successRate.previous).toBeCloseTo(1 / 3);
    expect(stats.successRate.changePoints).toBeCloseTo((4 / 6 - 1 / 3) * 100);
  });

  it('turns the minutes saved into hours, with no change without a base', () => {
    expect(stats.hoursSaved).toEqual({ value: 2, previous: 0, change: undefined });
  });

  it('has no rate without finished runs, and no change without a base', () => {
    const empty = dashboardStats([], [], NOW);
    expect(empty.successRate).toEqual({ value: undefined, previous: undefined, changePoints: undefined });
    expect(empty.runsToday.change).toBeUndefined();
    expect(empty.hoursSaved.value).toBe(0);
  });

  it('lists runs today and the latest run per workflow', () => {
    const bySlug = activityBySlug(activity);
    expect(bySlug.get('lead-generation')).toEqual({
      runsToday: 2,
      lastRun: { at: daysAgo(0.05), status: 'succeeded' },
    });
    expect(bySlug.get('rag-chatbot')).toEqual({ runsToday: 0, lastRun: undefined });
    expect(bySlug.get('hr-service')).toBeUndefined();
  });
});
