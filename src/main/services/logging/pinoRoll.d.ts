// pino-roll ships no types: the part of its options and stream main uses.
declare module 'pino-roll' {
  import type { EventEmitter } from 'node:events';

  export interface PinoRollOptions {
    file: string;
    size?: string | number;
    frequency?: 'daily' | 'hourly' | number;
    extension?: string;
    limit?: { count: number; removeOtherLogFiles?: boolean };
    mkdir?: boolean;
    sync?: boolean;
  }

  export interface RollStream extends EventEmitter {
    write(data: string): boolean;
    flush(callback?: (error?: Error) => void): void;
    flushSync(): void;
    end(): void;
    readonly file: string;
  }

  export default function pinoRoll(options: PinoRollOptions): Promise<RollStream>;
}
