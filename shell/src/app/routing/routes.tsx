/**
 * Every route of docs/product.md (§2). Pages are lazy: a route downloads its feature only when visited. A
 * feature plugs in by creating its page module at the path named here (default export); until it
 * exists the route shows a placeholder, so the table never points at a missing file.
 */
import { livePath, SAMPLE_PREFIX, WORKFLOW_SLUGS, type WorkflowSlug } from '@portal/contract/slugs';
import type { ComponentType, ReactNode } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { useCommonT } from '../../lib/i18n/common.ts';
import type { en } from '../../lib/i18n/en.ts';
import { getI18nInstance } from '../../lib/i18n/setup.ts';
import { PlainLoader } from '../../lib/screens/PlainLoader.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import RouteErrorScreen from '../screens/RouteErrorScreen.tsx';
import type { Access, GuardsModule } from './guardTypes.ts';
import { loadRouteTexts } from './routeTexts.ts';

type PageModule = { default: ComponentType };

/** Page modules of shell features, found by file name so that absent features cost nothing. */
const featurePages = import.meta.glob<PageModule>('../../features/*/*Page.tsx');
const authGuards = import.meta.glob<Partial<GuardsModule>>('../../features/auth/guards.tsx');

export interface PageRouteSpec {
  path: string;
  /** `<feature>/<File>` under shell/src/features, without `.tsx`; default export is the page. */
  module: string;
  access: Access;
  /** `common` key of the placeholder title while the feature is missing. */
  titleKey: `pages.${keyof (typeof en)['pages']}`;
  /** false: the page draws its own chrome (the marketing site). */
  framed: boolean;
  /** Folders of its texts when not its own feature's (routeTexts.ts); `workspace` is domain/workspace. */
  texts?: readonly string[];
}

export const PAGE_ROUTES: readonly PageRouteSpec[] = [
  { path: '/', module: 'marketing/LandingPage', access: 'public', titleKey: 'pages.landing', framed: false },
  { path: '/login', module: 'auth/LoginPage', access: 'public', titleKey: 'pages.login', framed: true },
  { path: '/signup', module: 'auth/SignupPage', access: 'public', titleKey: 'pages.signup', framed: true },
  {
    path: '/forgot-password',
    module: 'auth/ForgotPasswordPage',
    access: 'public',
    titleKey: 'pages.forgotPassword',
    framed: true,
  },
  // A recovery link signs the user in; the page itself handles the invalid-link state.
  {
    path: '/reset-password',
    module: 'auth/ResetPasswordPage',
    access: 'open',
    titleKey: 'pages.resetPassword',
    framed: true,
  },
  {
    path: '/oauth/callback',
    module: 'auth/OAuthCallbackPage',
    access: 'open',
    titleKey: 'pages.oauthCallback',
    framed: true,
  },
  {
    path: '/settings',
    module: 'settings/SettingsPage',
    access: 'protected',
    titleKey: 'pages.settings',
    framed: true,
  },
  {
    path: '/dashboard',
    module: 'dashboard/DashboardPage',
    access: 'protected',
    titleKey: 'pages.dashboard',
    framed: true,
  },
  {
    path: '/marketplace',
    module: 'marketplace/MarketplacePage',
    access: 'protected',
    titleKey: 'pages.marketplace',
    framed: true,
  },
  {
    path: '/test-workflow-execution',
    module: 'test-runs/TestWorkflowExecutionPage',
    access: 'protected',
    titleKey: 'pages.testWorkflowExecution',
    framed: true,
  },
  { path: '/admin', module: 'admin/AdminPage', access: 'admin', titleKey: 'pages.admin', framed: true },
  {
    path: '/admin/inbox',
    module: 'admin/InboxPage',
    texts: ['admin/inbox'],
    access: 'admin',
    titleKey: 'pages.adminInbox',
    framed: true,
  },
  {
    path: '/admin/reports',
    module: 'admin/ReportsPage',
    texts: ['admin/reports'],
    access: 'admin',
    titleKey: 'pages.adminReports',
    framed: true,
  },
  // A client's period report (the report email's link) and the sample one the sample dashboards link to.
  {
    path: '/reports/:frequency/:day',
    module: 'reports/ReportPage',
    access: 'protected',
    titleKey: 'pages.report',
    framed: true,
  },
  {
    path: '/sample-report',
    module: 'reports/SampleReportPage',
    access: 'open',
    titleKey: 'pages.sampleReport',
    framed: true,
  },
  {
    path: '/workflow-manager',
    module: 'admin/WorkflowManagerPage',
    texts: ['admin/workflow-manager', 'workspace'],
    access: 'admin',
    titleKey: 'pages.workflowManager',
    framed: true,
  },
];

const AUTH_GUARDS = '../../features/auth/guards.tsx';

async function loadGuards(): Promise<GuardsModule> {
  const load = authGuards[AUTH_GUARDS];
  const guards = load ? await load() : {};
  if (!guards.ProtectedRoute || !guards.AdminRoute || !guards.PublicRoute) {
    throw new Error(`${AUTH_GUARDS} must export ProtectedRoute, AdminRoute and PublicRoute`);
  }
  return guards as GuardsModule;
}

