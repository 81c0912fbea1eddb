import type { ReactNode } from 'react';
import { tab } from './DashboardPages.tsx';
import type { DashboardTab } from './DashboardTabs.tsx';

/**
 * One tab per list that a dashboard shows with the same table, each named after its list: its id,
 * the table's `name` and its label, the family's `tabs.<name>` (as `familyTable` names titles):
 * `listTabs(t, { invoices: rows, overdue: rows }, (name, rows) => <InvoicesTable name={name} rows={rows} />)`.
 */
export function listTabs<Name extends string, Rows>(
  t: (key: `tabs.${NoInfer<Name>}`) => string,
  lists: Record<Name, Rows>,
  table: (name: Name, rows: Rows) => ReactNode,
): DashboardTab[] {
  const entries = Object.entries(lists) as [Name, Rows][];
  return entries.map(([name, rows]) => tab(name, t(`tabs.${name}`), table(name, rows)));
}
