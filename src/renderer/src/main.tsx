import 'virtual:antd-static.css';
import { createRoot } from 'react-dom/client';
import { bridge } from './lib/bridge';
import { loadRuntimeConfig } from './lib/config';
import { installErrorReporting } from './lib/errorReporting';
import { hasStoredSession } from './lib/storedSession';
import { setZodJitless } from './lib/zodJitless';
import { isDisplayPath } from './display/displayPaths';

// zod's JIT uses new Function, which the app's CSP forbids. Set without importing zod, so zod
// stays off the start-up path (it loads with the first screen that validates a form).
setZodJitless();
// Before anything else runs: an error from here on reaches renderer.log (the browser build: the console).
installErrorReporting(bridge);

/** Paths that show without a session. */
const PUBLIC_PATHS = new Set(['/login', '/register']);

/**
 * Start-up: the configuration is in the page (or the desktop's bridge), so the first screen's
 * code is asked for at once. Without a stored session only the light sign-in entry loads.
 */
async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    const { pathname, search } = window.location;
    // A display station's screens need no staff session (display/displayEntry.tsx).
    if (isDisplayPath(pathname)) {
      const { mountDisplay } = await import('./display/displayEntry');
      mountDisplay(root, pathname);
      return;
    }
    if (pathname !== '/register' && !(await hasStoredSession(bridge, config))) {
      if (!PUBLIC_PATHS.has(pathname)) {
        const redirect = pathname === '/' ? '' : `?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
        window.history.replaceState(null, '', `/login${redirect}`);
      }
      const { mountLogin } = await import('./login/loginEntry');
      mountLogin(root);
      return;
    }
    const { mountApp } = await import('./app/appEntry');
    mountApp(root, config);
  } catch (error) {
    console.error(error);
    const { BootFailure } = await import('./ui/BootFailure');
    root.render(<BootFailure />);
  }
}

void boot();
