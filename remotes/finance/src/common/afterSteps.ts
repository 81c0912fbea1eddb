import { ratio } from '@portal/dashboard-kit/format';

/**
 * What each follow-up step achieves: for 0 to `maxSteps` steps taken (reminders sent, follow-ups),
 * of the items that got that far (`reached`: at least that many steps), how many converted with
 * exactly that many (`converted`: paid, replied) and the share (`rate`). Step 0 is every item, and
 * those that converted before any follow-up.
 */
export const conversionAfterSteps = <T>(
  items: readonly T[],
  stepsOf: (item: T) => number,
  converted: (item: T) => boolean,
  maxSteps: number,
) =>
  Array.from({ length: maxSteps + 1 }, (_, steps) => {
    const reached = items.filter((item) => stepsOf(item) >= steps);
    const done = reached.filter((item) => converted(item) && stepsOf(item) === steps).length;
    return { steps, reached: reached.length, converted: done, rate: ratio(done, reached.length) };
  });
