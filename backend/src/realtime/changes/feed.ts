import type { Database } from '../../db/port.ts';
import { CHANGES_CHANNEL } from './install.ts';

export type ChangeOp = 'INSERT' | 'UPDATE' | 'DELETE';

/** One captured row change, read back (and removed) from `_realtime.changes`. */
export interface RowChange {
  id: bigint;
  schema: string;
  table: string;
  op: ChangeOp;
  /** to_jsonb(NEW) as text, kept raw so int8 values survive untouched into the wire payload. */
  newJson: string | null;
  oldJson: string | null;
  commitTimestamp: string;
}

interface ChangeRow {
  id: string;
  schema_name: string;
  table_name: string;
  op: string;
  new_row: string | null;
  old_row: string | null;
  commit_timestamp: string;
}

const TAKE_SQL = `
delete from _realtime.changes where id = any($1::bigint[])
returning id::text as id, schema_name, table_name, op, new_row::text as new_row, old_row::text as old_row,
  to_char(committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`;

/** How long an undelivered side-table row may linger (a NOTIFY lost while a listener reconnected). */
const STALE_AFTER = '1 minute';
const SWEEP_EVERY_MS = 60_000;
/** Ids per read; a bulk insert of thousands of rows is read in slices. */
const BATCH = 500;

/**
 * LISTENs for change ids, reads the row images in batches (ids that arrive while a batch is being
 * handled are collected for the next one), hands them to `deliver` in commit order, and deletes them.
 * Deliveries never overlap, so subscribers see changes in order.
 */
export class ChangeFeed {
  private pending: bigint[] = [];
  private running = false;
  private unlisten: (() => Promise<void>) | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private idle: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly deliver: (changes: RowChange[]) => Promise<void>,
    private readonly onError: (e: unknown) => void,
  ) {}

  async start() {
    if (this.unlisten) return;
    // Nobody was listening before this start: rows left over can never be delivered.
    await this.db.query('delete from _realtime.changes');
    this.unlisten = await this.db.listen(CHANGES_CHANNEL, (payload) => this.enqueue(payload));
    this.sweeper = setInterval(() => {
      this.db
        .query(`delete from _realtime.changes where committed_at < now() - interval '${STALE_AFTER}'`)
        .catch(this.onError);
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  private enqueue(payload: string) {
    if (this.closed) return;
    let id: bigint;
    try {
      id = BigInt(payload);
    } catch {
      return;
    }
    this.pending.push(id);
    if (!this.running) {
      this.running = true;
      this.idle = new Promise((resolve) => setImmediate(() => this.drain().finally(resolve)));
    }
  }

  private async drain() {
    try {
      while (this.pending.length && !this.closed) {
        const ids = this.pending.splice(0, BATCH);
        let changes: RowChange[];
        try {
          changes = await this.take(ids);
        } catch (e) {
          this.onError(e);
          continue;
        }
        if (!changes.length) continue;
        try {
          await this.deliver(changes);
        } catch (e) {
          this.onError(e);
        }
      }
    } finally {
      this.running = false;
      if (this.pending.length && !this.closed) {
        this.running = true;
        this.idle = new Promise((resolve) => setImmediate(() => this.drain().finally(resolve)));
      }
    }
  }

  private async take(ids: bigint[]): Promise<RowChange[]> {
    const { rows } = await this.db.query<ChangeRow>(TAKE_SQL, [`{${ids.join(',')}}`]);
    // NOTIFYs arrive in commit order; keep it (ids are assigned at insert time, not at commit).
    const position = new Map(ids.map((id, i) => [id, i]));
    return rows
      .map((r) => ({
        id: BigInt(r.id),
        schema: r.schema_name,
        table: r.table_name,
        op: r.op as ChangeOp,
        newJson: r.new_row,
        oldJson: r.old_row,
        commitTimestamp: r.commit_timestamp,
      }))
      .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  }

  async stop() {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await this.idle.catch(() => {});
    if (unlisten) await unlisten().catch(() => {});
  }
}
