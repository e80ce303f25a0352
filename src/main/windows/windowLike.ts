/**
 * The slices of Electron's BrowserWindow / WebContents that main's modules use. Real Electron
 * objects satisfy them; tests pass small fakes (Electron cannot run on the build machines).
 */
export interface WebContentsLike {
  send(channel: string, ...args: unknown[]): void;
  reload(): void;
  getURL(): string;
  isDestroyed(): boolean;
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }): void;
  /** Keys before the page sees them (the display station ignores the ones that would leave kiosk mode). */
  on(event: 'before-input-event', listener: (event: { preventDefault(): void }, input: KeyInputLike) => void): unknown;
  /** A hung renderer and its recovery (the display station reloads one that stays hung). */
  on(event: 'unresponsive' | 'responsive' | 'did-finish-load', listener: () => void): unknown;
  /** Electron's way to end a hung renderer before reloading it. */
  forcefullyCrashRenderer?(): void;
}

/** The part of Electron's Input that before-input-event gives. */
export interface KeyInputLike {
  type: string;
  key: string;
  code?: string;
  alt: boolean;
  control: boolean;
  meta: boolean;
  shift: boolean;
}

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowLike {
  readonly webContents: WebContentsLike;
  loadURL(url: string): Promise<void>;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
  setBounds(bounds: Partial<Rectangle>): void;
  getBounds(): Rectangle;
  setKiosk(flag: boolean): void;
  setFullScreen(flag: boolean): void;
  maximize(): void;
  isMaximized(): boolean;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed' | 'close', listener: () => void): unknown;
}

/** The options main passes when it creates a window (a subset of BrowserWindowConstructorOptions). */
export interface WindowOptions extends Partial<Rectangle> {
  show?: boolean;
  fullscreen?: boolean;
  kiosk?: boolean;
  backgroundColor?: string;
  autoHideMenuBar?: boolean;
  title?: string;
  minWidth?: number;
  minHeight?: number;
  webPreferences: SecureWebPreferences;
}

export interface SecureWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
  experimentalFeatures: false;
  navigateOnDragDrop: false;
  spellcheck: boolean;
}

export type WindowFactory = (options: WindowOptions) => WindowLike;
