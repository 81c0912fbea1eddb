/**
 * The values a figure is computed from, when not every row has one: a score, a rating, a duration
 * (null until measured). `mean(numbersOf(sessions, (s) => s.satisfaction))` averages the rated ones.
 */
export const numbersOf = <T>(items: readonly T[], value: (item: T) => number | null | undefined): number[] =>
  items.flatMap((item) => {
    const v = value(item);
    return v === null || v === undefined ? [] : [v];
  });
