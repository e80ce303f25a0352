import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../server/db/client';
import { embeddedServerConfig } from './embeddedApi';
import { embeddedWhatsappDemo, type WhatsappDemo } from './embeddedWhatsappDemo';

const db = {} as Db;

/** A simulator as server/whatsappDemo.ts gives it, recording what the embedded API asks of it. */
function fakeDemo(afterListen: (port: number) => Promise<void> = async () => {}) {
  const calls: string[] = [];
  const demo: WhatsappDemo = {
    afterListen: async (_db, port) => {
      calls.push(`afterListen:${port}`);
      await afterListen(port);
      calls.push('settled');
    },
    close: async () => void calls.push('close'),
  };
  return { demo, calls, start: vi.fn(async () => demo) };
}

describe('the embedded API starts the WhatsApp simulator in demo mode (npm start, issue 53)', () => {
  it('starts it for the embedded demo before the app, then configures it on the port without holding the start', async () => {
    let release!: () => void;
    const { calls, start } = fakeDemo(() => new Promise<void>((resolve) => (release = resolve)));
    const config = embeddedServerConfig(4567, '/data');
    const whatsapp = await embeddedWhatsappDemo(db, config, { env: {}, start });
    expect(start).toHaveBeenCalledWith(db, config);
    expect(whatsapp).toBeDefined();
    // `listening` returns at once: the demo's messages go in the background while the window opens.
    whatsapp!.listening(4567);
    expect(calls).toEqual(['afterListen:4567']);
    // Closing waits for them, then stops the simulator.
    const closing = whatsapp!.close();
    await Promise.resolve();
    expect(calls).not.toContain('close');
    release();
    await closing;
    expect(calls).toEqual(['afterListen:4567', 'settled', 'close']);
  });

  it('does not start it when WHATSAPP_SIM=0 or a real Graph API is configured', async () => {
    const config = embeddedServerConfig(4567, '/data');
    for (const env of [{ WHATSAPP_SIM: '0' }, { WHATSAPP_GRAPH_URL: 'https://graph.facebook.com/v21.0' }]) {
      const { start } = fakeDemo();
      expect(await embeddedWhatsappDemo(db, config, { env, start })).toBeUndefined();
      expect(start).not.toHaveBeenCalled();
    }
  });

  it('nothing to run when the simulator declines (an agency already has a real number)', async () => {
    const start = vi.fn(async () => undefined);
    expect(await embeddedWhatsappDemo(db, embeddedServerConfig(4567, '/data'), { env: {}, start })).toBeUndefined();
    expect(start).toHaveBeenCalledOnce();
  });

  it('a failed configuration is logged, never an unhandled rejection, and close still stops it', async () => {
    const { calls, start } = fakeDemo(async () => {
      throw new Error('webhook unreachable');
    });
    const log = vi.fn();
    const whatsapp = await embeddedWhatsappDemo(db, embeddedServerConfig(4567, '/data'), { env: {}, start, log });
    whatsapp!.listening(4567);
    await whatsapp!.close();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'webhook unreachable' }));
    expect(calls).toEqual(['afterListen:4567', 'close']);
  });
});
