import { fakerES_MX as faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { ROLE_LABELS, ROLES, type Role } from '../../shared/domain/roles';
import type { Db } from '../db/client';
import { DEMO_ACTIVITY_TYPES, DEMO_AGENCIES, DEMO_CHANNELS, DEMO_MODEL_COLORS, DEMO_ORIGINS, DEMO_PASSWORD_HASH, DEMO_PRODUCTS } from '../db/demoCatalog';
import { demoPerson, demoPhone } from '../db/demoPeople';
import { modelImage } from '../db/modelImage';
import * as s from '../db/schema';
import { insertAll, type DomainSeeder, type SeedContext } from '../db/seedContext';
import { seedInventory } from '../features/inventory';
import { seedRetail } from '../features/leads';
import { seedEcommerce } from '../features/ecommerce';
import { seedFleet, seedProspects } from '../features/fleet';
import { seedHr } from '../features/hr';
import { seedProductCatalogue } from '../features/product';
import { seedIntakeKeys } from '../features/leadsIo';
import { seedPrivacy } from '../features/privacy';
import { withFeatures } from '../featureWiring';
import { setGinPendingLists } from '../db/ginPendingLists';

export interface SeedOptions {
  /** Leads in the first agency; the others get half as many each. */
  leadsPerAgency?: number;
  now?: Date;
}

/**
 * The domains' demo data, in order, after the core (roles, agencies, catalogue, users). A new
 * domain adds its seeder here (seedFleet, seedHr, …); each gets the same context and transaction.
 */
export const DOMAIN_SEEDERS: DomainSeeder[] = [
  seedRetail,
  seedInventory,
  ({ tx, agencies, demo, now }) => seedEcommerce(tx, { agencyId: agencies[0]!.id, userId: demo('manager').id, now }),
  ({ tx, now }) => seedFleet(tx, { now }),
  ({ tx }) => seedHr(tx),
  ({ tx }) => seedProductCatalogue(tx),
  ({ tx, agencies }) => seedIntakeKeys(tx, agencies.map((a) => a.id)),
  ({ tx, agencies }) => seedPrivacy(tx, agencies.map((a) => a.id)),
  ({ tx, agencies, products, demo, now }) => seedProspects(tx, { agencyIds: agencies.map((a) => a.id), productIds: products.map((p) => p.id), executiveId: demo('fleet-executive').id, now }),
];

const ADVISER_ROLES: Role[] = ['adviser-floor', 'adviser-digital', 'adviser-hybrid'];


/**
 * Demo data: a small dealer network with one account per role (<role>@demo.mx, password
 * DEMO_PASSWORD) and about a month of believable work. One transaction, bulk inserts, the password's
 * hash precomputed: the desktop app runs this at its first start.
 */
export function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  // The seed writes leads through the leads feature: its steps must be plugged in first.
  return withFeatures(() => seedDemoWired(db, options));
}

async function seedDemoWired(db: Db, options: SeedOptions): Promise<void> {
  faker.seed(2026);
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    // Row-by-row counter upkeep would be most of the seed's time: switch the triggers off for the
    // load and rebuild the counters once, set-based, before the transaction commits.
    await tx.execute(sql`ALTER TABLE leads DISABLE TRIGGER leads_stats_insert`);
    await tx.execute(sql`ALTER TABLE lead_interests DISABLE TRIGGER lead_interests_current_product`);
    await setGinPendingLists(tx, SEARCH_GIN_INDEXES, 'on');
    const ctx = await seedCore(tx, now, options.leadsPerAgency ?? 1000);
    for (const seeder of DOMAIN_SEEDERS) await seeder(ctx);
    await tx.execute(sql`ALTER TABLE leads ENABLE TRIGGER leads_stats_insert`);
    await tx.execute(sql`ALTER TABLE lead_interests ENABLE TRIGGER lead_interests_current_product`);
    await tx.execute(sql`SELECT crm_rebuild_lead_stats()`);
    await setGinPendingLists(tx, SEARCH_GIN_INDEXES, 'off');
  });
}

/** The lists' trigram indexes, loaded through their pending list (db/ginPendingLists.ts): the e2e suite's reset 4.8 s -> 3.4 s. */
const SEARCH_GIN_INDEXES = ['leads_agency_phase_search_trgm_idx', 'lead_fleets_agency_search_trgm_idx', 'companies_search_trgm_idx', 'lead_fleet_prospects_agency_search_trgm_idx'];

