import fs from 'node:fs';
import path from 'node:path';
import pinoRoll, { type RollStream } from 'pino-roll';

export interface RotatingFileOptions {
  /** The folder of this log alone: pino-roll numbers files by every number it finds in the folder. */
  dir: string;
  /** `main` → main.1.log, main.2.log, … (the highest number is the newest). */
  name: string;
  /** Bytes (or pino-roll's '5m') before the next file starts. */
  maxSize?: number | string;
  /** Files kept, the current one included. */
  maxFiles?: number;
}

/** A log file that rolls over by size and keeps a few; lines written before it opened are kept in order. */
export interface RotatingFile {
  readonly dir: string;
  readonly name: string;
  write(line: string): void;
  /** Settles once everything written so far is on disk. */
  flush(): Promise<void>;
  /** Best effort, for a process about to die (an uncaught exception). */
  flushSync(): void;
  close(): Promise<void>;
}

/** How big a file grows and how many are kept. */
export type RotationLimitsLike = Pick<RotatingFileOptions, 'maxSize' | 'maxFiles'>;

export const DEFAULT_MAX_SIZE = '5m';
export const DEFAULT_MAX_FILES = 5;

/**
 * pino-roll's stream, asynchronous (its size rotation waits for the stream's 'drain', which a
 * synchronous stream never emits). Opening is asynchronous too: until it resolves, lines wait here.
 */
export function openRotatingFile({ dir, name, maxSize = DEFAULT_MAX_SIZE, maxFiles = DEFAULT_MAX_FILES }: RotatingFileOptions): RotatingFile {
  let stream: RollStream | null = null;
  let failed = false;
  const pending: string[] = [];
  const opening = (async () => {
    await fs.promises.mkdir(dir, { recursive: true });
    const opened = await pinoRoll({
      file: path.join(dir, name),
      extension: '.log',
      size: maxSize,
      // removeOtherLogFiles: the files of earlier runs count too (without it only this run's are removed).
      limit: { count: Math.max(1, maxFiles), removeOtherLogFiles: true },
    });
    // A full disk or a removed folder must never take main down with it: the line is lost, the app goes on.
    opened.on('error', () => {});
    stream = opened;
    for (const line of pending.splice(0)) opened.write(line);
  })().catch(() => {
    failed = true;
    pending.length = 0;
  });

  const flushed = (target: RollStream) => new Promise<void>((resolve) => target.flush(() => resolve()));
  return {
    dir,
    name,
    write(line) {
      if (stream) stream.write(line);
      else if (!failed) pending.push(line);
    },
    async flush() {
      await opening;
      if (stream) await flushed(stream);
    },
    flushSync() {
      try {
        stream?.flushSync();
      } catch {
        // A write in flight: it finishes on its own unless the process ends first.
      }
    },
    async close() {
      await opening;
      const target = stream;
      if (!target) return;
      await flushed(target);
      await new Promise<void>((resolve) => {
        target.once('close', () => resolve());
        target.once('finish', () => resolve());
        target.end();
      });
    },
  };
}

/** The log's files, oldest first (pino-roll's numbering), as full paths. */
export function rotatedFiles(dir: string, name: string): string[] {
  let entries: string[];
  try {
    entries = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.log$`);
  return entries
    .map((file) => ({ file, n: Number(pattern.exec(file)?.[1] ?? NaN) }))
    .filter(({ n }) => Number.isInteger(n))
    .sort((a, b) => a.n - b.n)
    .map(({ file }) => path.join(dir, file));
}
