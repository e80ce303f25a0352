import { fork, type ChildProcess } from 'node:child_process';
import type { ChildLike, ForkLike } from '../../../src/main/embeddedApiProcess';

/**
 * Electron's `utilityProcess.fork` as a Node child process: the same built child (out/main/apiChild.js)
 * the app runs, speaking the same messages (Node's IPC, structured clone as Electron's port). Every
 * child is pushed to `children`, so a journey can kill one as a crash would.
 */
export function nodeForkApi(children: ChildProcess[] = []): ForkLike {
  return (modulePath, args) => {
    const child = fork(modulePath, args, { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // A message to a child that just died fails asynchronously: main handles the death through 'exit'.
    child.on('error', () => {});
    children.push(child);
    const like: ChildLike = {
      get pid() {
        return child.pid;
      },
      postMessage: (message) => void child.send(message),
      on: ((event: string, listener: (...args: unknown[]) => void) => child.on(event, listener)) as ChildLike['on'],
      kill: () => child.kill('SIGTERM'),
    };
    return like;
  };
}
