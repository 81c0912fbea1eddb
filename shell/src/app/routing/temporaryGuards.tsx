/**
 * TEMPORARY guards, used only while `features/auth/guards.tsx` does not exist. They keep live routes
 * behind a session check so nothing leaks before the identity feature lands; the real guards add roles,
 * the public-route redirect and the spec's exact screens.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../screens/PageLoader.tsx';
import { getSupabase } from '../supabase.ts';
import type { GuardsModule } from './guardTypes.ts';

function useHasSession(): boolean | undefined {
  const [hasSession, setHasSession] = useState<boolean>();
  useEffect(() => {
    let active = true;
    getSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(
        ({ data }) => active && setHasSession(Boolean(data.session)),
        () => active && setHasSession(false),
      );
    return () => {
      active = false;
    };
  }, []);
  return hasSession;
}

function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hasSession = useHasSession();
  if (hasSession === undefined) return <PageLoader label={t('checkingAuth')} />;
  if (!hasSession) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

function PublicRoute({ children }: { children: ReactNode }) {
  return children;
}

export const temporaryGuards: GuardsModule = {
  ProtectedRoute,
  AdminRoute: ProtectedRoute,
  PublicRoute,
};
