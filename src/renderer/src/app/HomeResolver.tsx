import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { homeOf } from '@shared/domain/homes';
import { useSession } from '../lib/session';
import { FullPageSpin } from '../ui/FullPageSpin';

const ProfilePage = lazy(async () => ({ default: (await import('../modules/profile/ProfilePage')).ProfilePage }));

/** '/': no session → login; otherwise the role's home page. */
export function HomeResolver() {
  const { status, role } = useSession();
  // A guard's refusal rides along to the home so it can be explained there.
  const { state } = useLocation();
  if (status === 'loading') return <FullPageSpin />;
  if (status === 'signedOut' || !role) return <Navigate to="/login" replace />;
  const home = homeOf(role);
  return home === '/' ? (
    <Suspense fallback={<FullPageSpin />}>
      <ProfilePage />
    </Suspense>
  ) : (
    <Navigate to={home} replace state={state} />
  );
}
