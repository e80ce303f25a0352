import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppShell } from '../modules/shell/AppShell';
import { FullPageSpin } from '../ui/FullPageSpin';
import { RequireArea, RequireSession } from './guards';
import { HomeResolver } from './HomeResolver';
import { ROUTES, screen, type AppRoute } from './routeTable';

// Off the signed-in start-up path: the sign-in form and the fallback pages load when shown.
const RoutedLoginPage = lazy(async () => ({ default: (await import('../modules/auth/RoutedLoginPage')).RoutedLoginPage }));
const UnderConstruction = lazy(async () => ({ default: (await import('../ui/UnderConstruction')).UnderConstruction }));
const notFound = screen(() => import('../ui/NotFoundPage'), 'NotFoundPage');

function page(route: AppRoute) {
  return (
    <RequireArea>
      <Suspense fallback={<FullPageSpin />}>{route.element ?? <UnderConstruction title={route.title} />}</Suspense>
    </RequireArea>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Suspense fallback={<FullPageSpin />}>
            <RoutedLoginPage />
          </Suspense>
        }
      />
      <Route
        path="/register"
        element={
          <Suspense fallback={<FullPageSpin />}>
            <UnderConstruction title="Registro" />
          </Suspense>
        }
      />
      {ROUTES.filter((r) => r.bare).map((r) => (
        <Route key={r.path} path={r.path} element={<RequireSession>{page(r)}</RequireSession>} />
      ))}
      <Route
        element={
          <RequireSession>
            <AppShell />
          </RequireSession>
        }
      >
        <Route index element={<HomeResolver />} />
        {ROUTES.filter((r) => !r.bare).map((r) => (
          <Route key={r.path} path={r.path} element={page(r)} />
        ))}
        <Route path="*" element={<Suspense fallback={<FullPageSpin />}>{notFound}</Suspense>} />
      </Route>
    </Routes>
  );
}
