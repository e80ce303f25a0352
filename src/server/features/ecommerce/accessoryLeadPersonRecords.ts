import { sql } from 'drizzle-orm';
import type { PersonRecordStep } from '../privacy';
import { matchContacts, personCandidates } from '../../lib/personMatch';

/** ecommerce's step of a person's ARCO request (privacy's personRecordSteps): the agency's accessory leads of the person. */
export const accessoryLeadPersonRecords: PersonRecordStep = {
  find: (db, agencyId, keys) =>
    matchContacts(
      db,
      sql`SELECT a.id, a.name, a.phone, a.email FROM accessory_leads a
          WHERE a.agency_id = ${agencyId} AND ${personCandidates({ name: sql`a.name`, phone: sql`a.phone`, email: sql`a.email` }, keys)}
          ORDER BY a.id`,
      keys,
    ),
};
