import { EventEmitter } from 'node:events';
import type { Download } from '@playwright/test';
import type { DownloadItemLike, DownloadSenderLike, DownloadSessionLike, DownloadState } from '../../../src/main/services/downloads';

type WillDownload = Parameters<DownloadSessionLike['on']>[1];

/**
 * Electron's session 'will-download' made of Playwright's download event: the page's download (a
 * blob link's click, as the app's exports make) is handed to main's handler as a DownloadItem;
 * then the file is written where main decided (download.saveAs), or where the fake save dialog
 * answers when main left the choice to the OS dialog, and 'done' tells main how it ended.
 */
export class FakeDownloadSession {
  private readonly listeners: WillDownload[] = [];

  constructor(private readonly saveDialog: (defaultPath: string | undefined) => string | null) {}

  on(event: 'will-download', listener: WillDownload): void {
    if (event === 'will-download') this.listeners.push(listener);
  }

  /** A page's download: what Electron does between 'will-download' and the item's 'done'. */
  async download(download: Download, sender: DownloadSenderLike): Promise<void> {
    const item = new FakeDownloadItem(download.suggestedFilename());
    for (const listener of this.listeners) listener({}, item, sender);
    const target = item.savePath || (item.dialog ? this.saveDialog(item.dialog.defaultPath) : null);
    if (!target) {
      await download.cancel();
      item.finish('cancelled');
      return;
    }
    item.savePath = target;
    const failed = await download
      .saveAs(target)
      .then(() => download.failure())
      .catch((error: unknown) => String(error));
    item.finish(failed ? 'interrupted' : 'completed');
  }
}

class FakeDownloadItem extends EventEmitter implements DownloadItemLike {
  savePath = '';
  dialog: { defaultPath?: string } | null = null;

  constructor(private readonly name: string) {
    super();
  }
  getFilename(): string {
    return this.name;
  }
  setSavePath(file: string): void {
    this.savePath = file;
  }
  getSavePath(): string {
    return this.savePath;
  }
  setSaveDialogOptions(options: { defaultPath?: string }): void {
    this.dialog = options;
  }
  finish(state: DownloadState): void {
    this.emit('done', {}, state);
  }
}
