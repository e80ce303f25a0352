import type { KeyInputLike, WebContentsLike } from './windowLike';

export interface StationGuardOptions {
  /** Whether the window shows the board now (the pairing screen keeps every key: a technician types there). */
  showsBoard(url: string): boolean;
  /** How long a hung board may stay hung before it is reloaded. */
  hangReloadMs?: number;
  /** After a crash the board comes back after this long even past hardenWebContents' cap of quick reloads. */
  crashRetryMs?: number;
  log?: (message: string) => void;
}

const F_KEYS_LEAVING = new Set(['F5', 'F11', 'F12']);
const WITH_CTRL_LEAVING = new Set(['w', 'q', 'r', 'n', 't', 'p', 'o', 's', 'f4', 'tab', '=', '+', '-', '0']);

/**
 * The keys that would leave or break the kiosk board, decided here (README 'Pantalla de lista de
 * espera'): Escape and F11 (leave full screen), Alt+F4 and Ctrl/Cmd+W/Q (close), F5 and Ctrl+R
 * (reload: the board reloads itself), F12 and Ctrl+Shift+I/J/C (developer tools), Ctrl+N/T/P/O/S,
 * and zoom (Ctrl +/-/0). Anything else reaches the page, which has nothing to type into.
 */
export function leavesKiosk(input: KeyInputLike): boolean {
  if (input.type !== 'keyDown' && input.type !== 'rawKeyDown') return false;
  const key = input.key.toLowerCase();
  if (key === 'escape' || F_KEYS_LEAVING.has(input.key)) return true;
  const command = input.control || input.meta;
  if (input.alt && key === 'f4') return true;
  if (command && input.shift && ['i', 'j', 'c', 'r'].includes(key)) return true;
  if (command && WITH_CTRL_LEAVING.has(key)) return true;
  // macOS: Cmd+H hides, Cmd+M minimises, Cmd+Alt+Esc force-quits (the OS keeps that one).
  return input.meta && (key === 'h' || key === 'm');
}

/**
 * An unattended board stays up: the keys that would leave it are ignored, a renderer hung for
 * `hangReloadMs` is ended and reloaded, and a crash that hardenWebContents' quick reloads gave up on
 * is retried after `crashRetryMs`. Returns a function that stops the timers (the window closed).
 */
export function guardStationWindow(contents: WebContentsLike, { showsBoard, hangReloadMs = 15_000, crashRetryMs = 60_000, log = () => {} }: StationGuardOptions): () => void {
  let hang: ReturnType<typeof setTimeout> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const clear = (timer: ReturnType<typeof setTimeout> | null) => {
    if (timer) clearTimeout(timer);
    return null;
  };
  const reload = (why: string) => {
    if (contents.isDestroyed()) return;
    log(`Pantalla de lista de espera: se recarga (${why}).`);
    contents.reload();
  };

  contents.on('before-input-event', (event, input) => {
    if (showsBoard(contents.getURL()) && leavesKiosk(input)) event.preventDefault();
  });
  contents.on('unresponsive', () => {
    hang = clear(hang);
    hang = setTimeout(() => {
      hang = null;
      if (contents.isDestroyed()) return;
      // Electron's documented recovery of a hung renderer: end it, then load the page again.
      contents.forcefullyCrashRenderer?.();
      reload('sin respuesta');
    }, hangReloadMs);
  });
  contents.on('responsive', () => {
    hang = clear(hang);
  });
  // A page that loaded again (hardenWebContents' quick reload worked) needs no retry.
  contents.on('did-finish-load', () => {
    retry = clear(retry);
  });
  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    retry = clear(retry);
    retry = setTimeout(() => {
      retry = null;
      reload('el proceso de la página terminó');
    }, crashRetryMs);
  });
  return () => {
    hang = clear(hang);
    retry = clear(retry);
  };
}
