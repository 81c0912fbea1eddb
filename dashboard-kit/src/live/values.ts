/**
 * Reading database values defensively: a live dashboard must render even when a newer migration added
 * a value this build does not know, or a proxy sent a number as a string.
 */
import type { Json } from '@portal/contract/schema';

/**
 * Whether a value from outside the code (a database row, the address, storage) is one of a known set,
 * e.g. a check constraint's values.
 */
export function isOneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return (allowed as readonly unknown[]).includes(value);
}

/** A value of a known set, else the fallback. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return isOneOf(allowed, value) ? value : fallback;
}

/** PostgREST sends numeric columns as JSON numbers, some proxies as strings: accept both. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A timestamp as ISO 8601 in UTC (what every entity and computation uses), or null. */
export const isoOrNull = (value: string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/** ISO moment `days` before `asOf`: how far back a live dashboard loads history. */
export const since = (asOf: Date, days: number): string =>
  new Date(asOf.getTime() - days * 86_400_000).toISOString();

/** One field of a JSON object column (`input`, `output`, `metadata`…), undefined for anything else. */
export function jsonField(json: Json | null | undefined, key: string): Json | undefined {
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? json[key] : undefined;
}

/** A numeric field of a JSON object column, or null. */
export function jsonNumber(json: Json | null | undefined, key: string): number | null {
  const value = jsonField(json, key);
  return typeof value === 'number' || typeof value === 'string' ? toNumber(value) : null;
}

/** A string field of a JSON object column, or null. */
export function jsonString(json: Json | null | undefined, key: string): string | null {
  const value = jsonField(json, key);
  return typeof value === 'string' ? value : null;
}
