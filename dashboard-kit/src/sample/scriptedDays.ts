/**
 * Sample rows drawn from a table of scripted cases, day by day: the loop every sample of
 * conversations, questions or e-mails repeats (for each day of the history, a random number of rows,
 * each from a case picked by its weight). A sample then only says what one row of a case looks like.
 */
import type { Random } from './random.ts';
import { pickCase } from './weightedCases.ts';

/** How many rows a day: a fixed range, or one per day (`day` counts back from the anchor). */
export type RowsPerDay = readonly [min: number, max: number] | ((day: number) => readonly [number, number]);

export interface SampleDays {
  /** Days of history, the oldest first: `days` days before the anchor down to the day before it. */
  days: number;
  perDay: RowsPerDay;
}

export interface ScriptedDays<C> extends SampleDays {
  cases: readonly C[];
}

/** What `make` is told about the row it makes. */
export interface ScriptedRow {
  /** Days before the anchor (1 = the day before). */
  day: number;
  /** How many rows were made before this one (for ids such as `sample-ticket-${index + 1}`). */
  index: number;
}

/**
 * The rows of a sample's history, oldest day first. Draws, in order: the day's row count, then
 * whatever `make` draws per row, so a sample keeps its data when it moves to this loop.
 */
export function sampleDays<T>(
  random: Random,
  { days, perDay }: SampleDays,
  make: (row: ScriptedRow) => T,
): T[] {
  const rows: T[] = [];
  for (let day = days; day >= 1; day--) {
    const [min, max] = typeof perDay === 'function' ? perDay(day) : perDay;
    for (let n = random.int(min, max); n > 0; n--) rows.push(make({ day, index: rows.length }));
  }
  return rows;
}

/** `sampleDays` whose every row comes from a case of the table, drawn by weight before `make` runs. */
export const scriptedDays = <C extends { weight: number }, T>(
  random: Random,
  { cases, ...days }: ScriptedDays<C>,
  make: (scripted: C, row: ScriptedRow) => T,
): T[] => sampleDays(random, days, (row) => make(pickCase(random, cases), row));
