import type { IpcMainLike } from '../../ipc/registerHandlers';
import { loggedIpcMain } from './loggedIpcMain';
import { openLogFiles, type LogFiles } from './logFiles';
import { createRendererErrorLog, type RendererErrorLog } from './rendererErrorLog';
import { watchMainProcess, watchWebContents, type ProcessEventsLike, type WatchedContentsLike } from './watchMainProcess';

type ConsoleLike = Pick<Console, 'warn' | 'error'>;

/** The part of Electron's app main's logging listens to. */
export interface LoggedAppLike {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'web-contents-created', listener: (event: unknown, contents: WatchedContentsLike) => void): unknown;
}

export interface MainLogging {
  /** null without a logs folder (unit tests): everything below still works, writing nothing. */
  logs: LogFiles | null;
  /** The console main already used, also into main.log. */
  log: ConsoleLike;
  rendererErrors: RendererErrorLog | null;
  /** ipcMain whose refusals are logged. */
  ipcMain(ipcMain: IpcMainLike): IpcMainLike;
  /** main.log's first line of a run. */
  started(details: Record<string, unknown>): void;
}

export interface MainLoggingOptions {
  app: LoggedAppLike;
  logDir?: string;
  /** Node's process (index.ts); absent in the harness, whose worker is not the app's process. */
  processEvents?: ProcessEventsLike;
  log: ConsoleLike;
}

const messageOf = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? arg.message : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');

/**
 * main.log and renderer.log for one run of the app: start and quit, window crashes and hangs,
 * main's uncaught exceptions, IPC refusals, and whatever main already told its console.
 */
export function setupMainLogging({ app, logDir, processEvents, log }: MainLoggingOptions): MainLogging {
  if (!logDir) return { logs: null, log, rendererErrors: null, ipcMain: (ipcMain) => ipcMain, started: () => {} };
  const logs = openLogFiles(logDir);
  const { main } = logs;
  if (processEvents) watchMainProcess(processEvents, main, () => logs.flushSync());
  app.on('web-contents-created', (_event, contents) => watchWebContents(contents, main));
  let quitting = false;
  app.on('before-quit', () => {
    if (!quitting) main.info('Cierre de CRM Ventas');
    quitting = true;
    // The process ends soon after: what is buffered goes to disk now.
    logs.flushSync();
  });
  const tee: ConsoleLike = {
    warn: (...args: unknown[]) => {
      log.warn(...args);
      main.warn({ err: args.find((arg) => arg instanceof Error) }, messageOf(args));
    },
    error: (...args: unknown[]) => {
      log.error(...args);
      main.error({ err: args.find((arg) => arg instanceof Error) }, messageOf(args));
    },
  };
  return {
    logs,
    log: tee,
    rendererErrors: createRendererErrorLog(logs.renderer),
    ipcMain: (ipcMain) => loggedIpcMain(ipcMain, main),
    started: (details) => main.info(details, 'Inicio de CRM Ventas'),
  };
}
