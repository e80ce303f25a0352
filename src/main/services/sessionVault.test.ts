import { describe, expect, it, vi } from 'vitest';
import { createSessionVault, type SafeStorageLike, type VaultFile } from './sessionVault';

const ID_TOKEN_KEY = 'CognitoIdentityServiceProvider.crm-desktop.asesor@demo.mx.idToken';
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

/** A fake OS keychain: XOR with a secret byte behind a marker, so ciphertext never contains the plaintext. */
function fakeSafeStorage(overrides: Partial<SafeStorageLike> = {}): SafeStorageLike & { encrypted: string[] } {
  const encrypted: string[] = [];
  const xor = (buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ 0xa7));
  const MARK = Buffer.from([0x01, 0x02]);
  return {
    encrypted,
    isEncryptionAvailable: () => true,
    isAsyncEncryptionAvailable: async () => true,
    encryptString: () => {
      throw new Error('the vault must prefer the async call');
    },
    decryptString: () => {
      throw new Error('the vault must prefer the async call');
    },
    encryptStringAsync: async (plain) => {
      encrypted.push(plain);
      return Buffer.concat([MARK, xor(Buffer.from(plain, 'utf8'))]);
    },
    decryptStringAsync: async (buffer) => {
      if (!buffer.subarray(0, 2).equals(MARK)) throw new Error('Error while decrypting the ciphertext');
      return { result: xor(buffer.subarray(2)).toString('utf8'), shouldReEncrypt: false };
    },
    getSelectedStorageBackend: () => 'gnome_libsecret',
    ...overrides,
  };
}

/** Stands in for electron-store: what would be written to disk is `JSON.stringify(data)`. */
function fakeFile(initial: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...initial };
  const file: VaultFile & { data: Record<string, unknown>; onDisk(): string } = {
    data,
    get: (key) => data[key],
    set: vi.fn((key: 'blob', value: string) => {
      data[key] = value;
    }),
    clear: vi.fn(() => {
      for (const key of Object.keys(data)) delete data[key];
    }),
    onDisk: () => JSON.stringify(data),
  };
  return file;
}

describe('session vault', () => {
  it('round-trips values through encryption and a restart, never writing plaintext', async () => {
    const safeStorage = fakeSafeStorage();
    const file = fakeFile();
    const vault = createSessionVault({ safeStorage, file, platform: 'linux' });
    await vault.set(ID_TOKEN_KEY, ID_TOKEN);
    await vault.set('refreshToken', 'r-123');

    expect(await vault.get(ID_TOKEN_KEY)).toBe(ID_TOKEN);
    expect(safeStorage.encrypted.at(-1)).toContain(ID_TOKEN);
    const disk = file.onDisk();
    expect(disk).not.toContain(ID_TOKEN);
    expect(disk).not.toContain('asesor@demo.mx');
    expect(disk).not.toContain('r-123');
    expect(Buffer.from(String(file.data.blob), 'base64').toString('utf8')).not.toContain(ID_TOKEN);

    const afterRestart = createSessionVault({ safeStorage, file, platform: 'linux' });
    expect(await afterRestart.get(ID_TOKEN_KEY)).toBe(ID_TOKEN);
    expect(await afterRestart.get('refreshToken')).toBe('r-123');
    expect(await afterRestart.status()).toEqual({ persistent: true });
  });

  it('removes one key and clears everything on sign-out', async () => {
    const file = fakeFile();
    const vault = createSessionVault({ safeStorage: fakeSafeStorage(), file, platform: 'win32' });
    await vault.set('a', '1');
    await vault.set('b', '2');
    await vault.remove('a');
    expect(await vault.get('a')).toBeNull();
    expect(await vault.get('b')).toBe('2');

    await vault.clear();
    expect(await vault.get('b')).toBeNull();
    expect(file.data).toEqual({});
    const afterRestart = createSessionVault({ safeStorage: fakeSafeStorage(), file, platform: 'win32' });
    expect(await afterRestart.get('b')).toBeNull();
  });

  it('refuses to persist under the basic_text backend and says so', async () => {
    const file = fakeFile();
    const safeStorage = fakeSafeStorage({ getSelectedStorageBackend: () => 'basic_text' });
    const log = vi.fn();
    const vault = createSessionVault({ safeStorage, file, platform: 'linux', log });
    await vault.set(ID_TOKEN_KEY, ID_TOKEN);

    expect(await vault.get(ID_TOKEN_KEY)).toBe(ID_TOKEN);
    expect(await vault.status()).toEqual({ persistent: false });
    expect(file.set).not.toHaveBeenCalled();
    expect(file.data).toEqual({});
    expect(safeStorage.encrypted).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps the session in memory only when encryption is unavailable', async () => {
    const file = fakeFile();
    const safeStorage = fakeSafeStorage({ isAsyncEncryptionAvailable: async () => false, getSelectedStorageBackend: undefined });
    const vault = createSessionVault({ safeStorage, file, platform: 'darwin' });
    await vault.set('k', 'v');
    expect(await vault.status()).toEqual({ persistent: false });
    expect(file.set).not.toHaveBeenCalled();
  });

  it('clears everything when the stored blob cannot be decrypted', async () => {
    const file = fakeFile({ blob: Buffer.from('garbage written by someone else').toString('base64') });
    const vault = createSessionVault({ safeStorage: fakeSafeStorage(), file, platform: 'linux', log: () => {} });
    expect(await vault.get(ID_TOKEN_KEY)).toBeNull();
    expect(file.clear).toHaveBeenCalled();
    expect(file.data).toEqual({});
  });

  it('uses the sync calls when the async ones do not exist', async () => {
    const file = fakeFile();
    const safeStorage: SafeStorageLike = {
      isEncryptionAvailable: () => true,
      encryptString: (plain) => Buffer.from(`X${Buffer.from(plain).toString('hex')}`),
      decryptString: (buffer) => Buffer.from(buffer.toString().slice(1), 'hex').toString(),
    };
    const vault = createSessionVault({ safeStorage, file, platform: 'win32' });
    await vault.set('k', 'secret-value');
    expect(file.onDisk()).not.toContain('secret-value');
    expect(await createSessionVault({ safeStorage, file, platform: 'win32' }).get('k')).toBe('secret-value');
  });
});
