import type { FileLogger } from './fileLogger';

/** The part of Node's `process` main's log listens to. */
export interface ProcessEventsLike {
  on(event: 'uncaughtExceptionMonitor', listener: (error: Error, origin: string) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * Main's own failures into main.log. 'uncaughtExceptionMonitor' observes without changing what
 * happens next (Electron's dialog and exit), so the line is flushed at once: the process may end.
 * An unhandled rejection is logged and main goes on.
 */
export function watchMainProcess(proc: ProcessEventsLike, logger: Pick<FileLogger, 'fatal' | 'error'>, flushSync: () => void): void {
  proc.on('uncaughtExceptionMonitor', (error, origin) => {
    logger.fatal({ err: error, origin }, 'Excepción no controlada en main');
    flushSync();
  });
  proc.on('unhandledRejection', (reason) => {
    logger.error({ err: reason instanceof Error ? reason : new Error(String(reason)) }, 'Promesa rechazada sin controlar en main');
  });
}

/** What Electron's webContents says when its renderer dies or hangs. */
export interface WatchedContentsLike {
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string; exitCode?: number }) => void): unknown;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  getURL?(): string;
}

/** A window's renderer crashes and hangs into main.log, with the route it was on (no query string). */
export function watchWebContents(contents: WatchedContentsLike, logger: Pick<FileLogger, 'error' | 'warn' | 'info'>): void {
  const route = () => {
    try {
      return (contents.getURL?.() ?? '').split(/[?#]/)[0];
    } catch {
      return '';
    }
  };
  contents.on('render-process-gone', (_event, { reason, exitCode }) => {
    if (reason === 'clean-exit') return;
    logger.error({ reason, exitCode, route: route() }, 'El proceso de la ventana terminó');
  });
  contents.on('unresponsive', () => logger.warn({ route: route() }, 'La ventana no responde'));
  contents.on('responsive', () => logger.info({ route: route() }, 'La ventana volvió a responder'));
}
