import type { FastifyInstance } from 'fastify';
import { recordAccess } from '../../../lib/accessLog/accessLogWriter';
import { eq } from 'drizzle-orm';
import { agencies } from '../../../db/tables/org';
import { notFound } from '../../../lib/httpError';
import type { RouteDeps } from '../../../lib/zodApp';
import { serveContract } from '../../../lib/serveContract';
import { authorize } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { adfKeyInfo, rotateAdfKey } from './adfKeys';
import { adfKeyRoutes as adfKeyCalls } from '../../../../shared/contracts/adfKeyServed';

/**
 * The agency screen's ADF key: admins see its last four characters and the intake address, and rotate
 * it; the new key is in the rotation's answer only (it is stored as a hash), the old one stops at once.
 */
export async function adfKeyRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const url = (agencyId: number) => `${config.publicUrl}/api/public/adf/${agencyId}`;
  const agencyOr404 = async (id: number) => {
    const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id));
    if (!agency) throw notFound();
  };
  serveContract(app, adfKeyCalls.key, {}, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOr404(request.params.id);
    return { data: { ...(await adfKeyInfo(db, request.params.id)), url: url(request.params.id) } };
  });
  serveContract(app, adfKeyCalls.rotate, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOr404(request.params.id);
    const rotated = await rotateAdfKey(db, request.params.id);
    recordAccess(request, { action: 'key-rotation', target: `Llave ADF de la agencia ${request.params.id}` });
    return { data: { ...rotated, url: url(request.params.id) } };
  });
}
