import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { can } from '../../../shared/domain/permissions';
import { listViewState, type ListViewState, type SavedView } from '../../../shared/schemas/savedViews';
import type { Db } from '../../db/client';
import { userAgencies, users } from '../../db/tables/org';
import { callerOf, type Caller } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, conflict, forbidden, notFound } from '../../lib/httpError';
import type { DbOrTx } from '../../lib/queryRows';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { savedViewRoutes as calls } from '../../../shared/contracts/accountServed';
import { filterSchemaOf, USER_FILTER_KEYS } from './savedViewSchemas';
import { savedViewDefaults, savedViews } from './tables';

export const VIEW_MSG = {
  notFound: 'La vista no existe',
  unknownList: 'Esta lista no admite vistas guardadas',
  badFilter: 'La vista tiene un filtro que esta lista no admite',
  duplicateName: 'Ya tienes una vista con ese nombre en esta lista',
  shareRefused: 'Solo un coordinador o gerente puede compartir una vista con su agencia',
  deleted: 'Vista eliminada',
  staleUser: 'El usuario que filtra esta vista ya no está activo; se mostrará sin ese filtro',
} as const;

/** The view's state, its filters checked by the list's own schema: a view never carries a filter the list refuses. */
function checkedState(list: string, state: ListViewState): ListViewState {
  const schema = filterSchemaOf(list);
  if (!schema) throw badRequest(VIEW_MSG.unknownList);
  if (!schema.safeParse(state.filters).success) throw badRequest(VIEW_MSG.badFilter);
  return listViewState.parse(state);
}

type Row = typeof savedViews.$inferSelect & { owner: string };

/** The views of `list` the caller sees: their own and those shared with the request's agency. */
async function visibleViews(db: DbOrTx, caller: Caller, list: string, id?: number): Promise<Row[]> {
  return db
    .select({
      id: savedViews.id,
      userId: savedViews.userId,
      agencyId: savedViews.agencyId,
      list: savedViews.list,
      name: savedViews.name,
      state: savedViews.state,
      shared: savedViews.shared,
      createdAt: savedViews.createdAt,
      updatedAt: savedViews.updatedAt,
      owner: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.userId))
    .where(
      and(
        id === undefined ? eq(savedViews.list, list) : eq(savedViews.id, id),
        or(eq(savedViews.userId, caller.id), and(eq(savedViews.shared, true), eq(savedViews.agencyId, caller.agencyId))),
      ),
    )
    .orderBy(savedViews.shared, sql`lower(${savedViews.name})`, savedViews.id);
}

/**
 * The users the views' filters name that are not active users of the caller's agency: those views
 * say so instead of failing. Judged within the request's agency only (issue 51): a user id of
 * another agency is stale here, whatever it is there — the flag told whether any agency's user id
 * was active.
 */
async function inactiveUsers(db: Db, caller: Caller, rows: Row[]): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const r of rows) {
    const filters = (r.state as ListViewState).filters ?? {};
    for (const k of USER_FILTER_KEYS) if (typeof filters[k] === 'number' && (filters[k] as number) > 0) ids.add(filters[k] as number);
  }
  if (!ids.size) return new Set();
  const found = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userAgencies, and(eq(userAgencies.userId, users.id), eq(userAgencies.agencyId, caller.agencyId)))
    .where(and(inArray(users.id, [...ids]), eq(users.active, true)));
  const active = new Set(found.map((u) => u.id));
  return new Set([...ids].filter((id) => !active.has(id)));
}

async function answerOf(db: Db, caller: Caller, rows: Row[]): Promise<SavedView[]> {
  if (!rows.length) return [];
  const [inactive, defaults] = await Promise.all([
    inactiveUsers(db, caller, rows),
    db
      .select({ viewId: savedViewDefaults.viewId })
      .from(savedViewDefaults)
      .where(and(eq(savedViewDefaults.userId, caller.id), inArray(savedViewDefaults.list, [...new Set(rows.map((r) => r.list))]))),
  ]);
  const defaultIds = new Set(defaults.map((d) => d.viewId));
  return rows.map((r) => {
    const state = r.state as ListViewState;
    const stale = USER_FILTER_KEYS.some((k) => typeof state.filters?.[k] === 'number' && inactive.has(state.filters[k] as number)) ? VIEW_MSG.staleUser : null;
    return { id: r.id, list: r.list, name: r.name, state, shared: r.shared, mine: r.userId === caller.id, owner: r.owner, isDefault: defaultIds.has(r.id), stale };
  });
}

/** The caller's own view `id` (a colleague's shared view is read-only: 404 as if absent). */
async function ownView(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, caller.id)));
  if (!row) throw notFound(VIEW_MSG.notFound);
  return row;
}

const isUniqueViolation = (e: unknown) => typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

/**
 * Saved views (issue 43): GET /saved-views?list=, POST /saved-views, PATCH and DELETE /saved-views/{id},
 * PUT /saved-views/default. Every signed-in user keeps their own; sharing needs 'views:share'.
 */
export async function savedViewRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, calls.list, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await answerOf(db, caller, await visibleViews(db, caller, request.query.list)) };
  });

  serveContract(app, calls.create, { bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const { list, name, state, shared } = request.body.data;
    if (shared && !can(caller.role, 'views:share')) throw forbidden(VIEW_MSG.shareRefused);
    const checked = checkedState(list, state);
    try {
      const [row] = await db.insert(savedViews).values({ userId: caller.id, agencyId: caller.agencyId, list, name, state: checked, shared }).returning({ id: savedViews.id });
      const [view] = await answerOf(db, caller, await visibleViews(db, caller, list, row!.id));
      return reply.status(201).send({ data: view! });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(VIEW_MSG.duplicateName);
      throw e;
    }
  });

  serveContract(app, calls.update, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const { name, state, shared } = request.body.data;
    if (shared && !can(caller.role, 'views:share')) throw forbidden(VIEW_MSG.shareRefused);
    const row = await ownView(db, caller, request.params.id);
    const patch = { ...(name !== undefined && { name }), ...(state && { state: checkedState(row.list, state) }), ...(shared !== undefined && { shared }), updatedAt: new Date() };
    try {
      await db.update(savedViews).set(patch).where(eq(savedViews.id, row.id));
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(VIEW_MSG.duplicateName);
      throw e;
    }
    const [view] = await answerOf(db, caller, await visibleViews(db, caller, row.list, row.id));
    return { data: view! };
  });

  serveContract(app, calls.remove, {}, async (request) => {
    const row = await ownView(db, callerOf(request), request.params.id);
    await db.delete(savedViews).where(eq(savedViews.id, row.id));
    return { message: VIEW_MSG.deleted };
  });

  serveContract(app, calls.setDefault, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const { list, viewId } = request.body.data;
    if (!filterSchemaOf(list)) throw badRequest(VIEW_MSG.unknownList);
    await db.transaction(async (tx) => {
      await tx.delete(savedViewDefaults).where(and(eq(savedViewDefaults.userId, caller.id), eq(savedViewDefaults.list, list)));
      if (viewId === null) return;
      // Only a view the caller sees, of this list, may open it.
      const [view] = await visibleViews(tx, caller, list, viewId);
      if (!view || view.list !== list) throw notFound(VIEW_MSG.notFound);
      await tx.insert(savedViewDefaults).values({ userId: caller.id, list, viewId });
    });
    return { data: { list, viewId } };
  });
}
