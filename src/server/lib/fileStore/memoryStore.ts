import { FILE_KEY, newFileKey, type FileStore } from './fileKey';

/** For an in-memory database (tests, a throwaway demo): the bytes live as long as the process. */
export function memoryStore(): FileStore {
  const blobs = new Map<string, Buffer>();
  return {
    location: 'memory',
    async put(bytes, extension) {
      const key = newFileKey(extension);
      blobs.set(key, Buffer.from(bytes));
      return key;
    },
    async get(key) {
      return FILE_KEY.test(key) ? blobs.get(key) : undefined;
    },
    async delete(key) {
      blobs.delete(key);
    },
  };
}
