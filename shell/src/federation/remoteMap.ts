import { getRuntimeConfig, type RemoteMap } from '../lib/config/runtimeConfig.ts';

let fetched: Promise<RemoteMap> | undefined;

/**
 * Remote name → entry URL. Inline in /runtime-config.json, or a separate JSON file fetched no-cache on
 * first use (and again on Retry), so a redeployed remote is found without rebuilding the shell.
 */
export function getRemoteMap({ fresh = false }: { fresh?: boolean } = {}): Promise<RemoteMap> {
  const { remotes } = getRuntimeConfig();
  if (typeof remotes !== 'string') return Promise.resolve(resolveEntries(remotes, window.location.href));
  if (!fetched || fresh) {
    const url = new URL(remotes, window.location.href).href;
    const pending = fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) throw new Error(`remote map ${url} answered ${response.status}`);
        return resolveEntries((await response.json()) as RemoteMap, url);
      },
    );
    fetched = pending;
    pending.catch(() => {
      if (fetched === pending) fetched = undefined;
    });
  }
  return fetched;
}

/** Entries may be relative to the map's own URL. */
function resolveEntries(map: RemoteMap, base: string): RemoteMap {
  return Object.fromEntries(Object.entries(map).map(([name, entry]) => [name, new URL(entry, base).href]));
}
