import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '../shared/bridge';
import type { EmbeddedApi } from '../apiProcess/apiChildProtocol';
import { startEmbeddedApiProcess, type ForkLike } from './embeddedApiProcess';
import { APP_VERSION } from '../shared/domain/constants';
import { applyOverrides, environmentOf, remoteRuntimeConfig, usesEmbeddedApi, type BuildEnv } from './environment';
import { createBridgeHandlers } from './ipc/bridgeHandlers';
import { registerHandlers, type IpcMainLike } from './ipc/registerHandlers';
import { createDiagnosticsHandlers } from './services/diagnostics/diagnosticsHandlers';
import { setupMainLogging } from './services/logging/mainLogging';
import type { ProcessEventsLike } from './services/logging/watchMainProcess';
import { handleDownloads, type DownloadSessionLike } from './services/downloads';
import { createKioskController, type DisplayLike, type KioskController, type ScreenLike } from './services/kiosk';
import { createNotifier, type NotificationClassLike } from './services/notifier';
import { restrictPermissions, type PermissionSessionLike } from './services/permissions';
import { createSessionVault, type SafeStorageLike, type SessionVault, type VaultFile } from './services/sessionVault';
import type { SettingsAccess } from './services/settingsStore';
import { createShownNotices, type ShownNoticesFile } from './services/shownNotices';
import { createUpdatePolicy, type UpdatePolicy } from './services/updates/updatePolicy';
import type { UpdaterLike } from './services/updates/updaterLike';
import { UPDATE_STATUS_TEXT } from '../shared/updates';
import { APP_SCHEME_PRIVILEGES, handleAppProtocol, type ProtocolLike } from './windows/appProtocol';
import { apiOriginsOf, buildCsp, installCsp, type WebRequestLike } from './windows/contentSecurityPolicy';
import { createKioskWindow } from './windows/createKioskWindow';
import { createMainWindow } from './windows/createMainWindow';
import type { Rectangle, WindowFactory, WindowLike } from './windows/windowLike';
import { createDisplayClient, type FetchLike } from './services/displayClient';
import { createDisplayCredentialStore, memoryVaultFile } from './services/displayCredentialStore';
import { createDraftStore } from './services/draftStore';
import { createDisplayStation, STATION_BOARD_PATH, stationModeFromArgv, type DisplayStation, type PowerSaveBlockerLike, type SetLoginItemSettings } from './services/displayStation';
import { guardStationWindow } from './windows/guardStationWindow';
import { appUrl } from './windows/appUrl';

export const APP_ID = 'mx.crmventas.desktop';

/** What every webContents gets as it is created (Electron's 'web-contents-created'). */
export interface CreatedContentsLike {
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string; exitCode?: number }) => void): unknown;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  getURL?(): string;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** The part of Electron's `app` main uses. */
export interface AppLike {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  exit(code: number): void;
  whenReady(): Promise<unknown>;
  enableSandbox(): void;
  setAppUserModelId(id: string): void;
  on(event: 'second-instance' | 'window-all-closed' | 'activate', listener: () => void): unknown;
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'web-contents-created', listener: (event: unknown, contents: CreatedContentsLike) => void): unknown;
}

/** The default session's parts main configures: the app:// handler, the CSP, the permissions. */
export type AppSessionLike = { protocol: ProtocolLike; webRequest: WebRequestLike } & PermissionSessionLike & DownloadSessionLike;

