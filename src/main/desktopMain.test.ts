import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runDesktopMain, type AppLike, type DesktopElectron } from './desktopMain';
import { memorySettings } from './services/settingsStore';
import { FakeEmitter, fakeWindowFactory } from './testing/fakeWindows';

const embedded = vi.hoisted(() => ({ started: 0, closed: 0 }));
vi.mock('./embeddedApiProcess', () => ({
  startEmbeddedApiProcess: async () => {
    embedded.started += 1;
    return {
      port: 4123,
      ready: Promise.resolve(),
      close: async () => {
        embedded.closed += 1;
      },
      runtimeConfig: {
        environment: 'local',
        version: '1.4.0',
        api: { main: 'http://127.0.0.1:4123/api', reporting: 'http://127.0.0.1:4123/api', notification: 'http://127.0.0.1:4123/api', inventory: 'http://127.0.0.1:4123/inventory', ecommerce: 'http://127.0.0.1:4123/ecommerce-api', inventoryApiKey: '' },
        cognito: { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', userPoolEndpoint: 'http://127.0.0.1:4123/cognito' },
      },
    };
  },
}));

const rendererRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-desktop-main-'));
fs.writeFileSync(path.join(rendererRoot, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => fs.rmSync(rendererRoot, { recursive: true, force: true }));

/** Electron's primitives as fakes; `csp` is what the app:// handler answers with. */
function fakeElectron(lock = true) {
  const app = Object.assign(new FakeEmitter(), {
    requestSingleInstanceLock: () => lock,
    quit: vi.fn(),
    exit: vi.fn(),
    whenReady: async () => undefined,
    enableSandbox: vi.fn(),
    setAppUserModelId: vi.fn(),
  });
  const { created, createWindow } = fakeWindowFactory();
  let handler: ((request: { url: string; method: string }) => Promise<Response> | Response) | undefined;
  const channels: string[] = [];
  const display = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
  const electron: DesktopElectron = {
    app: app as unknown as AppLike,
    registerSchemesAsPrivileged: vi.fn(),
    session: () => ({
      protocol: { handle: (_scheme, h) => (handler = h) },
      webRequest: { onHeadersReceived: vi.fn() },
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      on: vi.fn(),
    }),
    ipcMain: { handle: (channel) => void channels.push(channel) },
    safeStorage: { isEncryptionAvailable: () => true, encryptString: (s) => Buffer.from(s), decryptString: (b) => b.toString() },
    Notification: Object.assign(class {}, { isSupported: () => true }) as unknown as DesktopElectron['Notification'],
    screen: Object.assign(new FakeEmitter(), { getAllDisplays: () => [display], getPrimaryDisplay: () => display }),
    createWindow,
    openExternal: vi.fn(async () => {}),
    showErrorBox: vi.fn(),
    forkApi: vi.fn(),
    openPath: vi.fn(async () => ''),
    showItemInFolder: vi.fn(),
  };
  const csp = async () => (await handler!({ url: 'app://crm/', method: 'GET' })).headers.get('content-security-policy');
  return { app, electron, created, channels, csp };
}

function run(electron: DesktopElectron, buildEnv: Record<string, string> = {}, platform: NodeJS.Platform = 'linux') {
  return runDesktopMain({
    electron,
    platform,
    rendererRoot,
    preloadPath: (name) => `/app/out/preload/${name}.cjs`,
    userData: () => '/tmp/crm-user-data',
    migrationsFolder: () => '/app/migrations',
    downloadsFolder: () => '/tmp/crm-downloads',
    buildEnv,
    openSettings: () => memorySettings(),
    openSessionFile: () => ({ get: () => undefined, set: vi.fn(), clear: vi.fn() }),
    log: { warn: vi.fn(), error: vi.fn() },
    apiChildPath: '/app/out/main/apiChild.js',
  });
}

describe('runDesktopMain', () => {
  it('a second instance quits at once: no API, no handlers, no window', async () => {
    const { app, electron, created, channels } = fakeElectron(false);
    const before = embedded.started;
    const main = run(electron);
    expect(main.primary).toBe(false);
    expect(await main.started).toBeNull();
    expect(app.quit).toHaveBeenCalled();
    expect(embedded.started).toBe(before);
    expect(channels).toEqual([]);
    expect(created).toHaveLength(0);
    expect(app.count('before-quit')).toBe(0);
  });

  it('a non-local build starts no embedded API and allows calls to its configured bases only', async () => {
    const { electron, created, csp } = fakeElectron();
    const before = embedded.started;
    const state = await run(electron, {
      MAIN_VITE_CRM_ENV: 'prod',
      MAIN_VITE_API_MAIN: 'https://api.crm-ventas.mx/api',
      MAIN_VITE_INVENTORY_API_KEY: 'k',
      MAIN_VITE_COGNITO_REGION: 'us-east-2',
      MAIN_VITE_COGNITO_USER_POOL_ID: 'us-east-2_x',
      MAIN_VITE_COGNITO_CLIENT_ID: 'c',
    }).started;
    expect(embedded.started).toBe(before);
    expect(state?.embedded).toBeNull();
    expect(created[0]?.loadURL).toHaveBeenCalledWith('app://crm/');
    const policy = await csp();
    expect(policy).toContain("connect-src 'self' https://api.crm-ventas.mx https://cognito-idp.us-east-2.amazonaws.com");
    expect(policy).not.toContain('127.0.0.1');
    expect(state?.runtimeConfig.api.main).toBe('https://api.crm-ventas.mx/api');
  });

  it('closes the embedded API before the app quits, once', async () => {
    const { app, electron } = fakeElectron();
    await run(electron).started;
    const closed = embedded.closed;
    const event = { preventDefault: vi.fn() };
    app.emit('before-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
    expect(embedded.closed).toBe(closed + 1);
    const again = { preventDefault: vi.fn() };
    app.emit('before-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });

  it('quits when the last window closes, except on macOS', async () => {
    const linux = fakeElectron();
    await run(linux.electron).started;
    linux.app.emit('window-all-closed');
    expect(linux.app.quit).toHaveBeenCalled();
    const mac = fakeElectron();
    await run(mac.electron, {}, 'darwin').started;
    mac.app.emit('window-all-closed');
    expect(mac.app.quit).not.toHaveBeenCalled();
  });
});
