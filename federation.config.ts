/**
 * The one source of truth for the micro-frontend system: which remote family serves which workflows,
 * the port each remote uses in development and when served locally, and the singletons that host and
 * remotes share. Every Vite config, the shell's routes and the start scripts read this file.
 */

import { workflowsOf } from './contract/src/catalogue/families.ts';
import type { FamilyId, WorkflowSlug } from './contract/src/catalogue/slugs.ts';
import topology from './federation.topology.json' with { type: 'json' };

export interface RemoteFamily {
  /** Federation name of the remote (also the key in the runtime remote map). */
  name: `portal_${FamilyId}`;
  family: FamilyId;
  /** Port of the dev server and of the local static server that stands in for a CDN. */
  port: number;
  workflows: readonly WorkflowSlug[];
}

/** The shell's port in development and when served locally. */
export const SHELL_PORT: number = topology.shellPort;

/**
 * Every remote family. Names and ports live in federation.topology.json so that the plain-Node scripts
 * (npm start, the e2e stack, the budgets) read exactly what the Vite configs and the shell read; the
 * workflows each family serves come from the contract's one slug → family table (WORKFLOW_FAMILY).
 */
export const families: readonly RemoteFamily[] = topology.families.map((family) => ({
  name: family.name as RemoteFamily['name'],
  family: family.family as FamilyId,
  port: family.port,
  workflows: workflowsOf(family.family as FamilyId),
}));

/** The module every remote exposes; its default export is a `RemoteModule` (see @portal/contract). */
export const EXPOSED_MODULE = './dashboards';

export function familyOf(slug: WorkflowSlug): RemoteFamily {
  const found = families.find((f) => (f.workflows as readonly WorkflowSlug[]).includes(slug));
  if (!found) throw new Error(`No remote family serves workflow "${slug}"`);
  return found;
}

/**
 * Packages that host and remotes share as singletons, whole: React and the workspace contract,
 * @portal/contract. In builds they go through the kit, per entry point (scripts/vite/kit.ts,
 * `sharedPackages`): the shell publishes its own instances and a remote's imports become proxies of
 * them, so a remote's code needs none of the federation runtime and the shell imports its exposed
 * module as a plain ES module (shell/src/federation/container.ts). Dev servers share them through
 * @module-federation/vite, with the packages the kit carries in builds (scripts/vite/federation.ts).
 *
 * MUI, emotion and i18next are NOT shared this way (measured with scripts/budgets.mjs, see README "Budgets"):
 * - a shared package is never tree-shaken (all of @mui/material is 170 KB gzip);
 * - @module-federation/vite loads every shared module the host provides before the first render, on
 *   every page (sharing MUI per deep import: 442 KB on `/`), and each shared key adds ~2 KB gzip of
 *   glue to the shell and to every remote;
 * - react-router-dom: remotes never use the router; zustand: a store holds no React context.
 * They are shared per module file through `sharedKit` below (scripts/vite/kit.ts).
 */
export const sharedSingletons = ['react', 'react-dom', '@portal/contract'] as const;

/**
 * The shared UI kit (scripts/vite/kit.ts): the shell provides every module file that these entry
 * points bundle, one instance each, from its framed layout; a remote uses the shell's instance of each
 * of those files instead of bundling its own, and bundles only the rest (components the frame does
 * not use, charts), which reads the shell's theme, emotion cache, RTL and default props through the
 * kit's files. The entries are what the frame loads anyway AND dashboards use: an entry the frame does
 * not load moves its code from every remote into the shell's framed first load.
 * i18next and react-i18next come this way too (one instance, no per-key federation glue). Not
 * notistack: dashboards show no toasts, and the shell loads it with its first toast (shell/src/lib/toast).
 */
export const sharedKit = [
  'i18next',
  // The three parts of react-i18next that @portal/dashboard-kit/i18n uses (context, hook, instance), not the
  // package: its index would publish Trans and its HTML parser (about 6 KB gzip) on every dashboard.
  'react-i18next/dist/es/context.js',
  'react-i18next/dist/es/useTranslation.js',
  'react-i18next/dist/es/i18nInstance.js',
  '@mui/system/RtlProvider',
  '@mui/material/styles/useTheme.mjs',
  '@mui/material/styles/styled.mjs',
  '@mui/material/utils/useSlot.mjs',
  '@mui/material/zero-styled',
  '@mui/material/GlobalStyles',
  '@mui/material/Paper',
  '@mui/material/Box',
  '@mui/material/Stack',
  '@mui/material/Typography',
  '@mui/material/ButtonBase',
  '@mui/material/Button',
  '@mui/material/IconButton',
  '@mui/material/CircularProgress',
  '@mui/material/SvgIcon',
  // One modal manager for the shell's dialogs and the dashboards' (a row's details), so that the top
  // one alone keeps the focus: the file that makes it, not all of Modal (6.4 KB gzip the frame never
  // draws), which comes with the first dialog. Not the account Menu: dashboards use none.
  '@mui/material/Modal/useModal.mjs',
  // Not MUI's Tabs: dashboards' tabs are the kit's own TabStrip (docs/performance.md, "Tabs without
  // measuring, and charts kept while their data is"), which needs no MUI file beyond the above.
] as const;

/**
 * The kit's lazy entries (scripts/vite/kit.ts): modules the shell builds as chunks of its own and
 * downloads only when a remote first imports them, then hands every remote the same instance. A remote
 * bundles a proxy of a few lines instead (it awaits the shell's chunk). `packages` are part of the
 * kit's identity, so a remote built against another version refuses to run instead of mixing.
 * - charts: @mui/x-charts (about 95 KB gzip), once per page instead of once per family; the shell
 *   fetches it only when a dashboard draws its first chart, after the KPI row.
 */
export const lazyKit = {
  charts: { module: 'dashboard-kit/src/ui/chartParts.ts', packages: ['@mui/x-charts'] },
} as const satisfies Record<string, { module: string; packages: readonly string[] }>;
