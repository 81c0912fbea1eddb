/**
 * The message thread of one request (workflow_request_messages, docs/product.md §3), for both sides: the
 * client's messages panel and the admin's request detail. Every kind of request has one: access requests,
 * purchases, control requests and custom workflow requests; a thread is named by (kind, request id).
 * RLS decides who reads and writes: a client only its own threads and only as 'client', an admin any
 * thread as 'admin'; the database fills the thread's owner and workflow name from the request.
 */
import { oneOf } from '@portal/dashboard-kit/live';
import { auth } from '../session/store.ts';

export type SenderType = 'client' | 'admin';

export const REQUEST_KINDS = ['access', 'purchase', 'control', 'custom'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The table that holds the requests of each kind. */
export const REQUEST_TABLE = {
  access: 'workflow_access_requests',
  purchase: 'workflow_purchases',
  control: 'workflow_control_requests',
  custom: 'custom_workflow_requests',
} as const satisfies Record<RequestKind, string>;

/** Which thread: the request's kind and id, and its client (the thread's owner). */
export interface ThreadRef {
  kind: RequestKind;
  requestId: string;
  owner: string;
}

export interface ThreadMessage {
  id: string;
  request_kind: RequestKind;
  request_id: string;
  sender_type: SenderType;
  content: string;
  workflow_name: string | null;
  read_at: string | null;
  created_at: string;
}

export const MESSAGE_COLUMNS =
  'id, request_kind, request_id, sender_type, content, workflow_name, read_at, created_at';
/** docs/product.md §3 leaves the length open; the table allows 5000 characters. */
export const MESSAGE_MAX_LENGTH = 5000;

/** Rows written before threads had kinds, or a payload without the column, are access threads. */
export function kindOf(message: Pick<ThreadMessage, 'request_kind'>): RequestKind {
  return oneOf(message.request_kind, REQUEST_KINDS, 'access');
}

export async function loadThread(
  kind: RequestKind,
  requestId: string,
  signal: AbortSignal,
): Promise<ThreadMessage[]> {
  const client = await auth.client();
  const { data, error } = await client
    .from('workflow_request_messages')
    .select(MESSAGE_COLUMNS)
    .eq('request_kind', kind)
    .eq('request_id', requestId)
    .order('created_at')
    .abortSignal(signal);
  if (error) throw error;
  return data as ThreadMessage[];
}

/** Writes a message as the signed-in person into the thread of `thread`. */
export async function sendMessage(
  thread: ThreadRef,
  input: { senderType: SenderType; content: string },
): Promise<ThreadMessage> {
  const client = await auth.client();
  const senderId = auth.store.getState().user?.id;
  if (!senderId) throw new Error('Auth session missing!');
  const { data, error } = await client
    .from('workflow_request_messages')
    .insert({
      request_kind: thread.kind,
      request_id: thread.requestId,
      user_id: thread.owner,
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
export async function markThreadRead(
  thread: Pick<ThreadRef, 'kind' | 'requestId'>,
  from: SenderType,
): Promise<void> {
  const client = await auth.client();
  const { error } = await client
    .from('workflow_request_messages')
    .update({ read_at: new Date().toISOString() })
    .eq('request_kind', thread.kind)
    .eq('request_id', thread.requestId)
    .eq('sender_type', from)
    .is('read_at', null);
  if (error) throw error;
}
