import type { ReactNode } from 'react';
import { tab } from './DashboardPages.tsx';
import type { DashboardTab } from './DashboardTabs.tsx';

/**
 * One tab per list that a dashboard shows with the same table, each tab named after its list (its
 * id, its label, the table's `name`): `listTabs({ invoices: rows, overdue: rows }, (name) =>
 * t(`tabs.${name}`), (name, rows) => <InvoicesTable name={name} rows={rows} />)`, in the order written.
 */
export function listTabs<Name extends string, Rows>(
  lists: Record<Name, Rows>,
  label: (name: Name) => string,
  table: (name: Name, rows: Rows) => ReactNode,
): DashboardTab[] {
  const entries = Object.entries(lists) as [Name, Rows][];
  return entries.map(([name, rows]) => tab(name, label(name), table(name, rows)));
}
