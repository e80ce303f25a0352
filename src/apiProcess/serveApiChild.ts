import { errorOf, type ApiChildStartOptions, type EmbeddedApi, type EmbeddedApiOptions } from './apiChildProtocol';
import type { ParentChannel } from './parentPort';

export interface ServeApiChildOptions {
  channel: ParentChannel;
  startApi(options: EmbeddedApiOptions): Promise<EmbeddedApi>;
  exit(code: number): void;
  pid: number;
}

/**
 * The embedded API's child: `start` runs the API here, off main's event loop, and says `listening`
 * (the port, held at once), then `ready` or `failed`; `stop` (or SIGTERM, or the parent gone) closes
 * Fastify and PGlite (a clean shutdown: nothing to recover next time) and exits 0.
 * Returns `stop` for the entry's signal handlers, and whether a stop is under way.
 */
export function serveApiChild({ channel, startApi, exit, pid }: ServeApiChildOptions): { stop(): Promise<void>; stopping(): boolean } {
  let api: EmbeddedApi | null = null;
  let starting: Promise<unknown> | null = null;
  let stopping: Promise<void> | null = null;
  let failed = false;

  const fail = async (error: unknown) => {
    failed = true;
    await channel.post({ type: 'failed', error: errorOf(error) });
    await api?.close().catch(() => {});
    exit(1);
  };

  const start = async (options: ApiChildStartOptions) => {
    const { dataDir, migrationsFolder, preferredPort, exactPort, seedLeadsPerAgency, logDir } = options;
    try {
      api = await startApi({ dataDir, migrationsFolder, preferredPort, exactPort, seedLeadsPerAgency, logDir });
    } catch (error) {
      return fail(error);
    }
    await channel.post({ type: 'listening', pid, port: api.port, config: api.config, runtimeConfig: api.runtimeConfig });
    try {
      await api.ready;
    } catch (error) {
      return fail(error);
    }
    if (!stopping) await channel.post({ type: 'ready' });
  };

  const stop = () =>
    (stopping ??= (async () => {
      await starting?.catch(() => {});
      if (failed) return;
      try {
        await api?.close();
      } finally {
        await channel.post({ type: 'stopped' }).catch(() => {});
        exit(0);
      }
    })());

  channel.onMessage((message) => {
    if (message.type === 'stop') void stop();
    else if (!starting && !stopping) starting = start(message.options);
  });
  return { stop, stopping: () => stopping !== null };
}
