import type { InstallAnswer, UpdateChannel, UpdateState } from '../../../shared/updates';
import { isWithinQuietHour, nextQuietHour } from './quietHour';
import { systemClock, type UpdateClock } from './updateClock';
import { updateErrorText } from './updateErrors';
import { feedUrlFor } from './updateFeed';
import { DEFAULT_QUIET_HOUR, type UpdateSettings } from './updateSettings';
import type { UpdaterLike, UpdaterLogger } from './updaterLike';

export const CHECK_EVERY_MS = 4 * 3_600_000;
/** The first check waits for the start-up to be over: the window and the API come first. */
export const FIRST_CHECK_AFTER_MS = 15_000;

export interface UpdatePolicyOptions {
  /** electron-updater's updater for this platform; null where there is none (no updates at all). */
  updater: UpdaterLike | null;
  currentVersion: string;
  /** The build's feed base (MAIN_VITE_UPDATE_FEED); a workstation's settings may override it. */
  buildFeed: string | undefined;
  /** Read at every check: a technician's change of channel or feed applies without a restart. */
  readSettings(): UpdateSettings | undefined;
  /** A display station never restarts on demand: it installs at its quiet hour. */
  isDisplayStation(): boolean;
  /** The waiting-list board is on screen (a kiosk window is open). */
  isBoardShowing(): boolean;
  /** Every change of state, for the renderer ('update:state' event). */
  publish(state: UpdateState): void;
  clock?: UpdateClock;
  checkEveryMs?: number;
  firstCheckAfterMs?: number;
  logger?: UpdaterLogger;
}

export interface UpdatePolicy {
  start(): void;
  stop(): void;
  state(): UpdateState;
  /** Checks now (and downloads what it finds); resolves with the state once the check and any download are over. */
  check(): Promise<UpdateState>;
  /** 'Reiniciar y actualizar'. */
  install(): InstallAnswer;
  setDirty(dirty: boolean): void;
}

/**
 * When the desktop client looks for, downloads and installs its updates. Checks at start and every
 * few hours, downloads in the background (electron-updater verifies the file's sha512 against
 * latest.yml and refuses a mismatch), installs on the next quit (autoInstallOnAppQuit) or when the
 * user chooses to — never while a form holds unsaved changes, never while the waiting-list board
 * shows. A display station restarts to install at its quiet hour instead.
 */
