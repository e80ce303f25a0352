/**
 * The shipped demo cluster with only what a first start needs, for fewer files to write (a first
 * start's unpack costs per file: ~0.7 ms each on the build machine, more where an antivirus scans
 * each new file; issue 51):
 * - one WAL segment: the seed leaves three 16 MB ones, the one the last checkpoint's redo starts in,
 *   which the server needs to open, and recycled ones kept for later writes, which it makes again;
 * - no free space map or visibility map forks (`…_fsm`, `…_vm`): PostgreSQL reads a missing one as
 *   empty (no free space known, no page all-visible) and makes it again at the next VACUUM, as for a
 *   new table. 222 of the demo's files.
 * (ustar: 512-byte headers, name at 0, size in octal at 124, prefix at 345; data padded to 512.)
 */
export function leanClusterTar(tar: Buffer, redoSegment: string): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, length: number) => header.subarray(from, from + length).toString('latin1').replace(/\0.*$/s, '');
    const name = `${field(345, 155)}${field(345, 155) ? '/' : ''}${field(0, 100)}`;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    const mapFork = /\/\d+_(fsm|vm)(\.\d+)?$/.test(name);
    if ((!segment || segment === redoSegment) && !mapFork) parts.push(tar.subarray(at, end));
    at = end;
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}
