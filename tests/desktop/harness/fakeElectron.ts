import { EventEmitter } from 'node:events';
import type { AppLike, CreatedContentsLike } from '../../../src/main/desktopMain';
import type { DisplayLike } from '../../../src/main/services/kiosk';
import type { NativeNotificationLike, NotificationClassLike } from '../../../src/main/services/notifier';
import type { SafeStorageLike } from '../../../src/main/services/sessionVault';
import type { Rectangle } from '../../../src/main/windows/windowLike';

/**
 * Small fakes of the Electron primitives the desktop harness cannot have (Electron's binary cannot
 * be downloaded on the build machines): the app object with its single-instance lock, safeStorage,
 * Notification and a screen with two displays. Everything else main does is the real code.
 */

/** Electron's lock is per userData folder across processes; the harness runs every instance in one process. */
const instanceLocks = new Map<string, FakeApp>();

export class FakeApp extends EventEmitter implements AppLike {
  readonly calls: string[] = [];
  exitCode: number | null = null;
  private quitting = false;
  private readonly quitted: Promise<void>;
  private resolveQuitted!: () => void;

  constructor(private readonly userData: string) {
    super();
    this.quitted = new Promise((resolve) => (this.resolveQuitted = resolve));
  }

  requestSingleInstanceLock(): boolean {
    const holder = instanceLocks.get(this.userData);
    if (holder && holder !== this) {
      // As Electron: the running instance is told, this one gets false.
      holder.emit('second-instance');
      this.calls.push('lock-refused');
      return false;
    }
    instanceLocks.set(this.userData, this);
    this.calls.push('lock-held');
    return true;
  }

  /** Electron's order: before-quit (which may be prevented, as main does to close PGlite), then the app ends. */
  quit(): void {
    this.calls.push('quit');
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => (prevented = true) });
    if (prevented || this.quitting) return;
    this.quitting = true;
    this.release();
    this.emit('will-quit');
    this.resolveQuitted();
  }

  exit(code: number): void {
    this.calls.push(`exit:${code}`);
    this.exitCode = code;
    this.quitting = true;
    this.release();
    this.resolveQuitted();
  }

  /** Settles once the app has quit or exited. */
  whenQuit(): Promise<void> {
    return this.quitted;
  }

  whenReady(): Promise<void> {
    return Promise.resolve();
  }

  enableSandbox(): void {
    this.calls.push('enableSandbox');
  }

  setAppUserModelId(id: string): void {
    this.calls.push(`appUserModelId:${id}`);
  }

  /** What Electron does for every new webContents. */
  contentsCreated(contents: CreatedContentsLike): void {
    this.emit('web-contents-created', {}, contents);
  }

  private release(): void {
    if (instanceLocks.get(this.userData) === this) instanceLocks.delete(this.userData);
  }
}

/** A workstation with its own monitor and the showroom TV to its right. */
export const DISPLAYS: (DisplayLike & { workArea: Rectangle })[] = [
  { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } },
  { id: 2, bounds: { x: 1920, y: 0, width: 1920, height: 1080 }, workArea: { x: 1920, y: 0, width: 1920, height: 1080 } },
];

export function fakeScreen() {
  const emitter = new EventEmitter();
  return Object.assign(emitter, {
    getAllDisplays: () => DISPLAYS,
    getPrimaryDisplay: () => DISPLAYS[0]!,
  });
}

/** An OS keyring stand-in: the vault's file must never hold the tokens in clear. */
export function fakeSafeStorage(): SafeStorageLike {
  const key = 0x5a;
  const xor = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ key));
  return {
    isEncryptionAvailable: () => true,
    getSelectedStorageBackend: () => 'gnome_libsecret',
    encryptString: (plainText) => Buffer.concat([Buffer.from('v10'), xor(Buffer.from(plainText, 'utf8'))]),
    decryptString: (encrypted) => {
      if (encrypted.subarray(0, 3).toString() !== 'v10') throw new Error('not ours');
      return xor(encrypted.subarray(3)).toString('utf8');
    },
  };
}

export interface RecordedNotification {
  title: string;
  body: string;
  shown: boolean;
  click(): void;
}

/** Electron's Notification class: each notification is recorded; `click()` is the user clicking it. */
export function fakeNotificationClass(recorded: RecordedNotification[]): NotificationClassLike {
  return class FakeNotification extends EventEmitter implements NativeNotificationLike {
    static isSupported(): boolean {
      return true;
    }
    constructor(options: { title: string; body: string }) {
      super();
      const record: RecordedNotification = { title: options.title, body: options.body, shown: false, click: () => this.emit('click') };
      this.record = record;
      recorded.push(record);
    }
    private readonly record: RecordedNotification;
    show(): void {
      this.record.shown = true;
    }
  };
}
