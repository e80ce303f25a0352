import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { callerOf } from '../../identity/auth';
import { notFound } from '../../lib/httpError';
import { likePattern } from '../../lib/list/likePattern';
import { listOrder } from '../../lib/list/listOrder';
import { pageOf } from '../../lib/list/listPage';
import { queryRows } from '../../lib/queryRows';
import { sortKey } from '../../lib/sortKey';
import { originOf } from '../../lib/originOf';
import { rowSelect } from '../../lib/list/tableColumns';
import { imageUrlSql } from './ecommerceItems';
import { accessoryLeads } from './tables';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { accessoryLeadRoutes as accessoryLeadCalls } from '../../../shared/contracts/ecommerceServed';
import type { SortKeyOf } from '../../../shared/lists/defineListColumns';
import { ACCESSORY_LEAD_COLUMNS } from '../../../shared/lists/accessoryLeadColumns';
import { accessoryLeadRow } from '../../../shared/schemas/ecommerceResponses';

type AccessoryLeadRow = z.output<typeof accessoryLeadRow>;

/** Sortable columns: name and email, phone, item, last modified (plus createdAt). */
/** The list's orders: exactly its declaration's sort keys (shared/lists/accessoryLeadColumns.ts; a test checks). */
export const ACCESSORY_LEAD_SORT: Record<SortKeyOf<typeof ACCESSORY_LEAD_COLUMNS>, SQL> = {
  name: sortKey(sql`a.name`),
  email: sql`lower(a.email)`,
  phone: sql`a.phone`,
  item: sql`lower(i.name)`,
  updatedAt: sql`a.updated_at`,
  createdAt: sql`a.created_at`,
};
/**
 * The lead's row (accessoryLeadRow): its own columns by name (lib/list/tableColumns.ts); its Item, the
 * e-commerce accessory with its product pictures first (then the others), computed. Its instants are
 * ISO instants, as its contract says (PostgreSQL's text of them before rowSelect).
 * Made per request: the pictures' URLs carry the request's origin.
 */
const rowOf = (origin: string) =>
  rowSelect(accessoryLeadRow.shape, accessoryLeads, 'a', {
    Item: sql`CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'name', i.name, 'modelAccessory', i.model_accessory, 'active', i.active,
      'ProductImageUrls', coalesce((SELECT json_agg(${imageUrlSql(origin, 'im')} ORDER BY im.image_group DESC, im.position, im.id)
        FROM accessory_item_images im WHERE im.item_id = i.id), '[]'::json)) END`,
  });

/** Accessory leads of the caller's agency (spec §7 Accessory leads). */
export async function accessoryLeadRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {

  serveContract(app, accessoryLeadCalls.list, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const term = q.search ? likePattern(q.search) : undefined;
    const base = sql`FROM accessory_leads a LEFT JOIN accessory_items i ON i.id = a.item_id
      WHERE a.agency_id = ${caller.agencyId} AND a.blocked_at IS NULL
      ${term ? sql`AND (lower(a.name) LIKE ${term} OR lower(coalesce(a.email, '')) LIKE ${term} OR coalesce(a.phone, '') LIKE ${term} OR lower(coalesce(i.name, '')) LIKE ${term})` : sql``}`;
    const where = sql`${base} ${q.stage && q.stage !== 'ALL' ? sql`AND a.stage = ${q.stage}` : sql``}`;
    const sorts = q.sortBy.map((s) => ({ key: s.replace(/^[-+]/, '') as SortKeyOf<typeof ACCESSORY_LEAD_COLUMNS>, desc: s.startsWith('-') }));
    const orderSql = listOrder(sorts, ACCESSORY_LEAD_SORT, { key: 'updatedAt', desc: true }, sql`a.id`, () => true, 'DESC');
    const page = await pageOf(
      q,
      (limit, offset) => queryRows<AccessoryLeadRow>(db, sql`SELECT ${rowOf(originOf(request, config))} ${where} ORDER BY ${orderSql} LIMIT ${limit} OFFSET ${offset}`),
      () => queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total ${where}`).then(([count]) => count?.total),
    );
    // The All tab's count and one per stage, under the same search.
    const stages = await queryRows<{ stage: string; total: number }>(db, sql`SELECT a.stage, count(*)::int AS total ${base} GROUP BY a.stage ORDER BY a.stage`);
    const all = stages.reduce((sum, s) => sum + s.total, 0);
    return { ...page, totals: { all, stages } };
  });

  serveContract(app, accessoryLeadCalls.detail, {}, async (request) => {
    const caller = callerOf(request);
    const [row] = await queryRows<AccessoryLeadRow>(
      db,
      sql`SELECT ${rowOf(originOf(request, config))} FROM accessory_leads a LEFT JOIN accessory_items i ON i.id = a.item_id WHERE a.id = ${request.params.id} AND a.agency_id = ${caller.agencyId} AND a.blocked_at IS NULL`,
    );
    if (!row) throw notFound();
    return { data: row };
  });
}
