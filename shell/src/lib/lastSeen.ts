/**
 * What a page read last time, kept in this browser so that a returning client sees it at once while
 * the fresh read runs (stale-while-revalidate; useServerState's `initial`). On a phone the rows of a
 * page come after its code, the session check and a round trip to the API; the kept copy skips the
 * round trip. docs/performance.md, has the measurement.
 *
 * Only what is harmless on the device is kept: the public catalogue, the client's own list of
 * workflows and the home's figures (run counts per workflow, features/dashboard/dashboardData.ts),
 * never rows of their business. What belongs to a person is kept under a key naming them, so another
 * person on the same browser never reads it; everything kept goes at sign-out (clearAuthStorage), and
 * what is read back is checked like any outside value, so a copy written by an older build is dropped.
 */

/** Every key starts with this, so that sign-out can remove them all. */
export const LAST_SEEN_PREFIX = 'portal.lastSeen.';

export interface LastSeen<T> {
  /** The copy kept from the last read, or undefined (none, unreadable, or of another shape). */
  read(): T | undefined;
  /** `load`, keeping a copy of every answer it gets. */
  remembering<A extends unknown[]>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T>;
}

export function lastSeen<T>(
  name: string,
  isValid: (value: unknown) => value is T,
  storage: () => Storage = () => window.localStorage,
): LastSeen<T> {
  const key = LAST_SEEN_PREFIX + name;
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage().getItem(key) ?? 'null');
        return isValid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    remembering(load) {
      return async (...args) => {
        const data = await load(...args);
        try {
          storage().setItem(key, JSON.stringify(data));
        } catch {
          // Storage full or refused: the next visit reads from the server first, as a first visit does.
        }
        return data;
      };
    },
  };
}
