/** The overview's figures, each one count query (head only: no rows travel). */
import { auth } from '../../../domain/session/store.ts';
import { periodStart } from '../runs/runFilters.ts';

export interface Overview {
  pending: { access: number; purchase: number; control: number; custom: number };
  clients: number;
  runsToday: number;
  failures24h: number;
  /** Contact messages and Support Requests no admin has opened yet (the inbox, /admin/inbox). */
  unreadMessages: number;
}

export async function loadOverview(signal: AbortSignal): Promise<Overview> {
  const client = await auth.client();
  const count = async (query: PromiseLike<{ count: number | null; error: unknown }>) => {
    const { count: value, error } = await query;
    if (error) throw error;
    return value ?? 0;
  };
  const head = { count: 'exact', head: true } as const;
  const now = new Date();
  const [access, purchase, control, custom, clients, runsToday, failures24h, unreadMessages] =
    await Promise.all([
      count(
        client
          .from('workflow_access_requests')
          .select('id', head)
          .eq('status', 'pending')
          .abortSignal(signal),
      ),
      count(client.from('workflow_purchases').select('id', head).eq('status', 'pending').abortSignal(signal)),
      count(
        client
          .from('workflow_control_requests')
          .select('id', head)
          .eq('status', 'pending')
          .abortSignal(signal),
      ),
      count(
        client
          .from('custom_workflow_requests')
          .select('id', head)
          .in('status', ['pending', 'in_review'])
          .abortSignal(signal),
      ),
      count(client.from('profiles').select('id', head).neq('role', 'admin').abortSignal(signal)),
      count(
        client
          .from('workflow_runs')
          .select('id', head)
          .gte('created_at', periodStart('today', now).toISOString())
          .abortSignal(signal),
      ),
      count(
        client
          .from('workflow_runs')
          .select('id', head)
          .eq('status', 'failed')
          .gte('created_at', periodStart('24h', now).toISOString())
          .abortSignal(signal),
      ),
      count(client.from('contact_messages').select('id', head).eq('status', 'new').abortSignal(signal)),
    ]);
  return { pending: { access, purchase, control, custom }, clients, runsToday, failures24h, unreadMessages };
}