async function seedCore(tx: SeedContext['tx'], now: Date, leadsPerAgency: number): Promise<SeedContext> {
  const passwordHash = DEMO_PASSWORD_HASH;
  const roleRows = await tx
    .insert(s.roles)
    .values(ROLES.map((slug) => ({ slug, description: ROLE_LABELS[slug] })))
    .returning();
  const roleId = (slug: Role) => roleRows.find((r) => r.slug === slug)!.id;

  const agencyRows = await tx
    .insert(s.agencies)
    .values(
      DEMO_AGENCIES.map((a, i) => {
        const manager = demoPerson(faker);
        return {
          slug: a.slug,
          name: a.name,
          businessName: `${a.name} Automotriz S.A. de C.V.`,
          manager: `${manager.firstName} ${manager.lastName}`,
          phone: demoPhone(faker),
          email: `contacto@${a.slug}.mx`,
          description: `Agencia ${a.name}`,
          agencyGroup: 'Grupo JAC México',
          urlSite: `https://${a.slug}.mx`,
          street: faker.location.street(),
          exteriorNumber: String(100 + i * 37),
          stateSlug: a.state,
          transferCode: `TR-${1000 + i}`,
          city: a.city,
          suburb: a.suburb,
          postalCode: a.postalCode,
          municipality: a.municipality,
          coordX: a.x,
          coordY: a.y,
          hasService: i % 2 === 0,
          leadRuleId: 3,
        };
      }),
    )
    .returning();
  // The flagship (first agency) also opens on Sunday mornings, as many showrooms in malls do.
  const scheduleRows = await tx
    .insert(s.agencySchedules)
    .values(
      agencyRows.map((a, i) => ({
        agencyId: a.id,
        worksOnSunday: i === 0,
        openingScheduleWeek: '09:00:00',
        closingScheduleWeek: '19:00:00',
        openingScheduleSaturday: '10:00:00',
        closingScheduleSaturday: '15:00:00',
        openingScheduleSunday: i === 0 ? '10:00:00' : '00:00:00',
        closingScheduleSunday: i === 0 ? '15:00:00' : '00:00:00',
      })),
    )
    .returning();

  const productRows = await tx
    .insert(s.products)
    .values(DEMO_PRODUCTS.map((p, i) => ({ ...p, year: 2026, imageUrl: modelImage(p.model), flag: i === DEMO_PRODUCTS.length - 1 ? 2 : 1 })))
    .returning();
  const colorRows = await tx
    .insert(s.productColors)
    .values(productRows.flatMap((p) => DEMO_MODEL_COLORS[p.model as keyof typeof DEMO_MODEL_COLORS].map((c) => ({ productId: p.id, ...c }))))
    .returning();
  const colorsOf = new Map(productRows.map((p) => [p.id, colorRows.filter((c) => c.productId === p.id)]));
  const originRows = await tx.insert(s.leadOrigins).values([...DEMO_ORIGINS]).returning();
  const typeRows = await tx.insert(s.leadActivityTypes).values([...DEMO_ACTIVITY_TYPES]).returning();
  const channelRows = await tx.insert(s.leadActivityChannelTypes).values([...DEMO_CHANNELS]).returning();

  // One demo account per role, all in the first agency; admin in every agency.
  const demoUsers = await tx
    .insert(s.users)
    .values(
      ROLES.map((slug) => {
        const person = demoPerson(faker);
        const firstName = person.firstName.split(' ')[0]!;
        return {
          email: `${slug}@demo.mx`,
          passwordHash,
          firstName,
          lastName: person.lastName,
          nickname: firstName,
          gender: person.gender === 'M' ? 'man' : 'woman',
          position: ROLE_LABELS[slug],
          roleId: roleId(slug),
        };
      }),
    )
    .returning();
  const demo = (slug: Role) => demoUsers[ROLES.indexOf(slug)]!;
  const first = agencyRows[0]!;
  await tx.insert(s.userAgencies).values([
    ...demoUsers.map((u) => ({ userId: u.id, agencyId: first.id })),
    ...agencyRows.slice(1).map((a) => ({ userId: demo('admin').id, agencyId: a.id })),
  ]);
  await tx.insert(s.userEmails).values(demoUsers.map((u) => ({ userId: u.id, value: u.email })));
  await tx.insert(s.userPhones).values(demoUsers.map((u) => ({ userId: u.id, value: demoPhone(faker) })));

  // Staff of every agency: a coordinator and three advisers, so assignment rules have someone to pick.
  const staff = await insertAll(
    tx,
    s.users,
    agencyRows.flatMap((a, ai) =>
      (['coordinator', ...ADVISER_ROLES] as Role[]).map((slug, k) => {
        const person = demoPerson(faker);
        const firstName = person.firstName.split(' ')[0]!;
        return {
          email: `${slug}.${ai + 1}.${k}@${a.slug}.mx`,
          passwordHash,
          firstName,
          lastName: person.lastName,
          nickname: firstName,
          gender: person.gender === 'M' ? 'man' : 'woman',
          position: ROLE_LABELS[slug],
          roleId: roleId(slug),
        };
      }),
    ),
  );
  await tx.insert(s.userAgencies).values(staff.map((u, i) => ({ userId: u.id, agencyId: agencyRows[Math.floor(i / 4)]!.id })));
  const advisers = new Map<number, number[]>();
  const coordinators = new Map<number, number>();
  agencyRows.forEach((a, ai) => {
    const own = staff.slice(ai * 4 + 1, ai * 4 + 4).map((u) => u.id);
    advisers.set(a.id, ai === 0 ? [...ADVISER_ROLES.map((r) => demo(r).id), ...own] : own);
    coordinators.set(a.id, staff[ai * 4]!.id);
  });

  return {
    tx,
    faker,
    now,
    leadsPerAgency,
    passwordHash,
    agencies: agencyRows,
    schedules: new Map(scheduleRows.map((r) => [r.agencyId, r])),
    products: productRows,
    colorsOf,
    origins: originRows,
    activityTypes: typeRows,
    channels: channelRows,
    roleId,
    demo,
    advisersOf: (id) => advisers.get(id) ?? [],
    coordinatorOf: (id) => coordinators.get(id)!,
  };
}