/** Electron's primitives, as main uses them. index.ts passes Electron's; the desktop harness passes small fakes. */
export interface DesktopElectron {
  app: AppLike;
  registerSchemesAsPrivileged(schemes: (typeof APP_SCHEME_PRIVILEGES)[]): void;
  /** Electron's default session exists only after `ready`: asked for then. */
  session(): AppSessionLike;
  ipcMain: IpcMainLike;
  safeStorage: SafeStorageLike;
  Notification: NotificationClassLike;
  /** The kiosk's displays; their work areas tell whether the CRM window's saved bounds are still on one. */
  screen: Omit<ScreenLike, 'getAllDisplays'> & { getAllDisplays(): (DisplayLike & { workArea: Rectangle })[] };
  createWindow: WindowFactory;
  openExternal(url: string): Promise<void>;
  showErrorBox(title: string, content: string): void;
  /** Starts the embedded API's child: Electron's `utilityProcess.fork`; a Node `child_process.fork` in the harness. */
  forkApi: ForkLike;
  /** shell.openPath: '' on success. Only files main's downloads saved in this run. */
  openPath(file: string): Promise<string>;
  /** shell.showItemInFolder: a saved download or support bundle, selected in the file manager. */
  showItemInFolder(file: string): void;
  /** A display station keeps its screen awake while the board shows. */
  powerSaveBlocker?: PowerSaveBlockerLike;
  /** A display station starts with the OS session (app.setLoginItemSettings). */
  setLoginItemSettings?: SetLoginItemSettings;
}

export interface DesktopMainOptions {
  electron: DesktopElectron;
  platform: NodeJS.Platform;
  /** The built renderer (out/renderer) app://crm serves. */
  rendererRoot: string;
  /** The built preload of each window. */
  preloadPath(name: 'index' | 'kiosk'): string;
  /** Electron's userData: the embedded API's database lives in its `data` folder. */
  userData(): string;
  migrationsFolder(): string;
  /** The build-time variables (import.meta.env in the app). */
  buildEnv: BuildEnv;
  openSettings(): SettingsAccess;
  openSessionFile(): VaultFile;
  /** The 'notifications' file: what each user was shown natively (this run only when absent). */
  openShownNoticesFile?(): ShownNoticesFile;
  /** app.getPath('downloads'): where downloads and the support bundle are saved. */
  downloadsFolder(): string;
  /** A smaller demo than the shipped one (the desktop harness); the shipped demo when absent. */
  seedLeadsPerAgency?: number;
  log?: Pick<Console, 'warn' | 'error'>;
  /** The built embedded API's child entry (out/main/apiChild.js) main forks in local mode. */
  apiChildPath: string;
  /** The log files' folder (userData/logs): main.log, renderer.log, and the embedded API's api.log. No files without it. */
  logDir?: () => string;
  /** Node's process: main's uncaught exceptions and unhandled rejections go to main.log. */
  processEvents?: ProcessEventsLike;
  /** The user's home folder: the support bundle says `~` instead (its path names the OS user). */
  homeDir?: string;
  /** electron-updater's updater for this platform (index.ts), asked for once main has started; no updates when absent. */
  updater?: () => UpdaterLike | null;
  /** The command line: `--station=waiting-list|crm` sets the station mode (kept in settings). */
  argv?: readonly string[];
  /** The display station's credential file (encrypted blob only); in memory when absent. */
  openDisplayCredentialFile?(): VaultFile;
  /** The drafts and outbox file (encrypted blob only); in memory when absent. */
  openDraftsFile?(): VaultFile;
  /** How main calls the API for the display station (Node's fetch by default; the harness can cut it). */
  fetch?: FetchLike;
}

/** What a started app holds; the harness looks at it, index.ts only starts it. */
export interface DesktopState {
  runtimeConfig: RuntimeConfig;
  embedded: EmbeddedApi | null;
  vault: SessionVault;
  kiosk: KioskController;
  settings: SettingsAccess;
  mainWindow(): WindowLike | null;
  updates: UpdatePolicy;
  /** The waiting-list display station (active when stationMode is 'waiting-list'). */
  display: DisplayStation;
}

export interface DesktopMain {
  /** False when another instance holds the lock: this one quits without opening anything. */
  primary: boolean;
  /** The started app; null when this instance is not the first one or could not start. */
  started: Promise<DesktopState | null>;
}

