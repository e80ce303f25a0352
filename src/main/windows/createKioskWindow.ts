import { hardenWebContents } from './hardenWebContents';
import { securePreferences } from './securePreferences';
import type { Rectangle, WindowFactory, WindowLike } from './windowLike';

export interface KioskWindowOptions {
  createWindow: WindowFactory;
  /** The kiosk preload: the read-only bridge. */
  preload: string;
  bounds: Rectangle;
  url: string;
  openExternal: (url: string) => Promise<void> | void;
}

/** The waiting-list board: black, full screen and kiosk on the given display's bounds. */
export function createKioskWindow({ createWindow, preload, bounds, url, openExternal }: KioskWindowOptions): WindowLike {
  const window = createWindow({
    ...bounds,
    show: false,
    fullscreen: true,
    kiosk: true,
    title: 'Lista de espera',
    backgroundColor: '#000000',
    autoHideMenuBar: true,
    webPreferences: { ...securePreferences(preload), spellcheck: false },
  });
  hardenWebContents(window.webContents, { openExternal });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(url);
  return window;
}
