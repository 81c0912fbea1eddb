/**
 * Loads a workflow family's remote at run time: looks its entry up in the runtime remote map, loads
 * it on first use only (the landing page never touches a remote), gets its './dashboards' module
 * (container.ts), checks the contract version and loads the family's i18n namespace in the page's
 * language, with the kit's `ui` texts (familyTexts.ts). A failed load is not cached: Retry reads the
 * remote map and the remote's manifest again.
 */
import { CONTRACT_VERSION, type FamilyId, type RemoteModule } from '@portal/contract';
import { EXPOSED_MODULE, families } from '../../../federation.config.ts';
import { getI18nInstance } from '../lib/i18n/setup.ts';
import { loadExposed } from './container.ts';
import {
  ContractMismatchError,
  InvalidRemoteError,
  isKitMismatch,
  KitMismatchError,
  RemoteUnavailableError,
} from './errors.ts';
import { loadFamilyTexts, requestKitTexts } from './familyTexts.ts';
import { getRemoteMap } from './remoteMap.ts';

const loaded = new Map<FamilyId, Promise<RemoteModule>>();

export function remoteNameOf(family: FamilyId): string {
  const found = families.find((f) => f.family === family);
  if (!found) throw new Error(`Unknown family "${family}"`);
  return found.name;
}

/**
 * The family's RemoteModule; concurrent callers share one load. `retry` starts a fresh attempt;
 * `dashboard` (a slug) has that dashboard's chunk fetched along with the entry (container.ts).
 */
export function loadFamily(
  family: FamilyId,
  { retry = false, dashboard }: { retry?: boolean; dashboard?: string } = {},
): Promise<RemoteModule> {
  let pending = loaded.get(family);
  if (!pending || retry) {
    const attempt = load(family, retry, dashboard);
    pending = attempt;
    loaded.set(family, attempt);
    attempt.catch(() => {
      if (loaded.get(family) === attempt) loaded.delete(family);
    });
  }
  return pending;
}

async function load(family: FamilyId, retry: boolean, dashboard?: string): Promise<RemoteModule> {
  const name = remoteNameOf(family);
  // The kit's texts come from the shell's own chunks: requested at once, beside the remote's files.
  const i18n = getI18nInstance();
  const language = i18n.resolvedLanguage ?? i18n.language;
  void requestKitTexts(language);
  let exposed: unknown;
  try {
    const map = await getRemoteMap({ fresh: retry });
    const entry = map[name];
    if (!entry) throw new Error(`the remote map has no entry for "${name}"`);
    exposed = import.meta.env.DEV
      ? await import('./devRuntime.ts').then((dev) => dev.loadExposedInDev(name, entry, EXPOSED_MODULE))
      : await loadExposed(entry, EXPOSED_MODULE, { dashboard, language });
  } catch (error) {
    // Logged with the remote's name; the workflow page shows its own error with Retry.
    console.warn(`[portal] remote "${name}" failed to load`, error);
    throw isKitMismatch(error)
      ? new KitMismatchError(family, error)
      : new RemoteUnavailableError(family, error);
  }
  const module = validate(family, exposed);
  try {
    await loadFamilyTexts(family, module.messages);
  } catch (error) {
    console.warn(`[portal] remote "${name}": its texts failed to load`, error);
    throw new RemoteUnavailableError(family, error);
  }
  return module;
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
  if (typeof module.messages?.en !== 'function' || typeof module.messages.ar !== 'function') {
    throw new InvalidRemoteError(family, 'no en/ar message loaders');
  }
  return module as RemoteModule;
}
