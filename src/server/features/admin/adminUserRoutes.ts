import type { FastifyInstance } from 'fastify';
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dbId } from '../../../shared/schemas/primitives';
import { can } from '../../../shared/domain/permissions';
import { FLEET_ROLES, type Role } from '../../../shared/domain/roles';
import { MSG } from '../../../shared/messages';
import { disableUserSchema, userCreateSchema, userEditSchema } from '../../../shared/schemas/admin';
import { userDisabledAnswer } from '../../../shared/schemas/adminResponses';
import { userRoutes as userCalls } from '../../../shared/contracts/userServed';
import { serveContract } from '../../lib/serveContract';
import { recordAccess } from '../../lib/accessLog/accessLogWriter';
import { callerOf } from '../../identity/auth';
import { outboxMails } from '../../db/tables/org';
import { forbidden, notFound } from '../../lib/httpError';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { disableUser } from './adminDisableUser';
import { parseData } from '../../lib/parseData';
import { createUser, editUser, listUsers } from './adminUsers';
import { getUserDetail } from './userDetail';
import { pageOf } from '../../lib/list/listPage';

/** `{ data: {...} }` as the spec sends it, or the fields at the top level. */
const unwrap = (body: unknown): unknown => (body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body);

/** Who may read an agency's user list besides admin: screens of sales and fleets use it to pick advisers (the contract's permissions). */
const mayPickUsers = (role: Role) => can(role, 'lead:view') || (FLEET_ROLES as readonly Role[]).includes(role);

/** Administration of users (admin only), plus the agency-scoped user lists the pickers read. */
export async function adminUserRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  serveContract(app, userCalls.list, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    if (caller.role !== 'admin') {
      // Without an agency this is the admin's directory of the whole network.
      if (q.AgencyId === undefined || !mayPickUsers(caller.role)) throw forbidden();
      if (!caller.agencyIds.includes(q.AgencyId)) throw forbidden(MSG.forbiddenAgency);
    }
    return listUsers(db, { ...q, page: q.page ?? (q.AgencyId === undefined ? 1 : undefined) });
  });

  /** The credentials mails the API has written (local mode sends none): newest first. */
  serveContract(app, userCalls.outbox, {}, async (request) => {
    const { to, ...paging } = request.query;
    const where = to ? eq(sql`lower(${outboxMails.to})`, to.trim().toLowerCase()) : undefined;
    return pageOf(
      paging,
      (limit, offset) => db.select().from(outboxMails).where(where).orderBy(desc(outboxMails.createdAt), desc(outboxMails.id)).limit(limit).offset(offset),
      () => db.select({ n: count() }).from(outboxMails).where(where).then(([total]) => total?.n),
    );
  });

  serveContract(app, userCalls.create, { bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const input = parseData(userCreateSchema, request.body.data);
    const id = await createUser(db, input);
    const user = await getUserDetail(db, id);
    if (!user) throw notFound();
    recordAccess(request, { action: 'role-change', target: `Usuario ${user.id} (${user.email}) creado: ${user.UserRole?.slug ?? '-'}` });
    reply.status(201);
    return { data: user, title: MSG.userCreatedTitle, message: MSG.userCreated };
  });

  serveContract(app, userCalls.update, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const input = parseData(userEditSchema, request.body.data);
    const before = await getUserDetail(db, request.params.id);
    await editUser(db, request.params.id, input);
    const user = await getUserDetail(db, request.params.id);
    if (!user) throw notFound();
    // Who changed a user's role or agencies (issue 54's access log).
    const grants = (u: typeof user) => JSON.stringify([u.UserRole?.slug ?? null, u.Agencies.map((a) => a.id).sort((x, y) => x - y), [...u.permissions].sort()]);
    if (before && grants(before) !== grants(user)) recordAccess(request, { action: 'role-change', target: `Usuario ${user.id} (${user.email}): ${before.UserRole?.slug ?? '-'} → ${user.UserRole?.slug ?? '-'}` });
    return { data: user, title: MSG.userCreatedTitle, message: MSG.userEdited };
  });

  /** 'Baja de Usuario': body { name, userEmail, disableType, userToAssign } (or inside `data`). */
  serveContract(app, userCalls.disable, {}, async (request) => {
    const caller = callerOf(request);
    const input = parseData(disableUserSchema, unwrap(request.body));
    const result = await disableUser(db, caller.id, request.params.id, input);
    return { data: MSG.userDeleted, title: MSG.userDeletedTitle, result };
  });

  /** The old call: disable and hand every open lead to newUserId. */
  r.delete(
    '/user/deleteAndReassign/:id/:newUserId',
    { config: { permission: 'admin:users' }, schema: { params: idParams.extend({ newUserId: dbId }), body: z.unknown().optional(), response: { 200: userDisabledAnswer } } },
    async (request) => {
      const caller = callerOf(request);
      const result = await disableUser(db, caller.id, request.params.id, { disableType: 'user', userToAssign: request.params.newUserId });
      return { data: MSG.userDeleted, title: MSG.userDeletedTitle, result };
    },
  );
}
