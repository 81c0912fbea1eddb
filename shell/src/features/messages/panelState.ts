/**
 * Whether the messages panel is open, and the admin messages that arrived while it was: docs/product.md
 * §7 says the unread counter does not grow while the panel is open, so those are left out of it.
 */
import { create } from 'zustand';

interface PanelState {
  open: boolean;
  seenWhileOpen: ReadonlySet<string>;
  setOpen(open: boolean): void;
  markSeen(messageId: string): void;
}

export const useMessagesPanel = create<PanelState>()((set) => ({
  open: false,
  seenWhileOpen: new Set(),
  setOpen: (open) => set({ open }),
  markSeen: (messageId) => set((state) => ({ seenWhileOpen: new Set(state.seenWhileOpen).add(messageId) })),
}));

/** The counter: unread admin messages, leaving out those that arrived while the panel was open. */
export function unreadCount(unreadIds: readonly string[], seenWhileOpen: ReadonlySet<string>): number {
  return unreadIds.filter((id) => !seenWhileOpen.has(id)).length;
}
