/**
 * A screen's state kept in its address (filters, the open record): the search parameters and one way to
 * change some of them while keeping the others. The change starts from the current address, not from
 * the one this render saw, so two updates in a row both land.
 */
import { useSearchParams } from 'react-router-dom';

/** A key's new value; `null` or an empty string removes the key (no filter). */
export type SearchParamChanges = Record<string, string | null>;

export function withSearchParams(current: URLSearchParams, changes: SearchParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  /** `replace`: change the address without a new history entry (filters; not a record opened). */
  const update = (changes: SearchParamChanges, { replace = false }: { replace?: boolean } = {}) =>
    setParams((current) => withSearchParams(current, changes), { replace });
  return [params, update] as const;
}
