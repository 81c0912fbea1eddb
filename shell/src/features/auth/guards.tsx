/**
 * The route guards of docs/product.md §2, picked up by the shell's route table (app/routing/routes.tsx).
 *
 * This module is on the landing page's path (PublicRoute wraps `/`), so it stays light: no MUI and no
 * supabase-js in its static imports. The protected and admin gates draw with MUI and load on first use,
 * inside the framed layout that has MUI already.
 */
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthT } from '../../domain/session/i18n/index.ts';
import { destinationAfterSignIn } from '../../domain/session/redirects.ts';
import { auth, isSignedIn, useAuth } from '../../domain/session/store.ts';
import { useCommonT } from '../../lib/i18n/common.ts';
import { PlainLoader } from '../../lib/screens/PlainLoader.tsx';
import { PlainSpinner } from '../../lib/screens/PlainSpinner.tsx';

type Gate = ComponentType<{ children: ReactNode }>;

/**
 * A gate whose code `prepare` has usually fetched already: then it renders at once. React.lazy would
 * still suspend on its first render, show the fallback and hold the page back (React reveals content
 * at most every 300 ms after a fallback).
 */
function preloadableGate(load: () => Promise<{ default: Gate }>) {
  let loaded: Gate | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  function PreloadableGate({ children }: { children: ReactNode }) {
    const Loaded = loaded ?? Lazy;
    return <Loaded>{children}</Loaded>;
  }
  return { load: loadOnce, Gate: PreloadableGate };
}

const protectedGate = preloadableGate(() => import('./guards/ProtectedGate.tsx'));
const adminGate = preloadableGate(() => import('./guards/AdminGate.tsx'));

/**
 * Called by the route table while the page downloads: the sign-in check (which fetches supabase-js
 * when a session is stored) and the gate's code start now, not after the page has arrived and
 * rendered its gate. On a cold load that is two round trips fewer before the page shows.
 */
export function prepare(access: string): Promise<unknown> {
  void auth.init();
  if (access === 'protected') return protectedGate.load();
  if (access === 'admin') return adminGate.load();
  return Promise.resolve();
}

/** Login needed: 'Checking authentication...' while loading, then a visitor goes to /login and back after. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useCommonT();
  // The gate's code downloads on a cold load: the wait is the authentication check, and says so.
  return (
    <Suspense fallback={<PlainLoader label={t('checkingAuth')} />}>
      <protectedGate.Gate>{children}</protectedGate.Gate>
    </Suspense>
  );
}

/** Admins only: a spinner while loading; visitors go to /login; anyone else sees 'Access Denied'. */
export function AdminRoute({ children }: { children: ReactNode }) {
  // While the gate's code downloads too: a spinner from the first frame, not a blank page.
  return (
    <Suspense fallback={<PlainSpinner />}>
      <adminGate.Gate>{children}</adminGate.Gate>
    </Suspense>
  );
}

/** 'Redirecting to dashboard...'; navigates once the destination is known (it needs the role). */
function Redirecting({ to }: { to?: string }) {
  const { t } = useAuthT();
  return (
    <>
      <div
        role="status"
        style={{ padding: '4rem 1rem', textAlign: 'center', font: '1rem system-ui, sans-serif' }}
      >
        {t('guards.redirecting')}
      </div>
      {to && <Navigate to={to} replace />}
    </>
  );
}

/**
 * Visitors' pages: 'Loading...' during the first lookup; a signed-in person is sent on ('Redirecting to
 * dashboard...') to the page they had asked for, else /admin or /dashboard by role (/dashboard when the
 * role could not be read). Someone who still owes a second factor stays (the login page asks for it).
 */
export function PublicRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  const loading = useAuth((state) => state.loading);
  const signedIn = useAuth(isSignedIn);
  const role = useAuth((state) => state.role);
  const roleStatus = useAuth((state) => state.roleStatus);
  if (loading) return <PlainLoader />;
  if (!signedIn) return children;
  const roleKnown = roleStatus === 'ready' || roleStatus === 'failed';
  const from = (location.state as { from?: unknown } | null)?.from;
  return <Redirecting to={roleKnown ? destinationAfterSignIn(from, role) : undefined} />;
}
