/**
 * The tabs of a workflow dashboard in the order docs/contributing.md asks for: Overview first, the
 * tabs only this workflow has, Analytics last. The two fixed tabs are named by the `ui` namespace, so
 * a View writes only their content.
 */
import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/index.ts';
import { type DashboardTab, DashboardTabs } from './DashboardTabs.tsx';

export interface WorkflowTabsProps {
  /** Accessible name of the tab list (the workflow's tabs label). */
  label: string;
  overview: ReactNode;
  /** The workflow's own tabs, between Overview and Analytics. */
  tabs?: readonly DashboardTab[];
  analytics: ReactNode;
}

export function WorkflowTabs({ label, overview, tabs = [], analytics }: WorkflowTabsProps) {
  const { t } = useUiTranslation();
  return (
    <DashboardTabs
      label={label}
      tabs={[
        { id: 'overview', label: t('tabs.overview'), render: () => overview },
        ...tabs,
        { id: 'analytics', label: t('tabs.analytics'), render: () => analytics },
      ]}
    />
  );
}
