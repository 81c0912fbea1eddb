import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../../../app/screens/PageLoader.tsx';
import { isSignedIn, useAuth } from '../store.ts';

/** Spec §2, protected routes: 'Checking authentication...', then /login for visitors (and back after). */
export default function ProtectedGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const loading = useAuth((state) => state.loading);
  const signedIn = useAuth(isSignedIn);
  if (loading) return <PageLoader label={t('checkingAuth')} />;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
