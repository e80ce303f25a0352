import { sql, type SQL } from 'drizzle-orm';
import { isAdviser } from '../../../shared/domain/roles';
import type { Caller } from '../../identity/auth';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import type { z } from 'zod';
import { saleRow } from '../../../shared/schemas/saleResponses';
import { rowSelect } from '../../lib/list/tableColumns';
import { sales } from './tables';
import { joinLiveLead, leadSummaryJson } from '../leads/doors/listJoin';

/** The sale row every sales list and detail answers (spec §3 Sale): the contract's output side. */
export type SaleRow = z.output<typeof saleRow>;

/**
 * The sale's row (saleRow): its own columns by name (lib/list/tableColumns.ts; the snake_case keys by
 * their SQL name), the adviser, product, lead and VINs computed. Its instants are ISO instants, as its
 * contract says (they were PostgreSQL's own text, '2026-11-20 21:02:56.541+00', before rowSelect).
 */
export const SALE_SELECT = rowSelect(saleRow.shape, sales, 's', {
  User: sql`CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'firstAndLastName', u.first_name || ' ' || u.last_name) END`,
  Product: sql`CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name, 'model', p.model, 'version', p.version,
    'imageUrl', p.image_url, 'color', pc.name) END`,
  Lead: leadSummaryJson('l'),
  SaleVINs: sql`coalesce((SELECT json_agg(json_build_object('id', v.id, 'vin', v.vin) ORDER BY v.id) FROM sale_vins v WHERE v.sale_id = s.id), '[]'::json)`,
});

export const SALE_FROM = sql`
  FROM sales s
  ${joinLiveLead('l', sql`s.lead_id`)}
  LEFT JOIN users u ON u.id = s.user_id
  LEFT JOIN products p ON p.id = s.product_id
  LEFT JOIN product_colors pc ON pc.id = s.product_color_id`;

/** Sales the caller may see: their agency; an adviser only their own sales. */
export function saleVisibility(caller: Caller): SQL {
  return sql`s.agency_id = ${caller.agencyId} ${isAdviser(caller.role) ? sql`AND s.user_id = ${caller.id}` : sql``}`;
}

export async function findSale(db: DbOrTx, caller: Caller, id: number): Promise<SaleRow | undefined> {
  const [row] = await queryRows<SaleRow>(db, sql`SELECT ${SALE_SELECT} ${SALE_FROM} WHERE s.id = ${id} AND ${saleVisibility(caller)}`);
  return row;
}
