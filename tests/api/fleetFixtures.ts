import { and, eq } from 'drizzle-orm';
import type { TestApp } from './testApp';
import { queryRows } from '../../src/server/lib/queryRows';
import {
  agencies,
  companies,
  companyContactPeople,
  companySectors,
  companyTypes,
  companySizes,
  companyNeeds,
  companyEconomicCapacities,
  companyFleetLocations,
  leadFleetClasifications,
  leadFleetOrigins,
  leadFleetProducts,
  leadFleets,
  leadFleetActivityFollowUpTypes,
  leadFleetActivityTypes,
  productColors,
  products,
  users,
} from '../../src/server/db/schema';

export const FLEET_AREA_ROLES = ['admin', 'sales-admin', 'fleet-manager', 'fleet-coordinator', 'fleet-executive'] as const;
export type FleetAreaRole = (typeof FLEET_AREA_ROLES)[number];
/** Every role the permission tests call with: the fleet area plus one retail role. */
export const TESTED_ROLES = [...FLEET_AREA_ROLES, 'manager'] as const;
export type TestedRole = (typeof TESTED_ROLES)[number];
export const email = (role: string) => `${role}@demo.mx`;

/** Seeded ids and builders shared by the fleet API tests. */
export async function fleetFixtures(t: TestApp) {
  const db = t.database.db;
  const userId = async (mail: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, mail)))[0]!.id;
  const agencyIds = (await db.select({ id: agencies.id }).from(agencies).orderBy(agencies.id)).map((a) => a.id);
  const first = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  const cat = {
    type: await first(db.select({ id: companyTypes.id }).from(companyTypes).limit(1)),
    sector: await first(db.select({ id: companySectors.id }).from(companySectors).limit(1)),
    size: await first(db.select({ id: companySizes.id }).from(companySizes).limit(1)),
    need: await first(db.select({ id: companyNeeds.id }).from(companyNeeds).limit(1)),
    capacity: await first(db.select({ id: companyEconomicCapacities.id }).from(companyEconomicCapacities).limit(1)),
    location: await first(db.select({ id: companyFleetLocations.id }).from(companyFleetLocations).limit(1)),
    origin: await first(db.select({ id: leadFleetOrigins.id }).from(leadFleetOrigins).limit(1)),
    clasification: await first(db.select({ id: leadFleetClasifications.id }).from(leadFleetClasifications).limit(1)),
  };
  const [product] = await db.select().from(products).where(eq(products.name, 'JAC Sei2'));
  const colorsOf = async (productId: number) => db.select().from(productColors).where(eq(productColors.productId, productId));
  const [color] = await colorsOf(product!.id);
  const [other] = await db.select().from(products).where(eq(products.name, 'JAC E10X'));
  const [otherColor] = await colorsOf(other!.id);
  const followUp = async (slug: string) => (await db.select().from(leadFleetActivityFollowUpTypes).where(eq(leadFleetActivityFollowUpTypes.slug, slug)))[0]!;
  const activityTypeOf = async (followUpId: number) =>
    (await db.select().from(leadFleetActivityTypes).where(eq(leadFleetActivityTypes.followUpTypeId, followUpId)))[0]!;

  const companyBody = (o: Record<string, unknown> = {}) => ({
    data: {
      name: 'Transportes Prueba S.A. de C.V.',
      CompanyTypeId: cat.type,
      CompanySectorId: cat.sector,
      CompanySizeId: cat.size,
      CompanyNeedId: cat.need,
      CompanyEconomicCapacityId: cat.capacity,
      CompanyFleetLocationId: cat.location,
      description: 'Av. Insurgentes Sur 1234, Ciudad de México',
      CompanyContactPeople: [
        { type: 'COMPANY', name: 'Laura Méndez', phone: '5512345678', email: 'laura@prueba.mx' },
        { type: 'OPERATOR', name: 'Jorge Ruiz', phone: '5587654321', email: 'jorge@prueba.mx' },
      ],
      ...o,
    },
  });

  /** A company written straight to the database (first agency unless told). */
  async function makeCompany(o: { agencyId?: number; userId?: number | null; name?: string; active?: boolean } = {}) {
    const [c] = await db
      .insert(companies)
      .values({
        agencyId: o.agencyId ?? agencyIds[0]!,
        name: o.name ?? 'Empresa Fixture S.A.',
        companyTypeId: cat.type,
        companySectorId: cat.sector,
        companySizeId: cat.size,
        companyNeedId: cat.need,
        companyEconomicCapacityId: cat.capacity,
        companyFleetLocationId: cat.location,
        description: 'Calle Fixture 1',
        active: o.active ?? true,
        userId: o.userId ?? null,
      })
      .returning();
    await db.insert(companyContactPeople).values([
      { companyId: c!.id, type: 'COMPANY', name: 'Contacto Empresa', phone: '5511111111', email: 'empresa@fixture.mx' },
      { companyId: c!.id, type: 'OPERATOR', name: 'Contacto Operador', phone: '5522222222', email: 'operador@fixture.mx' },
    ]);
    return c!;
  }

  /** A fleet lead written straight to the database with one product. */
  async function makeLead(o: { agencyId?: number; userId?: number | null; phase?: string; companyId?: number; quantity?: number; status?: string } = {}) {
    const companyId = o.companyId ?? (await makeCompany({ agencyId: o.agencyId, userId: o.userId ?? null })).id;
    const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
    const [lead] = await db
      .insert(leadFleets)
      .values({
        agencyId: c!.agencyId,
        companyId,
        phase: o.phase ?? '1ER_CONTACTO',
        status: o.status ?? 'ACTIVO',
        contactName: 'Contacto Lead',
        email: 'lead@fixture.mx',
        phone: '5533333333',
        companyName: c!.name,
        userId: o.userId ?? null,
        leadFleetOriginId: cat.origin,
        leadFleetClasificationId: cat.clasification,
        totalQuantity: o.quantity ?? 5,
      })
      .returning();
    await db.insert(leadFleetProducts).values({ leadFleetId: lead!.id, productId: product!.id, productColorId: color!.id, quantity: o.quantity ?? 5 });
    return lead!;
  }

  async function lead(id: number) {
    return (await db.select().from(leadFleets).where(eq(leadFleets.id, id)))[0];
  }
  async function company(id: number) {
    return (await db.select().from(companies).where(eq(companies.id, id)))[0];
  }
  async function contactsOf(companyId: number, type: string) {
    return db.select().from(companyContactPeople).where(and(eq(companyContactPeople.companyId, companyId), eq(companyContactPeople.type, type)));
  }

  return { db, userId, agencyIds, cat, product: product!, color: color!, other: other!, otherColor: otherColor!, followUp, activityTypeOf, companyBody, makeCompany, makeLead, lead, company, contactsOf };
}

export type FleetFixtures = Awaited<ReturnType<typeof fleetFixtures>>;

/** `values` in the lists' Spanish name order (crm_sort_key), nulls last; equal keys keep the order they came in. */
export async function sqlSorted(t: TestApp, values: (string | null)[], desc = false): Promise<(string | null)[]> {
  if (!values.length) return [];
  const { sql } = await import('drizzle-orm');
  const list = sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
  const rows = (await queryRows<{ v: string | null }>(t.database.db, sql`SELECT v FROM unnest(ARRAY[${list}]::text[]) WITH ORDINALITY AS x(v, n) ORDER BY crm_sort_key(v) COLLATE "C" ${sql.raw(desc ? 'DESC' : 'ASC')} NULLS LAST, n`));
  return rows.map((r) => r.v);
}
