import type { RuntimeConfig } from '../shared/bridge';
import type { ServerConfig } from '../server/config';

/**
 * The messages between main and the embedded API's child (an Electron utility process in the app,
 * a Node child process in the desktop harness). Every message is plain data (structured clone / JSON).
 */

export interface ApiChildStartOptions {
  dataDir: string;
  migrationsFolder: string;
  /** The port used last time (a restart passes the port the window already knows). */
  preferredPort?: number;
  /**
   * The preferred port or nothing: a restarted child must not move to another port, since the
   * window's CSP and the stored tokens' issuer name this one. It fails instead, and is tried again.
   */
  exactPort?: boolean;
  seedLeadsPerAgency?: number;
  /** The logs folder: the child's Fastify log goes to <logDir>/api (redacted, rotated). */
  logDir?: string;
  /** Whatever else the child should know (a log file…): passed through untouched. */
  extra?: Record<string, unknown>;
}

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
