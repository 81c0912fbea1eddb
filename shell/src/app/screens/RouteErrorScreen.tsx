import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { LazyGlobalErrorScreen } from './LazyGlobalErrorScreen.tsx';

/** Router errorElement: a route that throws while loading or rendering shows the global error screen. */
export default function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error('[portal] route error', error);
  }, [error]);
  // Navigating to the same location clears the router's error state and renders the route again.
  const tryAgain = () =>
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  return <LazyGlobalErrorScreen onTryAgain={tryAgain} />;
}
