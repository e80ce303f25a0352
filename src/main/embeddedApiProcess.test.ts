import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChildMessage, ParentMessage } from '../apiProcess/apiChildProtocol';
import { startEmbeddedApiProcess, type ChildLike, type EmbeddedApiProcessOptions } from './embeddedApiProcess';

/** A child process that does what the test tells it to; it records what main sent. */
class FakeChild extends EventEmitter implements ChildLike {
  static next = 4000;
  readonly pid = (FakeChild.next += 1);
  readonly received: ParentMessage[] = [];
  killed = 0;
  exitCode: number | null | undefined;
  postMessage(message: ParentMessage): void {
    if (this.exitCode !== undefined) throw new Error('channel closed');
    this.received.push(message);
  }
  kill(): boolean {
    this.killed += 1;
    return true;
  }
  say(message: ChildMessage): void {
    this.emit('message', message);
  }
  exit(code: number | null): void {
    this.exitCode = code;
    this.emit('exit', code);
  }
  listening(port = 4321): void {
    const base = `http://127.0.0.1:${port}`;
    this.say({
      type: 'listening',
      pid: this.pid,
      port,
      config: { port, publicUrl: base } as never,
      runtimeConfig: { api: { main: `${base}/api` } } as never,
    });
  }
}

function harness(overrides: Partial<EmbeddedApiProcessOptions> = {}) {
  const children: FakeChild[] = [];
  const fork = vi.fn((_modulePath: string, _args: string[], _options: { serviceName: string }) => {
    const child = new FakeChild();
    children.push(child);
    return child;
  });
  const log = { warn: vi.fn(), error: vi.fn() };
  const options: EmbeddedApiProcessOptions = { fork, modulePath: '/app/out/main/apiChild.js', dataDir: '/u/data', migrationsFolder: '/app/migrations', log, ...overrides };
  return { children, fork, log, options };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('the embedded API in a child process', () => {
  it('starts the child with the options, knows the port at `listening` and is ready at `ready`', async () => {
    const { children, fork, options } = harness({ preferredPort: 4321, seedLeadsPerAgency: 12, logDir: '/u/logs' });
    const starting = startEmbeddedApiProcess(options);
    // PGlite's thread starts from the arguments, before the child hears `start` (issue 51).
    expect(fork).toHaveBeenCalledWith('/app/out/main/apiChild.js', ['--api-start={"dataDir":"/u/data","migrationsFolder":"/app/migrations","seedLeadsPerAgency":12}'], { serviceName: 'CRM Ventas API' });
    const [child] = children;
    expect(child!.received).toEqual([
      { type: 'start', options: { dataDir: '/u/data', migrationsFolder: '/app/migrations', preferredPort: 4321, seedLeadsPerAgency: 12, logDir: '/u/logs' } },
    ]);
    child!.listening(4321);
    const api = await starting;
    expect(api.port).toBe(4321);
    expect(api.runtimeConfig.api.main).toBe('http://127.0.0.1:4321/api');
    expect(api.pid()).toBe(child!.pid);

    let ready = false;
    void api.ready.then(() => (ready = true));
    await settle();
    expect(ready).toBe(false);
    child!.say({ type: 'ready' });
    await settle();
    expect(ready).toBe(true);
  });

  it("rejects `ready` with the child's error name and message when the start fails, and does not restart it", async () => {
    const { children, options } = harness();
    const starting = startEmbeddedApiProcess(options);
    const [child] = children;
    child!.listening();
    const api = await starting;
    const message = 'La carpeta de datos /u/data ya está abierta por otro proceso de CRM Ventas (pid 77).';
    child!.say({ type: 'failed', error: { name: 'DataDirLockedError', message } });
    await expect(api.ready).rejects.toMatchObject({ name: 'DataDirLockedError', message });
    child!.exit(1);
    await settle();
    expect(children).toHaveLength(1);
  });

  it('rejects the start when the child dies before it holds a port', async () => {
    const { children, options } = harness();
    const starting = startEmbeddedApiProcess(options);
    children[0]!.exit(1);
    await expect(starting).rejects.toThrow(/terminó \(código 1\)/);
  });

  it('restarts a child that died after it was ready on the same port, with a growing wait, and gives up after the cap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onGiveUp = vi.fn();
    const { children, options } = harness({ preferredPort: 4000, restart: { maxRestarts: 2, baseDelayMs: 100, maxDelayMs: 1000, stableAfterMs: 60_000 }, onGiveUp });
    const starting = startEmbeddedApiProcess(options);
    children[0]!.listening(4321);
    const api = await starting;
    children[0]!.say({ type: 'ready' });
    await api.ready;

    children[0]!.exit(null); // SIGKILL
    await settle();
    await vi.advanceTimersByTimeAsync(99);
    expect(children).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(children).toHaveLength(2);
    // The port the window knows, and that port only.
    expect(children[1]!.received[0]).toMatchObject({ type: 'start', options: { preferredPort: 4321, exactPort: true } });
    children[1]!.listening(4321);
    children[1]!.say({ type: 'ready' });
    await api.available();
    expect(api.restarts()).toBe(1);
    expect(api.pid()).toBe(children[1]!.pid);

    // Dies again at once: the wait doubles.
    children[1]!.exit(null);
    await settle();
    await vi.advanceTimersByTimeAsync(199);
    expect(children).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(children).toHaveLength(3);
    children[2]!.say({ type: 'failed', error: { name: 'Error', message: 'listen EADDRINUSE 127.0.0.1:4321' } });
    children[2]!.exit(1);
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    // Two restarts in a row were allowed: the third death is the last.
    expect(children).toHaveLength(3);
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('counts restarts anew after a child stayed up long enough', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onGiveUp = vi.fn();
    const { children, options } = harness({ restart: { maxRestarts: 1, baseDelayMs: 100, maxDelayMs: 1000, stableAfterMs: 5_000 }, onGiveUp });
    const starting = startEmbeddedApiProcess(options);
    children[0]!.listening();
    const api = await starting;
    children[0]!.say({ type: 'ready' });
    await api.ready;
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(6_000);
      children.at(-1)!.exit(null);
      await settle();
      await vi.advanceTimersByTimeAsync(100);
      children.at(-1)!.listening();
      children.at(-1)!.say({ type: 'ready' });
    }
    expect(children).toHaveLength(4);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('close() sends stop and waits for the child to exit; nothing is restarted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { children, options } = harness();
    const starting = startEmbeddedApiProcess(options);
    children[0]!.listening();
    const api = await starting;
    children[0]!.say({ type: 'ready' });
    let closed = false;
    const closing = api.close().then(() => (closed = true));
    await settle();
    expect(children[0]!.received.at(-1)).toEqual({ type: 'stop' });
    expect(closed).toBe(false);
    children[0]!.say({ type: 'stopped' });
    children[0]!.exit(0);
    await closing;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(children[0]!.killed).toBe(0);
    expect(children).toHaveLength(1);
  });

  it('close() kills a child that has not exited within the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { children, options } = harness({ stopTimeoutMs: 1000 });
    const starting = startEmbeddedApiProcess(options);
    children[0]!.listening();
    const api = await starting;
    children[0]!.say({ type: 'ready' });
    const closing = api.close();
    await vi.advanceTimersByTimeAsync(999);
    expect(children[0]!.killed).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(children[0]!.killed).toBe(1);
    children[0]!.exit(null);
    await closing;
    expect(children).toHaveLength(1);
  });
});
