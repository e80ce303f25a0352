import type { FileLogger } from './fileLogger';

export interface RendererError {
  message: string;
  stack?: string;
  route?: string;
  /** Where the renderer caught it: its error boundary, window.onerror, an unhandled rejection. */
  source?: string;
}

export interface RendererErrorLogOptions {
  /** Lines at once before the limit applies. */
  burst?: number;
  /** Lines a minute afterwards (the bucket refills at this rate). */
  perMinute?: number;
  now?: () => number;
}

export interface RendererErrorLog {
  /** False when the line was dropped by the limit (a render loop throwing every frame). */
  report(error: RendererError): boolean;
}

/**
 * renderer.log behind a token bucket: an error thrown in a loop cannot fill the disk. The first line
 * let through after a drop says how many were dropped.
 */
export function createRendererErrorLog(logger: Pick<FileLogger, 'error' | 'warn'>, { burst = 20, perMinute = 20, now = Date.now }: RendererErrorLogOptions = {}): RendererErrorLog {
  let tokens = burst;
  let last = now();
  let dropped = 0;
  return {
    report({ message, stack, route, source }) {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 60_000) * perMinute);
      last = at;
      if (tokens < 1) {
        dropped += 1;
        return false;
      }
      tokens -= 1;
      if (dropped > 0) {
        logger.warn({ dropped }, 'Errores del renderer descartados por exceso');
        dropped = 0;
      }
      logger.error({ route, source, stack }, message);
      return true;
    },
  };
}
