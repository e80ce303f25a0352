import path from 'node:path';
import { createFileLogger, type FileLogger } from './fileLogger';
import { openRotatingFile, type RotatingFile, type RotationLimitsLike } from './rotatingFile';

/** The logs main writes; the embedded API writes `api` itself (it may run in another process). */
export const LOG_NAMES = ['main', 'renderer', 'api'] as const;
export type LogName = (typeof LOG_NAMES)[number];

/** Each log in its own folder under the logs folder (pino-roll numbers by folder): logs/main/main.3.log. */
export function logFolder(logDir: string, name: LogName): string {
  return path.join(logDir, name);
}

export interface LogFiles {
  readonly dir: string;
  main: FileLogger;
  renderer: FileLogger;
  /** Everything written so far on disk (before a support bundle reads the files). */
  flush(): Promise<void>;
  flushSync(): void;
  close(): Promise<void>;
}

/** main.log and renderer.log under `logDir` (userData/logs in the app, a temp folder in tests). */
export function openLogFiles(logDir: string, limits: RotationLimitsLike = {}): LogFiles {
  const files: RotatingFile[] = [];
  const open = (name: LogName) => {
    const file = openRotatingFile({ dir: logFolder(logDir, name), name, ...limits });
    files.push(file);
    return createFileLogger(file, { base: { proc: name } });
  };
  const main = open('main');
  const renderer = open('renderer');
  return {
    dir: logDir,
    main,
    renderer,
    flush: async () => {
      await Promise.all(files.map((file) => file.flush()));
    },
    flushSync: () => files.forEach((file) => file.flushSync()),
    close: async () => {
      await Promise.all(files.map((file) => file.close()));
    },
  };
}
