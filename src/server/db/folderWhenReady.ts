import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's file system for a data folder whose files are still being written (a new folder unpacked
 * from the shipped template, issue 51): PGlite compiles its WASM, loads its own files and mounts the
 * folder meanwhile, and waits for `files` only before PostgreSQL looks into the folder
 * (initialSyncFs, right before its PG_VERSION check). A failed unpack fails the open.
 */
export class FolderWhenReady extends NodeFS {
  constructor(
    dataDir: string,
    private readonly files: Promise<void>,
  ) {
    super(dataDir);
    // Awaited in initialSyncFs, which may come after the unpack failed: not an unhandled rejection meanwhile.
    files.catch(() => {});
  }

  override async initialSyncFs(): Promise<void> {
    await this.files;
    return super.initialSyncFs();
  }
}
