/**
 * Loads a workflow family's remote at run time: looks its entry up in the runtime remote map, registers
 * it on first use only (the landing page never touches a remote), loads '<name>/dashboards', checks
 * the contract version and adds the family's i18n namespace. A failed load is not cached: Retry
 * re-registers the remote with `force`, which clears the runtime's cached entry.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { CONTRACT_VERSION, type FamilyId, type RemoteModule } from '@portal/shared';
import { EXPOSED_MODULE, families } from '../../../federation.config.ts';
import { addRuntimeNamespace, getI18nInstance } from '../app/i18n/setup.ts';
import { errorLoadRemotePlugin } from './errorLoadRemotePlugin.ts';
import { ContractMismatchError, InvalidRemoteError, RemoteUnavailableError } from './errors.ts';
import { getRemoteMap } from './remoteMap.ts';

const loaded = new Map<FamilyId, Promise<RemoteModule>>();
const registeredEntries = new Map<string, string>();
let pluginsRegistered = false;

export function remoteNameOf(family: FamilyId): string {
  const found = families.find((f) => f.family === family);
  if (!found) throw new Error(`Unknown family "${family}"`);
  return found.name;
}

/** The family's RemoteModule; concurrent callers share one load. `retry` starts a fresh attempt. */
export function loadFamily(
  family: FamilyId,
  { retry = false }: { retry?: boolean } = {},
): Promise<RemoteModule> {
  let pending = loaded.get(family);
  if (!pending || retry) {
    const attempt = load(family, retry);
    pending = attempt;
    loaded.set(family, attempt);
    attempt.catch(() => {
      if (loaded.get(family) === attempt) loaded.delete(family);
    });
  }
  return pending;
}

async function load(family: FamilyId, retry: boolean): Promise<RemoteModule> {
  const name = remoteNameOf(family);
  let exposed: unknown;
  try {
    const map = await getRemoteMap({ fresh: retry });
    const entry = map[name];
    if (!entry) throw new Error(`the remote map has no entry for "${name}"`);
    register(name, entry);
    exposed = await loadRemote(`${name}/${EXPOSED_MODULE.replace(/^\.\//, '')}`);
  } catch (error) {
    throw new RemoteUnavailableError(family, error);
  }
  const module = validate(family, exposed);
  addRuntimeNamespace(family, module.messages);
  await getI18nInstance().loadNamespaces(family);
  return module;
}

function register(name: string, entry: string) {
  if (!pluginsRegistered) {
    registerPlugins([errorLoadRemotePlugin()]);
    pluginsRegistered = true;
  }
  const known = registeredEntries.has(name);
  // Once registered, a remote is registered again only to retry after a failure (the successful
  // module is cached above) or when its URL changed: `force` drops the runtime's cached entry.
  registerRemotes([{ name, entry, type: 'module' }], { force: known });
  registeredEntries.set(name, entry);
}

function validate(family: FamilyId, exposed: unknown): RemoteModule {
  const candidate = (exposed as { default?: unknown } | undefined)?.default ?? exposed;
  if (!candidate || typeof candidate !== 'object') throw new InvalidRemoteError(family, 'no default export');
  const module = candidate as Partial<RemoteModule>;
  if (module.contractVersion !== CONTRACT_VERSION) {
    throw new ContractMismatchError(family, CONTRACT_VERSION, module.contractVersion);
  }
  if (module.family !== family)
    throw new InvalidRemoteError(family, `it says it is "${String(module.family)}"`);
  if (!module.dashboards || typeof module.dashboards !== 'object') {
    throw new InvalidRemoteError(family, 'no dashboards map');
  }
  if (!module.messages?.en || !module.messages.ar) throw new InvalidRemoteError(family, 'no en/ar messages');
  return module as RemoteModule;
}
