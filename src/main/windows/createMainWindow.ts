import type { SettingsAccess } from '../services/settingsStore';
import { appUrl } from './appUrl';
import { hardenWebContents } from './hardenWebContents';
import { securePreferences } from './securePreferences';
import type { Rectangle, WindowFactory, WindowLike } from './windowLike';

export interface MainWindowOptions {
  createWindow: WindowFactory;
  preload: string;
  settings: SettingsAccess;
  openExternal: (url: string) => Promise<void> | void;
  /** Whether saved bounds still land on a connected display (a monitor may have been unplugged). */
  isOnADisplay?: (bounds: Rectangle) => boolean;
}

/** The CRM window: restores its last bounds, remembers them on close, loads app://crm/. */
export function createMainWindow({ createWindow, preload, settings, openExternal, isOnADisplay = () => true }: MainWindowOptions): WindowLike {
  const saved = settings.get('windowBounds');
  const bounds = saved && isOnADisplay(saved) ? { x: saved.x, y: saved.y, width: saved.width, height: saved.height } : { width: 1280, height: 800 };
  const window = createWindow({
    ...bounds,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'CRM Ventas',
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    webPreferences: securePreferences(preload),
  });
  hardenWebContents(window.webContents, { openExternal });
  window.once('ready-to-show', () => {
    if (saved?.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => {
    const { x, y, width, height } = window.getBounds();
    settings.set('windowBounds', { x, y, width, height, maximized: window.isMaximized() });
  });
  void window.loadURL(appUrl('/'));
  return window;
}
