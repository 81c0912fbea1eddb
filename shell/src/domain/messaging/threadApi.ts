/**
 * The message thread of one request (workflow_request_messages, docs/product.md §3), for both sides: the
 * client's messages panel and the admin's request detail. Every kind of request has one: access requests,
 * purchases, control requests and custom workflow requests; a thread is named by (kind, request id).
 * RLS decides who reads and writes: a client only its own threads and only as 'client', an admin any
 * thread as 'admin'; the database fills the thread's owner and workflow name from the request.
 */
import { oneOf } from '@portal/dashboard-kit/live';
import { auth } from '../session/store.ts';
import { ATTACHMENT_COLUMNS, type Attachment } from './attachmentRows.ts';

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
  /** The message's files (absent from a realtime payload, which carries the row alone). */
  attachments?: Attachment[];
}

export const MESSAGE_COLUMNS = `id, request_kind, request_id, sender_type, content, workflow_name, read_at, created_at, attachments:request_attachments(${ATTACHMENT_COLUMNS})`;
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

/**
 * Writes a message as the signed-in person into the thread of `thread`, with its files: they are stored
 * first (a refused one throws AttachmentUploadError and nothing is sent), then the message and its
 * files' rows go in together (rpc send_request_message, one transaction); if that fails, the stored
 * files are removed again. The database decides the sender's side (client or admin). The files' code
 * (and storage-js) loads only for a message with files: this module is part of every signed-in page.
 */
export async function sendMessage(
  thread: ThreadRef,
  input: { content: string; files?: readonly File[] },
): Promise<void> {
  const client = await auth.client();
  if (!auth.store.getState().user?.id) throw new Error('Auth session missing!');
  const files = input.files ?? [];
  const storage = files.length > 0 ? await import('./attachments.ts') : null;
  const uploaded = storage ? await storage.uploadAttachments(thread, files) : [];
  const { error } = await client.rpc('send_request_message', {
    p_kind: thread.kind,
    p_request_id: thread.requestId,
    p_content: input.content.trim(),
    p_attachments: uploaded,
  });
  if (error) {
    await storage?.discardUploads(uploaded);
    throw error;
  }
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
