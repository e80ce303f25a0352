import { BrowserWindow, Notification, app, dialog, ipcMain, protocol, safeStorage, screen, session, shell } from 'electron';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfig } from '../shared/bridge';
import { startEmbeddedApi, type EmbeddedApi } from './embeddedApi';
import { applyOverrides, environmentOf, remoteRuntimeConfig, usesEmbeddedApi } from './environment';
import { createBridgeHandlers } from './ipc/bridgeHandlers';
import { registerHandlers } from './ipc/registerHandlers';
import { createKioskController, type KioskController } from './services/kiosk';
import { createNotifier } from './services/notifier';
import { restrictPermissions } from './services/permissions';
import { createSessionVault } from './services/sessionVault';
import { openSessionFile, openSettingsStore } from './services/settingsStore';
import { APP_SCHEME_PRIVILEGES, handleAppProtocol } from './windows/appProtocol';
import { apiOriginsOf, buildCsp, installCsp } from './windows/contentSecurityPolicy';
import { createKioskWindow } from './windows/createKioskWindow';
import { createMainWindow } from './windows/createMainWindow';
import type { Rectangle, WindowLike, WindowOptions } from './windows/windowLike';

const APP_ID = 'mx.crmventas.desktop';
const here = path.dirname(fileURLToPath(import.meta.url));
const rendererRoot = path.join(here, '../renderer');

/** The built preload for a window; sandboxed preloads must be CommonJS, so .cjs/.js come first. */
function preloadPath(name: 'index' | 'kiosk'): string {
  const candidates = ['.cjs', '.js', '.mjs'].map((ext) => path.join(here, '../preload', `${name}${ext}`));
  return candidates.find((file) => fs.existsSync(file)) ?? candidates[0]!;
}

/** Packaged: extraResources/migrations (electron-builder.yml). Development: the source folder. */
function migrationsFolder(): string {
  return app.isPackaged ? path.join(process.resourcesPath, 'migrations') : path.join(app.getAppPath(), 'src/server/db/migrations');
}

function openExternal(url: string): Promise<void> {
  return shell.openExternal(url, { activate: true });
}

function createWindow(options: WindowOptions): WindowLike {
  return new BrowserWindow(options);
}

function isOnADisplay(bounds: Rectangle): boolean {
  return screen.getAllDisplays().some(({ workArea: a }) => bounds.x < a.x + a.width && bounds.x + bounds.width > a.x && bounds.y < a.y + a.height && bounds.y + bounds.height > a.y);
}

// Before `ready`: app://crm must be a secure standard origin, and every renderer sandboxed.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();

let mainWindow: WindowLike | null = null;
let embedded: EmbeddedApi | null = null;

function focusMainWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function failedToStart(error: unknown): void {
  console.error('No se pudo iniciar CRM Ventas', error);
  // A refused data directory (another process holds it) is the user's to fix: show why.
  dialog.showErrorBox('No se pudo iniciar CRM Ventas', error instanceof Error ? error.message : String(error));
  app.exit(1);
}

async function start(): Promise<void> {
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  const settings = openSettingsStore();
  const environment = environmentOf(import.meta.env.MAIN_VITE_CRM_ENV);

  let runtimeConfig: RuntimeConfig;
  if (usesEmbeddedApi(environment)) {
    embedded = await startEmbeddedApi({
      dataDir: path.join(app.getPath('userData'), 'data'),
      migrationsFolder: migrationsFolder(),
      preferredPort: settings.get('embeddedApiPort'),
    });
    settings.set('embeddedApiPort', embedded.port);
    runtimeConfig = embedded.runtimeConfig;
    // The API holds its port already and opens its database while the window loads; the window's
    // first requests wait for it. A start that fails (the data folder held by another process…)
    // is told to the user like any other.
    embedded.ready.catch((error: unknown) => {
      embedded = null;
      failedToStart(error);
    });
  } else {
    runtimeConfig = applyOverrides(remoteRuntimeConfig(environment, import.meta.env), settings.get('environmentOverrides'));
  }

  const csp = buildCsp(apiOriginsOf(runtimeConfig));
  const appSession = session.defaultSession;
  handleAppProtocol(appSession.protocol, rendererRoot, () => csp);
  installCsp(appSession.webRequest, csp);
  restrictPermissions(appSession);

  const vault = createSessionVault({
    safeStorage,
    file: openSessionFile(),
    platform: process.platform,
    log: (message) => console.warn(message),
  });
  const notifier = createNotifier({ Notification, settings, mainWindow: () => mainWindow });
  const kiosk: KioskController = createKioskController({
    screen,
    settings,
    openWindow: (bounds, url) => createKioskWindow({ createWindow, preload: preloadPath('kiosk'), bounds, url, openExternal }),
  });

  registerHandlers(
    ipcMain,
    createBridgeHandlers({ runtimeConfig: () => runtimeConfig, vault, notifier, kiosk, settings, openExternal }),
    {
      isOwnWindow: (sender) => sender === mainWindow?.webContents || sender === kiosk.current()?.webContents,
      isKiosk: (sender) => sender === kiosk.current()?.webContents,
    },
  );

  const openMain = () => {
    mainWindow = createMainWindow({ createWindow, preload: preloadPath('index'), settings, openExternal, isOnADisplay });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  };
  openMain();
  app.on('activate', () => {
    if (!mainWindow) openMain();
  });
}

if (!app.requestSingleInstanceLock()) {
  // A second launch hands over to the first (which focuses its window) and leaves.
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);
  // Any webContents (including ones we did not create on purpose) gets no <webview> and no popups.
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let closing = false;
  app.on('before-quit', (event) => {
    if (!embedded || closing) return;
    // PGlite must close cleanly or its data directory needs recovery on the next start.
    event.preventDefault();
    closing = true;
    void embedded.close().finally(() => {
      embedded = null;
      app.quit();
    });
  });
  app.whenReady().then(start).catch(failedToStart);
}
