import pino, { type Logger, type LoggerOptions } from 'pino';
import { CENSOR, REDACT_PATHS, scrubText } from './redact';
import type { RotatingFile } from './rotatingFile';

export type FileLogger = Logger;

export interface FileLoggerOptions {
  level?: LoggerOptions['level'];
  /** Fields on every line (e.g. `{ proc: 'main' }`). */
  base?: Record<string, unknown>;
  serializers?: LoggerOptions['serializers'];
}

/**
 * A pino logger into a rotating file: known secret keys censored by pino, then every serialised
 * line scrubbed (scrubText) on its way to the file, so free text cannot carry a token or a phone.
 */
export function createFileLogger(file: Pick<RotatingFile, 'write'>, { level = 'info', base = {}, serializers }: FileLoggerOptions = {}): FileLogger {
  return pino(
    {
      level,
      base,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err, ...serializers },
    },
    { write: (line: string) => file.write(scrubText(line)) },
  );
}
