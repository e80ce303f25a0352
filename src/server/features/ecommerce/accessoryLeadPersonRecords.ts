import { and, inArray, isNull, sql } from 'drizzle-orm';
import { intArray } from '../../lib/queryRows';
import { ERASED_TOKEN } from '../../../shared/domain/privacyRetention';
import type { PersonRecordStep } from '../privacy';
import { accessoryLeads } from './tables';
import { sectionsOf } from '../../lib/personData';
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
  /** A cancellation's blocking (issue 54): the accessory leads not blocked yet leave the list and every answer. */
  async block(db, ids, at) {
    if (!ids.length) return [];
    const rows = await db
      .update(accessoryLeads)
      .set({ blockedAt: at })
      .where(and(inArray(accessoryLeads.id, [...ids]), isNull(accessoryLeads.blockedAt)))
      .returning({ id: accessoryLeads.id });
    return rows.map((r) => ({ kind: 'accessory-lead' as const, id: r.id }));
  },
  exportData: (db, ids) =>
    sectionsOf(db, ids, [
      {
        title: 'Lead de accesorios',
        query: (ids) => sql`SELECT a.id AS owner_id, a.name AS "Nombre", a.email AS "Correo", a.phone AS "Teléfono", a.origin AS "Origen", a.stage AS "Etapa",
                                   i.name AS "Accesorio", a.created_at AS "Alta"
                            FROM accessory_leads a LEFT JOIN accessory_items i ON i.id = a.item_id WHERE a.id = ANY(${ids}) ORDER BY a.id`,
      },
    ]),
  /**
   * Cancellation's second stage (privacy's retention job): name (the token), e-mail and phone (null);
   * the item, origin, stage, owner and dates stay, so the shop's counts stay equal. Idempotent.
   */
  async erase(db, ids) {
    if (!ids.length) return;
    await db.execute(sql`UPDATE accessory_leads SET name = ${ERASED_TOKEN}, email = NULL, phone = NULL
      WHERE id = ANY(${intArray(ids)}) AND (name <> ${ERASED_TOKEN} OR email IS NOT NULL OR phone IS NOT NULL)`);
  },
};
