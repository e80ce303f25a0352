import type { SafeStorageLike, VaultFile } from './sessionVault';

/**
 * The display station's device credential, in its own file apart from the staff session vault (the
 * kiosk window may read the vault, never this): encrypted with safeStorage. Without OS encryption
 * (Linux 'basic_text') it lives in memory only, so the display asks for a new code after a restart
 * rather than keep a secret in clear.
 */
export interface DisplayCredentialStore {
  get(): Promise<string | null>;
  set(secret: string): Promise<void>;
  clear(): Promise<void>;
}

export interface DisplayCredentialStoreOptions {
  safeStorage: SafeStorageLike;
  file: VaultFile;
  platform: NodeJS.Platform;
  log?: (message: string) => void;
}

export function createDisplayCredentialStore({ safeStorage, file, platform, log = () => {} }: DisplayCredentialStoreOptions): DisplayCredentialStore {
  let memory: string | null = null;
  const encryption = async (): Promise<boolean> => {
    if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') return false;
    try {
      return safeStorage.isAsyncEncryptionAvailable ? await safeStorage.isAsyncEncryptionAvailable() : safeStorage.isEncryptionAvailable();
    } catch {
      return false;
    }
  };
  return {
    async get() {
      if (memory !== null) return memory;
      const blob = file.get('blob');
      if (typeof blob !== 'string' || !(await encryption())) return null;
      try {
        const encrypted = Buffer.from(blob, 'base64');
        memory = safeStorage.decryptStringAsync ? (await safeStorage.decryptStringAsync(encrypted)).result : safeStorage.decryptString(encrypted);
        return memory;
      } catch {
        file.clear();
        log('No se pudo descifrar la credencial de la pantalla: se eliminó.');
        return null;
      }
    },
    async set(secret) {
      memory = secret;
      if (!(await encryption())) {
        log('El cifrado del sistema no está disponible: la credencial de la pantalla se guarda solo en memoria.');
        return;
      }
      const encrypted = safeStorage.encryptStringAsync ? await safeStorage.encryptStringAsync(secret) : safeStorage.encryptString(secret);
      file.set('blob', encrypted.toString('base64'));
    },
    async clear() {
      memory = null;
      file.clear();
    },
  };
}

/** The 'display-credential' file's options (electron-store's; conf in the harness): only ever an encrypted blob. */
export function displayCredentialFileOptions(cwd?: string) {
  return { name: 'display-credential', schema: { blob: { type: 'string', contentEncoding: 'base64' } }, clearInvalidConfig: true, ...(cwd ? { cwd } : {}) } as const;
}

/** A file in memory: tests, and a build that was not given the real one. */
export function memoryVaultFile(): VaultFile & { blob?: string } {
  const state: { blob?: string } = {};
  return {
    get: () => state.blob,
    set: (_key, value) => {
      state.blob = value;
    },
    clear: () => {
      delete state.blob;
    },
    get blob() {
      return state.blob;
    },
  };
}
