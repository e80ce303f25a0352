import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../lib/queryClient';
import { SessionProvider } from '../lib/session';
import { AppRoutes } from './AppRoutes';
import { APP_THEME } from './theme';
import './global.css';

/**
 * Modal.confirm/warning called as functions render outside <App>: they get the same locale and
 * theme (antd's styles come only from the build-time stylesheet, which matches this theme alone).
 */
export function configureStaticDialogs(): void {
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider locale={esES} theme={APP_THEME}>
        {children}
      </ConfigProvider>
    ),
  });
}

/** The signed-in app; src/main.tsx mounts it once the runtime configuration is there (appEntry.tsx). */
export function App({ firstScreen }: { firstScreen?: Promise<unknown> }) {
  return (
    <ConfigProvider locale={esES} theme={APP_THEME}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <SessionProvider firstScreen={firstScreen}>
              <AppRoutes />
            </SessionProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
