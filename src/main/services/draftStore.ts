import { createSessionVault, type SafeStorageLike, type SessionVault, type VaultFile } from './sessionVault';

/**
 * What a user typed and has not saved yet (drafts of the showroom's forms) and the saves waiting for
 * the connection (the outbox): client data, so encrypted with safeStorage as one blob in its own
 * electron-store file, apart from the session vault (signing out clears the session, never a pending
 * lead). Keys start with the user's id (`<userId>/<agencyId>/<form>`, `<userId>/outbox`), and the
 * renderer only ever asks for its signed-in user's. Without OS encryption (Linux 'basic_text') it
 * lives in memory only: a restart then loses drafts rather than keep a client's data in clear.
 */
export type DraftStore = SessionVault;

export interface DraftStoreOptions {
  safeStorage: SafeStorageLike;
  file: VaultFile;
  platform: NodeJS.Platform;
  log?: (message: string) => void;
}

export function createDraftStore(options: DraftStoreOptions): DraftStore {
  return createSessionVault(options);
}

/** The 'drafts' file's options (electronStores.ts in the app, conf directly in the desktop harness). */
export function draftsFileOptions(cwd?: string) {
  return { name: 'drafts', schema: { blob: { type: 'string', contentEncoding: 'base64' } }, clearInvalidConfig: true, ...(cwd ? { cwd } : {}) } as const;
}
