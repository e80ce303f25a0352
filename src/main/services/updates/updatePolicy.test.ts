import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateState } from '../../../shared/updates';
import { createUpdatePolicy, type UpdatePolicyOptions } from './updatePolicy';
import type { UpdateSettings } from './updateSettings';
import type { UpdaterLike, UpdaterLogger } from './updaterLike';

const HOUR = 3_600_000;
const FEED = 'https://updates.example.mx/prod';

/** electron-updater's updater as the policy sees it: the feed answers what `latest` says. */
class FakeUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = true;
  autoInstallOnAppQuit = false;
  allowDowngrade = true;
  logger: UpdaterLogger | null = null;
  feeds: string[] = [];
  checks = 0;
  installs: [boolean | undefined, boolean | undefined][] = [];
  /** The version each feed folder offers (none: the running one). */
  latest = new Map<string, string>();
  checkError: Error | null = null;
  downloadError: Error | null = null;

  setFeedURL(url: string): void {
    this.feeds.push(url);
  }
  async checkForUpdates() {
    this.checks += 1;
    if (this.checkError) throw this.checkError;
    const version = this.latest.get(this.feeds.at(-1) ?? '') ?? '1.4.0';
    return { isUpdateAvailable: version !== '1.4.0', updateInfo: { version } };
  }
  async downloadUpdate() {
    this.emit('download-progress', { percent: 42.4 });
    if (this.downloadError) throw this.downloadError;
    this.emit('update-downloaded', { version: this.latest.get(this.feeds.at(-1) ?? '') });
    return ['/cache/pending/CRM Ventas-1.5.0-setup.exe'];
  }
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.installs.push([isSilent, isForceRunAfter]);
  }
}

function checksumError(): Error {
  return Object.assign(new Error('sha512 checksum mismatch, expected abc, got def'), { code: 'ERR_CHECKSUM_MISMATCH' });
}

let updater: FakeUpdater;
let settings: UpdateSettings;
let published: UpdateState[];
let station: { display: boolean; board: boolean };