/** The platform's updater; an app that cannot have one still starts, without updates. */
function platformUpdater(options: DesktopMainOptions, log: Pick<Console, 'warn'>): UpdaterLike | null {
  try {
    return options.updater?.() ?? null;
  } catch (error) {
    log.warn(`Sin actualizaciones automáticas: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * The whole main process, given Electron's primitives: the single-instance lock, the app://
 * scheme, the sandbox, the embedded API (local), CSP, permissions, vault, notifier, kiosk, IPC and
 * the CRM window. index.ts calls it with Electron's objects.
 */
export function runDesktopMain(options: DesktopMainOptions): DesktopMain {
  const { electron } = options;
  const { app } = electron;

  // Before `ready`: app://crm must be a secure standard origin, and every renderer sandboxed.
  electron.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  app.enableSandbox();

  if (!app.requestSingleInstanceLock()) {
    // A second launch hands over to the first (which focuses its window) and leaves.
    app.quit();
    return { primary: false, started: Promise.resolve(null) };
  }
  // After the lock: one process writes the log files.
  const logging = setupMainLogging({ app, logDir: options.logDir?.(), processEvents: options.processEvents, log: options.log ?? console });
  const { log } = logging;

  let mainWindow: WindowLike | null = null;
  let embedded: EmbeddedApi | null = null;
  let stopUpdates = () => {};

  const focusMainWindow = () => {
    if (!mainWindow || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  };

  const failedToStart = (error: unknown) => {
    log.error('No se pudo iniciar CRM Ventas', error);
    // A refused data directory (another process holds it) is the user's to fix: show why.
    electron.showErrorBox('No se pudo iniciar CRM Ventas', error instanceof Error ? error.message : String(error));
    app.exit(1);
  };

  const start = async (): Promise<DesktopState> => {
    if (options.platform === 'win32') app.setAppUserModelId(APP_ID);
    const settings = options.openSettings();
    const stationFlag = stationModeFromArgv(options.argv ?? []);
    if (stationFlag) settings.set('stationMode', stationFlag);
    const environment = environmentOf(options.buildEnv.MAIN_VITE_CRM_ENV);
    logging.started({ version: APP_VERSION, environment, platform: options.platform });

    let runtimeConfig: RuntimeConfig;
    if (usesEmbeddedApi(environment)) {
      // The API runs in its own process, off this event loop (windows, IPC, app://): main holds its
      // port in the CSP and restarts it, on that port, if it dies.
      embedded = await startEmbeddedApiProcess({
        fork: electron.forkApi,
        modulePath: options.apiChildPath,
        log,
        onGiveUp: (error) => failedToStart(error),
        dataDir: path.join(options.userData(), 'data'),
        migrationsFolder: options.migrationsFolder(),
        preferredPort: settings.get('embeddedApiPort'),
        ...(options.seedLeadsPerAgency ? { seedLeadsPerAgency: options.seedLeadsPerAgency } : {}),
        ...(logging.logs ? { logDir: logging.logs.dir } : {}),
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
      runtimeConfig = applyOverrides(remoteRuntimeConfig(environment, options.buildEnv), settings.get('environmentOverrides'));
    }

    const csp = buildCsp(apiOriginsOf(runtimeConfig));
    const appSession = electron.session();
    handleAppProtocol(appSession.protocol, options.rendererRoot, () => csp);
    installCsp(appSession.webRequest, csp);
    restrictPermissions(appSession);

    const vault = createSessionVault({
      safeStorage: electron.safeStorage,
      file: options.openSessionFile(),
      platform: options.platform,
      log: (message) => log.warn(message),
    });
    const drafts = createDraftStore({ safeStorage: electron.safeStorage, file: options.openDraftsFile?.() ?? memoryVaultFile(), platform: options.platform, log: (message) => log.warn(message) });
    const shown = createShownNotices(options.openShownNoticesFile ? { file: options.openShownNoticesFile() } : {});
    const notifier = createNotifier({ Notification: electron.Notification, settings, mainWindow: () => mainWindow, shown });
    const downloads = handleDownloads({
      session: appSession,
      downloadsFolder: options.downloadsFolder,
      settings,
      openPath: electron.openPath,
      showItemInFolder: electron.showItemInFolder,
      log,
    });
    const { screen, createWindow, openExternal } = electron;
    const kiosk = createKioskController({
      screen,
      settings,
      openWindow: (bounds, url) => createKioskWindow({ createWindow, preload: options.preloadPath('kiosk'), bounds, url, openExternal }),
    });

    const diagnostics = createDiagnosticsHandlers({
      version: APP_VERSION,
      platform: `${options.platform} ${os.arch()} ${os.release()}`,
      runtimeConfig: () => runtimeConfig,
      logDir: logging.logs?.dir ?? null,
      flushLogs: async () => logging.logs?.flush(),
      rendererErrors: logging.rendererErrors,
      downloadsDir: options.downloadsFolder,
      showItemInFolder: (file) => electron.showItemInFolder(file),
      home: options.homeDir,
      // Diagnóstico says the channel and where the update stands ('desactivado': no feed for this build).
      updateState: () => {
        const { enabled, channel, status, version } = updates.state();
        return { channel, status: enabled ? UPDATE_STATUS_TEXT[status] : 'desactivadas en esta instalación', ...(version ? { version } : {}) };
      },
    });
    const updates = createUpdatePolicy({
      updater: platformUpdater(options, log),
      currentVersion: APP_VERSION,
      buildFeed: options.buildEnv.MAIN_VITE_UPDATE_FEED,
      readSettings: () => settings.get('updates'),
      isDisplayStation: () => settings.get('stationMode') === 'waiting-list',
      isBoardShowing: () => kiosk.current() !== null,
      publish: (state) => {
        if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send('update:state', state);
      },
      logger: { info: () => {}, warn: (message) => log.warn(message), error: (message) => log.error(message) },
    });
    stopUpdates = () => updates.stop();

    const displayCredentials = createDisplayCredentialStore({
      safeStorage: electron.safeStorage,
      file: options.openDisplayCredentialFile?.() ?? memoryVaultFile(),
      platform: options.platform,
      log: (message) => log.warn(message),
    });
    const display = createDisplayStation({
      settings,
      credentials: displayCredentials,
      client: createDisplayClient({ fetch: options.fetch ?? ((url, init) => fetch(url, init)), apiBase: () => runtimeConfig.api.main, credentials: displayCredentials }),
      kiosk,
      vault,
      ...(electron.powerSaveBlocker ? { powerSaveBlocker: electron.powerSaveBlocker } : {}),
      ...(electron.setLoginItemSettings ? { setLoginItemSettings: electron.setLoginItemSettings } : {}),
      guard: (window) => guardStationWindow(window.webContents, { showsBoard: (url) => url.startsWith(appUrl(STATION_BOARD_PATH)), log: (message) => log.warn(message) }),
      log: (message) => log.warn(message),
    });

    registerHandlers(
      logging.ipcMain(electron.ipcMain),
      createBridgeHandlers({ runtimeConfig: () => runtimeConfig, vault, drafts, notifier, kiosk, settings, openExternal, diagnostics, downloads, updates, display }),
      {
        isOwnWindow: (sender) => sender === mainWindow?.webContents || sender === kiosk.current()?.webContents,
        isKiosk: (sender) => sender === kiosk.current()?.webContents,
      },
    );

    const isOnADisplay = (bounds: Rectangle) =>
      screen.getAllDisplays().some(({ workArea: a }) => bounds.x < a.x + a.width && bounds.x + bounds.width > a.x && bounds.y < a.y + a.height && bounds.y + bounds.height > a.y);
    const openMain = () => {
      const window = createMainWindow({ createWindow, preload: options.preloadPath('index'), settings, openExternal, isOnADisplay });
      mainWindow = window;
      window.on('closed', () => {
        if (mainWindow === window) mainWindow = null;
      });
    };
    // A display station opens its board (or its pairing screen) and never the staff CRM window.
    if (display.isStation()) await display.start();
    else openMain();
    app.on('activate', () => {
      if (!mainWindow && !display.isStation()) openMain();
    });
    updates.start();
    return { runtimeConfig, embedded, vault, kiosk, settings, mainWindow: () => mainWindow, updates, display };
  };

  app.on('second-instance', focusMainWindow);
  // Any webContents (including ones we did not create on purpose) gets no <webview> and no popups.
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  app.on('window-all-closed', () => {
    if (options.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => stopUpdates());
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
  const started = app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      failedToStart(error);
      return null;
    });
  return { primary: true, started };
}
