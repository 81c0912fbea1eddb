import { randomBytes } from 'node:crypto';

/** A Phoenix presence meta: the tracked payload plus its ref (and the ref it replaced). */
export type PresenceMeta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceMap = Record<string, { metas: PresenceMeta[] }>;
export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

const newRef = () => randomBytes(9).toString('base64url');

/**
 * Presence of one topic, with Phoenix.Presence semantics: a key (the channel's presence key) holds one
 * meta per tracking channel; re-tracking replaces the meta (leave of the old + join of the new, the new
 * one carrying `phx_ref_prev`).
 */
export class TopicPresence<Owner> {
  private readonly entries = new Map<string, Map<Owner, PresenceMeta>>();

  get size() {
    return this.entries.size;
  }

  list(): PresenceMap {
    const out: PresenceMap = {};
    for (const [key, owners] of this.entries) out[key] = { metas: [...owners.values()] };
    return out;
  }

  track(owner: Owner, key: string, payload: Record<string, unknown>): PresenceDiff {
    const owners = this.entries.get(key) ?? new Map<Owner, PresenceMeta>();
    this.entries.set(key, owners);
    const previous = owners.get(owner);
    const { phx_ref: _r, phx_ref_prev: _p, ...clean } = payload;
    const meta: PresenceMeta = { ...clean, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.phx_ref;
    owners.set(owner, meta);
    return {
      joins: { [key]: { metas: [meta] } },
      leaves: previous ? { [key]: { metas: [previous] } } : {},
    };
  }

  /** Removes what `owner` tracked under `key`; null when it tracked nothing. */
  untrack(owner: Owner, key: string): PresenceDiff | null {
    const owners = this.entries.get(key);
    const previous = owners?.get(owner);
    if (!owners || !previous) return null;
    owners.delete(owner);
    if (!owners.size) this.entries.delete(key);
    return { joins: {}, leaves: { [key]: { metas: [previous] } } };
  }
}
