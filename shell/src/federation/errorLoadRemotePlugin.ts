import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Keeps a failed remote from taking the page down (federation-notes: an unreachable remote can blank
 * the app): the failure is logged with the remote's id and re-thrown to the caller (returning nothing
 * lets the runtime throw), where the workflow page turns it into its own error with Retry.
 */
export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[portal] remote "${id}" failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
