import type { IncomingMessage } from 'node:http';

/** The most of a refused body read (and thrown away) so that its sender gets the answer; beyond it the connection is closed. */
export const DRAIN_MAX_BYTES = 128 * 1024 * 1024;
/** The longest a refused body is waited for. */
export const DRAIN_MAX_MS = 20_000;

/**
 * Reads and throws away what is left of a request's body; true when it ended within the limits.
 *
 * A request refused before its body was read (too large, a role without the permission, no session)
 * must not be answered and closed while its sender is still sending: the sender's TCP stack then
 * sees a reset for the bytes nobody read, and a browser or HTTP client reports a network error
 * instead of the 413/403 with its message. So the error handler lets the body arrive first.
 */
export function drainRequest(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS): Promise<boolean> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onEnd);
      raw.off('error', onFail);
      resolve(ended);
    };
    const onData = (chunk: Buffer | string) => {
      received += chunk.length;
      if (received > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('close', onEnd);
    raw.on('error', onFail);
    raw.resume();
  });
}
