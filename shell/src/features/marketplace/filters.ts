/**
 * Search and category filter, kept in the address (?q=…&category=…) so a filtered view survives a
 * reload and can be shared. Search matches names and descriptions in both languages.
 */
import { CATEGORIES, type Category } from '@portal/contract';
import { isOneOf } from '@portal/dashboard-kit/live';
import { normaliseSearch } from '../../domain/workspace/search.ts';
import type { MarketItem } from './catalogueData.ts';

export interface MarketFilters {
  query: string;
  category: Category | null;
}

export function readFilters(params: URLSearchParams): MarketFilters {
  const category = params.get('category');
  return {
    query: params.get('q') ?? '',
    category: isOneOf(CATEGORIES, category) ? category : null,
  };
}

/** The address's parameters for these filters; empty ones are left out. */
export function writeFilters(params: URLSearchParams, filters: MarketFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.query) next.set('q', filters.query);
  else next.delete('q');
  if (filters.category) next.set('category', filters.category);
  else next.delete('category');
  return next;
}

export function applyFilters(items: readonly MarketItem[], filters: MarketFilters): MarketItem[] {
  const q = normaliseSearch(filters.query);
  return items.filter(
    (item) =>
      (!filters.category || item.category === filters.category) &&
      (!q ||
        [item.name.en, item.name.ar, item.description.en, item.description.ar].some((text) =>
          normaliseSearch(text).includes(q),
        )),
  );
}
