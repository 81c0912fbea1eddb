/**
 * The subscription stub of docs/product.md §3–§4: a fixed state, the same for every account (tier
 * free, access level demo, inactive, no expiry and no workflows of its own), with the two checks the
 * spec fixes: the demo-mode check is always true and an access check always denies. What a client can
 * use follows from the workflows they bought (client_workflows), never from a plan; the dashboard's
 * upgrade banner reads this state.
 */
import type { WorkflowSlug } from '@portal/contract';

export interface Subscription {
  tier: 'free';
  accessLevel: 'demo';
  isActive: false;
  /** When a paid plan would end; a free plan never does. */
  expiresAt: string | null;
  /** The workflows a plan would include; the free plan includes none (each is bought on its own). */
  workflows: readonly WorkflowSlug[];
}

export const SUBSCRIPTION: Subscription = Object.freeze({
  tier: 'free',
  accessLevel: 'demo',
  isActive: false,
  expiresAt: null,
  workflows: Object.freeze([]),
});

/** docs/product.md §4: "The demo-mode check is always true". */
export const isDemoMode = (_subscription: Subscription = SUBSCRIPTION): true => true;

/** docs/product.md §4: "access checks always deny": no feature is unlocked by a plan. */
export const hasPlanAccess = (_feature: string, _subscription: Subscription = SUBSCRIPTION): false => false;
