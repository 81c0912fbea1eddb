/**
 * Rows still waiting on someone (requests not yet resolved, journeys that stopped moving), each with
 * how long it has waited as of `asOf` since `since(row)` (its creation, its last move), the longest
 * waiting first: `longestWaiting(open, (r) => r.created_at, asOf)`, then a table's `waitingMs` column.
 */
import { elapsedMs } from './stats.ts';

export const longestWaiting = <T>(rows: readonly T[], since: (row: T) => string | null, asOf: string) =>
  rows
    .map((row) => ({ ...row, waitingMs: elapsedMs(since(row), asOf) ?? 0 }))
    .sort((a, b) => b.waitingMs - a.waitingMs);
