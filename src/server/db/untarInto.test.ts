import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { untarInto, untarIntoAsync } from './untarInto';

const temps: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-untar-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A ustar header block for one entry (what PGlite's dump writes), checksum included. */
function header(name: string, size: number, type: '0' | '5' | '2'): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0, 'utf8');
  h.write('0000644\0', 100);
  h.write(size.toString(8).padStart(11, '0') + '\0', 124);
  h.write(' '.repeat(8), 148);
  h.write(type, 156);
  h.write('ustar\0' + '00', 257);
  const sum = h.reduce((a, b) => a + b, 0);
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return h;
}
const body = (data: Buffer) => Buffer.concat([data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
const end = Buffer.alloc(1024);

describe('untarInto', () => {
  it('writes the folders and files of an archive made by tar, byte for byte', () => {
    const src = temp();
    fs.mkdirSync(path.join(src, 'base', '5'), { recursive: true });
    fs.writeFileSync(path.join(src, 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(src, 'base', '5', '1259'), Buffer.alloc(8192 * 3, 7));
    fs.writeFileSync(path.join(src, 'base', '5', 'empty'), '');
    const archive = path.join(temp(), 'a.tar');
    execFileSync('tar', ['--format=ustar', '-cf', archive, '-C', src, '.']);
    const out = temp();
    untarInto(fs.readFileSync(archive), out);
    expect(fs.readFileSync(path.join(out, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(fs.readFileSync(path.join(out, 'base', '5', '1259')).equals(Buffer.alloc(8192 * 3, 7))).toBe(true);
    expect(fs.statSync(path.join(out, 'base', '5', 'empty')).size).toBe(0);
  });

  it('takes the leading slash of PGlite’s names as the folder itself', () => {
    const out = temp();
    untarInto(Buffer.concat([header('/global', 0, '5'), header('/global/1213', 3, '0'), body(Buffer.from('abc')), end]), out);
    expect(fs.readFileSync(path.join(out, 'global', '1213'), 'utf8')).toBe('abc');
  });

  it('refuses a path out of the folder, a link and a truncated file, writing nothing', () => {
    const out = temp();
    expect(() => untarInto(Buffer.concat([header('ok', 1, '0'), body(Buffer.from('x')), header('../escape', 1, '0'), body(Buffer.from('x')), end]), out)).toThrow(/fuera de la carpeta/);
    expect(() => untarInto(Buffer.concat([header('link', 0, '2'), end]), out)).toThrow(/no admitido/);
    expect(() => untarInto(Buffer.concat([header('big', 4096, '0'), body(Buffer.from('x'))]), out)).toThrow(/truncado/);
    expect(fs.readdirSync(out)).toEqual([]);
    expect(fs.existsSync(path.join(out, '..', 'escape'))).toBe(false);
  });

  it('leaves the files it is told to keep as they are: the live lock is not replaced by the archive’s', () => {
    const out = temp();
    fs.writeFileSync(path.join(out, 'crm-ventas.lock'), 'mine');
    const theirs = Buffer.from('{"pid":1}');
    untarInto(Buffer.concat([header('/crm-ventas.lock', theirs.length, '0'), body(theirs), header('/PG_VERSION', 3, '0'), body(Buffer.from('17\n')), end]), out, ['crm-ventas.lock']);
    expect(fs.readFileSync(path.join(out, 'crm-ventas.lock'), 'utf8')).toBe('mine');
    expect(fs.readFileSync(path.join(out, 'PG_VERSION'), 'utf8')).toBe('17\n');
    untarInto(Buffer.concat([header('/crm-ventas.lock', theirs.length, '0'), body(theirs), end]), out);
    expect(fs.readFileSync(path.join(out, 'crm-ventas.lock'), 'utf8')).toBe('{"pid":1}');
  });

  it('untarIntoAsync writes the same files (many at a time), keeps what it is told to, and refuses a bad archive before writing', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `/base/5/${1000 + i}`);
    const parts = [header('/base', 0, '5'), header('/base/5', 0, '5')];
    for (const [i, name] of names.entries()) parts.push(header(name, 600, '0'), body(Buffer.alloc(600, i)));
    const lock = Buffer.from('{"pid":1}');
    parts.push(header('/crm-ventas.lock', lock.length, '0'), body(lock), end);
    const out = temp();
    fs.writeFileSync(path.join(out, 'crm-ventas.lock'), 'mine');
    await untarIntoAsync(Buffer.concat(parts), out, ['crm-ventas.lock'], 4);
    for (const [i, name] of names.entries()) expect(fs.readFileSync(path.join(out, name)).equals(Buffer.alloc(600, i))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'crm-ventas.lock'), 'utf8')).toBe('mine');
    const bad = temp();
    await expect(untarIntoAsync(Buffer.concat([header('ok', 1, '0'), body(Buffer.from('x')), header('../escape', 1, '0'), body(Buffer.from('x')), end]), bad)).rejects.toThrow(/fuera de la carpeta/);
    expect(fs.readdirSync(bad)).toEqual([]);
  });
});
