import type { Root } from 'react-dom/client';
import type { RuntimeConfig } from '@shared/bridge';
import { configureAmplify } from '../lib/amplify';
import { setupDayjs } from '../lib/dayjs';
import { queryClient } from '../lib/queryClient';
import { focusDialogFirstField } from '../ui/focusDialogFirstField';
import { App, configureStaticDialogs } from './App';
import { prefetchRoute } from './prefetchRoute';
import { preloadRoute } from './preloadRoute';

/** The longest a returning user's first signed-in render waits for the screen's code and data. */
const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * The signed-in app. At once: the route's chunk, the route's first queries (from the session kept
 * in the vault) and the app's render with the session check. A returning user's first signed-in
 * render waits (see SessionProvider's firstScreen) until the screen's code and its first data are
 * there, so the shell and the screen with its rows show in one step; the session spinner meanwhile
 * uses the wait to set the app's providers up.
 */
export function mountApp(root: Root, config: RuntimeConfig): void {
  setupDayjs();
  configureAmplify(config);
  configureStaticDialogs();
  focusDialogFirstField();
  const { pathname } = window.location;
  const ready = Promise.all([preloadRoute(pathname), prefetchRoute(pathname, queryClient).catch(() => undefined)]);
  const firstScreen = Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  root.render(<App firstScreen={firstScreen} />);
  // The last reads, kept for a dropped connection: loaded after the first screen, off its path.
  void firstScreen.then(() => import('../lib/offline/readCache')).then((m) => m.installReadCache(queryClient));
}
