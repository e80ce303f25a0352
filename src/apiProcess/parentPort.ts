import { isParentMessage, type ChildMessage, type ParentMessage } from './apiChildProtocol';

/** The child's side of the channel to main, whichever way it was started. */
export interface ParentChannel {
  /** Settles once the message is handed to the channel, so the child may exit after it. */
  post(message: ChildMessage): Promise<void>;
  onMessage(listener: (message: ParentMessage) => void): void;
}

/** Electron's `process.parentPort` in a utility process: messages arrive as `{ data }` events. */
interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

type ProcessLike = Pick<NodeJS.Process, 'on'> & { send?: NodeJS.Process['send']; parentPort?: ElectronParentPort };

/**
 * One entry for both parents: Electron's utility process (`process.parentPort`) in the app, a Node
 * `child_process.fork` (`process.send` / 'message') in the desktop harness and the benchmark.
 * Null when started by neither (run by hand): there is nobody to answer.
 */
export function parentChannel(proc: ProcessLike = process as ProcessLike): ParentChannel | null {
  const port = proc.parentPort;
  if (port) {
    return {
      // A MessagePort queues synchronously: what was posted is delivered even if the process exits next.
      post: async (message) => port.postMessage(message),
      onMessage: (listener) =>
        void port.on('message', ({ data }) => {
          if (isParentMessage(data)) listener(data);
        }),
    };
  }
  const send = proc.send?.bind(proc);
  if (send) {
    return {
      // The callback runs once the message is written (or the channel turned out closed: nobody to tell).
      post: (message) =>
        new Promise<void>((resolve) => {
          if (!send(message, undefined, undefined, () => resolve())) resolve();
        }),
      onMessage: (listener) =>
        void proc.on('message', (data: unknown) => {
          if (isParentMessage(data)) listener(data);
        }),
    };
  }
  return null;
}
