// The protocol is the one module of the API's process main may import (eslint.config.js): main never loads server code.
import { earlyStartArg, isChildMessage, type ApiChildError, type ApiChildStartOptions, type ChildMessage, type EmbeddedApi, type ParentMessage } from '../apiProcess/apiChildProtocol';

/** The part of Electron's UtilityProcess (or a Node ChildProcess, adapted) main uses. */
export interface ChildLike {
  readonly pid?: number;
  postMessage(message: ParentMessage): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number | null) => void): unknown;
  /** SIGTERM: the child closes PGlite first, unless it is already stopping (then it leaves at once). */
  kill(): boolean;
}

export interface ApiForkOptions {
  /** The name the OS's task manager shows (Electron's utility process). */
  serviceName: string;
}

/** Electron's `utilityProcess.fork` in the app; a Node `child_process.fork` adapter in the harness. */
export type ForkLike = (modulePath: string, args: string[], options: ApiForkOptions) => ChildLike;

export const API_SERVICE_NAME = 'CRM Ventas API';

export interface RestartPolicy {
  /** Restarts in a row (a child that stayed up `stableAfterMs` resets the count) before giving up. */
  maxRestarts: number;
  /** The first restart's wait; each one in a row doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  stableAfterMs: number;
}

export const DEFAULT_RESTART: RestartPolicy = { maxRestarts: 5, baseDelayMs: 250, maxDelayMs: 8_000, stableAfterMs: 60_000 };

export interface EmbeddedApiProcessOptions extends Omit<ApiChildStartOptions, 'exactPort'> {
  fork: ForkLike;
  /** The built child entry: out/main/apiChild.js. */
  modulePath: string;
  restart?: Partial<RestartPolicy>;
  /** How long `close()` waits for the child to close PGlite and exit before killing it. */
  stopTimeoutMs?: number;
  /** The child died after it was ready and could not be brought back within the policy. */
  onGiveUp?(error: Error): void;
  log?: Pick<Console, 'warn' | 'error'>;
}

/** The embedded API run by a child process: the same contract as the in-process one, plus what a supervisor shows. */
export interface EmbeddedApiProcess extends EmbeddedApi {
  /** The running child's pid (it holds the data directory's lock). */
  pid(): number | undefined;
  /** How many times the child was restarted after dying. */
  restarts(): number;
  /** Settles when the current child is ready: after a restart, the new one. */
  available(): Promise<void>;
}

/** A start the child reported as failed: its name (DataDirLockedError…) and message, as thrown there. */
export class ApiChildFailure extends Error {
  constructor({ name, message }: ApiChildError) {
    super(message);
    this.name = name;
  }
}

interface Generation {
  child: ChildLike;
  listening: Promise<Extract<ChildMessage, { type: 'listening' }>>;
  ready: Promise<void>;
  exited: Promise<number | null>;
  readyAt?: number;
}

function launch(fork: ForkLike, modulePath: string, start: ApiChildStartOptions): Generation {
  // The start's options in the arguments too: the child starts PGlite's thread before it has loaded the rest or heard `start` (issue 51).
  const child = fork(modulePath, [earlyStartArg(start)], { serviceName: API_SERVICE_NAME });
  let onListening!: (message: Extract<ChildMessage, { type: 'listening' }>) => void;
  let onReady!: () => void;
  let onFailed!: (error: Error) => void;
  const listening = new Promise<Extract<ChildMessage, { type: 'listening' }>>((resolve, reject) => {
    onListening = resolve;
    onFailed = reject;
  });
  let failReady!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    failReady = reject;
  });
  const fail = (error: Error) => {
    onFailed(error);
    failReady(error);
  };
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      fail(new Error(`El proceso de la API terminó (código ${code}) antes de estar listo`));
      resolve(code);
    }),
  );
  const generation: Generation = { child, listening, ready, exited };
  child.on('message', (message) => {
    if (!isChildMessage(message)) return;
    if (message.type === 'listening') onListening(message);
    else if (message.type === 'ready') {
      generation.readyAt = Date.now();
      onReady();
    } else if (message.type === 'failed') fail(new ApiChildFailure(message.error));
  });
  // Whoever uses a generation handles its failures; these keep them from being reported as unhandled first.
  listening.catch(() => {});
  ready.catch(() => {});
  child.postMessage({ type: 'start', options: start });
  return generation;
}

