import { matchPath } from 'react-router-dom';
import { ROUTES, screenLoader } from './routeTable';

/** Starts loading the chunk of the screen at `pathname` (at start-up, beside the user load). */
export function preloadRoute(pathname: string): void {
  const route = ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  const load = route?.element ? screenLoader(route.element) : undefined;
  void load?.().catch(() => undefined);
}
