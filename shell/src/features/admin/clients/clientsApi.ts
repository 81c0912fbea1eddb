/**
 * The clients list: every client (admin_clients rpc, with the last sign-in that only auth knows), their
 * workflows, and how many requests and messages each has; and the admin's pause / resume.
 */
import { auth } from '../../../domain/session/store.ts';
import type { WorkflowStatus } from '../../../domain/workspace/data.ts';

export interface ClientWorkflow {
  id: string;
  workflow_slug: string;
  status: WorkflowStatus;
}

export interface ClientRow {
  id: string;
  full_name: string;
  email: string | null;
  company: string | null;
  last_sign_in_at: string | null;
  workflows: ClientWorkflow[];
  requests: number;
  messages: number;
}

function tally(rows: readonly { user_id: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.user_id, (counts.get(row.user_id) ?? 0) + 1);
  return counts;
}

export async function loadClients(signal: AbortSignal): Promise<ClientRow[]> {
  const client = await auth.client();
  const [clients, workflows, access, control, custom, messages] = await Promise.all([
    client.rpc('admin_clients').abortSignal(signal),
    client
      .from('client_workflows')
      .select('id, user_id, workflow_slug, status')
      .order('workflow_slug')
      .abortSignal(signal),
    client.from('workflow_access_requests').select('user_id').abortSignal(signal),
    client.from('workflow_control_requests').select('user_id').abortSignal(signal),
    client.from('custom_workflow_requests').select('user_id').abortSignal(signal),
    client.from('workflow_request_messages').select('user_id').abortSignal(signal),
  ]);
  for (const result of [clients, workflows, access, control, custom, messages])
    if (result.error) throw result.error;
  const requestCounts = tally([...(access.data ?? []), ...(control.data ?? []), ...(custom.data ?? [])]);
  const messageCounts = tally(messages.data ?? []);
  return (clients.data ?? []).map((person) => ({
    id: person.id,
    full_name: person.full_name,
    email: person.email,
    company: person.company,
    last_sign_in_at: person.last_sign_in_at,
    workflows: (workflows.data ?? [])
      .filter((w) => w.user_id === person.id)
      .map((w) => ({ id: w.id, workflow_slug: w.workflow_slug, status: w.status as WorkflowStatus })),
    requests: requestCounts.get(person.id) ?? 0,
    messages: messageCounts.get(person.id) ?? 0,
  }));
}

export async function setWorkflowStatus(
  clientWorkflowId: string,
  status: 'active' | 'paused',
): Promise<void> {
  const client = await auth.client();
  const { error } = await client.rpc('set_client_workflow_status', {
    p_client_workflow_id: clientWorkflowId,
    p_status: status,
  });
  if (error) throw error;
}
