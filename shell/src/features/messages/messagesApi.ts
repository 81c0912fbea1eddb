/**
 * The signed-in client's conversations: one per request of every kind (access requests, purchases,
 * control requests, custom workflow requests; docs/product.md §3), grouped from five reads (the four
 * request tables, then the messages), newest activity first. RLS returns only the client's own rows.
 */
import {
  kindOf,
  MESSAGE_COLUMNS,
  REQUEST_TABLE,
  type RequestKind,
  type ThreadMessage,
  type ThreadRef,
} from '../../domain/messaging/threadApi.ts';
import { auth } from '../../domain/session/store.ts';
import { type ThreadSubject, threadKey } from './threadSubject.ts';

export type RequestStatus =
  | 'pending'
  | 'approved'
  | 'denied'
  | 'expired'
  | 'rejected'
  | 'cancelled'
  | 'in_review'
  | 'completed';

export interface ClientThread extends ThreadRef, ThreadSubject {
  /** start | stop | change for control requests. */
  action: string | null;
  status: RequestStatus;
  messages: ThreadMessage[];
  /** The administrator's reason given with the decision (why a request was rejected), if any. */
  decisionNote: string | null;
  /** Ids of the admin's messages the client has not read yet. */
  unreadIds: string[];
  lastActivity: string;
}

interface RequestRow extends ThreadSubject {
  id: string;
  user_id: string;
  action: string | null;
  status: RequestStatus;
  decision_note: string | null;
  created_at: string;
}

async function loadRequests(signal: AbortSignal): Promise<RequestRow[]> {
  const client = await auth.client();
  const [access, purchase, control, custom] = await Promise.all([
    client
      .from('workflow_access_requests')
      .select('id, user_id, workflow_slug, workflow_name, status, decision_note, created_at')
      .abortSignal(signal),
    client
      .from('workflow_purchases')
      .select('id, user_id, workflow_slug, status, decision_note, created_at')
      .abortSignal(signal),
    client
      .from('workflow_control_requests')
      .select('id, user_id, workflow_slug, action, status, decision_note, submitted_at')
      .abortSignal(signal),
    client
      .from('custom_workflow_requests')
      .select('id, user_id, workflow_name, status, decision_note, created_at')
      .abortSignal(signal),
  ]);
  for (const result of [access, purchase, control, custom]) if (result.error) throw result.error;
  const row = (
    kind: RequestKind,
    r: { id: string; user_id: string; status: string; decision_note: string | null },
  ) => ({
    kind,
    id: r.id,
    user_id: r.user_id,
    status: r.status as RequestStatus,
    decision_note: r.decision_note,
  });
  return [
    ...(access.data ?? []).map((r) => ({
      ...row('access', r),
      workflowSlug: r.workflow_slug,
      workflowName: r.workflow_name,
      action: null,
      created_at: r.created_at,
    })),
    ...(purchase.data ?? []).map((r) => ({
      ...row('purchase', r),
      workflowSlug: r.workflow_slug,
      workflowName: null,
      action: null,
      created_at: r.created_at,
    })),
    ...(control.data ?? []).map((r) => ({
      ...row('control', r),
      workflowSlug: r.workflow_slug,
      workflowName: null,
      action: r.action,
      created_at: r.submitted_at,
    })),
    ...(custom.data ?? []).map((r) => ({
      ...row('custom', r),
      workflowSlug: null,
      workflowName: r.workflow_name,
      action: null,
      created_at: r.created_at,
    })),
  ];
}

/** ISO timestamps order as plain strings; localeCompare would build a collator for nothing. */
const newestActivityFirst = (a: ClientThread, b: ClientThread) =>
  a.lastActivity < b.lastActivity ? 1 : a.lastActivity > b.lastActivity ? -1 : 0;

export async function loadClientThreads(signal: AbortSignal): Promise<ClientThread[]> {
  const client = await auth.client();
  const [requests, messages] = await Promise.all([
    loadRequests(signal),
    client.from('workflow_request_messages').select(MESSAGE_COLUMNS).order('created_at').abortSignal(signal),
  ]);
  if (messages.error) throw messages.error;
  const byThread = new Map<string, ThreadMessage[]>();
  for (const message of messages.data as ThreadMessage[]) {
    const key = threadKey({ kind: kindOf(message), requestId: message.request_id });
    const list = byThread.get(key) ?? [];
    list.push(message);
    byThread.set(key, list);
  }
  return requests
    .map((request): ClientThread => {
      const thread = byThread.get(threadKey({ kind: request.kind, requestId: request.id })) ?? [];
      return {
        kind: request.kind,
        requestId: request.id,
        owner: request.user_id,
        workflowSlug: request.workflowSlug,
        workflowName: request.workflowName,
        action: request.action,
        status: request.status,
        decisionNote: request.decision_note,
        messages: thread,
        unreadIds: thread.filter((m) => m.sender_type === 'admin' && !m.read_at).map((m) => m.id),
        lastActivity: thread.at(-1)?.created_at ?? request.created_at,
      };
    })
    .sort(newestActivityFirst);
}

/**
 * docs/product.md §7: after an admin's message arrives, the request's owner and what it is about. For
 * an access request this is the spec's read of workflow_access_requests (user_id, workflow_name) by
 * request id; the other kinds read the same from their own table.
 */
export async function fetchRequestOwner(
  kind: RequestKind,
  requestId: string,
): Promise<({ user_id: string } & ThreadSubject) | null> {
  const client = await auth.client();
  // The whole row: the columns that name the workflow differ by kind (an access request has both).
  const { data, error } = await client
    .from(REQUEST_TABLE[kind])
    .select('*')
    .eq('id', requestId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    user_id: data.user_id,
    kind,
    workflowSlug: 'workflow_slug' in data ? data.workflow_slug : null,
    workflowName: 'workflow_name' in data ? data.workflow_name : null,
  };
}