type Guard = ComponentType<{ children: ReactNode }>;

/**
 * The guard an access level asks for (open pages get none), with the guard's own code and the sign-in
 * check already on their way: the route loads this beside its page, not after it (docs/architecture.md,
 * "Budgets").
 */
async function guardFor(access: Access): Promise<Guard | null> {
  if (access === 'open') return null;
  // Until the identity feature lands, public pages need no guard (and the landing page stays light).
  if (access === 'public' && !authGuards[AUTH_GUARDS]) return null;
  const guards = await loadGuards();
  await guards.prepare?.(access);
  return access === 'admin'
    ? guards.AdminRoute
    : access === 'protected'
      ? guards.ProtectedRoute
      : guards.PublicRoute;
}

/** The page and its guard, downloaded side by side. */
async function guardedPage(access: Access, loadPage: () => Promise<ComponentType>): Promise<ComponentType> {
  const [Page, Guard] = await Promise.all([loadPage(), guardFor(access)]);
  if (!Guard) return Page;
  return function GuardedPage() {
    return (
      <Guard>
        <Page />
      </Guard>
    );
  };
}

async function loadPage(spec: PageRouteSpec): Promise<ComponentType> {
  const load = featurePages[`../../features/${spec.module}.tsx`];
  if (load) return (await load()).default;
  const { PlaceholderPage } = await import('../screens/PlaceholderPage.tsx');
  return function Placeholder() {
    return <PlaceholderPage titleKey={spec.titleKey} />;
  };
}

/** The folders of a page's texts: its feature's, and domain/workspace's on a client's pages. */
export function textFolders(spec: PageRouteSpec): readonly string[] {
  if (spec.texts) return spec.texts;
  const feature = spec.module.split('/')[0] ?? '';
  return spec.access === 'protected' ? [feature, 'workspace'] : [feature];
}

/** A workflow page's texts: the workflow page's, and on a live route the workspace's (its not-owned state). */
export const workflowTextFolders = (mode: 'live' | 'sample'): readonly string[] =>
  mode === 'live' ? ['workflows', 'workspace'] : ['workflows'];

/** A route's page, its guard and its texts (routeTexts.ts), loaded side by side. */
async function withTexts(page: Promise<ComponentType>, folders: readonly string[]): Promise<ComponentType> {
  const [Page] = await Promise.all([page, loadRouteTexts(getI18nInstance(), folders)]);
  return Page;
}

function pageRoute(spec: PageRouteSpec): RouteObject {
  return {
    path: spec.path,
    lazy: async () => ({
      Component: await withTexts(
        guardedPage(spec.access, () => loadPage(spec)),
        textFolders(spec),
      ),
    }),
  };
}

/** The shell-owned page around every dashboard, in live mode (guarded) or sample mode (open to all). */
function workflowRoute(slug: WorkflowSlug, mode: 'live' | 'sample'): RouteObject {
  return {
    path: mode === 'live' ? livePath(slug) : `${SAMPLE_PREFIX}${slug}`,
    lazy: async () => {
      const loadPage = async () => {
        const { default: WorkflowPage } = await import('../../features/workflows/WorkflowPage.tsx');
        return () => <WorkflowPage slug={slug} mode={mode} />;
      };
      const page = guardedPage(mode === 'live' ? 'protected' : 'open', loadPage);
      return { Component: await withTexts(page, workflowTextFolders(mode)) };
    },
  };
}

/** The protected routes' patterns, parameters included (a report's `/reports/:frequency/:day`). */
const PROTECTED_PATTERNS = [
  ...PAGE_ROUTES.filter((spec) => spec.access === 'protected').map((spec) => spec.path),
  ...WORKFLOW_SLUGS.map(livePath),
];

/**
 * The first paint of a cold load, before the route's code arrives: on a protected page the wait is the
 * authentication check (docs/product.md §2, Guards: 'Checking authentication...'), elsewhere 'Loading...'.
 */
function FirstLoadFallback() {
  const { t } = useCommonT();
  const path = window.location.pathname;
  return PROTECTED_PATTERNS.some((pattern) => matchPath(pattern, path)) ? (
    <PlainLoader label={t('checkingAuth')} />
  ) : (
    <PlainLoader />
  );
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: FirstLoadFallback,
      errorElement: <RouteErrorScreen />,
      children: [
        ...PAGE_ROUTES.filter((spec) => !spec.framed).map(pageRoute),
        {
          lazy: async () => ({ Component: (await import('../layout/FramedLayout.tsx')).FramedLayout }),
          children: [
            ...PAGE_ROUTES.filter((spec) => spec.framed).map(pageRoute),
            ...WORKFLOW_SLUGS.map((slug) => workflowRoute(slug, 'live')),
            ...WORKFLOW_SLUGS.map((slug) => workflowRoute(slug, 'sample')),
            {
              path: '*',
              lazy: async () => ({ Component: (await import('../screens/NotFoundPage.tsx')).default }),
            },
          ],
        },
      ],
    },
  ];
}
