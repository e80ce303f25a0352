import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BridgeRejection, type IpcEventLike } from '../../ipc/registerHandlers';
import { setupMainLogging, type LoggedAppLike } from './mainLogging';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-main-logging-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('setupMainLogging', () => {
  it("writes a run's start, a window crash, main's console errors, an IPC refusal and the quit into main.log", async () => {
    const app = new EventEmitter();
    const proc = new EventEmitter();
    const consoleLog = { warn: vi.fn(), error: vi.fn() };
    const logging = setupMainLogging({ app: app as unknown as LoggedAppLike, logDir: dir, processEvents: proc, log: consoleLog });
    logging.started({ version: '1.4.0', environment: 'local' });
    const contents = Object.assign(new EventEmitter(), { getURL: () => 'app://crm/sells/leads' });
    app.emit('web-contents-created', {}, contents);
    contents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 1 });
    logging.log.error('No se pudo iniciar CRM Ventas', new Error('carpeta de datos ocupada por juan@example.com'));
    expect(consoleLog.error).toHaveBeenCalledOnce();
    const listeners = new Map<string, (event: IpcEventLike, payload: unknown) => unknown>();
    logging.ipcMain({ handle: (channel, listener) => void listeners.set(channel, listener) }).handle('kiosk:open', () => {
      throw new BridgeRejection('kiosk:open', 'no disponible en la lista de espera');
    });
    await expect(listeners.get('kiosk:open')!({ sender: {}, senderFrame: { url: 'app://crm/lista-espera-citas/1' } }, { agencyId: 1 })).rejects.toThrow();
    proc.emit('unhandledRejection', new Error('se perdió'));
    app.emit('before-quit', { preventDefault() {} });
    app.emit('before-quit', { preventDefault() {} });
    await logging.logs!.close();

    const lines = fs
      .readFileSync(path.join(dir, 'main', 'main.1.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; level: number; reason?: string; route?: string; channel?: string });
    expect(lines.map((line) => line.msg)).toEqual([
      'Inicio de CRM Ventas',
      'El proceso de la ventana terminó',
      'No se pudo iniciar CRM Ventas carpeta de datos ocupada por [correo]',
      'Solicitud rechazada en kiosk:open: no disponible en la lista de espera',
      'Promesa rechazada sin controlar en main',
      'Cierre de CRM Ventas',
    ]);
    expect(lines[1]).toMatchObject({ reason: 'oom', route: 'app://crm/sells/leads', level: 50 });
    expect(lines[3]).toMatchObject({ channel: 'kiosk:open' });
  });

  it('writes nothing and changes nothing without a logs folder', () => {
    const app = { on: vi.fn() };
    const ipc = { handle: vi.fn() };
    const logging = setupMainLogging({ app, log: console });
    expect(logging.logs).toBeNull();
    expect(logging.ipcMain(ipc)).toBe(ipc);
    expect(app.on).not.toHaveBeenCalled();
  });
});
