import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { LoginPage, redirectTarget } from './LoginPage';

/** /login inside the signed-in app (after 'Cerrar sesión' or an expired session): the same form. */
export function RoutedLoginPage() {
  const session = useSession();
  const location = useLocation();
  // Once the session is signed in this redirect takes the user on; the form must not navigate as
  // well, that would race it and could land back on '/'.
  if (session.status === 'signedIn') return <Navigate to={redirectTarget(location.search)} replace />;
  return (
    <LoginPage
      onSignedIn={async () => {
        await session.refresh({ recordLogin: true });
      }}
    />
  );
}
