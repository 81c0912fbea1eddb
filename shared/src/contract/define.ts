import type { ComponentType } from 'react';
import type { FamilyId } from '../catalogue/slugs.ts';
import type { TableName } from '../live/query.ts';
import { watchTables } from '../live/watch.ts';
import { sampleAnchor } from '../sample/dates.ts';
import {
  CONTRACT_VERSION,
  type DashboardViewProps,
  type LiveContext,
  type Locale,
  type RemoteModule,
  type WorkflowDashboard,
} from './index.ts';

export interface DashboardDefinition<TData> {
  /** Tables whose changes refresh the live dashboard (rows of the signed-in user). */
  tables: readonly TableName[];
  /** The client's real rows. */
  live: (ctx: LiveContext) => Promise<TData>;
  /** Deterministic demonstration data as of `anchor` (the sample anchor: same data for everyone). */
  sample: (locale: Locale, anchor: Date) => TData;
  View: ComponentType<DashboardViewProps<TData>>;
}

/** A dashboard as the contract wants it, from its four parts; `watch` follows `tables`. */
export function defineDashboard<TData>(definition: DashboardDefinition<TData>): WorkflowDashboard<TData> {
  return {
    loadLive: definition.live,
    loadSample: async (ctx) => definition.sample(ctx.locale, sampleAnchor()),
    View: definition.View,
    watch: (ctx, onChange) => watchTables(ctx, definition.tables, onChange),
  };
}

/** A family's dashboards, each a dynamic import (downloaded when the dashboard opens). */
// biome-ignore lint/suspicious/noExplicitAny: each dashboard has its own data type; the shell treats it opaquely.
type DashboardLoaders = RemoteModule['dashboards'] & Record<string, () => Promise<WorkflowDashboard<any>>>;

/**
 * A family's remote module ('./dashboards' in federation.config.ts) from its namespace (named after the
 * family: docs/architecture.md) and its dashboards; the contract version and the messages follow.
 */
export function defineRemote(
  namespace: { name: FamilyId; messages: RemoteModule['messages'] },
  remote: { dashboards: DashboardLoaders },
): RemoteModule {
  return {
    contractVersion: CONTRACT_VERSION,
    family: namespace.name,
    dashboards: remote.dashboards,
    messages: namespace.messages,
  };
}
