import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canAccessPath } from '@shared/domain/areas';
import { useSession } from '../lib/session';
import { FullPageSpin } from '../ui/FullPageSpin';

/** Signed-out users go to the login, carrying the path they wanted. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, loggedOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpin />;
  if (status === 'signedOut' && loggedOut) return <Navigate to="/login" replace />;
  if (status === 'signedOut') {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return <>{children}</>;
}

/** A route outside the role's areas goes to '/' (the role's home). */
export function RequireArea({ children, redirectTo = '/' }: { children: ReactNode; redirectTo?: string }) {
  const { role } = useSession();
  const location = useLocation();
  if (!role || !canAccessPath(role, location.pathname)) return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
