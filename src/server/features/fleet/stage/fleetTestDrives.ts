import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FOLLOW_UP_TEST_DRIVE } from '../../../../shared/domain/fleetConstants';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import type { LeadFleetActivity } from '../../../../shared/schemas/fleetActivity';
import type { testDriveInput, testDriveUpdateInput } from '../../../../shared/schemas/fleetStage';
import type { testDriveCatalogs as testDriveCatalogsSchema } from '../../../../shared/schemas/fleetStageResponses';
import type { Db } from '../../../db/client';
import { companyContactPeople, leadFleetActivities, leadFleetActivityFiles, leadFleetActivityTestDriveUnits, leadFleets } from '../tables';
import { badRequest, conflict } from '../../../lib/httpError';
import { queryRows, type DbOrTx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import type { FileStore } from '../../../lib/fileStore';
import { fleetLeadForCaller } from '../fleetAccess';
import { activityForCaller, activityRows } from '../leads/fleetActivities';
import { companyContacts } from '../companies/companyQueries';
import { decodeUploads, storeUploads } from '../fleetFiles';
import { productJson } from '../sqlJson';

type TestDriveCatalogs = z.output<typeof testDriveCatalogsSchema>;

export const TEST_DRIVE_FILE_KINDS = { newEvidence: 'EVIDENCE', newComodato: 'COMODATO', newTCO: 'TCO' } as const;

async function testDriveType(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM lead_fleet_activity_follow_up_types WHERE slug = ${FOLLOW_UP_TEST_DRIVE}`);
  if (!row) throw badRequest(FLEET_MSG.allFieldsNeeded);
  return row.id;
}

/** GET /lead-fleet/data/prueba-manejo-catalogs: the vehicles, and the lead company's contacts when a lead is given. */
export async function testDriveCatalogs(db: Db, caller: Caller, leadId?: number): Promise<TestDriveCatalogs> {
  const products = (await queryRows<{ j: TestDriveCatalogs['products'][number] }>(db, sql`SELECT ${productJson('p')} AS j FROM products p ORDER BY p.name, p.id`)).map((x) => x.j);
  let contacts: TestDriveCatalogs['CompanyContactPeople'] = [];
  if (leadId) {
    const lead = await fleetLeadForCaller(db, caller, leadId);
    contacts = await companyContacts(db, lead.companyId);
  }
  return { products, CompanyContactPeople: contacts };
}

/** POST /lead-fleet/prueba-manejo/{leadId}: the test drive activity with its units and responsible (a RESPONSABLE contact of the company). */
export async function createTestDrive(db: Db, caller: Caller, leadId: number, v: z.output<typeof testDriveInput>): Promise<LeadFleetActivity> {
  return db.transaction(async (tx) => {
    const lead = await fleetLeadForCaller(tx, caller, leadId, true);
    const typeId = await testDriveType(tx);
    const ids = [...new Set(v.products.map((p) => p.id))];
    const found = await queryRows<{ id: number }>(tx, sql`SELECT id FROM products WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
    if (found.length !== ids.length) throw badRequest(FLEET_MSG.noProductsSelected);
    const [contact] = await tx
      .insert(companyContactPeople)
      .values({ companyId: lead.companyId, type: 'RESPONSABLE', name: v.responsable.name, phone: v.responsable.phone, email: v.responsable.email, position: v.responsable.position })
      .returning({ id: companyContactPeople.id });
    const [row] = await tx
      .insert(leadFleetActivities)
      .values({
        leadFleetId: leadId,
        userId: caller.id,
        followUpTypeId: typeId,
        phase: lead.phase,
        title: 'Prueba de manejo',
        status: v.status,
        date: new Date(v.date as string),
        endDate: new Date(v.endDate as string),
        comments: v.comments,
        companyContactPersonId: contact!.id,
      })
      .returning({ id: leadFleetActivities.id });
    await tx.insert(leadFleetActivityTestDriveUnits).values(v.products.map((p) => ({ activityId: row!.id, productId: p.id, vin: p.vin, plate: p.plate })));
    await tx.update(leadFleets).set({ lastActivityDate: new Date(), updatedAt: new Date() }).where(eq(leadFleets.id, leadId));
    const [a] = await activityRows(tx, sql`a.id = ${row!.id}`);
    return a!;
  });
}

/** GET /lead-fleet/prueba-manejo/{leadId}: the lead's test drives by start date. */
export async function listTestDrives(db: Db, caller: Caller, leadId: number): Promise<LeadFleetActivity[]> {
  await fleetLeadForCaller(db, caller, leadId);
  return activityRows(db, sql`a.lead_fleet_id = ${leadId} AND ft.slug = ${FOLLOW_UP_TEST_DRIVE}`, sql`a.date, a.id`);
}

/** PATCH /lead-fleet/activity/{id} with test-drive data: comments and new files; files already there stay. */
export async function updateTestDrive(db: Db, blobs: FileStore, caller: Caller, id: number, v: z.output<typeof testDriveUpdateInput>): Promise<LeadFleetActivity> {
  const groups = (Object.keys(TEST_DRIVE_FILE_KINDS) as (keyof typeof TEST_DRIVE_FILE_KINDS)[]).map((k) => ({ kind: TEST_DRIVE_FILE_KINDS[k], uploads: decodeUploads(v[k]) }));
  return db.transaction(async (tx) => {
    const activity = await activityForCaller(tx, caller, id, true);
    const typeId = await testDriveType(tx);
    if (activity.followUpTypeId !== typeId) throw conflict(FLEET_MSG.notATestDrive);
    const lead = await fleetLeadForCaller(tx, caller, activity.leadFleetId);
    const patch: Partial<typeof leadFleetActivities.$inferInsert> = {};
    if (v.commentsOnTest !== undefined) patch.commentsOnTest = v.commentsOnTest;
    if (v.commentsOnResults !== undefined) patch.commentsOnResults = v.commentsOnResults;
    if (Object.keys(patch).length) await tx.update(leadFleetActivities).set(patch).where(eq(leadFleetActivities.id, id));
    for (const g of groups) {
      const stored = await storeUploads(tx, blobs, g.uploads, { type: 'lead_fleet_activity_file', id, agencyId: lead.agencyId });
      if (stored.length) await tx.insert(leadFleetActivityFiles).values(stored.map((s) => ({ activityId: id, kind: g.kind, fileId: s.fileId, name: s.name })));
    }
    await tx.update(leadFleets).set({ lastActivityDate: new Date(), updatedAt: new Date() }).where(eq(leadFleets.id, lead.id));
    const [a] = await activityRows(tx, sql`a.id = ${id}`);
    return a!;
  });
}
