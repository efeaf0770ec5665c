import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthUser } from '../hooks/useAuthUser';
import { LOGIN_URL, browserNavigation, clearReturnTo, isSitePath, readReturnTo, saveReturnTo } from '../returnTo';
import { AuthLoading } from './AuthLoading';

/**
 * A page for signed-in staff only (SPEC §4 "Protected routes"): while the sign-in state loads, a
 * spinner and 'Loading...'; anonymous visitors have the current path and query saved as returnTo
 * (unless it is /) and the browser goes to /api/login; after sign-in the saved path is restored.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const auth = useAuthUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = pathname + search;
  const returnTo = auth.status === 'authenticated' ? readReturnTo() : null;
  const goBack = isSitePath(returnTo) && returnTo !== here;

  useEffect(() => {
    if (auth.status === 'anonymous') {
      if (pathname !== '/') saveReturnTo(here);
      browserNavigation.assign(LOGIN_URL);
    } else if (auth.status === 'authenticated' && returnTo !== null) {
      clearReturnTo();
      if (goBack) void navigate(returnTo, { replace: true });
    }
  }, [auth.status, here, pathname, returnTo, goBack, navigate]);

  if (auth.status !== 'authenticated' || goBack) return <AuthLoading />;
  return children;
}
