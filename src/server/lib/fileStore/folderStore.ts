import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_KEY, newFileKey, type FileStore } from './fileKey';

/** DATA_DIR/files: one file a key. Written to a temporary name and renamed, so a reader never sees half a file. */
export function folderStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  let made: Promise<unknown> | undefined;
  return {
    location: `folder ${root}`,
    async put(bytes, extension) {
      await (made ??= fs.mkdir(root, { recursive: true }));
      const key = newFileKey(extension);
      const temporary = path.join(root, `.${key}.part`);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, path.join(root, key));
      return key;
    },
    async get(key) {
      if (!FILE_KEY.test(key)) return undefined;
      try {
        return await fs.readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      if (!FILE_KEY.test(key)) return;
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}
