/**
 * The shell's one way to follow a table live (docs/architecture.md, "Realtime"): a channel with one
 * postgres_changes binding (RLS filters again on the server: a client only hears rows it may read), and
 * a call back each time the channel joins, so the caller refetches what was written while it did not
 * listen (nothing is replayed by the server): between its first read and the first join (wider when
 * the read was an early one, lib/earlyRead.ts), and while the connection was down.
 */
import { auth } from './session/store.ts';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE' | '*';

export interface TableWatch<Row> {
  table: string;
  event?: ChangeEvent;
  /** A postgres_changes filter, e.g. `user_id=eq.<id>`. */
  filter?: string;
  /** The new row (the old one for a DELETE), as the server sent it. */
  onChange: (row: Row, event: Exclude<ChangeEvent, '*'>) => void;
  /** The channel joined (first, or again after a reconnect): reload what it has not heard. */
  onJoined?: () => void;
}

export function watchTable<Row>({
  table,
  event = '*',
  filter,
  onChange,
  onJoined,
}: TableWatch<Row>): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  void auth.client().then((client) => {
    if (stopped) return;
    const name = `${table}:${filter ?? 'all'}:${Math.random().toString(36).slice(2)}`;
    const channel = client
      .channel(name)
      .on(
        'postgres_changes' as never,
        { event, schema: 'public', table, ...(filter ? { filter } : {}) },
        (payload: { eventType: Exclude<ChangeEvent, '*'>; new: Row; old: Row }) =>
          onChange(payload.eventType === 'DELETE' ? payload.old : payload.new, payload.eventType),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onJoined?.();
      });
    stop = () => void client.removeChannel(channel);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

const BURST_MS = 250;

/**
 * Follows several tables at once for one reload: a burst of changes (an rpc writing three tables, a
 * batch of runs) and the channels' joins cause a single `onChange` once things are quiet for 250 ms.
 */
export function watchTables(
  tables: readonly string[],
  onChange: () => void,
  { filter }: { filter?: string } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, BURST_MS);
  };
  const stops = tables.map((table) => watchTable({ table, filter, onChange: changed, onJoined: changed }));
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
}

/** The signed-in user's own rows in some tables (the client's workspace pages). */
export const watchOwnRows = (userId: string, tables: readonly string[], onChange: () => void) =>
  watchTables(tables, onChange, { filter: `user_id=eq.${userId}` });
