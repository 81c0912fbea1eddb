import { describe, expect, it } from 'vitest';
import { mapStorage } from './authStorage/mapStorage.test-support.ts';
import { lastSeen } from './lastSeen.ts';
import { isListOf, isNumberOrNull, isShaped, isText } from './typeGuards.ts';

interface Item {
  name: string;
  price: number | null;
  tags: string[];
}
const isItems = isListOf(isShaped<Item>({ name: isText, price: isNumberOrNull, tags: isListOf(isText) }));
const ITEMS: Item[] = [
  { name: 'a', price: 10, tags: ['x'] },
  { name: 'b', price: null, tags: [] },
];

function kept() {
  const items = new Map<string, string>();
  const storage = mapStorage(items) as Storage;
  return { items, seen: lastSeen('items', isItems, () => storage) };
}

describe('lastSeen', () => {
  it('keeps a copy of every answer and gives it back', async () => {
    const { items, seen } = kept();
    expect(seen.read()).toBeUndefined();
    const load = seen.remembering(async (prefix: string) =>
      ITEMS.map((item) => ({ ...item, name: prefix + item.name })),
    );
    expect(await load('n-')).toEqual([
      { name: 'n-a', price: 10, tags: ['x'] },
      { name: 'n-b', price: null, tags: [] },
    ]);
    expect([...items.keys()]).toEqual(['portal.lastSeen.items']);
    expect(seen.read()).toEqual(await load('n-'));
  });

  it('keeps nothing when the read fails', async () => {
    const { items, seen } = kept();
    const load = seen.remembering(async () => {
      throw new Error('offline');
    });
    await expect(load()).rejects.toThrow('offline');
    expect(items.size).toBe(0);
  });

  it('drops a copy of another shape, or one that is not JSON', () => {
    const { items, seen } = kept();
    for (const stored of [
      '{"name":"a"}',
      '[{"name":"a","price":"10","tags":[]}]',
      '[{"name":"a","price":1}]',
      '[{"name":"a","price":1,"tags":[2]}]',
      '[null]',
      'not json',
    ]) {
      items.set('portal.lastSeen.items', stored);
      expect(seen.read(), stored).toBeUndefined();
    }
    items.set('portal.lastSeen.items', JSON.stringify([{ ...ITEMS[0], extra: true }]));
    expect(seen.read()).toEqual([{ ...ITEMS[0], extra: true }]);
  });

  it('still answers when storage refuses to keep the copy', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const seen = lastSeen('items', isItems, () => full);
    expect(await seen.remembering(async () => ITEMS)()).toBe(ITEMS);
  });
});
