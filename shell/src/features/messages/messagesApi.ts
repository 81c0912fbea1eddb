/**
 * The signed-in client's conversations: one per access request (docs/product.md §3), grouped from two
 * reads (requests, then messages), newest activity first. RLS returns only the client's own rows.
 */

import { MESSAGE_COLUMNS, type ThreadMessage } from '../../lib/messaging/threadApi.ts';
import { auth } from '../../lib/session/store.ts';

export type AccessStatus = 'pending' | 'approved' | 'denied' | 'expired';

export interface ClientThread {
  requestId: string;
  owner: string;
  workflowName: string;
  status: AccessStatus;
  messages: ThreadMessage[];
  /** Ids of the admin's messages the client has not read yet. */
  unreadIds: string[];
  lastActivity: string;
}

export async function loadClientThreads(signal: AbortSignal): Promise<ClientThread[]> {
  const client = await auth.client();
  const [requests, messages] = await Promise.all([
    client
      .from('workflow_access_requests')
      .select('id, user_id, workflow_name, status, created_at')
      .order('created_at', { ascending: false })
      .abortSignal(signal),
    client.from('workflow_request_messages').select(MESSAGE_COLUMNS).order('created_at').abortSignal(signal),
  ]);
  if (requests.error) throw requests.error;
  if (messages.error) throw messages.error;
  const byRequest = new Map<string, ThreadMessage[]>();
  for (const message of messages.data as ThreadMessage[]) {
    const list = byRequest.get(message.request_id) ?? [];
    list.push(message);
    byRequest.set(message.request_id, list);
  }
  return requests.data
    .map((request) => {
      const thread = byRequest.get(request.id) ?? [];
      return {
        requestId: request.id,
        owner: request.user_id,
        workflowName: request.workflow_name,
        status: request.status as AccessStatus,
        messages: thread,
        unreadIds: thread.filter((m) => m.sender_type === 'admin' && !m.read_at).map((m) => m.id),
        lastActivity: thread.at(-1)?.created_at ?? request.created_at,
      };
    })
    .sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
}

/** docs/product.md §7: after an admin's message arrives, the request's owner and workflow name. */
export async function fetchRequestOwner(
  requestId: string,
): Promise<{ user_id: string; workflow_name: string } | null> {
  const client = await auth.client();
  const { data, error } = await client
    .from('workflow_access_requests')
    .select('user_id, workflow_name')
    .eq('id', requestId)
    .maybeSingle();
  if (error) throw error;
  return data;
}
