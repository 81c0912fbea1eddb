import type { ContactInput } from './validation.ts';

/**
 * The contact form's unsent text, kept in sessionStorage so that a reload, a crash or a trip to
 * another page in the same tab loses nothing. Cleared once the message is stored.
 */
export const CONTACT_DRAFT_KEY = 'marketing.contactDraft';

export const EMPTY_CONTACT: ContactInput = { fullName: '', email: '', company: '', message: '' };

export function loadContactDraft(
  storage: Pick<Storage, 'getItem'> | undefined = safeSession(),
): ContactInput {
  try {
    const raw = storage?.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return EMPTY_CONTACT;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return EMPTY_CONTACT;
    const record = parsed as Record<string, unknown>;
    const text = (key: keyof ContactInput) =>
      typeof record[key] === 'string' ? (record[key] as string) : '';
    return {
      fullName: text('fullName'),
      email: text('email'),
      company: text('company'),
      message: text('message'),
    };
  } catch {
    return EMPTY_CONTACT;
  }
}

export function saveContactDraft(
  input: ContactInput,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeSession(),
): void {
  try {
    const empty = Object.values(input).every((value) => value === '');
    if (empty) storage?.removeItem(CONTACT_DRAFT_KEY);
    else storage?.setItem(CONTACT_DRAFT_KEY, JSON.stringify(input));
  } catch {
    // Storage full or disabled: the form still works, only the safety net is gone.
  }
}

function safeSession(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
