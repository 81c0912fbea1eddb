import { describe, expect, it } from 'vitest';
import { conversionAfterSteps } from './afterSteps.ts';

describe('conversionAfterSteps', () => {
  it('gives the share converted at each step, of the items that reached it', () => {
    const invoices = [
      { reminders: 0, paid: true },
      { reminders: 0, paid: false },
      { reminders: 1, paid: true },
      { reminders: 2, paid: false },
    ];
    const steps = conversionAfterSteps(
      invoices,
      (i) => i.reminders,
      (i) => i.paid,
      3,
    );
    expect(steps.map((s) => [s.steps, s.reached, s.converted])).toEqual([
      [0, 4, 1],
      [1, 2, 1],
      [2, 1, 0],
      [3, 0, 0],
    ]);
    // No invoice reached a third reminder: its rate is not measured, not 0 %.
    expect(steps.map((s) => s.rate)).toEqual([0.25, 0.5, 0, undefined]);
  });
});
