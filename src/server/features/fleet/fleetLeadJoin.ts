import { sql, type SQL } from 'drizzle-orm';

/** Raw SQL: `LEFT JOIN lead_fleets <alias>` on `fleetLeadId` (the WhatsApp inbox's fleet rows: contact name, owner, agency). */
export function leftJoinFleetLead(alias: string, fleetLeadId: SQL): SQL {
  const a = sql.raw(alias);
  return sql`LEFT JOIN lead_fleets ${a} ON ${a}.id = ${fleetLeadId}`;
}
