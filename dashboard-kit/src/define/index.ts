/**
 * `defineDashboard` and `defineRemote`: how a remote family builds what the contract (@portal/contract)
 * asks of it, from a dashboard folder's parts.
 */
import {
  type DashboardModule,
  type DashboardViewProps,
  type FamilyId,
  isWorkflowSlug,
  type LiveContext,
  type Locale,
  type RemoteModule,
  type WorkflowDashboard,
} from '@portal/contract';
// Not from the root: the root comes from the shell at run time, the version must be this build's own.
import { CONTRACT_VERSION } from '@portal/contract/version';
import type { ComponentType } from 'react';
import type { TableName } from '../live/query.ts';
import { watchTables } from '../live/watch.ts';
import { sampleAnchor } from '../sample/dates.ts';

type DashboardDefinition<TData> = {
  /** Deterministic demonstration data as of `anchor` (the sample anchor: same data for everyone). */
  sample: (locale: Locale, anchor: Date) => TData;
  View: ComponentType<DashboardViewProps<TData>>;
  /** Tables whose changes refresh the live dashboard (rows of the signed-in user). */
  tables: readonly TableName[];
  /** The client's real rows. */
  live: (ctx: LiveContext) => Promise<TData>;
};

/** A dashboard as the contract wants it, from its parts; `watch` follows `tables`. */
export function defineDashboard<TData>(definition: DashboardDefinition<TData>): WorkflowDashboard<TData> {
  return {
    loadLive: definition.live,
    loadSample: async (ctx) => definition.sample(ctx.locale, sampleAnchor()),
    View: definition.View,
    watch: (ctx, onChange) => watchTables(ctx, definition.tables, onChange),
  };
}

/** `./<slug>/index.ts`, as `import.meta.glob` names a dashboard folder's entry. */
const DASHBOARD_ENTRY = /^\.\/([a-z0-9-]+)\/index\.ts$/;

/**
 * A family's remote module ('./dashboards' in federation.config.ts) from its namespace (named after the
 * family: docs/architecture.md) and its dashboard folders, as `import.meta.glob` finds them: each folder
 * named after its workflow, each a dynamic import (downloaded when the dashboard opens). A folder that is
 * not a workflow of the catalogue is a mistake, refused here rather than served as a dead route.
 */
export function defineRemote(
  namespace: { name: FamilyId; messages: RemoteModule['messages'] },
  folders: Record<string, () => Promise<DashboardModule>>,
): RemoteModule {
  const dashboards: RemoteModule['dashboards'] = {};
  for (const [entry, load] of Object.entries(folders)) {
    const slug = DASHBOARD_ENTRY.exec(entry)?.[1] ?? entry;
    if (!isWorkflowSlug(slug)) throw new Error(`${entry} is not the folder of a workflow in the catalogue`);
    dashboards[slug] = () => load().then((module) => module.default);
  }
  return {
    contractVersion: CONTRACT_VERSION,
    family: namespace.name,
    dashboards,
    messages: namespace.messages,
  };
}
