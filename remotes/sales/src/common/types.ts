import type { DashboardContext } from '@portal/shared/contract';

/** Props of every dashboard View (the contract's View type, named for reuse in tab components). */
export interface ViewProps<TData> {
  data: TData;
  ctx: DashboardContext;
}
