import type { RuntimeConfig } from '../shared/bridge';
import type { ServerConfig } from '../server/config';
import type { EmbeddedApiOptions } from './embeddedApi';

/**
 * The messages between main and the embedded API's child (an Electron utility process in the app,
 * a Node child process in the desktop harness). Every message is plain data (structured clone / JSON).
 */

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
