/** Test-side handles on the served stack (see globalSetup.ts): its configuration, remotes and backend. */
import type { FamilyId } from '@portal/contract';

export interface ServedConfig {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  API_BASE_URL: string;
  REMOTES: Record<string, string>;
}

export function servedConfig(): ServedConfig {
  const raw = process.env.PORTAL_RUNTIME_CONFIG;
  if (!raw) throw new Error('PORTAL_RUNTIME_CONFIG is not set: run through playwright.config.ts');
  return JSON.parse(raw) as ServedConfig;
}

export function remoteOrigin(family: FamilyId): string {
  const entry = servedConfig().REMOTES[`portal_${family}`];
  if (!entry) throw new Error(`no remote for ${family}`);
  return new URL(entry).origin;
}

async function control(family: FamilyId, action: 'stop' | 'start' | 'deploy', body?: unknown) {
  const response = await fetch(`${process.env.PORTAL_CONTROL_URL}/remotes/${family}/${action}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${action} ${family}: ${response.status} ${await response.text()}`);
}

export const stopRemote = (family: FamilyId) => control(family, 'stop');
export const startRemote = (family: FamilyId) => control(family, 'start');
export const deployRemote = (family: FamilyId, dir: string) => control(family, 'deploy', { dir });

async function controlBackend(action: 'stop' | 'start') {
  const response = await fetch(`${process.env.PORTAL_CONTROL_URL}/backend/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} backend: ${response.status} ${await response.text()}`);
}

/** Really stops the local stack's backend process (the shell and the remotes keep being served). */
export const stopBackend = () => controlBackend('stop');
/** Starts it again on the same port and data directory; waits until it answers (a no-op if it does). */
export const startBackend = () => controlBackend('start');
