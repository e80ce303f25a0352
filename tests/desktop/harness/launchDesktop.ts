import Conf from 'conf';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { runDesktopMain, type DesktopMain, type DesktopState } from '../../../src/main/desktopMain';
import type { IpcEventLike } from '../../../src/main/ipc/registerHandlers';
import type { PermissionSessionLike } from '../../../src/main/services/permissions';
import type { VaultFile } from '../../../src/main/services/sessionVault';
import { displayCredentialFileOptions } from '../../../src/main/services/displayCredentialStore';
import { draftsFileOptions } from '../../../src/main/services/draftStore';
import { sessionFileOptions, settingsStoreOptions, type Settings, type SettingsAccess } from '../../../src/main/services/settingsStore';
import { shownNoticesFileOptions, type ShownNoticesFile } from '../../../src/main/services/shownNotices';
import type { ProtocolLike } from '../../../src/main/windows/appProtocol';
import { APP_ORIGIN } from '../../../src/main/windows/appUrl';
import type { WebRequestLike } from '../../../src/main/windows/contentSecurityPolicy';
import type { UpdaterLike } from '../../../src/main/services/updates/updaterLike';
import { HARNESS_ORIGIN, toAppUrl } from './appOrigin';
import { FakeApp, fakeNotificationClass, fakeSafeStorage, fakeScreen, type RecordedNotification } from './fakeElectron';
import { FakeDownloadSession } from './fakeDownloads';
import { PageWindow } from './pageWindow';
import { nodeForkApi } from './nodeForkApi';
import { IPC_INVOKE_BINDING } from './preloadScript';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The desktop build `npm run test:desktop` makes first (electron-vite build). */
export const OUT = path.join(ROOT, 'out');

type ProtocolHandler = Parameters<ProtocolLike['handle']>[1];
type HeadersListener = Parameters<WebRequestLike['onHeadersReceived']>[1];
type IpcListener = (event: IpcEventLike, payload: unknown) => unknown;

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

export interface LaunchOptions {
  browser: Browser;
  /** Electron's userData for this run: settings, the vault's file, the embedded API's data. */
  userData: string;
  /** Demo leads per agency: the shipped demo is bigger than the journeys need. */
  seedLeadsPerAgency?: number;
  /**
   * Playwright's clock in every window (time runs at its real pace): a journey can then move it
   * past the app's poll intervals (30 s waiting list, 60 s notifications) instead of waiting.
   */
  clock?: boolean;
  /** The user's Downloads folder (Electron's app.getPath('downloads')); `<userData>/Descargas` when absent. */
  downloadsFolder?: string;
  /** The OS save dialog's answer when main asks where to save (askWhereToSave): a path, or null to cancel. */
  saveDialog?: (defaultPath: string | undefined) => string | null;
  /** The build's update feed (MAIN_VITE_UPDATE_FEED) and the updater main drives (none: no updates). */
  updateFeed?: string;
  updater?: () => UpdaterLike;
  /** The command line main reads (e.g. `--station=waiting-list`). */
  argv?: string[];
}

/** One run of the desktop app: main's real modules, Electron's primitives faked, each window a page. */
export interface DesktopRun {
  main: DesktopMain;
  app: FakeApp;
  context: BrowserContext;
  windows: PageWindow[];
  /** Every native notification main created. */
  notifications: RecordedNotification[];
  /** Every URL main handed to shell.openExternal. */
  openedExternally: string[];
  /** Every file main handed to shell.openPath / shell.showItemInFolder. */
  openedPaths: string[];
  shownInFolder: string[];
  downloadsFolder: string;
  errorBoxes: [string, string][];
  cspViolations: CspViolation[];
  /** Requests that tried to leave the app for the network (refused: there is no network here). */
  refusedRequests: string[];
  /** Main's log files' folder (<userData>/logs). */
  logDir: string;
  /** Resolves once main has started (null: this instance quit or failed). */
  state(): Promise<DesktopState | null>;
  /** The CRM window's page, loaded. */
  mainPage(): Promise<Page>;
  /** Set `down` to cut the API off (main's display calls and the pages' calls fail as with no network). */
  /** `dropAnswer`: the next page request it matches reaches the API, and its answer is lost on the way back (a proxy that drops it). */
  network: { down: boolean; dropAnswer?: (method: string, url: string) => boolean };
  /** What main asked of powerSaveBlocker ('start:prevent-display-sleep', 'stop:1') and of the login items. */
  powerCalls: string[];
  loginItems: { openAtLogin: boolean }[];
  /** Quits as the user does (File → quit, or closing the last window): PGlite closes, the pages go. */
  quit(): Promise<void>;
  /** The embedded API's child processes main forked (out/main/apiChild.js), a restarted one last. */
  apiChildren: ChildProcess[];
}

