import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { leadForCaller } from '../leads/leadAccess';
import { dbId } from '../../../shared/schemas/primitives';
import { ASSIGNABLE_ROLES } from '../../../shared/domain/permissions';
import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { authorize } from '../../identity/auth';
import { notFound } from '../../lib/httpError';
import { offsetOf, paged, pagingQuery } from '../../lib/paged';
import { queryRows } from '../../lib/queryRows';
import { sortKey } from '../../lib/sortKey';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { mergeLeads } from './duplicateMerge';
import { leadSideQuery, openPairsOf, PAIR_SELECT, pairSearch, type PairRow } from './duplicateQueries';

const listQuery = pagingQuery.extend({ search: z.string().trim().max(100).optional() });
const positive = dbId;

/** Duplicate leads (spec §7 Duplicates): candidate pairs of the caller's agency, comparison, merge, 'No es duplicado'. */
export async function duplicateRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.get('/leads-duplicados', { schema: { querystring: listQuery } }, async (request) => {
    const caller = authorize(request, 'duplicates:manage');
    const q = request.query;
    const from = sql`${openPairsOf(caller.agencyId)} ${pairSearch(q.search)}`;
    const rows = await queryRows<PairRow>(
      db,
      sql`SELECT ${PAIR_SELECT} ${from} ORDER BY d.score DESC, d.created_at DESC, d.id DESC LIMIT ${q.limit} OFFSET ${offsetOf(q)}`,
    );
    const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total ${from}`);
    return paged(rows, count?.total ?? 0, q);
  });

  r.get('/leads-duplicados/data/totals', { schema: { querystring: listQuery } }, async (request) => {
    const caller = authorize(request, 'duplicates:manage');
    const q = request.query;
    const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total ${openPairsOf(caller.agencyId)} ${pairSearch(q.search)}`);
    const total = count?.total ?? 0;
    return { data: { total, pages: Math.max(1, Math.ceil(total / q.limit)) } };
  });

  /** The OPEN duplicates of one lead: the lead panel's 'Duplicate lead' badge and popup (any sales role). */
  r.get('/leads-duplicados/:leadId', { schema: { params: z.object({ leadId: positive }) } }, async (request) => {
    const caller = authorize(request, 'lead:view');
    // The lead-access rule first: another adviser's lead (or another agency's) is 404.
    const id = (await leadForCaller(db, caller, request.params.leadId)).id;
    const rows = await queryRows<PairRow>(
      db,
      sql`SELECT ${PAIR_SELECT} ${openPairsOf(caller.agencyId)} AND (d.lead_id = ${id} OR d.matched_id = ${id}) ORDER BY d.score DESC, d.id`,
    );
    return { data: rows };
  });

  r.get(
    '/lead/duplicates/detail/:lead1/:lead2',
    { schema: { params: z.object({ lead1: positive, lead2: positive }) } },
    async (request) => {
      const caller = authorize(request, 'duplicates:manage');
      const { lead1, lead2 } = request.params;
      const [pair] = await queryRows<PairRow>(
        db,
        sql`SELECT ${PAIR_SELECT} ${openPairsOf(caller.agencyId)} AND d.lead_id = ${Math.min(lead1, lead2)} AND d.matched_id = ${Math.max(lead1, lead2)}`,
      );
      if (!pair) throw notFound();
      const [first] = await queryRows(db, leadSideQuery(lead1, caller.agencyId));
      const [second] = await queryRows(db, leadSideQuery(lead2, caller.agencyId));
      if (!first || !second) throw notFound();
      return { data: { id: pair.id, score: pair.score, lead1: first, lead2: second } };
    },
  );

  /** Advisers of the agency found by e-mail or name, for the merge dialog. */
  r.get('/lead/duplicates/users/:value', { schema: { params: z.object({ value: z.string().trim().min(1).max(100) }) } }, async (request) => {
    const caller = authorize(request, 'duplicates:manage');
    const term = `%${request.params.value.toLowerCase()}%`;
    const rows = await queryRows(
      db,
      sql`SELECT u.id, u.first_name || ' ' || u.last_name AS "firstAndLastName", u.email, r.slug AS role
          FROM users u JOIN roles r ON r.id = u.role_id JOIN user_agencies ua ON ua.user_id = u.id AND ua.agency_id = ${caller.agencyId}
          WHERE u.active AND r.slug IN (${sql.join([...ASSIGNABLE_ROLES, 'manager'].map((x) => sql`${x}`), sql`, `)})
            AND (lower(u.email) LIKE ${term} OR lower(u.first_name || ' ' || u.last_name) LIKE ${term})
          ORDER BY ${sortKey(sql`u.first_name`)}, ${sortKey(sql`u.last_name`)}, u.id LIMIT 20`,
    );
    return { data: rows };
  });

  r.post(
    '/lead/duplicates/combine',
    { schema: { body: z.object({ PrincipalLeadId: positive, SecondaryLeadId: positive, UserId: positive }) } },
    async (request) => {
      const caller = authorize(request, 'duplicates:manage');
      const b = request.body;
      await db.transaction((tx) =>
        mergeLeads(tx, { principalId: b.PrincipalLeadId, secondaryId: b.SecondaryLeadId, userId: b.UserId, agencyIds: [caller.agencyId] }),
      );
      return { data: SALES_MSG.leadsMerged };
    },
  );

  /** 'No es duplicado': `id` is the pair's id; a DIFFERENT pair is never proposed again. */
  r.post('/lead/duplicates/setDifferent/:id', { schema: { params: idParams } }, async (request) => {
    const caller = authorize(request, 'duplicates:manage');
    const rows = await queryRows<{ id: number }>(
      db,
      sql`UPDATE duplicate_pairs SET status = 'DIFFERENT' WHERE id = ${request.params.id} AND agency_id = ${caller.agencyId} AND status = 'OPEN' RETURNING id`,
    );
    if (rows.length === 0) throw notFound();
    return { data: SALES_MSG.markedDifferent };
  });
}
