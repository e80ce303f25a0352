import fs from 'node:fs';
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import path from 'node:path';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter.js';
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor.js';

/**
 * electron-updater's own executor (its download, with the sha512 digest on the stream) with Node's
 * http where Electron's `net` would be: redirects then come back as 3xx answers, which the
 * executor's base follows itself, as it does outside Electron.
 */
class NodeHttpExecutor extends ElectronHttpExecutor {
  constructor() {
    super();
  }
  override createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): Electron.ClientRequest {
    // The executor's base uses only what both requests have (on, end, abort, setTimeout).
    return http.request(options, callback) as ClientRequest as unknown as Electron.ClientRequest;
  }
  override addRedirectHandlers(): void {}
}

export interface InstallRecord {
  installer: string | null;
  isSilent: boolean;
  isForceRunAfter: boolean;
}

/**
 * electron-updater's real DebUpdater (GenericProvider, DownloadedUpdateHelper, the sha512 check,
 * the install-on-quit handler) running in Node: Electron's app is a small adapter, its `net` is
 * Node's http, and only the last step is faked — installing the package (dpkg under sudo) is
 * recorded instead, and quitAndInstall does not tell Electron's own autoUpdater.
 */
export class NodeDebUpdater extends DebUpdater {
  readonly installs: InstallRecord[] = [];

  constructor(app: AppAdapter) {
    super(null, app);
    // Internal to electron-updater (not in its typings): where the Electron executor would go.
    (this as unknown as { httpExecutor: ElectronHttpExecutor }).httpExecutor = new NodeHttpExecutor();
  }

  protected override doInstall(options: { isSilent: boolean; isForceRunAfter: boolean }): boolean {
    this.installs.push({ installer: this.installerPath, isSilent: options.isSilent, isForceRunAfter: options.isForceRunAfter });
    if (options.isForceRunAfter) this.app.relaunch();
    return true;
  }

  override quitAndInstall(isSilent = false, isForceRunAfter = false): void {
    // BaseUpdater's own, less `require("electron").autoUpdater.emit("before-quit-for-update")`.
    const installed = this.install(isSilent, isSilent ? isForceRunAfter : this.autoRunAppAfterInstall);
    if (installed) setImmediate(() => this.app.quit());
    else this.quitAndInstallCalled = false;
  }
}

export interface NodeAppAdapter extends AppAdapter {
  calls: string[];
  /** What Electron's 'quit' event would run (electron-updater's install-on-quit handler). */
  emitQuit(exitCode: number): void;
}

/** Electron's app as electron-updater sees it, in `dir`: app-update.yml (as electron-builder writes it), userData, the cache. */
export function nodeAppAdapter(dir: string, version: string, onQuit: () => void = () => {}): NodeAppAdapter {
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const appUpdateConfigPath = path.join(dir, 'app-update.yml');
  fs.writeFileSync(appUpdateConfigPath, 'provider: generic\nurl: http://127.0.0.1:9/feed/estable\nupdaterCacheDirName: crm-ventas-updater\n');
  const quitHandlers: ((exitCode: number) => void)[] = [];
  const calls: string[] = [];
  return {
    version,
    name: 'CRM Ventas',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: dir,
    baseCachePath: path.join(dir, 'cache'),
    whenReady: async () => {},
    relaunch: () => void calls.push('relaunch'),
    quit: () => {
      calls.push('quit');
      onQuit();
    },
    onQuit: (handler) => void quitHandlers.push(handler),
    calls,
    emitQuit: (exitCode) => {
      for (const handler of quitHandlers.splice(0)) handler(exitCode);
    },
  };
}

export const QUIET_LOGGER = { info: () => {}, warn: () => {}, error: () => {} };
