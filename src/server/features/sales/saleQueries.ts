import { sql, type SQL } from 'drizzle-orm';
import { isAdviser } from '../../../shared/domain/roles';
import type { Caller } from '../../identity/auth';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import type { z } from 'zod';
import type { saleRow } from '../../../shared/schemas/saleResponses';
import { joinLiveLead, leadSummaryJson } from '../leads/doors/listJoin';

/** The sale row every sales list and detail answers (spec §3 Sale): the contract's output side. */
export type SaleRow = z.output<typeof saleRow>;

export const SALE_SELECT = sql`
  s.id, s.stage, s.closed_sale AS "closedSale", s.origin, s.sale_price::float8 AS "salePrice", s.quantity,
  s.credit_term, s.invoice_number AS "InvoiceNumber", s.sale_type AS "SaleType", s.bank,
  s.insurance_carrier AS "insuranceCarrier", s.sale_condition AS "saleCondition", s.payment_method AS "paymentMethod",
  s.take_car_in_exange AS "takeCarInExange", s.car_exange_brand, s.car_exange_model, s.car_exange_version,
  s.car_exange_year, s.rfc, s.created_at AS "createdAt", s.closing_date AS "closingDate", s.agency_id AS "AgencyId",
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'firstAndLastName', u.first_name || ' ' || u.last_name) END AS "User",
  CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name, 'model', p.model, 'version', p.version,
    'imageUrl', p.image_url, 'color', pc.name) END AS "Product",
  ${leadSummaryJson('l')} AS "Lead",
  coalesce((SELECT json_agg(json_build_object('id', v.id, 'vin', v.vin) ORDER BY v.id) FROM sale_vins v WHERE v.sale_id = s.id), '[]'::json) AS "SaleVINs"`;

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
