import fs from 'node:fs';
import path from 'node:path';

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
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
  const root = path.resolve(dir);
  const kept = new Set(keep.map((name) => path.resolve(root, name)));
  const entries: { target: string; folder: boolean; start: number; size: number }[] = [];
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
  for (const e of entries) {
    if (kept.has(e.target)) continue;
    if (e.folder) {
      fs.mkdirSync(e.target, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(e.target), { recursive: true });
    fs.writeFileSync(e.target, archive.subarray(e.start, e.start + e.size), { mode: 0o600 });
  }
}
