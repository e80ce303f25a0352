import type { FastifyInstance } from 'fastify';
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dbId, optDbId, int4 } from '../../../shared/schemas/primitives';
import { can } from '../../../shared/domain/permissions';
import { FLEET_ROLES, type Role } from '../../../shared/domain/roles';
import { MSG } from '../../../shared/messages';
import { disableUserSchema, userCreateSchema, userEditSchema } from '../../../shared/schemas/admin';
import { outboxAnswer, userDisabledAnswer, userListAnswer, userSavedAnswer } from '../../../shared/schemas/adminResponses';
import { recordAccess } from '../../lib/accessLog/accessLogWriter';
import { callerOf } from '../../identity/auth';
import { outboxMails } from '../../db/tables/org';
import { forbidden, notFound } from '../../lib/httpError';
import { pagingQuery } from '../../lib/paged';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { disableUser } from './adminDisableUser';
import { parseData } from '../../lib/parseData';
import { createUser, editUser, listUsers } from './adminUsers';
import { getUserDetail } from './userDetail';
import { pageOf } from '../../lib/list/listPage';

const listQuery = z.object({
  page: int4.pipe(z.number().min(1)).optional(),
  limit: int4.pipe(z.number().min(1).max(100)).default(10),
  search: z.string().max(100).optional(),
  AgencyId: optDbId,
  role: z
    .union([z.string().max(200), z.array(z.string().max(60)).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  excludePostVenta: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** `{ data: {...} }` as the spec sends it, or the fields at the top level. */
const unwrap = (body: unknown): unknown => (body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body);

/** Who may read an agency's user list besides admin: screens of sales and fleets use it to pick advisers. */
const mayPickUsers = (role: Role) => can(role, 'lead:view') || (FLEET_ROLES as readonly Role[]).includes(role);
/** The same, as the route declares it: admin's directory, or a sales or fleet screen's picker. */
const USER_LIST_PERMISSIONS = ['admin:users', 'lead:view', 'fleet:view'] as const;

/** Administration of users (admin only), plus the agency-scoped user lists the pickers read. */
export async function adminUserRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.get('/user/', { config: { permission: USER_LIST_PERMISSIONS }, schema: { querystring: listQuery, response: { 200: userListAnswer } } }, async (request) => {
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
  r.get(
    '/user/outbox',
    { config: { permission: 'admin:users' }, schema: { querystring: pagingQuery.extend({ to: z.string().max(200).optional() }), response: { 200: outboxAnswer } } },
    async (request) => {
      const { to, ...paging } = request.query;
      const where = to ? eq(sql`lower(${outboxMails.to})`, to.trim().toLowerCase()) : undefined;
      return pageOf(
        paging,
        (limit, offset) => db.select().from(outboxMails).where(where).orderBy(desc(outboxMails.createdAt), desc(outboxMails.id)).limit(limit).offset(offset),
        () => db.select({ n: count() }).from(outboxMails).where(where).then(([total]) => total?.n),
      );
    },
  );

  r.post('/user/', { config: { permission: 'admin:users' }, bodyLimit: BODY_LIMIT.form, schema: { body: z.object({ data: z.unknown() }), response: { 201: userSavedAnswer } } }, async (request, reply) => {
    const input = parseData(userCreateSchema, request.body.data);
    const id = await createUser(db, input);
    const user = await getUserDetail(db, id);
    if (!user) throw notFound();
    recordAccess(request, { action: 'role-change', target: `Usuario ${user.id} (${user.email}) creado: ${user.UserRole?.slug ?? '-'}` });
    reply.status(201);
    return { data: user, title: MSG.userCreatedTitle, message: MSG.userCreated };
  });

  r.patch('/user/:id', { config: { permission: 'admin:users' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: z.object({ data: z.unknown() }), response: { 200: userSavedAnswer } } }, async (request) => {
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
  r.delete('/user/:id', { config: { permission: 'admin:users' }, schema: { params: idParams, body: z.unknown().optional(), response: { 200: userDisabledAnswer } } }, async (request) => {
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
