import { BrowserWindow, Notification, app, dialog, ipcMain, powerSaveBlocker, protocol, safeStorage, screen, session, shell, utilityProcess } from 'electron';
import electronUpdater from 'electron-updater';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDesktopMain } from './desktopMain';
import { openDisplayCredentialFile, openDraftsFile, openSessionFile, openSettingsStore, openShownNoticesFile } from './services/electronStores';

// The only file that imports `electron` (besides the preloads): it hands Electron's objects to
// runDesktopMain, which the desktop end-to-end harness runs with small fakes of the same objects.

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built preload for a window; sandboxed preloads must be CommonJS, so .cjs/.js come first. */
function preloadPath(name: 'index' | 'kiosk'): string {
  const candidates = ['.cjs', '.js', '.mjs'].map((ext) => path.join(here, '../preload', `${name}${ext}`));
  return candidates.find((file) => fs.existsSync(file)) ?? candidates[0]!;
}

/** Packaged: extraResources/migrations (electron-builder.yml). Development: the source folder. */
function migrationsFolder(): string {
  return app.isPackaged ? path.join(process.resourcesPath, 'migrations') : path.join(app.getAppPath(), 'src/server/db/migrations');
}

runDesktopMain({
  electron: {
    app,
    registerSchemesAsPrivileged: (schemes) => protocol.registerSchemesAsPrivileged(schemes),
    session: () => session.defaultSession,
    ipcMain,
    safeStorage,
    Notification,
    screen,
    createWindow: (options) => new BrowserWindow(options),
    openExternal: (url) => shell.openExternal(url, { activate: true }),
    showErrorBox: (title, content) => dialog.showErrorBox(title, content),
    // The embedded API's utility process: its output goes where main's goes.
    forkApi: (modulePath, args, { serviceName }) => utilityProcess.fork(modulePath, args, { serviceName, stdio: 'inherit' }),
    openPath: (file) => shell.openPath(file),
    showItemInFolder: (file) => shell.showItemInFolder(file),
    powerSaveBlocker,
    setLoginItemSettings: (settings) => app.setLoginItemSettings(settings),
  },
  platform: process.platform,
  rendererRoot: path.join(here, '../renderer'),
  preloadPath,
  userData: () => app.getPath('userData'),
  migrationsFolder,
  buildEnv: import.meta.env,
  openSettings: () => openSettingsStore(),
  openSessionFile: () => openSessionFile(),
  apiChildPath: path.join(here, 'apiChild.js'),
  logDir: () => path.join(app.getPath('userData'), 'logs'),
  processEvents: process,
  homeDir: os.homedir(),
  openShownNoticesFile: () => openShownNoticesFile(),
  downloadsFolder: () => app.getPath('downloads'),
  // electron-updater's CommonJS exports are getters an ES import cannot name: the default import is
  // its module object. `autoUpdater` is the platform's updater (NSIS, AppImage/deb, dmg).
  updater: () => electronUpdater.autoUpdater,
  argv: process.argv,
  openDisplayCredentialFile: () => openDisplayCredentialFile(),
  openDraftsFile: () => openDraftsFile(),
});
