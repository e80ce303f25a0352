import fs from 'node:fs';
import { rotatedFiles } from '../logging/rotatingFile';

/**
 * The last `maxBytes` of a log, across its rotated files (newest last), starting at a whole line.
 * Reads only the tail of each file, so a 5 MB log costs `maxBytes` of memory.
 */
export function readLogTail(folder: string, name: string, maxBytes: number): string {
  const parts: Buffer[] = [];
  let left = maxBytes;
  for (const file of rotatedFiles(folder, name).reverse()) {
    if (left <= 0) break;
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      continue;
    }
    const length = Math.min(size, left);
    const buffer = Buffer.alloc(length);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, buffer, 0, length, size - length);
    } finally {
      fs.closeSync(fd);
    }
    parts.unshift(buffer);
    left -= length;
  }
  const text = Buffer.concat(parts).toString('utf8');
  // A cut in the middle of a line (or of a UTF-8 character) starts after the next newline.
  return left <= 0 ? text.slice(text.indexOf('\n') + 1) : text;
}
