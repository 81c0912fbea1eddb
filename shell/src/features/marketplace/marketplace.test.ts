import { WORKFLOW_CATALOGUE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { cartTotals, readCart, writeCart } from './cart.ts';
import type { MarketItem } from './catalogueData.ts';
import { applyFilters, readFilters, writeFilters } from './filters.ts';

const items: MarketItem[] = WORKFLOW_CATALOGUE.map((w) => ({
  slug: w.slug,
  category: w.category,
  complexity: w.complexity,
  name: w.name,
  description: w.description,
  features: w.features,
  setupCostQar: w.setupCostQar,
  monthlyCostQar: w.monthlyCostQar,
}));
const bySlug = (slug: string) => items.find((i) => i.slug === slug) as MarketItem;

describe('marketplace filters', () => {
  it('reads and writes ?q and ?category, ignoring unknown categories', () => {
    expect(readFilters(new URLSearchParams('q=chat&category=ai'))).toEqual({ query: 'chat', category: 'ai' });
    expect(readFilters(new URLSearchParams('category=toys'))).toEqual({ query: '', category: null });
    const params = writeFilters(new URLSearchParams('other=1&q=x'), { query: '', category: 'hr' });
    expect(params.toString()).toBe('other=1&category=hr');
  });

  it('matches names and descriptions in both languages, within a category', () => {
    const english = applyFilters(items, { query: 'WHATSAPP', category: null });
    expect(english.length).toBeGreaterThan(2);
    expect(english.every((i) => /whatsapp/i.test(`${i.name.en} ${i.description.en}`))).toBe(true);
    const arabic = applyFilters(items, { query: bySlug('invoice-collection').name.ar, category: null });
    expect(arabic.map((i) => i.slug)).toContain('invoice-collection');
    const hr = applyFilters(items, { query: '', category: 'hr' });
    expect(hr.length).toBeGreaterThan(0);
    expect(hr.every((i) => i.category === 'hr')).toBe(true);
    expect(applyFilters(items, { query: 'zzzz-nothing', category: null })).toEqual([]);
  });
});

describe('selection cart', () => {
  it('adds setup and monthly costs, counting workflows quoted on request apart', () => {
    const quoted = items.find((i) => i.setupCostQar === null) as MarketItem;
    const totals = cartTotals([bySlug('gmail-auto-responder'), bySlug('whatsapp-product-catalog'), quoted]);
    expect(totals).toEqual({ setupQar: 4500, monthlyQar: 800 + (quoted.monthlyCostQar ?? 0), quoted: 1 });
  });

  it('keeps each user’s selection in storage, dropping what is not a workflow', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    writeCart(storage, 'u1', ['lead-generation', 'hr-service']);
    expect(readCart(storage, 'u1')).toEqual(['lead-generation', 'hr-service']);
    expect(readCart(storage, 'u2')).toEqual([]);
    store.set('portal.marketplace.cart.u1', '["lead-generation","nope","lead-generation"]');
    expect(readCart(storage, 'u1')).toEqual(['lead-generation']);
    store.set('portal.marketplace.cart.u1', '{broken');
    expect(readCart(storage, 'u1')).toEqual([]);
    writeCart(storage, 'u1', []);
    expect(store.has('portal.marketplace.cart.u1')).toBe(false);
  });
});
