/**
 * A whole dashboard as a description: the Overview and Analytics pages (figures, charts, content) and
 * the workflow's own tabs between them, in the order docs/contributing.md asks for. A View computes its
 * figures and hands them here instead of repeating the tab and page markup.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { DashboardTab } from './DashboardTabs.tsx';
import { TabPage, type TabPageProps } from './TabPage.tsx';
import { WorkflowTabs } from './WorkflowTabs.tsx';

export interface DashboardPagesProps {
  /** Accessible name of the tab list (the workflow's tabs label). */
  label: string;
  /** The page's parts, or a page of the dashboard's own (an element). */
  overview: TabPageProps | ReactElement;
  /** The workflow's own tabs, between Overview and Analytics. */
  tabs?: readonly DashboardTab[];
  analytics: TabPageProps | ReactElement;
}

const page = (content: TabPageProps | ReactElement) =>
  isValidElement(content) ? content : <TabPage {...(content as TabPageProps)} />;

export function DashboardPages({ label, overview, tabs, analytics }: DashboardPagesProps) {
  return <WorkflowTabs label={label} overview={page(overview)} tabs={tabs} analytics={page(analytics)} />;
}

/** One of the workflow's own tabs: `tab('open-requests', t('tabs.openRequests'), <RequestsTable … />)`. */
export const tab = (id: string, label: string, content: ReactNode): DashboardTab => ({ id, label, content });
