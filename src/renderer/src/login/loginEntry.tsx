import type { Root } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { APP_THEME } from '../app/theme';
import { LoginPage, redirectTarget } from '../modules/auth/LoginPage';
import { VersionLabel } from '../ui/VersionLabel';

const loadApp = () => import('../app/appEntry');

/**
 * The light sign-in entry: the form with antd alone (no router, react-query, session or screens).
 * Once signed in it hands the same root over to the app, on the path the user wanted.
 */
export function mountLogin(root: Root): void {
  const onSignedIn = async () => {
    const target = redirectTarget(window.location.search);
    const [{ mountApp }, { runtimeConfig }, { recordLoginOnFirstLoad }] = await Promise.all([loadApp(), import('../lib/config'), import('../lib/session')]);
    window.history.replaceState(null, '', target);
    recordLoginOnFirstLoad();
    mountApp(root, runtimeConfig());
  };
  root.render(
    <ConfigProvider locale={esES} theme={APP_THEME}>
      <AntApp>
        <LoginPage onSignedIn={onSignedIn} />
        {/* Over the sign-in page's empty backdrop corner, never over the form. */}
        <VersionLabel style={{ position: 'fixed', right: 12, bottom: 8, color: 'rgba(255, 255, 255, 0.85)', pointerEvents: 'none' }} />
      </AntApp>
    </ConfigProvider>,
  );
}
