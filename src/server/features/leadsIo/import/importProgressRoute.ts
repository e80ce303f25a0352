import type { FastifyInstance } from 'fastify';
import { IMPORT_MSG } from '../../../../shared/schemas/dataImport';
import { importProgressRoutes as importProgressCalls } from '../../../../shared/contracts/importServed';
import { notFound } from '../../../lib/httpError';
import { serveContract } from '../../../lib/serveContract';
import type { RouteDeps } from '../../../lib/zodApp';
import { localJobByKey } from './importJob';

/**
 * GET /api/public/import-progress/{key} → `{ data: { id, status, processed, total, error } }` of an
 * import this process runs (or ran in the last minutes); 404 for any other key. No session: the key
 * (144 random bits) is given only to the import's starter, and the answer is counts. It reads no
 * table, so on PGlite it answers while the import's transaction holds the database (every signed-in
 * call waits for it then: the caller is read from the database). See importJob.ts.
 */
export async function importProgressRoutes(app: FastifyInstance, { config }: RouteDeps): Promise<void> {
  serveContract(
    app,
    importProgressCalls.progress,
    // Polled about twice a second by one wizard: the public limit ×10, as product images.
    { mountedAt: '/public', config: { rateLimit: { max: config.publicRateLimitMax * 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const job = localJobByKey(request.params.key);
      if (!job) throw notFound(IMPORT_MSG.batchNotFound);
      reply.header('cache-control', 'no-store');
      return { data: { id: job.batchId, status: job.status, processed: job.processed, total: job.total, error: job.error } };
    },
  );
}
