/**
 * Every i18n namespace of the shell under the one set of rules (describeNamespace from
 * @portal/dashboard-kit-testing): the `common` namespace and each feature's, found by folder, so a new
 * feature is checked without being listed here; domain/'s namespaces are named below.
 */
import type { Resource } from '@portal/contract';
import { describeNamespace } from '@portal/dashboard-kit-testing';
import { ar as authAr } from '../domain/session/i18n/ar.ts';
import { en as authEn } from '../domain/session/i18n/en.ts';
import { ar as workspaceAr } from '../domain/workspace/i18n/ar.ts';
import { en as workspaceEn } from '../domain/workspace/i18n/en.ts';
import { ar as runPanelAr } from '../features/test-runs/i18n/panel/ar.ts';
import { en as runPanelEn } from '../features/test-runs/i18n/panel/en.ts';
import { commonNamespace } from '../lib/i18n/common.ts';

type Bundle = { en?: Resource; ar?: Resource };
const modules = import.meta.glob<Bundle>('../features/*/i18n/{en,ar}.ts', { eager: true });
const features = new Map<string, { en: Resource; ar: Resource }>();
for (const [path, module] of Object.entries(modules)) {
  const name = path.split('/')[2] as string;
  const bundle = features.get(name) ?? { en: {}, ar: {} };
  if (module.en) bundle.en = module.en;
  if (module.ar) bundle.ar = module.ar;
  features.set(name, bundle);
}

/** Keys whose Arabic text names something in another script (a language's own name, an address). */
const NOT_ARABIC: Record<string, readonly string[]> = {
  common: ['language.switchTo'],
  settings: ['appearance.english'],
  marketing: ['header.switchLanguage', 'newsletter.emailPlaceholder'],
  workflows: ['families.gmail'],
};

describeNamespace(commonNamespace, { notArabic: NOT_ARABIC.common });
// lib/'s own lazy namespace (what the workspace pages share).
describeNamespace({ name: 'workspace', messages: { en: workspaceEn, ar: workspaceAr } });
// domain/session's: the account's texts (sign-in pages and the settings' security section).
describeNamespace({ name: 'auth', messages: { en: authEn, ar: authAr } });
// The test-runs page's run panel: its own namespace, loaded with the panel's code.
describeNamespace({ name: 'testRunPanel', messages: { en: runPanelEn, ar: runPanelAr } });
for (const [name, messages] of features)
  describeNamespace({ name, messages }, { notArabic: NOT_ARABIC[name] });
