import fs from 'node:fs';
import path from 'node:path';
import type { DownloadDone } from '../../shared/bridge';
import type { SettingsAccess } from './settingsStore';

export type DownloadState = DownloadDone['state'];

/** The part of Electron's DownloadItem main uses. */
export interface DownloadItemLike {
  getFilename(): string;
  setSavePath(path: string): void;
  getSavePath(): string;
  setSaveDialogOptions(options: { title?: string; defaultPath?: string; buttonLabel?: string }): void;
  once(event: 'done', listener: (event: unknown, state: DownloadState) => void): unknown;
}

/** The part of Electron's session main uses for downloads. */
export interface DownloadSessionLike {
  on(event: 'will-download', listener: (event: unknown, item: DownloadItemLike, webContents: DownloadSenderLike | null | undefined) => void): unknown;
}

/** The page that started the download: told where its file went. */
export interface DownloadSenderLike {
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
}

export interface DownloadsOptions {
  session: DownloadSessionLike;
  /** Electron's app.getPath('downloads'). */
  downloadsFolder: () => string;
  /** askWhereToSave: the OS save dialog instead of straight into Downloads. */
  settings: Pick<SettingsAccess, 'get'>;
  /** shell.openPath: '' on success, the OS's error otherwise. */
  openPath: (file: string) => Promise<string>;
  showItemInFolder: (file: string) => void;
  exists?: (file: string) => boolean;
  log?: Pick<Console, 'warn'>;
}

export interface Downloads {
  /** Opens a file saved in this run by the id 'download:done' gave; false for any other id. */
  open(id: number): Promise<boolean>;
  /** Shows a file saved in this run in its folder. */
  show(id: number): boolean;
}

/** A file name a page suggested, made safe to join to a folder: no folders, no characters Windows refuses. */
export function safeFileName(suggested: string): string {
  const base = suggested.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f<>:"|?*]/g, '_').replace(/^[\s.]+|[\s.]+$/g, '');
  return clean.slice(-200) || 'descarga';
}

/** `folder/name`, or `name (1).ext`, `name (2).ext`… : never a file that exists or a download under way. */
export function uniquePath(folder: string, name: string, taken: (file: string) => boolean): string {
  const ext = path.extname(name);
  const stem = ext ? name.slice(0, -ext.length) : name;
  for (let n = 0; ; n += 1) {
    const file = path.join(folder, n === 0 ? name : `${stem} (${n})${ext}`);
    if (!taken(file)) return file;
  }
}

/**
 * Downloads like a desktop app (exports, import reports, the viewer's 'Descargar' are blob
 * downloads): each goes into the user's Downloads folder under a name that overwrites nothing, or,
 * with askWhereToSave, through the OS save dialog (Electron's own, the only one a will-download
 * handler can use: the save path must be decided before the handler returns). The page is told
 * where it went ('download:done'), and may then ask to open or show it by the id main issued:
 * main opens only files it saved in this run, never a path from the renderer.
 */
export function handleDownloads({ session, downloadsFolder, settings, openPath, showItemInFolder, exists = fs.existsSync, log = console }: DownloadsOptions): Downloads {
  const saved = new Map<number, string>();
  const underWay = new Set<string>();
  let lastId = 0;

  session.on('will-download', (_event, item, sender) => {
    const id = ++lastId;
    const folder = downloadsFolder();
    const fileName = safeFileName(item.getFilename());
    const target = uniquePath(folder, fileName, (file) => underWay.has(file) || exists(file));
    let reserved: string | null = null;
    if (settings.get('askWhereToSave')) {
      item.setSaveDialogOptions({ title: 'Guardar archivo', defaultPath: target, buttonLabel: 'Guardar' });
    } else {
      try {
        fs.mkdirSync(folder, { recursive: true });
      } catch (error) {
        log.warn(`No se pudo crear la carpeta de descargas ${folder}`, error);
      }
      item.setSavePath(target);
      underWay.add(target);
      reserved = target;
    }
    item.once('done', (_done, state) => {
      if (reserved) underWay.delete(reserved);
      const file = state === 'completed' ? item.getSavePath() : '';
      const done: DownloadDone = { id, fileName: file ? path.basename(file) : fileName, state };
      if (file) {
        saved.set(id, file);
        done.folder = path.dirname(file);
        done.inDownloads = path.resolve(path.dirname(file)) === path.resolve(folder);
      }
      if (sender && !sender.isDestroyed()) sender.send('download:done', done);
    });
  });

  return {
    async open(id) {
      const file = saved.get(id);
      if (!file) return false;
      const error = await openPath(file);
      if (error) log.warn(`No se pudo abrir ${file}: ${error}`);
      return !error;
    },
    show(id) {
      const file = saved.get(id);
      if (!file) return false;
      showItemInFolder(file);
      return true;
    },
  };
}
