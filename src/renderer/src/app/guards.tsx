import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpenPath } from '@shared/domain/screenAccess';
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

/** What a guarded redirect carries, so the screen it lands on can say why (AccessDeniedNotice). */
export interface DeniedState {
  deniedFrom: string;
}

/**
 * A screen outside the role's areas or menu (one table: src/shared/domain/screenAccess.ts) goes to
 * '/' (the role's home), carrying the refused path so the home explains the redirect.
 */
export function RequireArea({ children, redirectTo = '/' }: { children: ReactNode; redirectTo?: string }) {
  const { role } = useSession();
  const location = useLocation();
  if (!role || !canOpenPath(role, location.pathname)) {
    const state: DeniedState = { deniedFrom: location.pathname };
    return <Navigate to={redirectTo} replace state={state} />;
  }
  return <>{children}</>;
}
