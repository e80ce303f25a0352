import type { Root } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { APP_THEME } from '../app/theme';
import { setupDayjs } from '../lib/dayjs';
import { DeviceBoard } from './DeviceBoard';
import { DISPLAY_BOARD_PATH } from './displayPaths';
import { PairingScreen } from './PairingScreen';

/**
 * The display station's entry: no staff session, no Amplify, no router: the pairing screen or the
 * board read with the device credential (through the bridge: main holds it in the desktop build).
 */
export function mountDisplay(root: Root, pathname: string): void {
  setupDayjs();
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  root.render(
    <ConfigProvider locale={esES} theme={APP_THEME}>
      <AntApp>
        <QueryClientProvider client={client}>{pathname === DISPLAY_BOARD_PATH ? <DeviceBoard /> : <PairingScreen />}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}
