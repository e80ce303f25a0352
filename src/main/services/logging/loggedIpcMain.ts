import { BridgeRejection, type IpcMainLike } from '../../ipc/registerHandlers';
import type { FileLogger } from './fileLogger';

/**
 * ipcMain whose handlers' refusals (unknown sender, a kiosk asking for a CRM channel, a payload
 * that fails its schema) are written to main.log: the channel and the reason, never the payload.
 */
export function loggedIpcMain(ipcMain: IpcMainLike, logger: Pick<FileLogger, 'warn'>): IpcMainLike {
  return {
    handle(channel, listener) {
      ipcMain.handle(channel, async (event, payload) => {
        try {
          return await listener(event, payload);
        } catch (error) {
          if (error instanceof BridgeRejection) logger.warn({ channel, frame: event.senderFrame?.url?.split(/[?#]/)[0] }, error.message);
          throw error;
        }
      });
    },
  };
}
