/**
 * Where the frame's navigation leads, per kind of visitor: every page of docs/product.md §2 a person may
 * open is one click away (a workflow's own dashboard is one click further, from the client's list).
 */
import type { en } from './i18n/en.ts';

export type NavAudience = 'client' | 'admin' | 'visitor';

export interface NavLinkSpec {
  to: string;
  label: keyof (typeof en)['links'];
}

export const NAV_LINKS: Record<NavAudience, readonly NavLinkSpec[]> = {
  client: [
    { to: '/dashboard', label: 'dashboard' },
    { to: '/marketplace', label: 'marketplace' },
    { to: '/test-workflow-execution', label: 'testRuns' },
    { to: '/settings', label: 'settings' },
  ],
  // Admins run workflows for clients from the test-run page too; the marketplace is the clients' shop.
  admin: [
    { to: '/admin', label: 'admin' },
    { to: '/admin/inbox', label: 'inbox' },
    { to: '/workflow-manager', label: 'workflowManager' },
    { to: '/test-workflow-execution', label: 'testRuns' },
    { to: '/settings', label: 'settings' },
  ],
  visitor: [
    { to: '/', label: 'home' },
    { to: '/login', label: 'signIn' },
    { to: '/signup', label: 'signUp' },
  ],
};
