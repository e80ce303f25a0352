import { useEffect, useState } from 'react';
import { App as AntApp, ConfigProvider, Result } from 'antd';
import esES from 'antd/locale/es_ES';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { configureAmplify } from '../lib/amplify';
import { loadRuntimeConfig } from '../lib/config';
import { queryClient } from '../lib/queryClient';
import { SessionProvider } from '../lib/session';
import { FullPageSpin } from '../ui/FullPageSpin';
import { VersionLabel } from '../ui/VersionLabel';
import { AppRoutes } from './AppRoutes';

export function App() {
  const [ready, setReady] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    loadRuntimeConfig()
      .then((config) => {
        configureAmplify(config);
        setReady('ready');
      })
      .catch(() => setReady('failed'));
  }, []);

  return (
    <ConfigProvider locale={esES} theme={{ token: { colorPrimary: '#0b3d6e', borderRadius: 6 } }}>
      <AntApp>
        {ready === 'loading' && <FullPageSpin />}
        {ready === 'failed' && <Result status="error" title={MSG.noConnection} />}
        {ready === 'ready' && (
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <SessionProvider>
                <AppRoutes />
              </SessionProvider>
            </BrowserRouter>
          </QueryClientProvider>
        )}
        <VersionLabel />
      </AntApp>
    </ConfigProvider>
  );
}
