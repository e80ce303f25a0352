import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { ChildMessage, ParentMessage } from './apiChildProtocol';
import type { EmbeddedApi } from './embeddedApi';
import { parentChannel } from './parentPort';
import { serveApiChild } from './serveApiChild';

function fakeApi(ready: Promise<void>) {
  const close = vi.fn(async () => {});
  const api = { port: 4321, config: { port: 4321 }, runtimeConfig: { api: { main: 'http://127.0.0.1:4321/api' } }, ready, close } as unknown as EmbeddedApi;
  return { api, close };
}

function channelPair() {
  const sent: ChildMessage[] = [];
  let listener: (message: ParentMessage) => void = () => {};
  return {
    sent,
    send: (message: ParentMessage) => listener(message),
    channel: { post: async (message: ChildMessage) => void sent.push(message), onMessage: (l: (message: ParentMessage) => void) => void (listener = l) },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the embedded API's child", () => {
  it('answers start with listening then ready, and stop with a clean close and exit 0', async () => {
    const { sent, send, channel } = channelPair();
    const { api, close } = fakeApi(Promise.resolve());
    const startApi = vi.fn(async () => api);
    const exit = vi.fn();
    serveApiChild({ channel, startApi, exit, pid: 99 });
    send({ type: 'start', options: { dataDir: '/d', migrationsFolder: '/m', preferredPort: 4321, exactPort: true, logDir: '/l' } });
    await settle();
    expect(startApi).toHaveBeenCalledWith({ dataDir: '/d', migrationsFolder: '/m', preferredPort: 4321, exactPort: true, seedLeadsPerAgency: undefined, logDir: '/l' });
    expect(sent.map((message) => message.type)).toEqual(['listening', 'ready']);
    expect(sent[0]).toMatchObject({ pid: 99, port: 4321 });
    send({ type: 'stop' });
    await settle();
    expect(close).toHaveBeenCalledOnce();
    expect(sent.at(-1)).toEqual({ type: 'stopped' });
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('reports a failed start with its name and message and exits 1', async () => {
    const { sent, send, channel } = channelPair();
    const locked = Object.assign(new Error('La carpeta de datos /d ya está abierta por otro proceso de CRM Ventas (pid 7).'), { name: 'DataDirLockedError' });
    const ready = Promise.reject(locked);
    ready.catch(() => {});
    const { api, close } = fakeApi(ready);
    const exit = vi.fn();
    serveApiChild({ channel, startApi: async () => api, exit, pid: 99 });
    send({ type: 'start', options: { dataDir: '/d', migrationsFolder: '/m' } });
    await settle();
    expect(sent.at(-1)).toEqual({ type: 'failed', error: { name: 'DataDirLockedError', message: locked.message } });
    expect(close).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(1);
  });

  it("speaks through Electron's parentPort ({ data } events) or Node's process.send", async () => {
    const electronPort = Object.assign(new EventEmitter(), { postMessage: vi.fn() });
    const electron = parentChannel(Object.assign(new EventEmitter(), { parentPort: electronPort }) as never)!;
    const fromElectron: ParentMessage[] = [];
    electron.onMessage((message) => fromElectron.push(message));
    electronPort.emit('message', { data: { type: 'stop' } });
    electronPort.emit('message', { data: { type: 'nonsense' } });
    await electron.post({ type: 'ready' });
    expect(fromElectron).toEqual([{ type: 'stop' }]);
    expect(electronPort.postMessage).toHaveBeenCalledWith({ type: 'ready' });

    const send = vi.fn((_message: unknown, _handle: unknown, _options: unknown, callback: () => void) => callback());
    const nodeProcess = Object.assign(new EventEmitter(), { send });
    const node = parentChannel(nodeProcess as never)!;
    const fromNode: ParentMessage[] = [];
    node.onMessage((message) => fromNode.push(message));
    nodeProcess.emit('message', { type: 'stop' });
    await node.post({ type: 'ready' });
    expect(fromNode).toEqual([{ type: 'stop' }]);
    expect(send.mock.calls[0]![0]).toEqual({ type: 'ready' });

    expect(parentChannel(new EventEmitter() as never)).toBeNull();
  });
});