function policy(overrides: Partial<UpdatePolicyOptions> = {}) {
  return createUpdatePolicy({
    updater,
    currentVersion: '1.4.0',
    buildFeed: FEED,
    readSettings: () => settings,
    isDisplayStation: () => station.display,
    isBoardShowing: () => station.board,
    publish: (state) => published.push(state),
    clock: { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
    firstCheckAfterMs: 10_000,
    checkEveryMs: 4 * HOUR,
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // 14:00 local on a weekday: the showroom is open.
  vi.setSystemTime(new Date(2026, 10, 27, 14, 0, 0));
  updater = new FakeUpdater();
  settings = {};
  published = [];
  station = { display: false, board: false };
});
afterEach(() => vi.useRealTimers());

describe('update policy', () => {
  it('checks shortly after start and then every four hours, on the estable folder of the build feed', async () => {
    const updates = policy();
    updates.start();
    expect(updater.checks).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(updater.checks).toBe(1);
    expect(updater.feeds).toEqual(['https://updates.example.mx/prod/estable/']);
    await vi.advanceTimersByTimeAsync(4 * HOUR - 1);
    expect(updater.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(updater.checks).toBe(2);
    await vi.advanceTimersByTimeAsync(8 * HOUR);
    expect(updater.checks).toBe(4);
    const told = published.length;
    updates.stop();
    await vi.advanceTimersByTimeAsync(8 * HOUR);
    expect(updater.checks).toBe(4);
    // Stopped at quit: a check still under way tells no window.
    await updates.check();
    expect(published).toHaveLength(told);
    // The policy, not electron-updater, decides when to download; nothing goes backwards.
    expect(updater).toMatchObject({ autoDownload: false, autoInstallOnAppQuit: true, allowDowngrade: false });
  });

  it('without a feed (a local build) it is disabled and never asks', async () => {
    const updates = policy({ buildFeed: undefined });
    updates.start();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(updater.checks).toBe(0);
    expect(updates.state()).toMatchObject({ enabled: false, status: 'idle' });
  });

  it("a workstation's feed overrides the build's, and plain HTTP is refused off this machine", async () => {
    settings = { feedUrl: 'https://mirror.agencia.mx/crm' };
    await policy().check();
    expect(updater.feeds).toEqual(['https://mirror.agencia.mx/crm/estable/']);
    settings = { feedUrl: 'http://mirror.agencia.mx/crm' };
    const updates = policy({ buildFeed: undefined });
    await updates.check();
    expect(updates.state().enabled).toBe(false);
  });

  it('downloads a newer version in the background and reports it ready, with its progress on the way', async () => {
    updater.latest.set(`${FEED}/estable/`, '1.5.0');
    const updates = policy();
    const state = await updates.check();
    expect(state).toMatchObject({ enabled: true, status: 'ready', version: '1.5.0', channel: 'estable', currentVersion: '1.4.0' });
    expect(published.map((s) => s.status)).toEqual(['checking', 'available', 'downloading', 'downloading', 'ready']);
    expect(published.find((s) => s.percent === 42)).toBeTruthy();
    expect(updater.installs).toEqual([]);
  });

  it('a file that fails its sha512 check is refused: error, never ready, and the error is kept until a check succeeds', async () => {
    updater.latest.set(`${FEED}/estable/`, '1.5.0');
    updater.downloadError = checksumError();
    const updates = policy();
    const state = await updates.check();
    expect(state.status).toBe('error');
    expect(state.error).toBe('La actualización descargada no pasó la verificación de integridad (sha512) y se descartó.');
    expect(published.some((s) => s.status === 'ready')).toBe(false);
    expect(updates.install()).toEqual({ started: false, reason: 'not-ready' });

    updater.checkError = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect((await updates.check()).error).toBe('No se pudo contactar el servidor de actualizaciones.');

    updater.checkError = null;
    updater.downloadError = null;
    const fixed = await updates.check();
    expect(fixed.status).toBe('ready');
    expect(fixed.error).toBeUndefined();
  });

  it('a failed check after a download keeps the update ready, with the error beside it', async () => {
    updater.latest.set(`${FEED}/estable/`, '1.5.0');
    const updates = policy();
    await updates.check();
    updater.checkError = new Error('HttpError: 503 Service Unavailable');
    const state = await updates.check();
    expect(state).toMatchObject({ status: 'ready', version: '1.5.0', error: 'No se pudo contactar el servidor de actualizaciones.' });
  });

  it("'Reiniciar y actualizar' is refused while a form is dirty and goes through once it is clean", async () => {
    updater.latest.set(`${FEED}/estable/`, '1.5.0');
    const updates = policy();
    await updates.check();
    updates.setDirty(true);
    expect(updates.install()).toEqual({ started: false, reason: 'dirty' });
    expect(updater.installs).toEqual([]);
    updates.setDirty(false);
    expect(updates.install()).toEqual({ started: true });
    expect(updater.installs).toEqual([[true, true]]);
  });

  it('is refused while the waiting-list board shows from this PC', async () => {
    updater.latest.set(`${FEED}/estable/`, '1.5.0');
    const updates = policy();
    await updates.check();
    station.board = true;
    expect(updates.install()).toEqual({ started: false, reason: 'board' });
    expect(updater.installs).toEqual([]);
  });

  it('a display station installs at its quiet hour (03:00), not when the download ends, and restarts', async () => {
    station = { display: true, board: true };
    updater.latest.set(`${FEED}/estable/`, '1.5.0');
    const updates = policy();
    updates.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(updates.state()).toMatchObject({ status: 'ready', installAt: new Date(2026, 10, 28, 3, 0, 0).toISOString() });
    expect(updates.install()).toEqual({ started: false, reason: 'board' });
    // 14:00 → 02:59: the board keeps showing.
    await vi.advanceTimersByTimeAsync(13 * HOUR - 10_000 - 60_000);
    expect(updater.installs).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(updater.installs).toEqual([[true, true]]);
    updates.stop();
  });

  it('a configurable quiet hour; a station that slept through it waits for the next one', async () => {
    station = { display: true, board: true };
    settings = { quietHour: 5 };
    updater.latest.set(`${FEED}/estable/`, '1.5.0');
    const updates = policy();
    updates.start();
    await updates.check();
    expect(updates.state().installAt).toBe(new Date(2026, 10, 28, 5, 0, 0).toISOString());
    // The PC sleeps four hours in the night: the wall clock moves on, the timer does not, and it fires at 09:00.
    vi.setSystemTime(new Date(2026, 10, 27, 18, 0, 0));
    await vi.advanceTimersByTimeAsync(15 * HOUR);
    expect(new Date().getHours()).toBe(9);
    expect(updater.installs).toEqual([]);
    expect(updates.state().installAt).toBe(new Date(2026, 10, 29, 5, 0, 0).toISOString());
    updates.stop();
  });

  it("switching the workstation's channel to piloto reads the piloto folder at the next check", async () => {
    updater.latest.set(`${FEED}/piloto/`, '1.5.0');
    const updates = policy();
    expect((await updates.check()).status).toBe('idle');
    settings = { channel: 'piloto' };
    const state = await updates.check();
    expect(updater.feeds).toEqual([`${FEED}/estable/`, `${FEED}/piloto/`]);
    expect(state).toMatchObject({ channel: 'piloto', status: 'ready', version: '1.5.0' });
  });

  it('one check at a time: a second call while the first runs shares it', async () => {
    updater.latest.set(`${FEED}/estable/`, '1.5.0');
    const updates = policy();
    const [a, b] = await Promise.all([updates.check(), updates.check()]);
    expect(updater.checks).toBe(1);
    expect(a).toBe(b);
  });

  it('without an updater (no platform updater) nothing happens', async () => {
    const updates = policy({ updater: null });
    updates.start();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(updates.state().enabled).toBe(false);
    expect(updates.install()).toEqual({ started: false, reason: 'not-ready' });
  });
});