const delay = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * Local mode with the API off main's event loop: the child (out/main/apiChild.js) holds the port and
 * answers `listening` at once (the window's CSP and the token issuer contain the port), then opens
 * PGlite and says `ready`. A child that dies after it was ready is started again on the same port,
 * after a growing wait, up to `maxRestarts` in a row; while it restarts, the API's requests fail fast
 * (connection refused: nothing holds the port) and the renderer's queries retry. `close()` asks the
 * child to stop (Fastify and PGlite closed cleanly), and kills it if it has not exited in time.
 */
export async function startEmbeddedApiProcess(options: EmbeddedApiProcessOptions): Promise<EmbeddedApiProcess> {
  const { fork, modulePath, stopTimeoutMs = 15_000, log = console } = options;
  const policy = { ...DEFAULT_RESTART, ...options.restart };
  const start: ApiChildStartOptions = {
    dataDir: options.dataDir,
    migrationsFolder: options.migrationsFolder,
    ...(options.preferredPort ? { preferredPort: options.preferredPort } : {}),
    ...(options.seedLeadsPerAgency ? { seedLeadsPerAgency: options.seedLeadsPerAgency } : {}),
    ...(options.logDir ? { logDir: options.logDir } : {}),
  };

  let current = launch(fork, modulePath, start);
  const first = await current.listening;
  const { port, config, runtimeConfig } = first;
  let pid: number | undefined = current.child.pid ?? first.pid;
  let closing = false;
  let restarts = 0;
  let inARow = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let available: Promise<void> = current.ready;

  const restart = (previous: Generation) => {
    if (closing || previous !== current) return;
    if (previous.readyAt !== undefined && Date.now() - previous.readyAt >= policy.stableAfterMs) inARow = 0;
    if (inARow >= policy.maxRestarts) {
      const error = new Error(`La API local se detuvo ${inARow + 1} veces seguidas y no se reinició de nuevo`);
      log.error(error.message);
      options.onGiveUp?.(error);
      return;
    }
    const wait = Math.min(policy.baseDelayMs * 2 ** inARow, policy.maxDelayMs);
    inARow += 1;
    log.warn(`La API local terminó inesperadamente; se reinicia en ${wait} ms (intento ${inARow} de ${policy.maxRestarts})`);
    let settle!: () => void;
    available = new Promise<void>((resolve) => (settle = resolve));
    timer = setTimeout(() => {
      timer = undefined;
      if (closing) return settle();
      let next: Generation;
      try {
        // The same port or none: the window's CSP and the stored tokens' issuer name it.
        next = launch(fork, modulePath, { ...start, preferredPort: port, exactPort: true });
      } catch (error) {
        log.error('No se pudo iniciar el proceso de la API', error);
        return restart(previous);
      }
      current = next;
      restarts += 1;
      pid = next.child.pid;
      void next.listening.then((message) => (pid ??= message.pid), () => {});
      void next.ready.then(settle, (error: unknown) => log.warn('La API local no pudo reiniciarse', error));
      void next.exited.then(() => restart(next));
    }, wait);
  };

  const initial = current;
  // Only a child that was ready is restarted: a failed first start (the data folder held by another
  // process…) is the caller's to report, through `ready`.
  void initial.ready.then(
    () => void initial.exited.then(() => restart(initial)),
    () => {},
  );

  return {
    port,
    config,
    runtimeConfig,
    ready: initial.ready,
    pid: () => pid,
    restarts: () => restarts,
    available: () => available,
    close: async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      const generation = current;
      try {
        generation.child.postMessage({ type: 'stop' });
      } catch {
        // Its channel is closed: it has exited or is exiting.
      }
      if ((await Promise.race([generation.exited, delay(stopTimeoutMs)])) !== 'timeout') return;
      log.warn(`La API local no terminó en ${stopTimeoutMs} ms: se detiene a la fuerza`);
      generation.child.kill();
      await Promise.race([generation.exited, delay(stopTimeoutMs)]);
    },
  };
}
