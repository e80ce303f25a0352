import { randomUUID } from 'node:crypto';

export interface FileStore {
  /** Stores the bytes under a new key and returns it; `extension` (e.g. 'pdf') ends the key. */
  put(bytes: Uint8Array, extension?: string): Promise<string>;
  /** The bytes stored under `key`, or undefined when there are none (or the key is not one we make). */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the bytes under `key`; nothing happens for a key with none (deleting twice is fine). */
  delete(key: string): Promise<void>;
  /** Where the bytes go, for logs and the start message: 'folder /…', 'memory', 's3://bucket/prefix'. */
  readonly location: string;
}

/** A key we made: a UUID, optionally with a short extension. Anything else never reaches a backend. */
export const FILE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,5})?$/;

const EXTENSION = /^[a-z0-9]{1,5}$/;
export function newFileKey(extension?: string): string {
  if (extension !== undefined && !EXTENSION.test(extension)) throw new Error(`file store: not an extension: ${extension}`);
  return extension ? `${randomUUID()}.${extension}` : randomUUID();
}