export function createUpdatePolicy(options: UpdatePolicyOptions): UpdatePolicy {
  const { updater } = options;
  const clock = options.clock ?? systemClock;
  const checkEveryMs = options.checkEveryMs ?? CHECK_EVERY_MS;
  const firstCheckAfterMs = options.firstCheckAfterMs ?? FIRST_CHECK_AFTER_MS;

  const channelNow = (): UpdateChannel => options.readSettings()?.channel ?? 'estable';
  const feedNow = (): string | null => feedUrlFor(options.readSettings()?.feedUrl || options.buildFeed, channelNow());
  const quietHour = (): number => options.readSettings()?.quietHour ?? DEFAULT_QUIET_HOUR;

  let state: UpdateState = { enabled: updater !== null && feedNow() !== null, status: 'idle', channel: channelNow(), currentVersion: options.currentVersion };
  let feed: string | null = null;
  let dirty = false;
  let stopped = true;
  let checkTimer: unknown = null;
  let installTimer: unknown = null;
  let running: Promise<void> | null = null;
  /** Stopped at quit: a check still under way tells no window that may be gone. */
  let halted = false;

  const set = (patch: Partial<UpdateState>, drop: (keyof UpdateState)[] = []): void => {
    const next: UpdateState = { ...state, ...patch };
    for (const key of drop) delete next[key];
    state = next;
    if (!halted) options.publish(state);
  };

  const fail = (error: unknown): void => {
    const text = updateErrorText(error);
    // A downloaded update stays installable whatever a later check met; the error is kept beside it.
    if (state.status === 'ready') set({ error: text });
    else set({ status: 'error', error: text }, ['percent']);
  };

  const scheduleQuietInstall = (): void => {
    if (installTimer !== null) clock.clearTimeout(installTimer);
    installTimer = null;
    if (!options.isDisplayStation() || state.status !== 'ready' || stopped) return;
    const now = clock.now();
    const at = nextQuietHour(now, quietHour());
    set({ installAt: new Date(at).toISOString() });
    installTimer = clock.setTimeout(quietInstall, at - now);
  };

  function quietInstall(): void {
    installTimer = null;
    if (state.status !== 'ready' || !updater) return;
    // A PC that slept through the quiet hour wakes to a late timer: wait for the next one.
    if (!isWithinQuietHour(clock.now(), quietHour()) || dirty) return scheduleQuietInstall();
    updater.quitAndInstall(true, true);
  }

  const ready = (version: string): void => {
    set({ status: 'ready', version }, ['percent', 'error']);
    scheduleQuietInstall();
  };

  if (updater) {
    // The policy decides when to download; nothing is ever downgraded (the embedded database's
    // migrations only go forward); an update that is downloaded installs when the app quits.
    updater.autoDownload = false;
    updater.autoInstallOnAppQuit = true;
    updater.allowDowngrade = false;
    if (options.logger) updater.logger = options.logger;
    updater.on('download-progress', ({ percent }) => {
      if (state.status === 'downloading') set({ percent: Math.max(0, Math.min(100, Math.round(percent))) });
    });
    updater.on('update-downloaded', (info) => ready(info.version));
    updater.on('error', fail);
  }

  const run = async (target: UpdaterLike, channel: UpdateChannel): Promise<void> => {
    const wasReady = state.status === 'ready';
    // A ready update keeps its banner while the feed is asked again.
    if (wasReady) set({ enabled: true, channel });
    else set({ enabled: true, channel, status: 'checking' }, ['percent']);
    try {
      const result = await target.checkForUpdates();
      const checkedAt = new Date(clock.now()).toISOString();
      if (!result?.isUpdateAvailable) {
        if (state.status === 'ready') set({ checkedAt }, ['error']);
        else set({ status: 'idle', checkedAt }, ['error', 'version', 'percent']);
        return;
      }
      const { version } = result.updateInfo;
      if (state.status === 'ready' && state.version === version) return set({ checkedAt }, ['error']);
      set({ status: 'available', version, checkedAt }, ['error', 'percent', 'installAt']);
      set({ status: 'downloading', percent: 0 });
      await target.downloadUpdate();
      // electron-updater says 'update-downloaded' before the download resolves; a quieter updater may not.
      if (state.status === 'downloading') ready(version);
    } catch (error) {
      fail(error);
    }
  };

  const check = async (): Promise<UpdateState> => {
    if (!updater) return state;
    const channel = channelNow();
    const url = feedNow();
    if (!url) {
      set({ enabled: false, channel });
      return state;
    }
    if (!running) {
      if (url !== feed) {
        updater.setFeedURL(url);
        feed = url;
      }
      running = run(updater, channel).finally(() => (running = null));
    }
    await running;
    return state;
  };

  const scheduleCheck = (ms: number): void => {
    checkTimer = clock.setTimeout(() => {
      checkTimer = null;
      void check().finally(() => {
        if (!stopped) scheduleCheck(checkEveryMs);
      });
    }, ms);
  };

  return {
    start() {
      if (!updater || !stopped) return;
      stopped = false;
      scheduleCheck(firstCheckAfterMs);
    },
    stop() {
      stopped = true;
      halted = true;
      if (checkTimer !== null) clock.clearTimeout(checkTimer);
      if (installTimer !== null) clock.clearTimeout(installTimer);
      checkTimer = installTimer = null;
    },
    state: () => state,
    check,
    install() {
      if (!updater || state.status !== 'ready') return { started: false, reason: 'not-ready' };
      if (dirty) return { started: false, reason: 'dirty' };
      if (options.isDisplayStation() || options.isBoardShowing()) return { started: false, reason: 'board' };
      updater.quitAndInstall(true, true);
      return { started: true };
    },
    setDirty(value) {
      dirty = value;
    },
  };
}
