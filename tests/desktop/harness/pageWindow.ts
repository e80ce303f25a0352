import { EventEmitter } from 'node:events';
import type { BrowserContext, Page } from '@playwright/test';
import type { Rectangle, WebContentsLike, WindowLike, WindowOptions } from '../../../src/main/windows/windowLike';
import { toAppUrl, toHarnessUrl } from './appOrigin';
import { IPC_EMIT_FUNCTION, preloadInitScript } from './preloadScript';

type OpenHandler = (details: { url: string }) => { action: 'deny' } | { action: 'allow' };

/** A BrowserWindow's webContents, backed by a Playwright page. */
export class PageWebContents extends EventEmitter implements WebContentsLike {
  openHandler: OpenHandler | null = null;
  destroyed = false;
  /** Every message main sent this window. */
  readonly sent: { channel: string; args: unknown[] }[] = [];

  constructor(private readonly window: PageWindow) {
    super();
  }

  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
    void this.window.page.then((page) =>
      page.evaluate(([name, c, payload]) => (window as unknown as Record<string, (c: string, p: unknown) => void>)[name]?.(c, payload), [IPC_EMIT_FUNCTION, channel, args[0]] as const),
    );
  }

  reload(): void {
    void this.window.page.then((page) => page.reload());
  }

  getURL(): string {
    return this.window.currentPage ? toAppUrl(this.window.currentPage.url()) : '';
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  setWindowOpenHandler(handler: OpenHandler): void {
    this.openHandler = handler;
  }

  /** Every new window the page asked for (window.open, target=_blank) and main's answer. */
  readonly windowOpens: { url: string; action: 'deny' | 'allow' }[] = [];

  /** What Electron does when the page asks for a new window: main's window-open handler answers (no handler: deny). */
  windowOpen(url: string): void {
    const answer = this.openHandler?.({ url }) ?? { action: 'deny' as const };
    this.windowOpens.push({ url, action: answer.action });
  }

  /** What Electron's 'will-navigate' does: listeners may preventDefault; true when one did. */
  willNavigate(url: string): boolean {
    let prevented = false;
    this.emit('will-navigate', { preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

/**
 * A BrowserWindow as main sees it (WindowLike), made of a Playwright page in the app's browser
 * context (Electron's default session): created with the window's preload as an init script,
 * loadURL maps app://crm/… to the harness origin, and it records what main asked of it
 * (fullscreen, kiosk, bounds, show, focus).
 */
export class PageWindow extends EventEmitter implements WindowLike {
  readonly webContents: PageWebContents;
  readonly page: Promise<Page>;
  currentPage: Page | null = null;
  bounds: Rectangle;
  destroyed = false;
  minimized = false;
  fullscreen: boolean;
  kiosk: boolean;
  shown = false;
  focused = 0;
  readonly loaded: string[] = [];

  constructor(
    readonly options: WindowOptions,
    context: BrowserContext,
  ) {
    super();
    this.webContents = new PageWebContents(this);
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 };
    this.fullscreen = options.fullscreen ?? false;
    this.kiosk = options.kiosk ?? false;
    this.page = (async () => {
      const page = await context.newPage();
      this.currentPage = page;
      page.on('close', () => this.markClosed());
      // Chromium tells of a new window before it exists (window.open, target=_blank, a form): Electron's window-open handler moment.
      const cdp = await context.newCDPSession(page);
      cdp.on('Page.windowOpen', ({ url }) => this.webContents.windowOpen(toAppUrl(url)));
      await cdp.send('Page.enable');
      await page.addInitScript(preloadInitScript(options.webPreferences.preload));
      return page;
    })();
  }

  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    const page = await this.page;
    await page.goto(toHarnessUrl(url));
    if (!this.shownOnce) {
      this.shownOnce = true;
      this.emit('ready-to-show');
    }
  }
  private shownOnce = false;

  show(): void {
    this.shown = true;
  }
  focus(): void {
    this.focused += 1;
  }
  restore(): void {
    this.minimized = false;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  setBounds(bounds: Partial<Rectangle>): void {
    this.bounds = { ...this.bounds, ...bounds };
  }
  getBounds(): Rectangle {
    return this.bounds;
  }
  setKiosk(flag: boolean): void {
    this.kiosk = flag;
  }
  setFullScreen(flag: boolean): void {
    this.fullscreen = flag;
  }
  maximize(): void {}
  isMaximized(): boolean {
    return false;
  }

  /** The user closes the window (or the app quits): 'close', the page goes, 'closed'. */
  async close(): Promise<void> {
    if (this.destroyed) return;
    this.emit('close');
    const page = await this.page;
    await page.close();
    this.markClosed();
  }

  private markClosed(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}
