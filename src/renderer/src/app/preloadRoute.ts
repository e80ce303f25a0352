import { matchPath } from 'react-router-dom';
import { ROUTES, screenLoader } from './routeTable';

/**
 * Starts loading the chunk of the screen at `pathname` (at start-up, beside the user load), and
 * the route's `preload` chunk without waiting for it. Settles when the screen's chunk is loaded,
 * or failed (the screen's own load then shows the error), or at once when the path has no screen chunk.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  route?.preload?.().catch(() => undefined);
  const load = route?.element ? screenLoader(route.element) : undefined;
  return load ? load().then(() => undefined, () => undefined) : Promise.resolve();
}
