import { folderStore } from './folderStore';
import { memoryStore } from './memoryStore';
import { s3Store, parseS3Location, type S3StoreOptions } from './s3Store';
import type { FileStore } from './fileKey';

export type { FileStore } from './fileKey';
export { FILE_KEY, newFileKey } from './fileKey';

/**
 * The one file store (ARCHITECTURE "Files at scale"): evidence, documents, logos and images. Every
 * caller puts bytes and gets them back by the key it was given; the key is what `files.path` keeps.
 * Two backends behind this one interface:
 * - a folder, DATA_DIR/files (embedded and a single server; memory for an in-memory database);
 * - an S3-compatible object store (any S3 API: AWS, MinIO, Ceph) when FILE_STORE=s3://bucket/prefix,
 *   so that every replica of the API reads what any of them stored.
 * Keys are the same in both (a UUID, with an extension for some files), so moving a folder's files
 * into a bucket is a plain copy of DATA_DIR/files/* to s3://bucket/prefix/*.
 */
export interface FileStoreConfig {
  /** The data directory: its `files` folder is the folder backend (':memory:' / 'memory://' → memory). */
  dataDir: string;
  /** FILE_STORE: unset or 'folder' → the folder; 's3://bucket/prefix' → the object store. */
  fileStore?: string;
  /** The object store's endpoint and addressing, from the environment (see s3OptionsFromEnv). */
  fileStoreS3?: Omit<S3StoreOptions, 'bucket' | 'prefix'>;
}

// One store (and so one S3 client with its connection pool, one memory map) per location in a process.
const stores = new Map<string, FileStore>();

export function fileStoreFor(config: FileStoreConfig): FileStore {
  const target = config.fileStore?.trim();
  if (target && target !== 'folder') {
    const location = parseS3Location(target);
    const cacheKey = `${target}|${config.fileStoreS3?.endpoint ?? ''}`;
    let store = stores.get(cacheKey);
    if (!store) stores.set(cacheKey, (store = s3Store({ ...config.fileStoreS3, ...location })));
    return store;
  }
  const memory = config.dataDir === ':memory:' || config.dataDir.startsWith('memory:');
  const cacheKey = memory ? 'memory' : `folder:${config.dataDir}`;
  let store = stores.get(cacheKey);
  if (!store) stores.set(cacheKey, (store = memory ? memoryStore() : folderStore(config.dataDir)));
  return store;
}

export { s3OptionsFromEnv } from './s3Store';
