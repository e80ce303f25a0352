import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { agencies, appointments, leads, userAgencies, users } from '../../src/server/db/schema';

export async function userId(db: Db, email: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

/** The demo users' agency (the first) and another one. */
export async function agencyIds(db: Db): Promise<{ first: number; other: number }> {
  const rows = await db.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id));
  return { first: rows[0]!.id, other: rows[1]!.id };
}

/** A fresh lead of `agencyId` owned by `ownerId`, so tests do not depend on the seed's random leads. */
export async function makeLead(db: Db, agencyId: number, ownerId: number | null, extra: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({ agencyId, userId: ownerId, firstName: 'Prueba', lastName: `Cliente ${Math.random().toString(36).slice(2, 8)}`, phase: 'seguimiento', ...extra })
    .returning();
  return lead!;
}

export async function makeAppointment(db: Db, values: Partial<typeof appointments.$inferInsert> & { leadId: number; agencyId: number; date: Date }) {
  const [row] = await db
    .insert(appointments)
    .values({ type: 'ACTIVITY', status: 'CONFIRMED', ...values })
    .returning();
  return row!;
}

/** Some member of `agencyId` other than `exceptId`. */
export async function otherMember(db: Db, agencyId: number, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ id: userAgencies.userId })
    .from(userAgencies)
    .where(and(eq(userAgencies.agencyId, agencyId), ne(userAgencies.userId, exceptId)))
    .limit(1);
  return row!.id;
}
