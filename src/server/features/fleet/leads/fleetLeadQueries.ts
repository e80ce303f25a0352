import { sql, type SQL } from 'drizzle-orm';
import type { FleetLead, FleetLeadRow, LeadFleetAgency, LeadFleetProduct } from '../../../../shared/schemas/fleetLead';
import { fleetLeadRowSchema, type fleetLeadBaseSchema } from '../../../../shared/schemas/fleetLeadResponses';
import { rowSelect, tableColumns } from '../../../lib/list/tableColumns';
import { leadFleets } from '../tables';
import type { Wire } from '../../../../shared/schemas/wire';
import { notFound } from '../../../lib/httpError';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import { companyContacts, companyRows } from '../companies/companyQueries';
import { catalogJson, contactJson, iso, productJson, userJson } from '../sqlJson';

/** lead_fleets as the lists read it (alias `l`): their filters' and sorts' columns. */
export const LEAD_COLUMN = tableColumns(leadFleets, 'l');

/** The list row (fleetLeadRowSchema): its own columns by name, the executive from the joined user. */
export const LEAD_ROW_SELECT = rowSelect(fleetLeadRowSchema.shape, leadFleets, 'l', {
  user: sql`CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END`,
  User: userJson('u'),
});
export const LEAD_ROW_FROM = sql`FROM lead_fleets l LEFT JOIN users u ON u.id = l.user_id`;

export async function leadRows(db: DbOrTx, where: SQL, tail: SQL = sql``): Promise<FleetLeadRow[]> {
  return queryRows<FleetLeadRow>(db, sql`SELECT ${LEAD_ROW_SELECT} ${LEAD_ROW_FROM} WHERE ${where} ${tail}`);
}

export async function leadProducts(db: DbOrTx, where: SQL): Promise<LeadFleetProduct[]> {
  return queryRows<LeadFleetProduct>(
    db,
    sql`SELECT lp.id, lp.lead_fleet_id AS "LeadFleetId", lp.product_id AS "ProductId", lp.product_color_id AS "ProductColorId", lp.quantity,
          ${productJson('p')} AS "Product",
          CASE WHEN pc.id IS NULL THEN NULL ELSE json_build_object('id', pc.id, 'name', pc.name, 'hex', pc.hex) END AS "ProductColor"
        FROM lead_fleet_products lp JOIN products p ON p.id = lp.product_id LEFT JOIN product_colors pc ON pc.id = lp.product_color_id
        WHERE ${where} ORDER BY lp.id`,
  );
}

/** GET /lead-fleet/{id}'s answer; the caller's access was checked before. */
export async function loadFleetLead(db: DbOrTx, id: number): Promise<FleetLead> {
  const [row] = await queryRows<Wire<typeof fleetLeadBaseSchema>>(
    db,
    sql`SELECT ${LEAD_ROW_SELECT}, l.comments, ${iso('l.updated_at')} AS "updatedAt", l.lead_fleet_origin_id AS "LeadFleetOriginId",
          l.lead_fleet_clasification_id AS "LeadFleetClasificationId", l.company_contact_person_id AS "CompanyContactPersonId",
          l.account_investigation_realized AS "accountInvestigationRealized",
          ${catalogJson('o')} AS "LeadFleetOrigin", ${catalogJson('k')} AS "LeadFleetClasification", ${contactJson('cp')} AS "CompanyContactPerson"
        ${LEAD_ROW_FROM}
        LEFT JOIN lead_fleet_origins o ON o.id = l.lead_fleet_origin_id
        LEFT JOIN lead_fleet_clasifications k ON k.id = l.lead_fleet_clasification_id
        LEFT JOIN company_contact_people cp ON cp.id = l.company_contact_person_id
        WHERE l.id = ${id}`,
  );
  if (!row) throw notFound();
  const [company] = await companyRows(db, sql`c.id = ${row.CompanyId}`);
  const agencies = await queryRows<LeadFleetAgency>(
    db,
    sql`SELECT la.id, la.agency_id AS "AgencyId", a.name,
          json_build_object('name', la.contact_name, 'phone', la.contact_phone, 'email', la.contact_email) AS "contactPerson"
        FROM lead_fleet_agencies la JOIN agencies a ON a.id = la.agency_id WHERE la.lead_fleet_id = ${id} ORDER BY la.id`,
  );
  return {
    ...row,
    Company: company!,
    CompanyContactPeople: await companyContacts(db, row.CompanyId),
    LeadFleetProducts: await leadProducts(db, sql`lp.lead_fleet_id = ${id}`),
    Agencies: agencies,
    LeadFleetAccountInvestigationEvidences: (
      await queryRows<{ id: number }>(db, sql`SELECT id FROM lead_fleet_documents WHERE lead_fleet_id = ${id} AND type = 'EVIDENCE' ORDER BY created_at, id`)
    ).map((d) => ({ id: d.id, documentUrl: `/api/lead-fleet/file/${id}/${d.id}` })),
    LeadFleetSales: await queryRows<FleetLead['LeadFleetSales'][number]>(
      db,
      sql`SELECT s.id, s.quantity, ${productJson('p')} AS "Product",
            coalesce((SELECT json_agg(json_build_object('id', v.id, 'VIN', v.vin) ORDER BY v.id) FROM lead_fleet_sale_vins v WHERE v.lead_fleet_sale_id = s.id), '[]'::json) AS "LeadFleetSaleVINs"
          FROM lead_fleet_sales s JOIN products p ON p.id = s.product_id WHERE s.lead_fleet_id = ${id} ORDER BY s.created_at, s.id`,
    ),
  };
}
