import { appUrl } from '../windows/appUrl';
import type { Rectangle, WindowLike } from '../windows/windowLike';
import type { SettingsAccess } from './settingsStore';

export interface DisplayLike {
  id: number;
  bounds: Rectangle;
}

/** The part of Electron's `screen` the kiosk uses. */
export interface ScreenLike {
  getAllDisplays(): DisplayLike[];
  getPrimaryDisplay(): DisplayLike;
  on(event: 'display-removed', listener: (event: unknown, display: DisplayLike) => void): unknown;
}

export interface KioskControllerOptions {
  screen: ScreenLike;
  settings: SettingsAccess;
  /** Builds the kiosk BrowserWindow (createKioskWindow with its preload bound). */
  openWindow: (bounds: Rectangle, url: string) => WindowLike;
}

export interface KioskController {
  open(agencyId: number): WindowLike;
  /** A display station's screen (its pairing screen or its board) in the same full-screen window. */
  openStation(url: string): WindowLike;
  current(): WindowLike | null;
}

export function waitingListUrl(agencyId: number): string {
  return appUrl(`/lista-espera-citas/${agencyId}`);
}

/** The configured display if still connected, else the first secondary one, else the primary. */
export function chooseDisplay(screen: ScreenLike, preferredId: number | undefined, excludeId?: number): DisplayLike {
  const primary = screen.getPrimaryDisplay();
  const displays = screen.getAllDisplays().filter((display) => display.id !== excludeId);
  const preferred = displays.find((display) => display.id === preferredId);
  if (preferred) return preferred;
  return displays.find((display) => display.id !== primary.id) ?? displays[0] ?? primary;
}

/** One waiting-list window at most; it follows the displays as they come and go. */
export function createKioskController({ screen, settings, openWindow }: KioskControllerOptions): KioskController {
  let window: WindowLike | null = null;
  let displayId: number | null = null;
  let agency: number | string | null = null;

  screen.on('display-removed', (_event, removed) => {
    if (!window || window.isDestroyed() || removed.id !== displayId) return;
    const target = chooseDisplay(screen, settings.get('kioskDisplayId'), removed.id);
    displayId = target.id;
    // Leave kiosk/full screen first: a window cannot be moved while it fills a display.
    window.setKiosk(false);
    window.setFullScreen(false);
    window.setBounds(target.bounds);
    window.setFullScreen(true);
    window.setKiosk(true);
  });

  /** Shows `url` in the kiosk window (created on the chosen display if there is none); `key` says whether it is already there. */
  const show = (url: string, key: number | string): WindowLike => {
    if (window && !window.isDestroyed()) {
      if (agency !== key) void window.loadURL(url);
      agency = key;
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
      return window;
    }
    const display = chooseDisplay(screen, settings.get('kioskDisplayId'));
    const created = openWindow(display.bounds, url);
    window = created;
    displayId = display.id;
    agency = key;
    created.on('closed', () => {
      if (window === created) window = null;
    });
    return created;
  };

  return {
    open(agencyId) {
      settings.set('waitingListAgencyId', agencyId);
      return show(waitingListUrl(agencyId), agencyId);
    },
    openStation: (url) => show(url, url),
    current: () => (window && !window.isDestroyed() ? window : null),
  };
}
