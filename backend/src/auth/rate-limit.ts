import type { Limit } from './options.ts';

/**
 * Fixed-window counters kept in memory, like GoTrue's per-instance limiters. Keys are namespaced by the
 * caller (`signin:ip:127.0.0.1`, `email:…`). Old windows are swept lazily so memory stays bounded.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = Date.now();

  constructor(private readonly enabled: () => boolean) {}

  /** Counts one event; false when the limit is already reached (the event is then not counted). */
  take(key: string, limit: Limit, now = Date.now()): boolean {
    if (!this.enabled() || limit.max <= 0) return true;
    this.sweep(now);
    const windowMs = limit.windowSeconds * 1000;
    const w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    if (w.count >= limit.max) return false;
    w.count += 1;
    return true;
  }

  /** Whether the limit is already reached, without counting. */
  exceeded(key: string, limit: Limit, now = Date.now()): boolean {
    if (!this.enabled() || limit.max <= 0) return false;
    const w = this.windows.get(key);
    return !!w && now - w.start < limit.windowSeconds * 1000 && w.count >= limit.max;
  }

  /** Seconds until the current window of `key` ends (for Retry-After); at least 1. */
  retryAfterSeconds(key: string, limit: Limit, now = Date.now()): number {
    const w = this.windows.get(key);
    const left = w ? w.start + limit.windowSeconds * 1000 - now : 0;
    return Math.max(1, Math.ceil(left / 1000));
  }

  /** Counts an event unconditionally (e.g. a failed sign-in). */
  record(key: string, limit: Limit, now = Date.now()) {
    if (!this.enabled()) return;
    const w = this.windows.get(key);
    if (!w || now - w.start >= limit.windowSeconds * 1000) this.windows.set(key, { start: now, count: 1 });
    else w.count += 1;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (now - w.start > 3_600_000) this.windows.delete(key);
  }
}
