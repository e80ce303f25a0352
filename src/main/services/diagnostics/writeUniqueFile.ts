import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `content` as `<dir>/<base><ext>`, or `<base> (2)<ext>`, `(3)`… when the name is taken:
 * never overwrites (the 'wx' flag makes the check and the creation one step). Returns the path.
 */
export function writeUniqueFile(dir: string, base: string, ext: string, content: string): string {
  fs.mkdirSync(dir, { recursive: true });
  for (let n = 1; n < 1000; n += 1) {
    const file = path.join(dir, n === 1 ? `${base}${ext}` : `${base} (${n})${ext}`);
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`Demasiados archivos llamados ${base}${ext} en ${dir}`);
}
