/**
 * The signed-in person's notifications (docs/product.md §3): the newest ones and how many are unread.
 * RLS returns only the person's own; a client may change nothing but read_at.
 */
import { auth } from '../../domain/session/store.ts';

import type { PortalNotification } from './localized.ts';

export type { PortalNotification };

export interface NotificationList {
  items: PortalNotification[];
  unread: number;
}

const COLUMNS = 'id, title, message, title_ar, message_ar, type, link, read_at, created_at';
export const LIST_LIMIT = 20;

async function ownId(): Promise<string> {
  const id = auth.store.getState().user?.id;
  if (!id) throw new Error('Auth session missing!');
  return id;
}

export async function loadNotifications(signal: AbortSignal): Promise<NotificationList> {
  const client = await auth.client();
  const userId = await ownId();
  const [items, unread] = await Promise.all([
    client
      .from('notifications')
      .select(COLUMNS)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(LIST_LIMIT)
      .abortSignal(signal),
    client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .is('read_at', null)
      .abortSignal(signal),
  ]);
  if (items.error) throw items.error;
  if (unread.error) throw unread.error;
  return { items: items.data as PortalNotification[], unread: unread.count ?? 0 };
}

/** Marks one notification read, or all of the person's unread ones when no id is given. */
export async function markNotificationsRead(id?: string): Promise<void> {
  const client = await auth.client();
  let query = client
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .eq('user_id', await ownId())
    .is('read_at', null);
  if (id) query = query.eq('id', id);
  const { error } = await query;
  if (error) throw error;
}
