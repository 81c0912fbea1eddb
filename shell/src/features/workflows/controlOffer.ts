/**
 * Which of Request Start / Request Stop a client is offered (docs/architecture.md, "Workflow control"):
 * an admin's approval of a start turns a paused workflow active, of a stop turns an active or live one
 * paused (supabase/migrations, on_control_request_decided), so each is offered only where it changes
 * something, and not while the same request already waits for an administrator.
 */
import type { WorkflowStatus } from '../../domain/workspace/data.ts';

export type StartStop = 'start' | 'stop';

export interface ControlOffer {
  /** The requests offered as buttons. */
  actions: readonly StartStop[];
  /** What the page says about why (a key of the `workflows` namespace's `offer`). */
  reason: 'running' | 'paused' | 'unknown' | 'waitingStart' | 'waitingStop';
}

/**
 * `status` null: it could not be read, so both are offered (the administrator still decides);
 * `pending`: the start/stop requests of this workflow that wait for a decision.
 */
export function controlOffer(status: WorkflowStatus | null, pending: ReadonlySet<StartStop>): ControlOffer {
  const wanted: StartStop | null = status === null ? null : status === 'paused' ? 'start' : 'stop';
  if (wanted === null) {
    const actions = (['start', 'stop'] as const).filter((action) => !pending.has(action));
    return { actions, reason: 'unknown' };
  }
  if (pending.has(wanted))
    return { actions: [], reason: wanted === 'start' ? 'waitingStart' : 'waitingStop' };
  return { actions: [wanted], reason: wanted === 'start' ? 'paused' : 'running' };
}

/**
 * The server's refusal of a start or stop the status does not allow (PT409 with hint `already_running` or
 * `already_stopped`, supabase/migrations/20261129900100_control_requests_follow_status.sql): a key of the
 * `workflows` namespace's `control`, or undefined for any other error. Seen when the status changed
 * after the page offered the request (another tab, an administrator).
 */
export function controlRefusal(error: unknown): 'alreadyRunning' | 'alreadyStopped' | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, hint } = error as { code?: unknown; hint?: unknown };
  if (code !== 'PT409') return undefined;
  if (hint === 'already_running') return 'alreadyRunning';
  if (hint === 'already_stopped') return 'alreadyStopped';
  return undefined;
}
