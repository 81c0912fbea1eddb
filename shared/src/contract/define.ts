import type { ComponentType } from 'react';
import type { TableName } from '../live/query.ts';
import { watchTables } from '../live/watch.ts';
import { sampleAnchor } from '../sample/dates.ts';
import type { DashboardViewProps, LiveContext, Locale, WorkflowDashboard } from './index.ts';

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
