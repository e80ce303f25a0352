import { and, eq, isNull } from 'drizzle-orm';
import type { TestApp } from './testApp';
import { agencies, leadEmails, leadInterests, leadOrigins, leadPhones, leads, productColors, products, users } from '../../src/server/db/schema';

/** Seeded ids and small builders shared by the leads API tests. */
export async function fixtures(t: TestApp) {
  const db = t.database.db;
  const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const [product] = await db.select().from(products).where(eq(products.name, 'JAC Sei2'));
  const [color] = await db.select().from(productColors).where(eq(productColors.productId, product!.id)).limit(1);
  const [origin] = await db.select().from(leadOrigins).where(eq(leadOrigins.slug, 'facebook'));
  const agencyIds = (await db.select({ id: agencies.id }).from(agencies).orderBy(agencies.id)).map((a) => a.id);

  /** A lead written straight to the database, with one current interest. */
  async function makeLead(o: { agencyId?: number; phase?: string; userId?: number | null; firstName?: string; lastName?: string; email?: string; quantity?: number; createdAt?: Date } = {}) {
    const [lead] = await db
      .insert(leads)
      .values({
        agencyId: o.agencyId ?? agencyIds[0]!,
        phase: o.phase ?? 'seguimiento',
        userId: o.userId === undefined ? null : o.userId,
        firstName: o.firstName ?? 'Prueba',
        lastName: o.lastName ?? 'Fixture',
        email: o.email ?? 'prueba.fixture@correo.mx',
        phone: '+525512345678',
        leadOriginId: origin!.id,
        ...(o.createdAt ? { createdAt: o.createdAt } : {}),
      })
      .returning();
    await db.insert(leadEmails).values({ leadId: lead!.id, value: lead!.email! });
    await db.insert(leadPhones).values({ leadId: lead!.id, value: lead!.phone! });
    await db.insert(leadInterests).values({ leadId: lead!.id, productId: product!.id, productColorId: color!.id, quantity: o.quantity ?? 1 });
    return lead!;
  }

  async function leadOf(agencyId: number, phase: string) {
    const [row] = await db.select().from(leads).where(and(eq(leads.agencyId, agencyId), eq(leads.phase, phase), isNull(leads.mergedIntoId))).limit(1);
    return row!;
  }

  async function lead(id: number) {
    return (await db.select().from(leads).where(eq(leads.id, id)))[0]!;
  }

  /**
   * A new lead's body for POST /lead/ (the first agency, the demo's product, colour and origin, one
   * unit): `over` sets or replaces its fields.
   */
  const newLeadBody = (over: Record<string, unknown> = {}) => ({
    data: {
      firstName: 'Renata',
      lastName: 'Ibarra',
      leadEmails: [] as string[],
      leadPhones: ['5512345678'],
      LeadOriginId: origin!.id,
      productId: product!.id,
      colorId: color!.id,
      AgencyId: agencyIds[0],
      buyType: 'retail',
      leadInterests: [{ ProductId: product!.id, ProductColorId: color!.id, quantity: 1 }],
      ...over,
    },
  });

  return { db, userId, product: product!, color: color!, origin: origin!, agencyIds, makeLead, leadOf, lead, newLeadBody };
}

export type Fixtures = Awaited<ReturnType<typeof fixtures>>;

export const SALES_ROLES_ALL = [
  'admin',
  'manager',
  'coordinator',
  'bdc',
  'adviser-digital',
  'adviser-floor',
  'adviser-hybrid',
  'adviser-telefonica',
  'hostess',
  'sales-admin',
] as const;
export const email = (role: string) => `${role}@demo.mx`;
