import type { Root } from 'react-dom/client';
import type { RuntimeConfig } from '@shared/bridge';
import { configureAmplify } from '../lib/amplify';
import { setupDayjs } from '../lib/dayjs';
import { App, configureStaticDialogs } from './App';
import { preloadRoute } from './preloadRoute';

/** The signed-in app: its route's chunk starts loading now, beside the session's user. */
export function mountApp(root: Root, config: RuntimeConfig): void {
  setupDayjs();
  configureAmplify(config);
  configureStaticDialogs();
  preloadRoute(window.location.pathname);
  root.render(<App />);
}
