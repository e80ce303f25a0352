import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '../shared/bridge';
import type { FakeWindow } from './testing/fakeWindows';

/** Electron as main sees it, made of fakes; `state` lets each test look at what main did. */
const state = vi.hoisted(() => ({
  lock: true,
  appListeners: new Map<string, (...args: unknown[]) => unknown>(),
  windows: [] as unknown[],
  handlers: new Map<string, (event: unknown, payload: unknown) => unknown>(),
  calls: [] as string[],
  startError: null as Error | null,
  errorBoxes: [] as string[][],
}));

vi.mock('electron', async () => {
  const { FakeEmitter, FakeWindow } = await import('./testing/fakeWindows');
  const display = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
  const tv = { id: 2, bounds: { x: 1920, y: 0, width: 1920, height: 1080 }, workArea: { x: 1920, y: 0, width: 1920, height: 1080 } };
  const screen = Object.assign(new FakeEmitter(), { getAllDisplays: () => [display, tv], getPrimaryDisplay: () => display });
  return {
    app: {
      requestSingleInstanceLock: () => state.lock,
      quit: vi.fn(() => state.calls.push('quit')),
      exit: vi.fn(),
      on: (event: string, listener: (...args: unknown[]) => unknown) => state.appListeners.set(event, listener),
      whenReady: async () => {
        state.calls.push('ready');
      },
      enableSandbox: () => state.calls.push('enableSandbox'),
      setAppUserModelId: vi.fn(),
      setLoginItemSettings: vi.fn(),
      getPath: () => '/tmp/crm-user-data',
      getAppPath: () => process.cwd(),
      isPackaged: false,
    },
    BrowserWindow: class extends FakeWindow {
      constructor(options: ConstructorParameters<typeof FakeWindow>[0]) {
        super(options);
        state.windows.push(this);
      }
    },
    ipcMain: { handle: (channel: string, listener: (event: unknown, payload: unknown) => unknown) => state.handlers.set(channel, listener) },
    protocol: { registerSchemesAsPrivileged: (schemes: unknown) => state.calls.push(`scheme:${JSON.stringify(schemes)}`) },
    session: {
      defaultSession: {
        protocol: { handle: (scheme: string) => state.calls.push(`handle:${scheme}`) },
        webRequest: { onHeadersReceived: () => state.calls.push('csp') },
        setPermissionRequestHandler: () => state.calls.push('permissions'),
        setPermissionCheckHandler: () => {},
        on: (event: string) => state.calls.push(`session:${event}`),
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => true,
      encryptString: (s: string) => Buffer.from(s).reverse(),
      decryptString: (b: Buffer) => Buffer.from(b).reverse().toString(),
      getSelectedStorageBackend: () => 'gnome_libsecret',
    },
    screen,
    shell: { openExternal: vi.fn(async () => {}), openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() },
    dialog: { showErrorBox: (title: string, content: string) => state.errorBoxes.push([title, content]) },
    Notification: Object.assign(class {}, { isSupported: () => true }),
    // The embedded API's utility process, as the real child answers: the port at once, the database
    // and the app later (a failed start says `failed` with the error's name and message, and exits).
    utilityProcess: {
      fork: (modulePath: string, _args: string[], options: { serviceName: string }) => {
        state.calls.push(`api:fork:${modulePath.split(/[\\/]/).pop()}:${options.serviceName}`);
        // Read now, not when the timer fires: an earlier test's boot still waiting must not fail with this test's error.
        const startError = state.startError;
        const child = Object.assign(new FakeEmitter(), {
          pid: 777,
          kill: () => true,
          postMessage: (message: { type: string }) => {
            if (message.type === 'stop') return void setTimeout(() => child.emit('exit', 0));
            if (message.type !== 'start') return;
            state.calls.push('api:port');
            const base = 'http://127.0.0.1:4123';
            setTimeout(() =>
              child.emit('message', {
                type: 'listening',
                pid: 777,
                port: 4123,
                config: { port: 4123 },
                runtimeConfig: {
                  environment: 'local',
                  version: '1.4.0',
                  api: { main: `${base}/api`, reporting: `${base}/api`, notification: `${base}/api`, inventory: `${base}/inventory`, ecommerce: `${base}/ecommerce-api`, inventoryApiKey: 'k' },
                  cognito: { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', userPoolEndpoint: `${base}/cognito` },
                },
              }),
            );
            setTimeout(() => {
              state.calls.push('api:ready');
              if (!startError) return void child.emit('message', { type: 'ready' });
              child.emit('message', { type: 'failed', error: { name: startError.name, message: startError.message } });
              child.emit('exit', 1);
            }, 300);
          },
        });
        return child;
      },
    },
    powerSaveBlocker: { start: vi.fn(() => 1), stop: vi.fn() },
  };
});

vi.mock('electron-store', () => ({
  default: class {
    private data: Record<string, unknown>;
    constructor(options: { defaults?: Record<string, unknown> }) {
      this.data = { ...options.defaults };
    }
    get = (key: string) => this.data[key];
    set = (key: string, value: unknown) => void (this.data[key] = value);
    delete = (key: string) => void delete this.data[key];
    clear = () => void (this.data = {});
  },
}));

// electron-updater's own require('electron') is not the mock above: main gets a stand-in updater.
vi.mock('electron-updater', async () => {
  const { EventEmitter } = await import('node:events');
  const updater = Object.assign(new EventEmitter(), { setFeedURL: vi.fn(), checkForUpdates: vi.fn(async () => null), downloadUpdate: vi.fn(), quitAndInstall: vi.fn() });
  return {
    default: {
      get autoUpdater() {
        state.calls.push('autoUpdater');
        return updater;
      },
    },
  };
});

async function boot(lock: boolean): Promise<void> {
  state.lock = lock;
  state.appListeners.clear();
  state.windows.length = 0;
  state.handlers.clear();
  state.calls.length = 0;
  vi.resetModules();
  await import('./index');
  await vi.waitFor(() => expect(state.windows.length > 0 || !lock).toBe(true));
}

const SECURE = { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true };

describe('main process wiring', () => {
  beforeEach(() => vi.clearAllMocks());

  it('registers app:// as privileged and sandboxes every renderer before ready', async () => {
    await boot(true);
    expect(state.calls[0]).toMatch(/^scheme:.*"scheme":"app".*"standard":true.*"secure":true/);
    expect(state.calls.indexOf('enableSandbox')).toBeLessThan(state.calls.indexOf('ready'));
    expect(state.calls).toEqual(expect.arrayContaining(['handle:app', 'csp', 'permissions', 'autoUpdater']));
  });

  it('creates every BrowserWindow (CRM and kiosk) with the secure preferences and registers the bridge', async () => {
    await boot(true);
    const main = state.windows[0] as FakeWindow;
    expect(main.options.webPreferences).toMatchObject(SECURE);
    expect(main.loadURL).toHaveBeenCalledWith('app://crm/');
    expect([...state.handlers.keys()].sort()).toEqual([...BRIDGE_CHANNELS].sort());

    const fromApp = { sender: main.webContents, senderFrame: { url: 'app://crm/sells/citas' } };
    await state.handlers.get('kiosk:open')!(fromApp, { agencyId: 1 });
    expect(state.windows).toHaveLength(2);
    const kiosk = state.windows[1] as FakeWindow;
    expect(kiosk.options.webPreferences).toMatchObject(SECURE);
    expect(kiosk.options).toMatchObject({ x: 1920, kiosk: true, fullscreen: true });
    expect(kiosk.options.webPreferences.preload).toMatch(/kiosk\.(c?m?js)$/);

    const info = await state.handlers.get('app:info')!(fromApp, undefined);
    expect(info).toMatchObject({ platform: 'desktop', environment: 'local', stationMode: 'crm', waitingListAgencyId: 1 });
    expect(await state.handlers.get('app:config')!(fromApp, undefined)).toMatchObject({ api: { main: 'http://127.0.0.1:4123/api' } });
    const fromKiosk = { sender: kiosk.webContents, senderFrame: { url: 'app://crm/lista-espera-citas/1' } };
    await expect(Promise.resolve().then(() => state.handlers.get('vault:set')!(fromKiosk, { key: 'k', value: 'v' }))).rejects.toThrow();
  });

  it('tells the user why it cannot start when another process holds the data directory, and exits', async () => {
    const { DataDirLockedError } = await import('../server/db/dataDirLock');
    state.startError = new DataDirLockedError('/tmp/crm-user-data/data', 4242);
    state.errorBoxes.length = 0;
    try {
      state.lock = true;
      state.windows.length = 0;
      vi.resetModules();
      const electron = await import('electron');
      await import('./index');
      await vi.waitFor(() => expect(electron.app.exit).toHaveBeenCalledWith(1));
      expect(state.errorBoxes).toEqual([['No se pudo iniciar CRM Ventas', expect.stringContaining('ya está abierta por otro proceso de CRM Ventas (pid 4242)')]]);
    } finally {
      state.startError = null;
    }
  });

  it('opens the window while the embedded API is still starting', async () => {
    state.calls.length = 0;
    await boot(true);
    expect(state.calls).toContain('api:fork:apiChild.js:CRM Ventas API');
    expect(state.calls).toContain('api:port');
    expect(state.calls).not.toContain('api:ready');
    expect((state.windows[0] as FakeWindow).loadURL).toHaveBeenCalledWith('app://crm/');
    await vi.waitFor(() => expect(state.calls).toContain('api:ready'));
  });

  it('focuses the first instance when a second one starts', async () => {
    await boot(true);
    const main = state.windows[0] as FakeWindow;
    main.minimized = true;
    state.appListeners.get('second-instance')!();
    expect(main.restore).toHaveBeenCalled();
    expect(main.focus).toHaveBeenCalled();
  });

  it('quits without opening anything when another instance holds the lock', async () => {
    await boot(false);
    expect(state.calls).toContain('quit');
    expect(state.calls).not.toContain('ready');
    expect(state.windows).toHaveLength(0);
    expect(state.handlers.size).toBe(0);
    // The first instance focuses its window; this one listens for nothing.
    expect(state.appListeners.has('second-instance')).toBe(false);
    expect(state.appListeners.has('before-quit')).toBe(false);
  });
});
