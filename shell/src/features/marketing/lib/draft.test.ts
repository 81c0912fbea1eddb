import { describe, expect, it } from 'vitest';
import { CONTACT_DRAFT_KEY, EMPTY_CONTACT, loadContactDraft, saveContactDraft } from './draft.ts';

/** A real in-memory implementation of the Storage methods the draft uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('contact draft', () => {
  it('round-trips what the visitor typed', () => {
    const storage = memoryStorage();
    const draft = { fullName: 'Omar Haddad', email: 'omar@', company: '', message: 'نريد بوت واتساب' };
    saveContactDraft(draft, storage);
    expect(loadContactDraft(storage)).toEqual(draft);
  });

  it('removes the entry when every field is empty', () => {
    const storage = memoryStorage();
    saveContactDraft({ ...EMPTY_CONTACT, message: 'x' }, storage);
    saveContactDraft(EMPTY_CONTACT, storage);
    expect(storage.items.has(CONTACT_DRAFT_KEY)).toBe(false);
  });

  it('ignores missing, corrupt or foreign values', () => {
    const storage = memoryStorage();
    expect(loadContactDraft(storage)).toEqual(EMPTY_CONTACT);
    storage.setItem(CONTACT_DRAFT_KEY, '{not json');
    expect(loadContactDraft(storage)).toEqual(EMPTY_CONTACT);
    storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ fullName: 42, email: 'a@b.qa' }));
    expect(loadContactDraft(storage)).toEqual({ ...EMPTY_CONTACT, email: 'a@b.qa' });
  });
});
