import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleDownloads, safeFileName, uniquePath, type DownloadItemLike, type DownloadSessionLike, type DownloadState } from './downloads';
import { memorySettings } from './settingsStore';

vi.mock('electron-store', () => ({ default: class {} }));

/** A DownloadItem: Chromium writes the file at the save path when the download completes. */
class FakeItem extends EventEmitter implements DownloadItemLike {
  savePath = '';
  dialog: { defaultPath?: string } | null = null;
  constructor(private readonly name: string) {
    super();
  }
  getFilename = () => this.name;
  setSavePath = (file: string) => void (this.savePath = file);
  getSavePath = () => this.savePath;
  setSaveDialogOptions = (options: { defaultPath?: string }) => void (this.dialog = options);
  finish(state: DownloadState, chosen?: string) {
    if (chosen) this.savePath = chosen;
    if (state === 'completed') fs.writeFileSync(this.savePath, 'a,b\n');
    this.emit('done', {}, state);
  }
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function setup(settings = memorySettings()) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-downloads-'));
  dirs.push(folder);
  const session = new EventEmitter() as EventEmitter & DownloadSessionLike;
  const sender = { send: vi.fn(), isDestroyed: () => false };
  const openPath = vi.fn(async (file: string) => (fs.existsSync(file) ? '' : 'No existe'));
  const showItemInFolder = vi.fn();
  const downloads = handleDownloads({ session, downloadsFolder: () => folder, settings, openPath, showItemInFolder, log: { warn: () => {} } });
  const start = (name: string) => {
    const item = new FakeItem(name);
    session.emit('will-download', {}, item, sender);
    return item;
  };
  return { folder, downloads, start, sender, openPath, showItemInFolder };
}

describe('downloads', () => {
  it('saves into Downloads under a name that overwrites nothing, also while two are under way', () => {
    const { folder, start, sender } = setup();
    const first = start('leads.csv');
    const second = start('leads.csv'); // the first has not landed yet
    expect(first.savePath).toBe(path.join(folder, 'leads.csv'));
    expect(second.savePath).toBe(path.join(folder, 'leads (1).csv'));
    first.finish('completed');
    second.finish('completed');
    expect(start('leads.csv').savePath).toBe(path.join(folder, 'leads (2).csv'));

    expect(sender.send).toHaveBeenCalledWith('download:done', { id: 1, fileName: 'leads.csv', state: 'completed', folder, inDownloads: true });
    expect(sender.send).toHaveBeenCalledWith('download:done', { id: 2, fileName: 'leads (1).csv', state: 'completed', folder, inDownloads: true });
  });

  it('opens and shows only files it saved in this run, by the id it issued', async () => {
    const { folder, start, downloads, openPath, showItemInFolder } = setup();
    start('reporte.xlsx').finish('completed');
    expect(await downloads.open(1)).toBe(true);
    expect(openPath).toHaveBeenCalledWith(path.join(folder, 'reporte.xlsx'));
    expect(downloads.show(1)).toBe(true);
    expect(showItemInFolder).toHaveBeenCalledWith(path.join(folder, 'reporte.xlsx'));

    // An id it never issued, or one whose download failed, opens nothing.
    start('roto.pdf').finish('interrupted');
    expect(await downloads.open(2)).toBe(false);
    expect(await downloads.open(99)).toBe(false);
    expect(downloads.show(99)).toBe(false);
    expect(openPath).toHaveBeenCalledTimes(1);
    // A file deleted since: the OS's error, reported as false.
    fs.rmSync(path.join(folder, 'reporte.xlsx'));
    expect(await downloads.open(1)).toBe(false);
  });

  it('tells the page of a cancelled or failed download', () => {
    const { start, sender } = setup();
    start('a.csv').finish('cancelled');
    start('b.csv').finish('interrupted');
    expect(sender.send.mock.calls.map(([, done]) => done)).toEqual([
      { id: 1, fileName: 'a.csv', state: 'cancelled' },
      { id: 2, fileName: 'b.csv', state: 'interrupted' },
    ]);
  });

  it('with askWhereToSave, leaves the path to the OS dialog (proposing a free name) and reports the chosen folder', () => {
    const { folder, start, sender } = setup(memorySettings({ askWhereToSave: true }));
    fs.writeFileSync(path.join(folder, 'leads.csv'), 'old');
    const item = start('leads.csv');
    expect(item.savePath).toBe('');
    expect(item.dialog).toMatchObject({ defaultPath: path.join(folder, 'leads (1).csv') });
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-elsewhere-'));
    dirs.push(elsewhere);
    item.finish('completed', path.join(elsewhere, 'mis-leads.csv'));
    expect(sender.send).toHaveBeenCalledWith('download:done', { id: 1, fileName: 'mis-leads.csv', state: 'completed', folder: elsewhere, inDownloads: false });
  });

  it('keeps a suggested name inside the folder', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Windows\\system.ini')).toBe('system.ini');
    expect(safeFileName('a<b>:c?.csv')).toBe('a_b__c_.csv');
    expect(safeFileName('..')).toBe('descarga');
    expect(uniquePath('/d', 'informe', (f) => f === path.join('/d', 'informe'))).toBe(path.join('/d', 'informe (1)'));
  });
});
