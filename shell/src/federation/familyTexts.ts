/**
 * A remote family's texts in the page's language (its `messages`: a loader per language), with the
 * kit's `ui` texts its building blocks read, which come from the shell's own copy of the kit: what
 * loadFamily (and the non-federated builds' stand-in, scripts/vite/nonFederatedLoadFamily.ts) waits
 * for before a family's dashboards render. The other language loads on a switch: i18next loads every
 * namespace in use in the new language before the switch takes effect (lib/i18n/setup.ts).
 */
import type { FamilyId, LazyMessages } from '@portal/contract';
import { toLocale, uiNamespace } from '@portal/dashboard-kit/i18n';
import { getI18nInstance, setRuntimeNamespace } from '../lib/i18n/setup.ts';

/**
 * Rejects when the texts cannot be loaded (the page then shows the remote's error with Retry rather
 * than keys). A later load of the family (Retry, a redeployed remote) reads its texts again from the
 * new loaders.
 */
export async function loadFamilyTexts(family: FamilyId, messages: LazyMessages): Promise<void> {
  const i18n = getI18nInstance();
  const known = setRuntimeNamespace(family, messages);
  if (known && known !== messages) await i18n.reloadResources(undefined, [family]);
  const namespaces = [family, uiNamespace.name];
  await i18n.loadNamespaces(namespaces);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(language, ns));
  if (missing.length > 0) throw new Error(`the texts of ${missing.join(', ')} did not load in "${language}"`);
}

/** The kit's texts, requested ahead (beside the remote's files) in the page's language. */
export const requestKitTexts = (language: string): Promise<unknown> =>
  uiNamespace.messages[toLocale(language)]().catch(() => undefined);
