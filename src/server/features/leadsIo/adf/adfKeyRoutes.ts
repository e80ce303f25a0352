import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { agencies } from '../../../db/schema';
import { notFound } from '../../../lib/httpError';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { authorize } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { adfKeyOf, rotateAdfKey } from './adfKeys';
import { adfResponses } from '../../../../shared/schemas/importResponses';

/** The agency screen's ADF key: admins see it (with the intake address) and rotate it; the old key stops working at once. */
export async function adfKeyRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const r = typed(app);
  const answer = (agencyId: number, key: { secret: string; rotatedAt: Date }) => ({
    data: { secret: key.secret, rotatedAt: key.rotatedAt, url: `${config.publicUrl}/api/public/adf/${agencyId}` },
  });
  const agencyOr404 = async (id: number) => {
    const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id));
    if (!agency) throw notFound();
  };
  r.get('/agency/:id/adf-key', { config: { permission: 'admin:agencies' }, schema: { params: idParams, response: adfResponses.key } }, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOr404(request.params.id);
    return answer(request.params.id, await adfKeyOf(db, request.params.id));
  });
  r.post('/agency/:id/adf-key/rotate', { config: { permission: 'admin:agencies' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, response: adfResponses.key } }, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOr404(request.params.id);
    return answer(request.params.id, await rotateAdfKey(db, request.params.id));
  });
}
