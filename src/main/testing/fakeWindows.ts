import { vi } from 'vitest';
import type { Rectangle, WindowLike, WindowOptions } from '../windows/windowLike';

type Listener = (...args: never[]) => unknown;

/** A tiny event emitter the fakes share: `emit` fires what the code under test subscribed. */
export class FakeEmitter {
  private readonly listeners = new Map<string, Listener[]>();
  on = (event: string, listener: Listener): this => {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  };
  once = (event: string, listener: Listener): this => this.on(event, listener);
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => unknown)(...args);
  }
  count(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }
}

export class FakeWebContents extends FakeEmitter {
  url = '';
  destroyed = false;
  openHandler: ((details: { url: string }) => { action: 'deny' } | { action: 'allow' }) | null = null;
  send = vi.fn();
  reload = vi.fn();
  getURL = () => this.url;
  isDestroyed = () => this.destroyed;
  setWindowOpenHandler = (handler: NonNullable<FakeWebContents['openHandler']>) => {
    this.openHandler = handler;
  };
}

export class FakeWindow extends FakeEmitter {
  readonly webContents = new FakeWebContents();
  destroyed = false;
  minimized = false;
  bounds: Rectangle;
  constructor(readonly options: WindowOptions) {
    super();
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 };
  }
  loadURL = vi.fn(async (url: string) => {
    this.webContents.url = url;
  });
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn(() => {
    this.minimized = false;
  });
  isMinimized = () => this.minimized;
  isDestroyed = () => this.destroyed;
  setBounds = vi.fn((bounds: Partial<Rectangle>) => {
    this.bounds = { ...this.bounds, ...bounds };
  });
  getBounds = () => this.bounds;
  setKiosk = vi.fn();
  setFullScreen = vi.fn();
  maximize = vi.fn();
  isMaximized = () => false;
  close(): void {
    this.emit('close');
    this.destroyed = true;
    this.emit('closed');
  }
}

/** A BrowserWindow factory that remembers every window it made. */
export function fakeWindowFactory() {
  const created: FakeWindow[] = [];
  const createWindow = (options: WindowOptions): WindowLike => {
    const window = new FakeWindow(options);
    created.push(window);
    return window;
  };
  return { created, createWindow };
}
