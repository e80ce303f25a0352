import type { FastifyInstance } from 'fastify';
import { recordAccess } from '../../../lib/accessLog/accessLogWriter';
import { eq } from 'drizzle-orm';
import { agencies } from '../../../db/tables/org';
import { notFound } from '../../../lib/httpError';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { authorize } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { adfKeyInfo, rotateAdfKey } from './adfKeys';
import { adfResponses } from '../../../../shared/schemas/importResponses';

/**
 * The agency screen's ADF key: admins see its last four characters and the intake address, and rotate
 * it; the new key is in the rotation's answer only (it is stored as a hash), the old one stops at once.
 */
export async function adfKeyRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const r = typed(app);
  const url = (agencyId: number) => `${config.publicUrl}/api/public/adf/${agencyId}`;
  const agencyOr404 = async (id: number) => {
    const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id));
    if (!agency) throw notFound();
  };
  r.get('/agency/:id/adf-key', { config: { permission: 'admin:agencies' }, schema: { params: idParams, response: adfResponses.key } }, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOr404(request.params.id);
    return { data: { ...(await adfKeyInfo(db, request.params.id)), url: url(request.params.id) } };
  });
  r.post('/agency/:id/adf-key/rotate', { config: { permission: 'admin:agencies' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, response: adfResponses.rotated } }, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOr404(request.params.id);
    const rotated = await rotateAdfKey(db, request.params.id);
    recordAccess(request, { action: 'key-rotation', target: `Llave ADF de la agencia ${request.params.id}` });
    return { data: { ...rotated, url: url(request.params.id) } };
  });
}
