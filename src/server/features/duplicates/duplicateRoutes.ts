import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { leadForCaller, leadRowById, notBlockedLead } from '../leads';
import { ASSIGNABLE_ROLES } from '../../../shared/domain/permissions';
import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { authorize, callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { notFound } from '../../lib/httpError';
import { likePattern } from '../../lib/list/likePattern';
import { pageOf } from '../../lib/list/listPage';
import { queryRows } from '../../lib/queryRows';
import { sortKey } from '../../lib/sortKey';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { duplicateRoutes as calls } from '../../../shared/contracts/duplicateServed';
import { MERGE_MSG, MERGE_UNDO_DAYS } from '../../../shared/domain/duplicateMessages';
import type { duplicateLeadSideSchema, leadMergeSchema, mergeUserSchema } from '../../../shared/schemas/duplicateResponses';
import { mergeLeads, undoMerge } from './duplicateMerge';
import { DUPLICATE_ORDER, leadSideQuery, openPairsOf, openPairsPage, PAIR_SELECT, pairSearch, type PairRow } from './duplicateQueries';

type LeadSide = z.output<typeof duplicateLeadSideSchema>;


/** Duplicate leads (spec §7 Duplicates): candidate pairs of the caller's agency, comparison, merge, 'No es duplicado'. */
export async function duplicateRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, calls.list, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const from = sql`${openPairsOf(caller.agencyId)} ${pairSearch(q.search)}`;
    return pageOf(
      q,
      (limit, offset) =>
        queryRows<PairRow>(
          db,
          // A search names the leads, so it filters the joined rows; the whole list walks the pairs first.
          q.search ? sql`SELECT ${PAIR_SELECT} ${from} ORDER BY ${DUPLICATE_ORDER} LIMIT ${limit} OFFSET ${offset}` : openPairsPage(caller.agencyId, limit, offset),
        ),
      () => queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total ${from}`).then(([count]) => count?.total),
    );
  });

  serveContract(app, calls.totals, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total ${openPairsOf(caller.agencyId)} ${pairSearch(q.search)}`);
    const total = count?.total ?? 0;
    return { data: { total, pages: Math.max(1, Math.ceil(total / q.limit)) } };
  });

  /** The OPEN duplicates of one lead: the lead panel's 'Duplicate lead' badge and popup (any sales role). */
  serveContract(app, calls.pairsOfLead, {}, async (request) => {
    const caller = callerOf(request);
    // The lead-access rule first: another adviser's lead (or another agency's) is 404.
    const id = (await leadForCaller(db, caller, request.params.leadId)).id;
    const rows = await queryRows<PairRow>(
      db,
      sql`SELECT ${PAIR_SELECT} ${openPairsOf(caller.agencyId)} AND (d.lead_id = ${id} OR d.matched_id = ${id}) ORDER BY d.score DESC, d.id`,
    );
    return { data: rows };
  });

  serveContract(app, calls.detail, {}, async (request) => {
    const caller = callerOf(request);
    const { lead1, lead2 } = request.params;
    const [pair] = await queryRows<PairRow>(
      db,
      sql`SELECT ${PAIR_SELECT} ${openPairsOf(caller.agencyId)} AND d.lead_id = ${Math.min(lead1, lead2)} AND d.matched_id = ${Math.max(lead1, lead2)}`,
    );
    if (!pair) throw notFound();
    const [first] = await queryRows<LeadSide>(db, leadSideQuery(lead1, caller.agencyId));
    const [second] = await queryRows<LeadSide>(db, leadSideQuery(lead2, caller.agencyId));
    if (!first || !second) throw notFound();
    return { data: { id: pair.id, score: pair.score, reasons: pair.reasons, lead1: first, lead2: second } };
  });

  /** Advisers of the agency found by e-mail or name, for the merge dialog. */
  serveContract(app, calls.users, {}, async (request) => {
    const caller = callerOf(request);
    const term = likePattern(request.params.value);
    const rows = await queryRows<z.output<typeof mergeUserSchema>>(
      db,
      sql`SELECT u.id, u.first_name || ' ' || u.last_name AS "firstAndLastName", u.email, r.slug AS role
          FROM users u JOIN roles r ON r.id = u.role_id JOIN user_agencies ua ON ua.user_id = u.id AND ua.agency_id = ${caller.agencyId}
          WHERE u.active AND r.slug IN (${sql.join([...ASSIGNABLE_ROLES, 'manager'].map((x) => sql`${x}`), sql`, `)})
            AND (lower(u.email) LIKE ${term} OR lower(u.first_name || ' ' || u.last_name) LIKE ${term})
          ORDER BY ${sortKey(sql`u.first_name`)}, ${sortKey(sql`u.last_name`)}, u.id LIMIT 20`,
    );
    return { data: rows };
  });

  serveContract(app, calls.combine, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const b = request.body;
    await db.transaction((tx) =>
      mergeLeads(tx, { principalId: b.PrincipalLeadId, secondaryId: b.SecondaryLeadId, userId: b.UserId, agencyIds: [caller.agencyId], actorId: caller.id }),
    );
    return { data: SALES_MSG.leadsMerged };
  });

  /**
   * The merges into a lead (issue 30), newest first, for its history: `undoable` while not undone
   * and within MERGE_UNDO_DAYS.
   */
  serveContract(app, calls.merges, {}, async (request) => {
    const caller = authorize(request, 'duplicates:manage');
    const rows = await queryRows<z.output<typeof leadMergeSchema>>(
      db,
      sql`SELECT m.id, m.principal_id AS "principalId", m.secondary_id AS "secondaryId", m.created_at AS "createdAt", m.undone_at AS "undoneAt",
            s.first_name || ' ' || s.last_name AS "secondaryName",
            (m.undone_at IS NULL AND m.created_at > now() - make_interval(days => ${MERGE_UNDO_DAYS})) AS undoable
          FROM lead_merges m CROSS JOIN LATERAL ${leadRowById(sql`m.secondary_id`)} s
          WHERE m.principal_id = ${request.params.leadId} AND m.agency_id = ${caller.agencyId} AND ${notBlockedLead(sql`m.principal_id`)}
          ORDER BY m.created_at DESC, m.id DESC`,
    );
    return { data: rows };
  });

  /** Undo a merge (issue 30): both leads and every moved child row back as they were. */
  serveContract(app, calls.undoMerge, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = authorize(request, 'duplicates:manage');
    const result = await db.transaction((tx) => undoMerge(tx, { mergeId: request.params.id, agencyIds: [caller.agencyId], actorId: caller.id }));
    return { data: { message: MERGE_MSG.undoDone, ...result } };
  });

  /** 'No es duplicado': `id` is the pair's id; a DIFFERENT pair is never proposed again. */
  serveContract(app, calls.setDifferent, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const rows = await queryRows<{ id: number }>(
      db,
      sql`UPDATE duplicate_pairs SET status = 'DIFFERENT' WHERE id = ${request.params.id} AND agency_id = ${caller.agencyId} AND status = 'OPEN' RETURNING id`,
    );
    if (rows.length === 0) throw notFound();
    return { data: SALES_MSG.markedDifferent };
  });
}
