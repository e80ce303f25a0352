import { describe, expect, it } from 'vitest';
import { leanClusterTar } from './leanClusterTar';

/** A ustar entry as PGlite's dump writes it: header (name, octal size, magic) and padded data. */
function entry(name: string, data: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write('ustar\0', 257, 'latin1');
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  body.write(data, 0, 'latin1');
  return Buffer.concat([header, body]);
}

function names(tar: Buffer): string[] {
  const out: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    out.push(header.subarray(0, 100).toString('latin1').replace(/\0.*$/s, ''));
    at += 512 + Math.ceil(parseInt(header.subarray(124, 136).toString('latin1'), 8) / 512) * 512;
  }
  return out;
}

describe('leanClusterTar', () => {
  it('keeps every other file and the redo segment, drops the other WAL segments and the map forks, and ends the archive', () => {
    const tar = Buffer.concat([
      entry('/PG_VERSION', '17\n'),
      entry('/pg_wal/000000010000000000000001', 'x'.repeat(700)),
      entry('/pg_wal/000000010000000000000002', 'redo'),
      entry('/pg_wal/archive_status/', ''),
      entry('/pg_wal/000000010000000000000003', 'y'.repeat(1500)),
      entry('/base/5/1249', 'z'.repeat(513)),
      entry('/base/5/1249_fsm', 'f'.repeat(600)),
      entry('/base/5/1249_vm', 'v'),
      entry('/base/5/16384_init', ''),
      entry('/base/5/16385.1', 'w'),
      entry('/global/1260_vm', 'v'),
      Buffer.alloc(1024),
    ]);
    const out = leanClusterTar(tar, '000000010000000000000002');
    expect(names(out)).toEqual(['/PG_VERSION', '/pg_wal/000000010000000000000002', '/pg_wal/archive_status/', '/base/5/1249', '/base/5/16384_init', '/base/5/16385.1']);
    expect(out.subarray(out.length - 1024).every((b) => b === 0)).toBe(true);
    expect(out.length % 512).toBe(0);
    expect(out.includes(Buffer.from('z'.repeat(513)))).toBe(true);
  });
});
