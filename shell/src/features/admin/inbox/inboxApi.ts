/**
 * The admins' inbox (migration 20261129500000_admin_inbox.sql): contact messages and Support Requests
 * (contact_messages, admins only), their email replies (contact_replies: inserting one sends the email
 * and marks the message answered) and the newsletter list. RLS lets only admins read or write any of it.
 */
import type { StatusTone } from '@portal/dashboard-kit/ui';
import { auth } from '../../../domain/session/store.ts';

export const MESSAGE_FILTERS = ['new', 'read', 'replied'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number] | '';
export const MESSAGES_LIMIT = 500;
export const REPLY_MAX = 5000;

export interface InboxMessage {
  id: string;
  full_name: string;
  email: string;
  company: string | null;
  message: string;
  locale: 'en' | 'ar';
  user_id: string | null;
  kind: 'contact' | 'support';
  status: 'new' | 'read' | 'replied' | 'archived';
  created_at: string;
}

/** How each state shows: unread stands out, answered is done. */
export const MESSAGE_TONE: Record<InboxMessage['status'], StatusTone> = {
  new: 'info',
  read: 'warning',
  replied: 'success',
  archived: 'neutral',
};

export interface InboxReply {
  id: string;
  body: string;
  to_address: string;
  author_id: string | null;
  created_at: string;
  emailed_at: string | null;
}

export interface Subscriber {
  id: string;
  email: string;
  locale: string;
  source: string;
  status: 'subscribed' | 'unsubscribed';
  created_at: string;
}

/** The Support Request dialog's marker (shell/src/features/dashboard/supportRequest.ts), not shown again. */
const SUPPORT_MARKER = 'Support request: ';

/** What the sender wrote, without the Support Request marker. */
export function messageText(message: Pick<InboxMessage, 'kind' | 'message'>): string {
  return message.kind === 'support' && message.message.startsWith(SUPPORT_MARKER)
    ? message.message.slice(SUPPORT_MARKER.length)
    : message.message;
}

const MESSAGE_COLUMNS = 'id, full_name, email, company, message, locale, user_id, kind, status, created_at';

export async function loadMessages(
  filter: MessageFilter,
  signal: AbortSignal,
): Promise<{ rows: InboxMessage[]; unread: number }> {
  const client = await auth.client();
  let query = client
    .from('contact_messages')
    .select(MESSAGE_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(MESSAGES_LIMIT);
  if (filter) query = query.eq('status', filter);
  const [list, unread] = await Promise.all([
    query.abortSignal(signal),
    client
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'new')
      .abortSignal(signal),
  ]);
  if (list.error) throw list.error;
  if (unread.error) throw unread.error;
  return { rows: list.data as InboxMessage[], unread: unread.count ?? 0 };
}

export async function loadMessage(
  id: string,
  signal: AbortSignal,
): Promise<{ message: InboxMessage | null; replies: InboxReply[] }> {
  const client = await auth.client();
  const [message, replies] = await Promise.all([
    client.from('contact_messages').select(MESSAGE_COLUMNS).eq('id', id).abortSignal(signal).maybeSingle(),
    client
      .from('contact_replies')
      .select('id, body, to_address, author_id, created_at, emailed_at')
      .eq('message_id', id)
      .order('created_at')
      .abortSignal(signal),
  ]);
  if (message.error) throw message.error;
  if (replies.error) throw replies.error;
  return { message: message.data as InboxMessage | null, replies: replies.data as InboxReply[] };
}

/** Opening an unread message marks it read (an answered one stays answered). */
export async function markRead(id: string): Promise<void> {
  const client = await auth.client();
  const { error } = await client
    .from('contact_messages')
    .update({ status: 'read' })
    .eq('id', id)
    .eq('status', 'new');
  if (error) throw error;
}

/** Sends the reply: the database copies the message's address, queues the email and marks it answered. */
export async function sendReply(messageId: string, body: string): Promise<void> {
  const client = await auth.client();
  const { error } = await client.from('contact_replies').insert({ message_id: messageId, body: body.trim() });
  if (error) throw error;
}

export async function loadSubscribers(signal: AbortSignal): Promise<Subscriber[]> {
  const client = await auth.client();
  const { data, error } = await client
    .from('newsletter_subscribers')
    .select('id, email, locale, source, status, created_at')
    .order('created_at', { ascending: false })
    .abortSignal(signal);
  if (error) throw error;
  return data as Subscriber[];
}
