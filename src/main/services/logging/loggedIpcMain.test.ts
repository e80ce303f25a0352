import { describe, expect, it, vi } from 'vitest';
import { BridgeRejection, type IpcEventLike } from '../../ipc/registerHandlers';
import { loggedIpcMain } from './loggedIpcMain';

describe('loggedIpcMain', () => {
  it("logs a refused call's channel and reason (never its payload) and still refuses it", async () => {
    const listeners = new Map<string, (event: IpcEventLike, payload: unknown) => unknown>();
    const logger = { warn: vi.fn() };
    const ipc = loggedIpcMain({ handle: (channel, listener) => void listeners.set(channel, listener) }, logger);
    ipc.handle('vault:set', (_event, payload) => {
      if (payload === 'bad') throw new BridgeRejection('vault:set', 'datos inválidos');
      if (payload === 'bug') throw new Error('other');
      return 'ok';
    });
    const event = { sender: {}, senderFrame: { url: 'app://crm/login?x=1' } };
    await expect(listeners.get('vault:set')!(event, 'fine')).resolves.toBe('ok');
    await expect(listeners.get('vault:set')!(event, 'bad')).rejects.toThrow(BridgeRejection);
    await expect(listeners.get('vault:set')!(event, 'bug')).rejects.toThrow('other');
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn).toHaveBeenCalledWith({ channel: 'vault:set', frame: 'app://crm/login' }, 'Solicitud rechazada en vault:set: datos inválidos');
  });
});
