import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../shared/schemas/primitives';
import type { Db } from '../db/client';
import type { ServerConfig } from '../config';

/** What every route plugin receives. */
export interface RouteDeps {
  db: Db;
  config: ServerConfig;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export const idParams = z.object({ id: dbId });