/** Conf is electron-store without Electron's paths: the same schema and files in `cwd`. */
function confStore<T extends Record<string, unknown>>(
  options: ReturnType<typeof settingsStoreOptions> | ReturnType<typeof sessionFileOptions> | ReturnType<typeof shownNoticesFileOptions>,
): Conf<T> {
  const { name, ...rest } = options as { name?: string } & Record<string, unknown>;
  return new Conf<T>({ ...(rest as ConstructorParameters<typeof Conf<T>>[0]), configName: name });
}

export async function launchDesktop({ browser, userData, seedLeadsPerAgency, clock, downloadsFolder = path.join(userData, 'Descargas'), saveDialog = () => null, updateFeed, updater, argv }: LaunchOptions): Promise<DesktopRun> {
  const network: DesktopRun['network'] = { down: false };
  const powerCalls: string[] = [];
  const loginItems: { openAtLogin: boolean }[] = [];
  const app = new FakeApp(userData);
  // Electron's default session: one context for every window of this run.
  const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City', viewport: { width: 1400, height: 900 } });
  if (clock) await context.clock.install();
  const windows: PageWindow[] = [];
  const notifications: RecordedNotification[] = [];
  const openedExternally: string[] = [];
  const openedPaths: string[] = [];
  const shownInFolder: string[] = [];
  const downloads = new FakeDownloadSession(saveDialog);
  const errorBoxes: [string, string][] = [];
  const cspViolations: CspViolation[] = [];
  const refusedRequests: string[] = [];
  const apiChildren: ChildProcess[] = [];
  const logDir = path.join(userData, 'logs');
  const ipcHandlers = new Map<string, IpcListener>();
  let protocolHandler: ProtocolHandler | null = null;
  const headersListeners: HeadersListener[] = [];

  const windowOf = (page: Page) => windows.find((window) => window.currentPage === page);

  // The preload's ipcRenderer.invoke arrives here, as IPC arrives in main: the sender is the
  // window's webContents, the frame's URL is the app URL the page is at.
  await context.exposeBinding(IPC_INVOKE_BINDING, async ({ page, frame }, channel: string, payload: unknown) => {
    const handler = ipcHandlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ sender: windowOf(page)?.webContents ?? page, senderFrame: { url: toAppUrl(frame.url()) } }, payload);
  });
  // A test instrument, not the app: every CSP violation any page reports.
  await context.exposeBinding('__crmHarnessCspViolation', ({ page }, directive: string, blocked: string) => {
    cspViolations.push({ page: page.url(), directive, blocked });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __crmHarnessCspViolation(d: string, b: string): Promise<void> }).__crmHarnessCspViolation(event.effectiveDirective, event.blockedURI);
    });
  });

  // app://crm/… : the real protocol handler main registered, then the real CSP filter on its answer.
  await context.route(
    (url) => url.origin === HARNESS_ORIGIN,
    async (route) => {
      const request = route.request();
      if (!protocolHandler) return route.abort('failed');
      const url = toAppUrl(request.url());
      const response = await protocolHandler({ url, method: request.method() });
      let headers: Record<string, string[] | string> = {};
      response.headers.forEach((value, name) => (headers[name] = [value]));
      for (const listener of headersListeners) {
        listener({ url, responseHeaders: headers }, (result) => (headers = result.responseHeaders ?? headers));
      }
      const flat = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
      await route.fulfill({ status: response.status, headers: flat, body: Buffer.from(await response.arrayBuffer()) });
    },
  );

  // The embedded API on 127.0.0.1: reached for real. Electron's page sends `Origin: app://crm` and
  // the API's CORS allows exactly that; this page is at the harness origin, so the origin is said
  // as Electron says it, and the API's answer for app://crm is handed to the harness page.
  // (Playwright answers CORS preflights of routed requests itself: the API's preflight is not run here.)
  await context.route(/^http:\/\/127\.0\.0\.1:\d+\//, async (route) => {
    if (network.down) return route.abort('internetdisconnected');
    const request = route.request();
    const headers = { ...request.headers() };
    if (headers.origin === HARNESS_ORIGIN) headers.origin = APP_ORIGIN;
    const response = await route.fetch({ headers, maxRedirects: 0 }).catch(() => null);
    if (!response) return route.abort('connectionrefused');
    if (network.dropAnswer?.(request.method(), request.url())) {
      network.dropAnswer = undefined;
      return route.abort('connectionreset');
    }
    const answer = { ...response.headers() };
    if (answer['access-control-allow-origin'] === APP_ORIGIN) answer['access-control-allow-origin'] = HARNESS_ORIGIN;
    await route.fulfill({ response, headers: answer });
  });

  // Anything else leaves the app: a main-frame navigation is Electron's 'will-navigate' for its
  // window (main's hardening decides). There is no network here: the request itself never goes out.
  await context.route(
    (url) => url.origin !== HARNESS_ORIGIN && !/^http:\/\/127\.0\.0\.1:\d+$/.test(url.origin),
    async (route: Route) => {
      const request = route.request();
      const url = request.url();
      refusedRequests.push(url);
      let frame: ReturnType<typeof request.frame> | null = null;
      try {
        frame = request.frame();
      } catch {
        // A new window's first navigation (its frame does not exist yet): its opener's window-open handler answered already.
      }
      const window = frame ? windowOf(frame.page()) : undefined;
      if (window && request.isNavigationRequest() && frame === frame?.page().mainFrame()) window.webContents.willNavigate(url);
      await route.abort('aborted');
    },
  );
  // The new window itself: Electron never creates one main's handler denied (main allows none).
  context.on('page', (page) => {
    void page.opener().then((opener) => (opener ? page.close() : undefined));
  });

  const settingsFile = () => confStore<Record<string, unknown>>(settingsStoreOptions(userData)) as unknown as SettingsAccess & Conf<Settings>;
  const permissions: PermissionSessionLike = {
    setPermissionRequestHandler: () => {},
    setPermissionCheckHandler: () => {},
  };

  const main = runDesktopMain({
    electron: {
      app,
      registerSchemesAsPrivileged: (schemes) => app.calls.push(`schemes:${JSON.stringify(schemes)}`),
      session: () => ({
        protocol: { handle: (_scheme, handler) => (protocolHandler = handler) },
        webRequest: { onHeadersReceived: (_filter, listener) => void headersListeners.push(listener) },
        ...permissions,
        on: (event, listener) => downloads.on(event, listener),
      }),
      ipcMain: { handle: (channel, listener) => void ipcHandlers.set(channel, listener) },
      safeStorage: fakeSafeStorage(),
      Notification: fakeNotificationClass(notifications),
      screen: fakeScreen(),
      createWindow: (options) => {
        const window = new PageWindow(options, context);
        windows.push(window);
        // Electron's session sees every download of its pages ('will-download').
        void window.page.then((page) => page.on('download', (download) => void downloads.download(download, window.webContents)));
        app.contentsCreated(window.webContents);
        return window;
      },
      openExternal: async (url) => {
        openedExternally.push(url);
      },
      showErrorBox: (title, content) => void errorBoxes.push([title, content]),
      // Electron's utilityProcess.fork: a Node child process running the built child.
      forkApi: nodeForkApi(apiChildren),
      openPath: async (file) => {
        openedPaths.push(file);
        return '';
      },
      showItemInFolder: (file) => void shownInFolder.push(file),
      powerSaveBlocker: {
        start: (type) => (powerCalls.push(`start:${type}`), powerCalls.filter((c) => c.startsWith('start:')).length),
        stop: (id) => void powerCalls.push(`stop:${id}`),
      },
      setLoginItemSettings: (settings) => void loginItems.push(settings),
    },
    platform: 'linux',
    rendererRoot: path.join(OUT, 'renderer'),
    preloadPath: (name) => path.join(OUT, 'preload', `${name}.cjs`),
    userData: () => userData,
    migrationsFolder: () => path.join(ROOT, 'src/server/db/migrations'),
    buildEnv: { MAIN_VITE_CRM_ENV: 'local', ...(updateFeed ? { MAIN_VITE_UPDATE_FEED: updateFeed } : {}) },
    openSettings: settingsFile,
    openSessionFile: () => confStore<{ blob?: string }>(sessionFileOptions(userData)) as unknown as VaultFile,
    openShownNoticesFile: () => confStore<Record<string, unknown>>(shownNoticesFileOptions(userData)) as unknown as ShownNoticesFile,
    downloadsFolder: () => downloadsFolder,
    ...(seedLeadsPerAgency ? { seedLeadsPerAgency } : {}),
    ...(updater ? { updater } : {}),
    log: { warn: () => {}, error: () => {} },
    apiChildPath: path.join(OUT, 'main', 'apiChild.js'),
    logDir: () => logDir,
    argv: argv ?? [],
    openDisplayCredentialFile: () => confStore<{ blob?: string }>(displayCredentialFileOptions(userData) as unknown as ReturnType<typeof sessionFileOptions>) as unknown as VaultFile,
    openDraftsFile: () => confStore<{ blob?: string }>(draftsFileOptions(userData) as unknown as ReturnType<typeof sessionFileOptions>) as unknown as VaultFile,
    fetch: (url, init) => (network.down ? Promise.reject(new TypeError('fetch failed')) : fetch(url, init)),
  });

  const state = () => main.started;
  const run: DesktopRun = {
    main,
    app,
    context,
    windows,
    notifications,
    openedExternally,
    openedPaths,
    shownInFolder,
    downloadsFolder,
    errorBoxes,
    cspViolations,
    refusedRequests,
    apiChildren,
    logDir,
    network,
    powerCalls,
    loginItems,
    state,
    async mainPage() {
      const started = await state();
      const window = started?.mainWindow();
      if (!(window instanceof PageWindow)) throw new Error('the CRM window is not open');
      return window.page;
    },
    async quit() {
      app.quit();
      await app.whenQuit();
      await Promise.all(windows.map((window) => window.close().catch(() => {})));
      await context.close();
    },
  };
  return run;
}
