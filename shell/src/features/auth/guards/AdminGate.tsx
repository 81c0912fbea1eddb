import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSignedIn, useAuth } from '../../../domain/session/store.ts';
import { useCommonT } from '../../../lib/i18n/common.ts';
import { AccessDenied } from './AccessDenied.tsx';

/** docs/product.md §2, admin routes: a spinner while loading, /login for visitors, 'Access Denied' for non-admins. */
export default function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useCommonT();
  const location = useLocation();
  const loading = useAuth((state) => state.loading);
  const signedIn = useAuth(isSignedIn);
  const role = useAuth((state) => state.role);
  const roleStatus = useAuth((state) => state.roleStatus);
  const roleLoading = roleStatus === 'loading' || roleStatus === 'none';
  // The store's updates render synchronously; deferring the end of the check lets the page behind
  // it render in slices, not in one long task (docs/performance.md).
  const checking = useDeferredValue(loading || (signedIn && roleLoading));
  if (checking) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  if (role !== 'admin') return <AccessDenied />;
  return children;
}
