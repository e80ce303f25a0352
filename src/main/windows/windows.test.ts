import { describe, expect, it, vi } from 'vitest';
import { memorySettings } from '../services/settingsStore';
import { fakeWindowFactory, type FakeWindow } from '../testing/fakeWindows';
import { createKioskWindow } from './createKioskWindow';
import { createMainWindow } from './createMainWindow';

vi.mock('electron-store', () => ({ default: class {} }));

const SECURE = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
};

function openBoth() {
  const { created, createWindow } = fakeWindowFactory();
  const openExternal = vi.fn();
  createMainWindow({ createWindow, preload: '/app/out/preload/index.cjs', settings: memorySettings(), openExternal });
  createKioskWindow({
    createWindow,
    preload: '/app/out/preload/kiosk.cjs',
    bounds: { x: 1920, y: 0, width: 1920, height: 1080 },
    url: 'app://crm/lista-espera-citas/1',
    openExternal,
  });
  return { created, openExternal };
}

describe('every window the app creates', () => {
  it('uses the secure preferences and its own preload', () => {
    const { created } = openBoth();
    expect(created).toHaveLength(2);
    for (const window of created) expect(window.options.webPreferences).toMatchObject(SECURE);
    expect(created[0]?.options.webPreferences.preload).toBe('/app/out/preload/index.cjs');
    expect(created[1]?.options.webPreferences.preload).toBe('/app/out/preload/kiosk.cjs');
  });

  it('loads the app from app://crm, never file://', () => {
    const { created } = openBoth();
    expect(created[0]?.loadURL).toHaveBeenCalledWith('app://crm/');
    expect(created[1]?.loadURL).toHaveBeenCalledWith('app://crm/lista-espera-citas/1');
  });

  it('makes the kiosk window a black full-screen kiosk on the given display', () => {
    const { created } = openBoth();
    expect(created[1]?.options).toMatchObject({ fullscreen: true, kiosk: true, backgroundColor: '#000000', x: 1920, width: 1920 });
  });

  it.each([0, 1])('window %i refuses navigation outside app://crm and opens only allowed links outside', (index) => {
    const { created, openExternal } = openBoth();
    const window = created[index] as FakeWindow;
    const navigate = (url: string) => {
      const event = { preventDefault: vi.fn() };
      window.webContents.emit('will-navigate', event, url);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(navigate('app://crm/sells/leads/4')).toBe(false);
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('app://crm.evil.com/')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('https://wa.me/525512345678')).toBe(true);
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://wa.me/525512345678');

    expect(window.webContents.openHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(window.webContents.openHandler?.({ url: 'app://crm/sells' })).toEqual({ action: 'deny' });
    expect(window.webContents.openHandler?.({ url: 'https://ayuda.crm-ventas.mx/leads' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenLastCalledWith('https://ayuda.crm-ventas.mx/leads');
    expect(openExternal).toHaveBeenCalledTimes(2);
  });

  it.each([0, 1])('window %i reloads when its renderer crashes, but not forever', (index) => {
    const { created } = openBoth();
    const contents = (created[index] as FakeWindow).webContents;
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(contents.reload).toHaveBeenCalledTimes(1);
    contents.emit('render-process-gone', {}, { reason: 'clean-exit' });
    expect(contents.reload).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) contents.emit('render-process-gone', {}, { reason: 'oom' });
    expect(contents.reload).toHaveBeenCalledTimes(3);
  });

  it('refuses <webview> tags', () => {
    const { created } = openBoth();
    const event = { preventDefault: vi.fn() };
    created[0]?.webContents.emit('will-attach-webview', event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('restores and remembers the main window bounds', () => {
    const { created, createWindow } = fakeWindowFactory();
    const settings = memorySettings({ windowBounds: { x: 5, y: 6, width: 1300, height: 900 } });
    const window = createMainWindow({ createWindow, preload: 'p', settings, openExternal: vi.fn() }) as FakeWindow;
    expect(created[0]?.options).toMatchObject({ x: 5, y: 6, width: 1300, height: 900, show: false });
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();
    window.setBounds({ x: 50, width: 1400 });
    window.close();
    expect(settings.get('windowBounds')).toEqual({ x: 50, y: 6, width: 1400, height: 900, maximized: false });
  });
});
