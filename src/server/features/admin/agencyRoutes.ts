import type { FastifyInstance } from 'fastify';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { agencyCreateSchema, agencyUpdateSchema, scheduleSchema } from '../../../shared/schemas/admin';
import { agencyRoutes as agencyCalls } from '../../../shared/contracts/agencyServed';
import { callerOf, type Caller } from '../../identity/auth';
import { files } from '../../db/tables/files';
import { agencies } from '../../db/tables/org';
import { sendStoredFile } from '../../lib/storedFile';
import { notFound } from '../../lib/httpError';
import { sortKey } from '../../lib/sortKey';
import { parseData } from '../../lib/parseData';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { createAgency, getAgencyDetail, getSchedule, saveSchedule, updateAgency } from './adminAgencies';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { fileStoreFor } from '../../lib/fileStore';
import { pageOf } from '../../lib/list/listPage';

/** Agencies: admin sees the network, everyone else their own agencies. */
export async function agencyRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const blobs = fileStoreFor(config);
  /** Another agency's records answer 404, never 403: their existence is not revealed. */
  const assertReadable = (caller: Caller, agencyId: number) => {
    if (caller.role !== 'admin' && !caller.agencyIds.includes(agencyId)) throw notFound();
  };

  serveContract(app, agencyCalls.list, {}, async (request) => {
    const caller = callerOf(request);
    const scope = caller.role === 'admin' ? undefined : inArray(agencies.id, caller.agencyIds.length ? caller.agencyIds : [0]);
    const base = db
      .select({
        id: agencies.id,
        slug: agencies.slug,
        name: agencies.name,
        businessName: agencies.businessName,
        manager: agencies.manager,
        phone: agencies.phone,
        email: agencies.email,
        stateSlug: agencies.stateSlug,
        city: agencies.city,
        active: agencies.active,
        AgencyIncomingLeadRuleId: agencies.leadRuleId,
        LeadOwnerId: agencies.leadOwnerId,
      })
      .from(agencies)
      .where(scope)
      .orderBy(asc(sortKey(agencies.name)), asc(agencies.id));
    const { page, limit } = request.query;
    if (page === undefined) return { data: await base };
    return pageOf(
      { page, limit },
      (pageLimit, offset) => base.limit(pageLimit).offset(offset),
      () => db.select({ n: count() }).from(agencies).where(scope).then(([total]) => total?.n),
    );
  });

  /** Create an agency (admin). Required fields per spec §2; logos and files as base64 data URLs. */
  serveContract(app, agencyCalls.create, { bodyLimit: BODY_LIMIT.files }, async (request, reply) => {
    const input = parseData(agencyCreateSchema, request.body.data);
    const id = await createAgency(db, blobs, input);
    const agency = await getAgencyDetail(db, id);
    if (!agency) throw notFound();
    reply.status(201);
    return { data: agency, message: MSG.agencyCreated };
  });

  serveContract(app, agencyCalls.schedule, {}, async (request) => {
    // Any user of the agency reads its hours: the last-contact timer and the SLA need them.
    assertReadable(callerOf(request), request.params.id);
    const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, request.params.id));
    if (!agency) throw notFound();
    return { data: await getSchedule(db, request.params.id) };
  });

  serveContract(app, agencyCalls.saveSchedule, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const input = parseData(scheduleSchema, request.body.data);
    return { data: await saveSchedule(db, request.params.id, input), message: MSG.scheduleSaved };
  });

  /** A stored logo or document, with the agency's own authorisation. */
  serveContract(app, agencyCalls.file, {}, async (request, reply) => {
    const caller = callerOf(request);
    const [file] = await db.select().from(files).where(eq(files.id, request.params.id));
    if (!file || file.agencyId === null || !file.ownerType.startsWith('agency')) throw notFound();
    assertReadable(caller, file.agencyId);
    const bytes = await blobs.get(file.path);
    if (!bytes) throw notFound();
    return sendStoredFile(reply.header('cache-control', 'private, max-age=300'), bytes, `agencia-${file.id}`);
  });

  serveContract(app, agencyCalls.detail, {}, async (request) => {
    assertReadable(callerOf(request), request.params.id);
    const agency = await getAgencyDetail(db, request.params.id);
    if (!agency) throw notFound();
    return { data: agency };
  });

  /** Edit an agency (admin), including the lead assignment rule (2 needs an owner of the agency). */
  serveContract(app, agencyCalls.update, { bodyLimit: BODY_LIMIT.files }, async (request) => {
    const input = parseData(agencyUpdateSchema, request.body.data);
    await updateAgency(db, blobs, request.params.id, input);
    const agency = await getAgencyDetail(db, request.params.id);
    if (!agency) throw notFound();
    return { data: agency, message: MSG.infoUpdated };
  });
}
