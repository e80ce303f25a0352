import { BrowserWindow, Notification, app, dialog, ipcMain, powerSaveBlocker, protocol, safeStorage, screen, session, shell } from 'electron';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDesktopMain } from './desktopMain';
import { openDisplayCredentialFile, openSessionFile, openSettingsStore } from './services/electronStores';

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
  argv: process.argv,
  openDisplayCredentialFile: () => openDisplayCredentialFile(),
});
