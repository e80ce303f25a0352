import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../modules/auth/LoginPage';
import { AppShell } from '../modules/shell/AppShell';
import { FullPageSpin } from '../ui/FullPageSpin';
import { NotFoundPage } from '../ui/NotFoundPage';
import { UnderConstruction } from '../ui/UnderConstruction';
import { RequireArea, RequireSession } from './guards';
import { HomeResolver } from './HomeResolver';
import { ROUTES, type AppRoute } from './routeTable';

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
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<UnderConstruction title="Registro" />} />
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
