import type { Root } from 'react-dom/client';
import type { RuntimeConfig } from '@shared/bridge';
import { configureAmplify } from '../lib/amplify';
import { setupDayjs } from '../lib/dayjs';
import { queryClient } from '../lib/queryClient';
import { App, configureStaticDialogs } from './App';
import { prefetchRoute } from './prefetchRoute';
import { preloadRoute } from './preloadRoute';

/**
 * The signed-in app. Three things start at once: the route's chunk, the route's first queries
 * (from the session kept in the vault) and the app's render with the session check; the first
 * signed-in render waits for the chunk (see SessionProvider), by then the data is usually there.
 */
export function mountApp(root: Root, config: RuntimeConfig): void {
  setupDayjs();
  configureAmplify(config);
  configureStaticDialogs();
  const { pathname } = window.location;
  const firstScreen = preloadRoute(pathname);
  void prefetchRoute(pathname, queryClient).catch(() => undefined);
  root.render(<App firstScreen={firstScreen} />);
}
