/**
 * The page a server-paged table shows (`ServerRows`): read again when the page, its size, the order or
 * the search change, and when the dashboard reloads (a realtime change gives its rows a new `key`).
 * The search waits for a pause in typing, so a word typed is one request, not one per letter.
 */
import { useEffect, useState } from 'react';
import type { RowsPage, ServerRows } from '../live/tableRows.ts';
import type { SortState } from './table-logic.ts';

const SEARCH_PAUSE_MS = 250;

export interface ServerPage<Row> extends RowsPage<Row> {
  loading: boolean;
  failed: boolean;
}

export function useServerPage<Row>(
  source: ServerRows<Row> | undefined,
  {
    search,
    sort,
    page,
    pageSize,
  }: { search: string; sort: SortState | null; page: number; pageSize: number },
): ServerPage<Row> {
  const [state, setState] = useState<ServerPage<Row>>({ rows: [], count: 0, loading: true, failed: false });
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const key = source?.key;
  const columnId = sort?.columnId;
  const direction = sort?.direction;
  // `key` stands for the source: a reload gives a new one, and the page is read again.
  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    const order = columnId && direction ? { columnId, direction } : undefined;
    source.page({ offset: page * pageSize, limit: pageSize, order, search: typed }, controller.signal).then(
      (read) => {
        if (!controller.signal.aborted) setState({ ...read, loading: false, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ rows: [], count: 0, loading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [key, typed, columnId, direction, page, pageSize]);
  return state;
}
