import { createFileLogger, type FileLogger } from './fileLogger';
import { logFolder } from './logFiles';
import { openRotatingFile, type RotationLimitsLike } from './rotatingFile';

export interface ApiLog {
  logger: FileLogger;
  close(): Promise<void>;
}

/** A request URL with its query values hidden (a search is a client's name): /api/lead?search=…&page=… */
export function urlWithoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}

/**
 * The embedded API's Fastify logger: logs/api/api.N.log, redacted like main's logs, and a request
 * serializer that keeps the method and path but not the query's values nor any header.
 */
export function openApiLog(logDir: string, limits: RotationLimitsLike = {}): ApiLog {
  const file = openRotatingFile({ dir: logFolder(logDir, 'api'), name: 'api', ...limits });
  const logger = createFileLogger(file, {
    base: { proc: 'api' },
    serializers: {
      req: (req: RequestLike) => ({ method: req.method, url: urlWithoutQueryValues(req.url ?? ''), remoteAddress: req.ip }),
    },
  });
  return { logger, close: () => file.close() };
}
