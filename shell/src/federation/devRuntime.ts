/**
 * Dev servers only (`vite`, see scripts/vite/federation.ts): there the shell runs @module-federation/vite,
 * whose runtime owns the share scope that the remotes' dev servers read (including MUI's and emotion's
 * contexts), so remotes are loaded through that runtime. Builds use container.ts and never bundle this.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';

const registered = new Map<string, string>();

export async function loadExposedInDev(name: string, entry: string, exposedModule: string): Promise<unknown> {
  // Registered again (`force` drops the runtime's cached entry) to retry after a failure or a new URL.
  registerRemotes([{ name, entry, type: 'module' }], { force: registered.has(name) });
  registered.set(name, entry);
  return loadRemote(`${name}/${exposedModule.replace(/^\.\//, '')}`);
}
