import fs from 'node:fs';
import path from 'node:path';

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

interface TarEntry {
  target: string;
  folder: boolean;
  start: number;
  size: number;
}

/** The archive's entries, every one checked before anything is written; those `keep` names left out. */
function entriesOf(archive: Buffer, dir: string, keep: readonly string[]): TarEntry[] {
  const root = path.resolve(dir);
  const kept = new Set(keep.map((name) => path.resolve(root, name)));
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= archive.length; ) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const name = field(header, 0, 100);
    const prefix = field(header, 257, 6).startsWith('ustar') ? field(header, 345, 155) : '';
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const relative = path.posix.join(prefix, name).replace(/^\/+/, '');
    const target = path.resolve(root, relative);
    if (!Number.isSafeInteger(size) || size < 0) throw new Error(`tar: tamaño inválido en ${relative}`);
    if (target !== root && !target.startsWith(root + path.sep)) throw new Error(`tar: ruta fuera de la carpeta: ${relative}`);
    if (type !== '0' && type !== '\0' && type !== '5') throw new Error(`tar: tipo de entrada no admitido (${type}) en ${relative}`);
    offset += BLOCK;
    if (offset + (type === '5' ? 0 : size) > archive.length) throw new Error(`tar: archivo truncado en ${relative}`);
    entries.push({ target, folder: type === '5', start: offset, size: type === '5' ? 0 : size });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries.filter((e) => !kept.has(e.target));
}

/**
 * Writes the regular files and folders of a ustar archive (what PGlite's dumpDataDir makes) into
 * `dir`. A new data folder starts this way, then PGlite opens it as an existing one: letting PGlite
 * unpack it (loadDataDir) wrote every file through its WebAssembly file system, ~2.5 s for the demo.
 * Anything but files and folders, and any path leaving `dir`, is refused before a byte is written.
 * `keep` names files of `dir` the archive must not overwrite (the live lock: a template dumped from a
 * folder holds the lock file of the process that made it).
 */
export function untarInto(archive: Buffer, dir: string, keep: readonly string[] = []): void {
  for (const e of entriesOf(archive, dir, keep)) {
    if (e.folder) {
      fs.mkdirSync(e.target, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(e.target), { recursive: true });
    fs.writeFileSync(e.target, archive.subarray(e.start, e.start + e.size), { mode: 0o600 });
  }
}

/**
 * untarInto with the files written by `parallel` writes at a time on libuv's threads: creating the
 * demo's 1,800 files is kernel work (~0.6 s of CPU on the build machine), which then runs beside the
 * main thread (the embedded start loads the app's modules meanwhile) instead of blocking it.
 */
export async function untarIntoAsync(archive: Buffer, dir: string, keep: readonly string[] = [], parallel = 8): Promise<void> {
  const entries = entriesOf(archive, dir, keep);
  const folders = new Set<string>();
  for (const e of entries) folders.add(e.folder ? e.target : path.dirname(e.target));
  for (const folder of folders) fs.mkdirSync(folder, { recursive: true });
  const files = entries.filter((e) => !e.folder);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const e = files[next++]!;
      await fs.promises.writeFile(e.target, archive.subarray(e.start, e.start + e.size), { mode: 0o600 });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker));
}
