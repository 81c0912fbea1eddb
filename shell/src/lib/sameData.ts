/**
 * Whether two answers of a server read hold the same data: plain objects, arrays, Maps, Sets and Dates
 * by their contents, anything else (a client, an AbortSignal) by identity. useServerState keeps what
 * is on screen when a reload finds nothing new, so a realtime channel's join (which always reloads,
 * domain/realtime.ts) does not redraw the page: on /dashboard those redraws were TBT's largest tasks.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameData(item, other[i]));
  }
  if (a instanceof Map) {
    const other = b as Map<unknown, unknown>;
    return (
      a.size === other.size &&
      [...a].every(([key, value]) => other.has(key) && sameData(value, other.get(key)))
    );
  }
  if (a instanceof Set) {
    const other = b as Set<unknown>;
    return a.size === other.size && [...a].every((item) => other.has(item));
  }
  if (Object.getPrototypeOf(a) !== Object.prototype) return false;
  const keys = Object.keys(a);
  const record = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(record).length &&
    keys.every((key) => key in record && sameData((a as Record<string, unknown>)[key], record[key]))
  );
}
