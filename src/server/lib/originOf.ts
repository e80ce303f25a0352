import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** This server's origin as the caller reached it (the configured public URL when it matches), for absolute links. */
export function originOf(request: FastifyRequest, config: ServerConfig): string {
  return config.publicUrl.includes(request.host) ? config.publicUrl : `${request.protocol}://${request.host}`;
}
