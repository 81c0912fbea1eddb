/**
 * The contract's version, in a module of its own (`@portal/contract/version`): the package root is a
 * federation singleton, so a remote reads the root from the shell at run time; the version it reports
 * must be the one it was BUILT with, so this entry is bundled into every app, never shared.
 *
 * 2: live and sample contexts are a discriminated union; dashboards come from defineDashboard.
 * 3: a remote's `messages` are a loader per language (LazyMessages), not both languages' texts.
 */
export const CONTRACT_VERSION = 3 as const;
