import type { RuntimeConfig } from '../shared/bridge';
import type { ServerConfig } from '../server/config';

/**
 * The messages between main and the embedded API's child (an Electron utility process in the app,
 * a Node child process in the desktop harness). Every message is plain data (structured clone / JSON).
 */

/** The running embedded API, as the child holds it and as main's supervisor (embeddedApiProcess.ts) shows it. */
export interface EmbeddedApi {
  port: number;
  config: ServerConfig;
  runtimeConfig: RuntimeConfig;
  /** Settles once the API answers; rejects when it cannot start (the data folder held by another process…). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** How to start it: what main sends in `start`. */
export interface EmbeddedApiOptions {
  dataDir: string;
  migrationsFolder: string;
  /** The port used last time: reusing it keeps stored tokens' issuer valid. */
  preferredPort?: number;
  /** Only the preferred port: a restarted child must keep the port the window knows (fails if taken). */
  exactPort?: boolean;
  /** Demo leads in the first agency: a smaller demo than the shipped one, seeded anew (the desktop harness). */
  seedLeadsPerAgency?: number;
  /** The logs folder: the API's Fastify log goes to <logDir>/api/api.N.log (redacted, rotated). No log without it. */
  logDir?: string;
}

/** What `start` carries: the embedded API's own options (the port, the data and logs folders…). */
export type ApiChildStartOptions = EmbeddedApiOptions;

export type ParentMessage = { type: 'start'; options: ApiChildStartOptions } | { type: 'stop' };

export interface ApiChildError {
  name: string;
  message: string;
}

export type ChildMessage =
  /** The port is held: the window can be told where the API is while the database opens. */
  | { type: 'listening'; pid: number; port: number; config: ServerConfig; runtimeConfig: RuntimeConfig }
  | { type: 'ready' }
  /** The start failed (DataDirLockedError keeps its name and message); the child exits after saying so. */
  | { type: 'failed'; error: ApiChildError }
  /** Fastify and PGlite are closed: the child exits 0 next. */
  | { type: 'stopped' };

export function isChildMessage(value: unknown): value is ChildMessage {
  return typeof value === 'object' && value !== null && ['listening', 'ready', 'failed', 'stopped'].includes((value as { type?: unknown }).type as string);
}

export function isParentMessage(value: unknown): value is ParentMessage {
  return typeof value === 'object' && value !== null && ['start', 'stop'].includes((value as { type?: unknown }).type as string);
}

export function errorOf(error: unknown): ApiChildError {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
}

/** The fork argument that carries the start's options, so PGlite's thread starts before the `start` message (issue 51). */
export const EARLY_START_ARG = '--api-start=';

/** What PGlite's thread needs of a start: the fork's arguments carry it (issue 51). */
export type EarlyStartOptions = Pick<EmbeddedApiOptions, 'dataDir' | 'migrationsFolder' | 'seedLeadsPerAgency'>;

/** `--api-start=<json>` for these options: main forks the API process with it. */
export function earlyStartArg({ dataDir, migrationsFolder, seedLeadsPerAgency }: EarlyStartOptions): string {
  return `${EARLY_START_ARG}${JSON.stringify({ dataDir, migrationsFolder, seedLeadsPerAgency })}`;
}

/** The options in the process's arguments, or undefined when absent or not well formed (then the thread starts with `start`, as before). */
export function earlyStartOptions(argv: readonly string[]): EarlyStartOptions | undefined {
  const arg = argv.find((a) => a.startsWith(EARLY_START_ARG));
  if (!arg) return undefined;
  try {
    const value = JSON.parse(arg.slice(EARLY_START_ARG.length)) as Partial<EarlyStartOptions>;
    if (typeof value.dataDir !== 'string' || typeof value.migrationsFolder !== 'string') return undefined;
    if (value.seedLeadsPerAgency !== undefined && !Number.isInteger(value.seedLeadsPerAgency)) return undefined;
    return { dataDir: value.dataDir, migrationsFolder: value.migrationsFolder, seedLeadsPerAgency: value.seedLeadsPerAgency };
  } catch {
    return undefined;
  }
}
