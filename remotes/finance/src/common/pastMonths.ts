import { dohaDayKey } from '@portal/dashboard-kit/format';

/** A calendar month of a sample: its first and last day (YYYY-MM-DD) and how many months back it is. */
export type PastMonth = { first: string; last: string; back: number };

/**
 * The `count` whole calendar months before the anchor's month (Doha), oldest first, for samples told
 * month by month (a month's statements): `pastMonths(anchor, 12)` ends with last month, `back` 1.
 */
export function pastMonths(anchor: Date, count: number): PastMonth[] {
  const [year, month] = dohaDayKey(anchor).split('-').map(Number) as [number, number];
  const day = (monthIndex: number, date: number) =>
    new Date(Date.UTC(year, monthIndex, date)).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const back = count - i;
    // Day 0 of the following month is the last day of this one.
    return { first: day(month - 1 - back, 1), last: day(month - back, 0), back };
  });
}
