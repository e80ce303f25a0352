/**
 * The part of electron-updater's AppUpdater the update policy uses. index.ts passes electron-updater's
 * `autoUpdater` (NsisUpdater, AppImageUpdater, DebUpdater or MacUpdater for the platform); unit tests
 * pass a fake; the harness a real DebUpdater on Node's HTTP.
 */
export interface UpdateInfoLike {
  version: string;
}

export interface ProgressInfoLike {
  percent: number;
}

export interface UpdaterLogger {
  info(message?: unknown): void;
  warn(message?: unknown): void;
  error(message?: unknown): void;
}

export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  allowDowngrade: boolean;
  logger: UpdaterLogger | null;
  /** A generic (HTTPS/S3) feed: the folder holding latest.yml and the installers. */
  setFeedURL(url: string): void;
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: UpdateInfoLike } | null>;
  /** Downloads the offered file and checks it against latest.yml's sha512 (electron-updater refuses a mismatch). */
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-downloaded', listener: (info: UpdateInfoLike) => void): unknown;
  on(event: 'download-progress', listener: (progress: ProgressInfoLike) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}
