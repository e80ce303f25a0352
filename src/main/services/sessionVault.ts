/**
 * Amplify's key-value token storage, kept in main. The whole map is encrypted as one blob with
 * safeStorage (keys hold the user name, so they are secret too) and persisted in its own
 * electron-store file. Where the OS cannot protect the key (Linux 'basic_text') nothing is written.
 */

/** The part of Electron's safeStorage the vault uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  isAsyncEncryptionAvailable?(): Promise<boolean>;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  encryptStringAsync?(plainText: string): Promise<Buffer>;
  decryptStringAsync?(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
  getSelectedStorageBackend?(): string;
}

/** The part of an electron-store the vault uses. */
export interface VaultFile {
  get(key: 'blob'): unknown;
  set(key: 'blob', value: string): void;
  clear(): void;
}

export interface SessionVault {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
  status(): Promise<{ persistent: boolean }>;
}

export interface SessionVaultOptions {
  safeStorage: SafeStorageLike;
  file: VaultFile;
  platform: NodeJS.Platform;
  /** Told once when the vault falls back to memory or drops an unreadable file. */
  log?: (message: string) => void;
}

export function createSessionVault({ safeStorage, file, platform, log = () => {} }: SessionVaultOptions): SessionVault {
  let entries = new Map<string, string>();
  let persistent = false;
  // Every operation runs after the previous one: writes never interleave and reads see them.
  let queue: Promise<unknown> = load();

  function run<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  }

  async function encryptionAvailable(): Promise<boolean> {
    if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') return false;
    try {
      if (safeStorage.isAsyncEncryptionAvailable) return await safeStorage.isAsyncEncryptionAvailable();
      return safeStorage.isEncryptionAvailable();
    } catch {
      return false;
    }
  }

  async function encrypt(plainText: string): Promise<Buffer> {
    return safeStorage.encryptStringAsync ? safeStorage.encryptStringAsync(plainText) : safeStorage.encryptString(plainText);
  }

  async function decrypt(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }> {
    if (safeStorage.decryptStringAsync) return safeStorage.decryptStringAsync(encrypted);
    return { result: safeStorage.decryptString(encrypted), shouldReEncrypt: false };
  }

  async function load(): Promise<void> {
    persistent = await encryptionAvailable();
    if (!persistent) {
      log('El cifrado del sistema no está disponible: la sesión se guarda solo en memoria.');
      return;
    }
    const blob = file.get('blob');
    if (blob === undefined) return;
    try {
      if (typeof blob !== 'string') throw new Error('not a string');
      const { result, shouldReEncrypt } = await decrypt(Buffer.from(blob, 'base64'));
      entries = parseEntries(result);
      if (shouldReEncrypt) await persist();
    } catch {
      // A file we cannot read (other OS user, rotated key, tampering) is worth nothing: sign out.
      entries = new Map();
      file.clear();
      log('No se pudo descifrar la sesión guardada: se eliminó.');
    }
  }

  async function persist(): Promise<void> {
    if (!persistent) return;
    if (entries.size === 0) {
      file.clear();
      return;
    }
    const encrypted = await encrypt(JSON.stringify(Object.fromEntries(entries)));
    file.set('blob', encrypted.toString('base64'));
  }

  return {
    get: (key) => run(async () => entries.get(key) ?? null),
    set: (key, value) =>
      run(async () => {
        entries.set(key, value);
        await persist();
      }),
    remove: (key) =>
      run(async () => {
        if (entries.delete(key)) await persist();
      }),
    clear: () =>
      run(async () => {
        entries = new Map();
        if (persistent) file.clear();
      }),
    status: () => run(async () => ({ persistent })),
  };
}

function parseEntries(json: string): Map<string, string> {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a map');
  const map = new Map<string, string>();
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw new Error('not a string value');
    map.set(key, item);
  }
  return map;
}
