import type { StationMode } from '../../shared/bridge';
import { DISPLAY_MESSAGES, type DisplayBoardAnswer, type DisplayPairAnswer } from '../../shared/schemas/waitingListDisplay';
import { appUrl } from '../windows/appUrl';
import type { WindowLike } from '../windows/windowLike';
import type { DisplayClient } from './displayClient';
import type { DisplayCredentialStore } from './displayCredentialStore';
import type { KioskController } from './kiosk';
import type { SessionVault } from './sessionVault';
import type { SettingsAccess } from './settingsStore';

/** The display station's two screens (renderer: src/renderer/src/display). */
export const STATION_PAIRING_PATH = '/pantalla/vincular';
export const STATION_BOARD_PATH = '/pantalla/lista-espera';

/** The part of Electron's powerSaveBlocker the station uses. */
export interface PowerSaveBlockerLike {
  start(type: 'prevent-display-sleep'): number;
  stop(id: number): void;
}

/** Electron's app.setLoginItemSettings, as the station calls it. */
export type SetLoginItemSettings = (settings: { openAtLogin: boolean }) => void;

/**
 * `--station=waiting-list` (or `--station waiting-list`) makes this PC a display station, `--station=crm`
 * a normal desk again; main keeps the choice in settings, so the OS log-in start needs no flag.
 */
export function stationModeFromArgv(argv: readonly string[]): StationMode | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = arg.startsWith('--station=') ? arg.slice('--station='.length) : arg === '--station' ? argv[i + 1] : undefined;
    if (value === 'waiting-list' || value === 'crm') return value;
  }
  return undefined;
}

export interface DisplayStationOptions {
  settings: SettingsAccess;
  credentials: DisplayCredentialStore;
  client: DisplayClient;
  kiosk: Pick<KioskController, 'openStation' | 'current'>;
  /** The staff session vault: emptied when the PC becomes a display (no staff session on a public screen). */
  vault: Pick<SessionVault, 'clear'>;
  powerSaveBlocker?: PowerSaveBlockerLike;
  setLoginItemSettings?: SetLoginItemSettings;
  /** Guards the station's window (guardStationWindow bound); returns its stop. */
  guard?: (window: WindowLike) => () => void;
  log?: (message: string) => void;
}

export interface DisplayStation {
  isStation(): boolean;
  /** Start-up of a display station: log-in item, then the board (paired) or the pairing screen. */
  start(): Promise<WindowLike>;
  pair(code: string): Promise<DisplayPairAnswer>;
  board(): Promise<DisplayBoardAnswer>;
  /** The powerSaveBlocker id while the board keeps the display awake. */
  blockerId(): number | null;
}

const NOT_A_STATION = 'Esta computadora no está configurada como pantalla de lista de espera.';

/**
 * A PC configured as a waiting-list display runs unattended: it starts at OS log-in straight into
 * the full-screen board, with no staff window and no sign-in, keeps the display awake while the
 * board shows, and holds only the device credential (main reads the board with it).
 */
export function createDisplayStation(options: DisplayStationOptions): DisplayStation {
  const { settings, credentials, client, kiosk, vault, powerSaveBlocker, setLoginItemSettings, guard, log = () => {} } = options;
  let blocker: number | null = null;
  const guarded = new WeakSet<object>();
  const isStation = () => settings.get('stationMode') === 'waiting-list';

  const keepAwake = () => {
    if (blocker !== null || !powerSaveBlocker) return;
    blocker = powerSaveBlocker.start('prevent-display-sleep');
  };
  const letSleep = () => {
    if (blocker === null || !powerSaveBlocker) return;
    powerSaveBlocker.stop(blocker);
    blocker = null;
  };

  const open = (path: string): WindowLike => {
    const window = kiosk.openStation(appUrl(path));
    if (!guarded.has(window)) {
      guarded.add(window);
      const stop = guard?.(window) ?? (() => {});
      window.on('closed', () => {
        stop();
        letSleep();
      });
    }
    return window;
  };

  return {
    isStation,
    async start() {
      try {
        setLoginItemSettings?.({ openAtLogin: true });
      } catch (error) {
        log(`No se pudo registrar el inicio con la sesión del sistema: ${String(error)}`);
      }
      if (await credentials.get()) {
        const window = open(STATION_BOARD_PATH);
        keepAwake();
        return window;
      }
      return open(STATION_PAIRING_PATH);
    },
    async pair(code) {
      if (!isStation()) return { ok: false, message: NOT_A_STATION };
      const result = await client.pair(code);
      if (!result.ok) return result;
      const { pairing } = result;
      settings.set('displayStation', { displayId: pairing.displayId, agencyId: pairing.AgencyId, name: pairing.name, agencyName: pairing.agencyName, pairedAt: new Date().toISOString() });
      // A display holds the device credential and nothing else: a staff session left from before goes.
      await vault.clear();
      keepAwake();
      return { ok: true, displayName: pairing.name, agencyName: pairing.agencyName };
    },
    async board() {
      if (!isStation()) return { state: 'unpaired', message: DISPLAY_MESSAGES.noCredential };
      const answer = await client.board();
      if (answer.state === 'revoked') settings.delete('displayStation');
      return answer;
    },
    blockerId: () => blocker,
  };
}
