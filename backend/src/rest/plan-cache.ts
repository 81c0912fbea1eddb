import type { PreparedRead } from './handlers/read.ts';

const MAX_ENTRIES = 500;

/**
 * Planned reads by their exact request (method, schema, media type, Prefer, path and query string):
 * the same URL always yields the same SQL and parameters, so a dashboard polling one query, or a page
 * asked for again, skips parsing and planning. Entries die with the schema-cache generation they were
 * planned against. Values stay bind parameters: nothing here is SQL built from request text.
 */
export class PlanCache {
  private readonly entries = new Map<string, PreparedRead>();
  private generation = -1;

  get(generation: number, key: string): PreparedRead | undefined {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
      return undefined;
    }
    return this.entries.get(key);
  }

  set(generation: number, key: string, prepared: PreparedRead): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, prepared);
  }
}
