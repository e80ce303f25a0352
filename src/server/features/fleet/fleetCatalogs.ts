import { sql } from 'drizzle-orm';
import { FLEET_AUTOCOMPLETE_MIN, FOLLOW_UP_TEST_DRIVE } from '../../../shared/domain/fleetConstants';
import type { CatalogItem, CompanyCatalogs } from '../../../shared/schemas/fleetCompany';
import type { ContactSuggestion, FleetLeadCatalogs } from '../../../shared/schemas/fleetLead';
import type { SimpleActivityCatalogs } from '../../../shared/schemas/fleetActivity';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { sortKey } from '../../lib/sortKey';
import type { Caller } from '../../identity/auth';
import { assignableUsers, COMPANY_EXECUTIVE_ROLES, fleetLeadScope, fleetScope, LEAD_EXECUTIVE_ROLES } from './fleetAccess';
import { likePattern } from '../../lib/list/likePattern';

const catalog = (db: DbOrTx, table: string) =>
  queryRows<CatalogItem>(db, sql`SELECT id, description FROM ${sql.raw(table)} ORDER BY description, id`);

export async function companyCatalogs(db: DbOrTx, caller: Caller): Promise<CompanyCatalogs> {
  const users = await assignableUsers(db, caller, caller.agencyIds, COMPANY_EXECUTIVE_ROLES, false);
  return {
    CompanyTypes: await catalog(db, 'company_types'),
    CompanySectors: await catalog(db, 'company_sectors'),
    CompanySizes: await queryRows<CatalogItem>(db, sql`SELECT id, description FROM company_sizes ORDER BY id`),
    CompanyNeeds: await catalog(db, 'company_needs'),
    CompanyEconomicCapacities: await queryRows<CatalogItem>(db, sql`SELECT id, description FROM company_economic_capacities ORDER BY id`),
    CompanyFleetLocations: await catalog(db, 'company_fleet_locations'),
    Users: users.map(({ id, firstAndLastName, email }) => ({ id, firstAndLastName, email })),
  };
}

export async function fleetLeadCatalogs(db: DbOrTx, caller: Caller): Promise<FleetLeadCatalogs> {
  const products = await queryRows<FleetLeadCatalogs['products'][number]>(
    db,
    sql`SELECT p.id, p.name, p.version, p.transmission, p.model, p.image_url AS "imageUrl", p.price::text AS price,
          coalesce((SELECT json_agg(json_build_object('id', pc.id, 'name', pc.name, 'hex', pc.hex) ORDER BY pc.id) FROM product_colors pc WHERE pc.product_id = p.id), '[]'::json) AS "ProductColors"
        FROM products p WHERE p.active ORDER BY p.name, p.id`,
  );
  return {
    Companies: await queryRows(
      db,
      sql`SELECT c.id, c.name, c.description, c.user_id AS "UserId" FROM companies c WHERE ${fleetScope(caller, 'c')} AND c.active ORDER BY ${sortKey(sql`c.name`)}, c.id`,
    ),
    LeadFleetOrigins: await catalog(db, 'lead_fleet_origins'),
    LeadFleetClasifications: await queryRows<CatalogItem>(db, sql`SELECT id, description FROM lead_fleet_clasifications ORDER BY id`),
    products,
    agencies: await queryRows(db, sql`SELECT id, name FROM agencies WHERE active ORDER BY ${sortKey(sql`name`)}, id`),
    Users: (await assignableUsers(db, caller, caller.agencyIds, LEAD_EXECUTIVE_ROLES, true)).map(({ id, firstAndLastName, email, role }) => ({
      id,
      firstAndLastName,
      email,
      role,
    })),
  };
}

export async function simpleActivityCatalogs(db: DbOrTx): Promise<SimpleActivityCatalogs> {
  return {
    LeadFleetActivityFollowUpTypes: await queryRows(
      db,
      sql`SELECT id, slug, description FROM lead_fleet_activity_follow_up_types WHERE slug <> ${FOLLOW_UP_TEST_DRIVE} ORDER BY id`,
    ),
    LeadFleetActivityTypes: await queryRows(
      db,
      sql`SELECT t.id, t.description, t.follow_up_type_id AS "LeadFleetActivityFollowUpTypeId"
          FROM lead_fleet_activity_types t LEFT JOIN lead_fleet_activity_follow_up_types f ON f.id = t.follow_up_type_id
          WHERE f.slug IS NULL OR f.slug <> ${FOLLOW_UP_TEST_DRIVE} ORDER BY t.description, t.id`,
    ),
  };
}

/**
 * Contact-name suggestions from FLEET_AUTOCOMPLETE_MIN characters: a company's contacts (only of a
 * company the caller sees), or the dealer contacts already given for a store on the caller's leads.
 */
export async function contactSuggestions(
  db: DbOrTx,
  caller: Caller,
  q: { filter: string; CompanyId?: number | undefined; AgencyId?: number | undefined },
): Promise<ContactSuggestion[]> {
  if (q.filter.length < FLEET_AUTOCOMPLETE_MIN) return [];
  const like = likePattern(q.filter);
  if (q.CompanyId) {
    return queryRows<ContactSuggestion>(
      db,
      sql`SELECT p.id, p.name, p.phone, p.email, p.type FROM company_contact_people p JOIN companies c ON c.id = p.company_id
          WHERE p.company_id = ${q.CompanyId} AND p.blocked_at IS NULL AND ${fleetScope(caller, 'c')} AND lower(p.name) LIKE ${like}
          ORDER BY ${sortKey(sql`p.name`)}, p.id LIMIT 10`,
    );
  }
  if (q.AgencyId) {
    // Dealer contacts typed on the fleet leads the caller may read (the one fleet rule: a
    // fleet-executive's own leads only), never on other executives' leads of the agency.
    return queryRows<ContactSuggestion>(
      db,
      sql`SELECT DISTINCT ON (lower(a.contact_name), coalesce(a.contact_email, '')) NULL::int AS id, a.contact_name AS name, a.contact_phone AS phone, a.contact_email AS email, 'CONTACTO' AS type
          FROM lead_fleet_agencies a JOIN lead_fleets l ON l.id = a.lead_fleet_id
          WHERE a.agency_id = ${q.AgencyId} AND ${fleetLeadScope(caller, 'l')} AND lower(a.contact_name) LIKE ${like}
          ORDER BY lower(a.contact_name), coalesce(a.contact_email, ''), a.id DESC LIMIT 10`,
    );
  }
  return [];
}
