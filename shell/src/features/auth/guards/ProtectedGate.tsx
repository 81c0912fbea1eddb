import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSignedIn, useAuth } from '../../../domain/session/store.ts';
import { useCommonT } from '../../../lib/i18n/common.ts';
import { PageLoader } from '../../../lib/screens/PageLoader.tsx';

/** docs/product.md §2, protected routes: 'Checking authentication...', then /login for visitors (and back after). */
export default function ProtectedGate({ children }: { children: ReactNode }) {
  const { t } = useCommonT();
  const location = useLocation();
  // The store's updates render synchronously; deferring the end of the check lets the page behind
  // it render in slices, not in one long task (docs/performance.md). Deferred from the
  // first render too (initial value true): when the check is already over (a stored session), the
  // frame commits first and the page after it, not both in one task. The build's render (no
  // document) draws the page itself, for no one (docs/performance.md, "Signed-in frames").
  const checking = useAuth((state) => state.loading);
  const loading = useDeferredValue(checking, typeof document === 'undefined' ? checking : true);
  const signedIn = useAuth(isSignedIn);
  if (loading) return <PageLoader label={t('checkingAuth')} />;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
