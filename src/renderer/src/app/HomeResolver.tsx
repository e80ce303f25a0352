import { Navigate } from 'react-router-dom';
import { homeOf } from '@shared/domain/homes';
import { useSession } from '../lib/session';
import { FullPageSpin } from '../ui/FullPageSpin';
import { ProfilePage } from '../modules/profile/ProfilePage';

/** '/': no session → login; otherwise the role's home page. */
export function HomeResolver() {
  const { status, role } = useSession();
  if (status === 'loading') return <FullPageSpin />;
  if (status === 'signedOut' || !role) return <Navigate to="/login" replace />;
  const home = homeOf(role);
  return home === '/' ? <ProfilePage /> : <Navigate to={home} replace />;
}
