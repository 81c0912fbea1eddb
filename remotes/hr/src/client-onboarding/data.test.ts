import { TEST_AS_OF as asOf, momentsBefore, rowsLike } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import * as figures from './data.ts';
import { sampleRows } from './sample.ts';

const DAY = 86_400_000;
const at = momentsBefore(asOf);
const row = rowsLike('o', sampleRows('en', new Date(asOf)).onboardings);

/** A journey started `startedDaysAgo` whose first `done` steps took one day each. */
function journey(id: string, startedDaysAgo: number, done: number): figures.OnboardingRow {
  const completedAt = (k: number) => (k < done ? at(startedDaysAgo - (k + 1)) : null);
  const finished = done === 4 ? at(startedDaysAgo - 4) : null;
  return row({
    id,
    stage: figures.values.stage[done] ?? 'completed',
    progress: done * 25,
    steps: figures.values.stage.map((step, k) => ({ step, completed_at: k < 4 ? completedAt(k) : finished })),
    started_at: at(startedDaysAgo),
    completed_at: finished,
    updated_at: done === 0 ? at(startedDaysAgo) : at(startedDaysAgo - done),
  });
}

const rows = [
  journey('done-recently', 10, 4),
  journey('done-earlier', 40, 4),
  journey('moving', 3, 2),
  journey('stuck', 20, 1),
  { ...journey('broken-steps', 2, 0), steps: 'not a list' },
];
const data = figures.onboardingFromRows(rows, asOf);

describe('client onboarding figures', () => {
  it('reads the steps list, ignoring one that is not a list', () => {
    expect(rows.map(figures.stepsDone)).toEqual([4, 4, 2, 1, 0]);
  });

  it('counts journeys in progress, completions of the period, time to onboard and stalled journeys', () => {
    const k = figures.onboardingKpis(data);
    expect(k.inProgress).toBe(3);
    expect(k.averageProgress).toBeCloseTo((0.5 + 0.25 + 0) / 3);
    expect(k.completed).toEqual({ count: 1, change: 0 }); // one completed 36 days ago, in the period before
    expect(k.medianTimeToOnboardMs).toBe(4 * DAY);
    expect(k.stalled).toBe(1);
    expect((data.stalledTable as figures.OnboardingRow[]).map((o) => o.id)).toEqual(['stuck']);
  });

  it('gives starts and completions per day, journeys per step and the typical time per step', () => {
    const perDay = figures.onboardingsPerDay(data);
    expect(perDay.started.reduce((a, b) => a + b, 0)).toBe(4);
    expect(perDay.completed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(figures.inProgressByStage(data).map((s) => [s.key, s.count])).toEqual([
      ['welcome', 1],
      ['documents', 1],
      ['kickoff', 1],
      ['setup', 0],
    ]);
    // Over the journeys started in the period: 'done-earlier' started 40 days ago.
    expect(data.steps.map((s) => s.medianMs)).toEqual([DAY, DAY, DAY, DAY]);
  });
});
