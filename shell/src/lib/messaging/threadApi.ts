/**
 * The message thread of one access request (workflow_request_messages, docs/product.md §3), for both
 * sides: the client's messages panel and the admin's request detail. RLS decides who reads and writes:
 * a client only its own threads and only as 'client', an admin any thread as 'admin'.
 */
import { auth } from '../session/store.ts';

export type SenderType = 'client' | 'admin';

export interface ThreadMessage {
  id: string;
  request_id: string;
  sender_type: SenderType;
  content: string;
  workflow_name: string | null;
  read_at: string | null;
  created_at: string;
}

export const MESSAGE_COLUMNS = 'id, request_id, sender_type, content, workflow_name, read_at, created_at';
/** docs/product.md §3 leaves the length open; the table allows 5000 characters. */
export const MESSAGE_MAX_LENGTH = 5000;

export async function loadThread(requestId: string, signal: AbortSignal): Promise<ThreadMessage[]> {
  const client = await auth.client();
  const { data, error } = await client
    .from('workflow_request_messages')
    .select(MESSAGE_COLUMNS)
    .eq('request_id', requestId)
    .order('created_at')
    .abortSignal(signal);
  if (error) throw error;
  return data as ThreadMessage[];
}

/** Writes a message as the signed-in person; `owner` is the request's client (the thread's owner). */
export async function sendMessage(input: {
  requestId: string;
  owner: string;
  senderType: SenderType;
  content: string;
}): Promise<ThreadMessage> {
  const client = await auth.client();
  const senderId = auth.store.getState().user?.id;
  if (!senderId) throw new Error('Auth session missing!');
  const { data, error } = await client
    .from('workflow_request_messages')
    .insert({
      request_id: input.requestId,
      user_id: input.owner,
      sender_type: input.senderType,
      sender_id: senderId,
      content: input.content.trim(),
    })
    .select(MESSAGE_COLUMNS)
    .single();
  if (error) throw error;
  return data as ThreadMessage;
}

/** Marks the other side's messages of a thread read (stored, so it holds after a reload and elsewhere). */
export async function markThreadRead(requestId: string, from: SenderType): Promise<void> {
  const client = await auth.client();
  const { error } = await client
    .from('workflow_request_messages')
    .update({ read_at: new Date().toISOString() })
    .eq('request_id', requestId)
    .eq('sender_type', from)
    .is('read_at', null);
  if (error) throw error;
}
