import { DAY_MS, dohaDayKey } from '@portal/dashboard-kit/format';

/**
 * Whole days from a calendar day (YYYY-MM-DD: an issue or due date) to the Doha day of `asOf`;
 * negative before it. An invoice due yesterday is 1 day overdue whatever the hour.
 */
export const daysSinceDay = (day: string, asOf: Date | string): number =>
  Math.round((Date.parse(dohaDayKey(asOf)) - Date.parse(day)) / DAY_MS);
