import { describe, expect, it } from 'vitest';
import { stepsCompleted, stepTimes, typicalStepDurations } from './journeySteps.ts';

const STEPS = ['welcome', 'documents', 'setup'] as const;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 2, 1) + hours * HOUR).toISOString();
const journeys = [
  {
    start: at(0),
    steps: [
      { step: 'welcome', completed_at: at(2) },
      { step: 'documents', completed_at: at(12) },
    ],
  },
  {
    start: at(0),
    steps: [
      { step: 'setup', completed_at: at(30) },
      { step: 'welcome', completed_at: at(4) },
      { step: 'documents', completed_at: at(10) },
    ],
  },
  { start: at(0), steps: 'not a list' },
];
const timesOf = (j: (typeof journeys)[number]) => stepTimes(j.steps, STEPS);

describe('journey steps', () => {
  it('reads when each step was completed, in any order, a value that is not a list as none done', () => {
    expect(timesOf(journeys[1] as (typeof journeys)[number])).toEqual({
      welcome: at(4),
      documents: at(10),
      setup: at(30),
    });
    expect(journeys.map((j) => stepsCompleted(timesOf(j), STEPS))).toEqual([2, 3, 0]);
  });

  it('gives each step’s median time from the step before (the first from the start), 0 where none completed it', () => {
    expect(typicalStepDurations(journeys, (j) => j.start, timesOf, STEPS)).toEqual([
      { step: 'welcome', medianMs: 3 * HOUR, journeys: 2 },
      { step: 'documents', medianMs: 8 * HOUR, journeys: 2 },
      { step: 'setup', medianMs: 20 * HOUR, journeys: 1 },
    ]);
    expect(typicalStepDurations(journeys.slice(0, 1), (j) => j.start, timesOf, STEPS).at(-1)?.medianMs).toBe(
      0,
    );
  });
});
