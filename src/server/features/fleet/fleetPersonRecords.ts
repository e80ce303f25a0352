import { sql } from 'drizzle-orm';
import type { PersonRecordStep } from '../privacy';
import { matchContacts, personCandidates } from '../../lib/personMatch';

/**
 * fleet's steps of a person's ARCO request (privacy's personRecordSteps): the agency's fleet leads
 * (their contact), companies' contact people and fleet prospects that the duplicate matcher calls
 * the person's.
 */
export const fleetLeadPersonRecords: PersonRecordStep = {
  find: (db, agencyId, keys) =>
    matchContacts(
      db,
      sql`SELECT f.id, f.contact_name AS name, f.phone, f.email FROM lead_fleets f
          WHERE f.agency_id = ${agencyId} AND ${personCandidates({ name: sql`f.contact_name`, phone: sql`f.phone`, email: sql`f.email` }, keys)}
          ORDER BY f.id`,
      keys,
    ),
};

export const fleetContactPersonRecords: PersonRecordStep = {
  find: (db, agencyId, keys) =>
    matchContacts(
      db,
      sql`SELECT p.id, p.name, p.phone, p.email FROM company_contact_people p JOIN companies c ON c.id = p.company_id
          WHERE c.agency_id = ${agencyId} AND ${personCandidates({ name: sql`p.name`, phone: sql`p.phone`, email: sql`p.email` }, keys)}
          ORDER BY p.id`,
      keys,
    ),
};

export const fleetProspectPersonRecords: PersonRecordStep = {
  find: (db, agencyId, keys) =>
    matchContacts(
      db,
      sql`SELECT p.id, p.first_name || ' ' || p.last_name AS name, p.phone, p.email FROM lead_fleet_prospects p
          WHERE p.agency_id = ${agencyId} AND ${personCandidates({ name: sql`p.first_name || ' ' || p.last_name`, phone: sql`p.phone`, email: sql`p.email` }, keys)}
          ORDER BY p.id`,
      keys,
    ),
};
