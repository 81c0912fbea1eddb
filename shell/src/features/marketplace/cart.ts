/**
 * The selection cart: the workflows a client picked, kept in localStorage per user (so it survives a
 * reload, and one person's cart never shows for another on a shared computer).
 */
import { isWorkflowSlug, type WorkflowSlug } from '@portal/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MarketItem } from './catalogueData.ts';

const keyFor = (userId: string) => `portal.marketplace.cart.${userId}`;

export function readCart(storage: Storage, userId: string): WorkflowSlug[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyFor(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed)].filter(isWorkflowSlug);
  } catch {
    return [];
  }
}

export function writeCart(storage: Storage, userId: string, slugs: readonly WorkflowSlug[]): void {
  try {
    if (slugs.length === 0) storage.removeItem(keyFor(userId));
    else storage.setItem(keyFor(userId), JSON.stringify(slugs));
  } catch {
    // Storage full or blocked: the cart lives for this page only.
  }
}

export interface CartTotals {
  setupQar: number;
  monthlyQar: number;
  /** Selected workflows without a price ('Contact for cost'): quoted by the team. */
  quoted: number;
}

export function cartTotals(items: readonly MarketItem[]): CartTotals {
  let setupQar = 0;
  let monthlyQar = 0;
  let quoted = 0;
  for (const item of items) {
    if (item.setupCostQar === null || item.monthlyCostQar === null) quoted += 1;
    setupQar += item.setupCostQar ?? 0;
    monthlyQar += item.monthlyCostQar ?? 0;
  }
  return { setupQar, monthlyQar, quoted };
}

export function useCart(userId: string | undefined) {
  const [slugs, setSlugs] = useState<WorkflowSlug[]>(() => (userId ? readCart(localStorage, userId) : []));
  useEffect(() => {
    setSlugs(userId ? readCart(localStorage, userId) : []);
  }, [userId]);
  const update = useCallback(
    (next: (current: WorkflowSlug[]) => WorkflowSlug[]) =>
      setSlugs((current) => {
        const value = next(current);
        if (userId) writeCart(localStorage, userId, value);
        return value;
      }),
    [userId],
  );
  // Stable functions, so that handlers built from them do not change every render.
  const actions = useMemo(
    () => ({
      toggle: (slug: WorkflowSlug) =>
        update((current) =>
          current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug],
        ),
      remove: (slug: WorkflowSlug) => update((current) => current.filter((s) => s !== slug)),
      clear: () => update(() => []),
    }),
    [update],
  );
  return { slugs, ...actions };
}
