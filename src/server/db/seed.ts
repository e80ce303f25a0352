import { fakerES_MX as faker } from '@faker-js/faker';
import { and, count, eq, inArray } from 'drizzle-orm';
import { ROLE_LABELS, ROLES, type Role } from '../../shared/domain/roles';
import { FREEZE_REASONS } from '../../shared/domain/enums';
import type { LeadPhase } from '../../shared/domain/phases';
import { hashPassword } from '../identity/passwords';
import { detectDuplicates } from '../services/duplicateDetection';
import type { Db } from './client';
import {
  DEMO_ACTIVITY_TYPES,
  DEMO_AGENCIES,
  DEMO_CHANNELS,
  DEMO_COLORS,
  DEMO_ORIGINS,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
} from './demoCatalog';
import * as s from './schema';

export interface SeedOptions {
  /** Leads in the first agency; the others get half as many each. */
  leadsPerAgency?: number;
  now?: Date;
}

const ADVISER_POOL: Role[] = ['adviser-floor', 'adviser-digital', 'adviser-hybrid'];
const PHASE_MIX: LeadPhase[] = [
  'subasta', 'subasta', '1er-contacto', '1er-contacto', '1er-contacto', 'seguimiento', 'seguimiento', 'seguimiento',
  'en-cierre', 'en-cierre', 'cerrado', 'congelado', 'futura-venta',
];

/** A small SVG of a car with the model's name, as a data URL (the app's CSP allows data: images). */
function modelImage(model: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" rx="8" fill="#eef3f8"/><path d="M22 60h116l-8-16-18-6H58L38 46z" fill="#0b3d6e"/><circle cx="50" cy="62" r="8" fill="#333"/><circle cx="112" cy="62" r="8" fill="#333"/><text x="80" y="84" font-family="Arial" font-size="11" text-anchor="middle" fill="#0b3d6e">${model}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.users);
  return Number(row?.n ?? 0) === 0;
}

/** Demo data: a small dealer network with one account per role and enough leads to work with. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  faker.seed(2026);
  const now = options.now ?? new Date();
  const perAgency = options.leadsPerAgency ?? 120;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const daysAgo = (d: number, hour = 10) => new Date(now.getTime() - d * 86_400_000 + (hour - 10) * 3_600_000);

  await db.transaction(async (tx) => {
    const roleRows = await tx
      .insert(s.roles)
      .values(ROLES.map((slug) => ({ slug, description: ROLE_LABELS[slug] })))
      .returning();
    const roleId = (slug: Role) => roleRows.find((r) => r.slug === slug)!.id;

    const agencyRows = await tx
      .insert(s.agencies)
      .values(
        DEMO_AGENCIES.map((a, i) => ({
          slug: a.slug,
          name: a.name,
          businessName: `${a.name} Automotriz S.A. de C.V.`,
          manager: faker.person.fullName(),
          phone: `+52${faker.string.numeric(10)}`,
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
        })),
      )
      .returning();
    await tx.insert(s.agencySchedules).values(
      agencyRows.map((a) => ({
        agencyId: a.id,
        worksOnSunday: false,
        openingScheduleWeek: '09:00:00',
        closingScheduleWeek: '19:00:00',
        openingScheduleSaturday: '10:00:00',
        closingScheduleSaturday: '15:00:00',
      })),
    );

    const productRows = await tx
      .insert(s.products)
      .values(
        DEMO_PRODUCTS.map((p, i) => ({
          ...p,
          year: 2026,
          // A drawn placeholder that works offline; a real catalogue gives its photo URLs.
          imageUrl: modelImage(p.model),
          flag: i === DEMO_PRODUCTS.length - 1 ? 2 : 1,
        })),
      )
      .returning();
    const colorRows = await tx
      .insert(s.productColors)
      .values(productRows.flatMap((p) => DEMO_COLORS.slice(0, 3 + (p.id % 3)).map((c) => ({ productId: p.id, ...c }))))
      .returning();
    const originRows = await tx.insert(s.leadOrigins).values([...DEMO_ORIGINS]).returning();
    const typeRows = await tx.insert(s.leadActivityTypes).values([...DEMO_ACTIVITY_TYPES]).returning();
    const channelRows = await tx.insert(s.leadActivityChannelTypes).values([...DEMO_CHANNELS]).returning();

    // One demo account per role, all in the first agency; admin in every agency.
    const demoUsers = await tx
      .insert(s.users)
      .values(
        ROLES.map((slug) => {
          const firstName = faker.person.firstName();
          const lastName = faker.person.lastName();
          return {
            email: `${slug}@demo.mx`,
            passwordHash,
            firstName,
            lastName,
            nickname: firstName,
            gender: faker.helpers.arrayElement(['man', 'woman']),
            position: ROLE_LABELS[slug],
            roleId: roleId(slug),
          };
        }),
      )
      .returning();
    const demoBy = (slug: Role) => demoUsers[ROLES.indexOf(slug)]!;
    const first = agencyRows[0]!;
    await tx.insert(s.userAgencies).values([
      ...demoUsers.map((u) => ({ userId: u.id, agencyId: first.id })),
      ...agencyRows.slice(1).map((a) => ({ userId: demoBy('admin').id, agencyId: a.id })),
    ]);
    await tx.insert(s.userEmails).values(demoUsers.map((u) => ({ userId: u.id, value: u.email })));
    await tx.insert(s.userPhones).values(demoUsers.map((u) => ({ userId: u.id, value: `+52${faker.string.numeric(10)}` })));

    // Staff of every agency: a coordinator and three advisers, so assignment rules have someone to pick.
    const staff = await tx
      .insert(s.users)
      .values(
        agencyRows.flatMap((a, ai) =>
          (['coordinator', ...ADVISER_POOL] as Role[]).map((slug, k) => {
            const firstName = faker.person.firstName();
            const lastName = faker.person.lastName();
            return {
              email: `${slug}.${ai + 1}.${k}@${a.slug}.mx`,
              passwordHash,
              firstName,
              lastName,
              nickname: firstName,
              position: ROLE_LABELS[slug],
              roleId: roleId(slug),
            };
          }),
        ),
      )
      .returning();
    await tx.insert(s.userAgencies).values(staff.map((u, i) => ({ userId: u.id, agencyId: agencyRows[Math.floor(i / 4)]!.id })));

    const advisersOf = new Map<number, number[]>();
    agencyRows.forEach((a, ai) => {
      const own = staff.slice(ai * 4 + 1, ai * 4 + 4).map((u) => u.id);
      advisersOf.set(a.id, ai === 0 ? [...ADVISER_POOL.map((r) => demoBy(r).id), ...own] : own);
    });

    for (const [ai, agency] of agencyRows.entries()) {
      // At least one lead of every phase, so every later insert has rows.
      const n = Math.max(PHASE_MIX.length, ai === 0 ? perAgency : Math.ceil(perAgency / 2));
      const advisers = advisersOf.get(agency.id)!;
      const leadValues = Array.from({ length: n }, (_, i) => {
        const phase = PHASE_MIX[i % PHASE_MIX.length]!;
        const firstName = faker.person.firstName();
        const lastName = `${faker.person.lastName()} ${faker.person.lastName()}`;
        const created = daysAgo(faker.number.int({ min: 0, max: 75 }), faker.number.int({ min: 9, max: 18 }));
        const contacted = phase !== 'subasta' && phase !== '1er-contacto';
        return {
          agencyId: agency.id,
          userId: phase === 'subasta' ? null : advisers[i % advisers.length]!,
          phase,
          subStatus: phase === 'subasta' || phase === '1er-contacto' ? 'ESPERA_CONTACTO' : phase === 'congelado' ? 'INACTIVO' : 'ACTIVO',
          firstName,
          lastName,
          email: faker.internet.email({ firstName, lastName, provider: 'correo.mx' }).toLowerCase(),
          phone: `+52${faker.string.numeric({ length: 10, allowLeadingZeros: false })}`,
          leadOriginId: originRows[i % originRows.length]!.id,
          buyType: i % 9 === 0 ? 'flotilla' : 'retail',
          gender: contacted ? faker.helpers.arrayElement(['M', 'F']) : null,
          sector: contacted ? faker.helpers.arrayElement(['PRIVADO', 'PUBLICO', 'INDEPENDIENTE', 'FINANZAS']) : null,
          maritalStatus: contacted ? faker.helpers.arrayElement(['SOLTERO', 'CASADO', 'UNION_LIBRE']) : null,
          age: contacted ? faker.helpers.arrayElement(['18_24', '25_34', '35_44', '45_54', '54+']) : null,
          firstResponseTime: contacted ? new Date(created.getTime() + 25 * 60_000) : null,
          firstResponseTimeInMinutes: contacted ? 25 : null,
          lastContactAt: contacted ? daysAgo(faker.number.int({ min: 0, max: 10 })) : null,
          reactivationDate: phase === 'futura-venta' ? new Date(now.getTime() + faker.number.int({ min: 2, max: 60 }) * 86_400_000) : null,
          createdAt: created,
          updatedAt: created,
        };
      });
      const leadRows = await tx.insert(s.leads).values(leadValues).returning();
      await tx.insert(s.leadEmails).values(leadRows.map((l) => ({ leadId: l.id, value: l.email! })));
      await tx.insert(s.leadPhones).values(leadRows.map((l) => ({ leadId: l.id, value: l.phone! })));
      await tx.insert(s.leadInterests).values(
        leadRows.map((l, i) => {
          const product = productRows[i % productRows.length]!;
          const color = colorRows.find((c) => c.productId === product.id)!;
          return { leadId: l.id, productId: product.id, productColorId: color.id, quantity: l.buyType === 'flotilla' ? 3 : 1, buyType: l.buyType, createdAt: l.createdAt };
        }),
      );
      await tx.insert(s.leadPhaseRecords).values(
        leadRows.filter((l) => l.phase !== 'subasta').map((l) => ({
          leadId: l.id,
          userId: l.userId,
          oldPhaseSlug: 'subasta',
          newPhaseSlug: l.phase,
          comments: l.phase === 'congelado' ? faker.helpers.arrayElement(FREEZE_REASONS) : l.phase === 'futura-venta' ? 'Futura venta' : null,
          createdAt: new Date(l.createdAt.getTime() + 3_600_000),
        })),
      );
      const call = typeRows.find((t) => t.slug === 'llamada')!;
      const phone = channelRows.find((c) => c.slug === 'telefono')!;
      await tx.insert(s.leadActivities).values(
        leadRows.filter((l) => l.lastContactAt).map((l) => ({
          leadId: l.id,
          userId: l.userId,
          typeId: call.id,
          channelTypeId: phone.id,
          title: 'Llamada de seguimiento',
          comments: faker.helpers.arrayElement(['Interesado en prueba de manejo', 'Pide cotización a 48 meses', 'Llamar la próxima semana', 'Compara con otra marca']),
          status: '1',
          date: l.lastContactAt,
          createdAt: l.lastContactAt!,
        })),
      );
      // Appointments: some today (for the waiting list), some later this week.
      const withAppointments = leadRows.filter((l) => l.phase === 'seguimiento' || l.phase === 'en-cierre');
      await tx.insert(s.appointments).values(
        withAppointments.map((l, i) => {
          const today = i % 3 === 0;
          // Today in Mexico City (UTC−6), between 09:00 and 16:30 local, whatever the UTC date is.
          const local = new Date(now.getTime() - 6 * 3_600_000);
          const date = new Date(
            Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + (today ? 0 : (i % 6) + 1), 15 + (i % 8), (i % 2) * 30),
          );
          return {
            leadId: l.id,
            agencyId: agency.id,
            userId: l.userId,
            productId: productRows[i % productRows.length]!.id,
            type: i % 2 === 0 ? 'TESTDRIVE' : 'ACTIVITY',
            date,
            comments: 'Agendada por teléfono',
            status: today ? 'CONFIRMED' : i % 4 === 1 ? 'CONFIRMED' : 'SCHEDULED',
          };
        }),
      );
      const closed = leadRows.filter((l) => l.phase === 'cerrado');
      if (closed.length) {
        await tx.insert(s.sales).values(
          closed.map((l, i) => {
            const product = productRows[l.id % productRows.length]!;
            return {
              leadId: l.id,
              agencyId: agency.id,
              userId: l.userId,
              productId: product.id,
              stage: (['PENDING_REPORTING', 'PENDING_DELIVERY', 'CLOSED'] as const)[i % 3]!,
              closedSale: i % 3 === 2,
              salePrice: product.price,
              quantity: 1,
              saleType: 'retail',
              paymentMethod: i % 2 ? 'credito' : 'contado',
              bank: i % 2 ? 'cetelem' : 'contado',
              insuranceCarrier: 'Qualitas',
              saleCondition: 'nuevo',
              invoiceNumber: `FAC-${agency.id}-${1000 + i}`,
              rfc: faker.string.alphanumeric({ length: 13, casing: 'upper' }),
              closingDate: i % 3 === 2 ? new Date(l.createdAt.getTime() + 10 * 86_400_000) : null,
              createdAt: new Date(l.createdAt.getTime() + 7 * 86_400_000),
            };
          }),
        );
      }
      await tx.insert(s.floorVisits).values(
        leadRows.filter((_, i) => i % 5 === 0).map((l, i) => ({
          leadId: l.id,
          agencyId: agency.id,
          userId: l.userId,
          origin: i % 2 ? 'EXISTING' : 'NEW',
          type: (['NEW', 'BE_BACK', 'AGENDED'] as const)[i % 3]!,
          createdAt: l.createdAt,
        })),
      );
      const store = await tx
        .insert(s.inventoryStores)
        .values({ name: `Almacén ${agency.name}`, agencyId: agency.id, key: `ST-${agency.slug}` })
        .returning();
      if (ai === 0) {
        await tx.insert(s.inventoryModels).values(
          productRows.map((p, i) => ({ productId: p.id, name: p.model, version: p.version, year: p.year, code: `M-${p.id}`, availableOrder: i === 3 ? 0 : 5 + i })),
        );
      }
      const models = await tx.select().from(s.inventoryModels);
      await tx.insert(s.inventoryVins).values(
        models.flatMap((m) =>
          Array.from({ length: 4 }, (_, k) => ({
            storeId: store[0]!.id,
            modelId: m.id,
            vin: `LJ1${agency.id}${String(m.id).padStart(2, '0')}${faker.string.alphanumeric({ length: 10, casing: 'upper' })}${k}`,
            motor: `MT${faker.string.numeric(8)}`,
            color: DEMO_COLORS[k % DEMO_COLORS.length]!.name,
            name: m.name,
            version: m.version,
            transmission: productRows.find((p) => p.id === m.productId)?.transmission ?? 'Manual',
            year: m.year,
            status: k === 3 ? 'sold' : 'store',
          })),
        ),
      );
    }

    // A few walk-ins registered twice in the first agency, so the duplicates screen has pairs to work.
    const twins = await tx
      .select()
      .from(s.leads)
      .where(and(eq(s.leads.agencyId, first.id), inArray(s.leads.phase, ['1er-contacto', 'seguimiento'])))
      .orderBy(s.leads.id)
      .limit(3);
    for (const [k, original] of twins.entries()) {
      const [copy] = await tx
        .insert(s.leads)
        .values({
          agencyId: first.id,
          userId: original.userId,
          phase: original.phase,
          subStatus: original.subStatus,
          firstName: original.firstName,
          lastName: original.lastName,
          email: k === 0 ? original.email : `otro.${k}.${original.email}`,
          phone: original.phone,
          leadOriginId: original.leadOriginId,
          createdAt: new Date(original.createdAt.getTime() + 86_400_000),
        })
        .returning();
      await tx.insert(s.leadEmails).values({ leadId: copy!.id, value: copy!.email! });
      await tx.insert(s.leadPhones).values({ leadId: copy!.id, value: copy!.phone! });
      const [interest] = await tx.select().from(s.leadInterests).where(eq(s.leadInterests.leadId, original.id)).limit(1);
      if (interest) await tx.insert(s.leadInterests).values({ leadId: copy!.id, productId: interest.productId, productColorId: interest.productColorId, quantity: 1 });
      await tx.insert(s.leadActivities).values({
        leadId: copy!.id,
        userId: copy!.userId,
        typeId: typeRows.find((t) => t.slug === 'whatsapp')!.id,
        channelTypeId: channelRows.find((c) => c.slug === 'whatsapp')!.id,
        title: 'Mensaje del registro duplicado',
        comments: 'Pidió información por WhatsApp',
        status: '1',
        date: copy!.createdAt,
        createdAt: copy!.createdAt,
      });
      await detectDuplicates(tx, copy!.id);
    }

    const items = await tx
      .insert(s.accessoryItems)
      .values([
        { name: 'Tapetes de uso rudo', modelAccessory: 'Sei4 Pro', imageUrls: [modelImage('Tapetes')] },
        { name: 'Barras de techo', modelAccessory: 'Sei7 Pro', imageUrls: [modelImage('Barras de techo')] },
        { name: 'Cargador de pared 7 kW', modelAccessory: 'E10X', imageUrls: [modelImage('Cargador 7 kW')] },
      ])
      .returning();
    await tx.insert(s.accessoryLeads).values(
      Array.from({ length: 24 }, (_, i) => {
        const name = faker.person.fullName();
        const d = daysAgo(i * 2);
        return {
          agencyId: first.id,
          userId: demoBy('manager').id,
          name,
          email: faker.internet.email({ provider: 'correo.mx' }).toLowerCase(),
          phone: `+52${faker.string.numeric(10)}`,
          origin: faker.helpers.arrayElement(['Tienda en línea', 'Facebook', 'Agencia']),
          stage: (['NUEVO', 'CONTACTADO', 'VENDIDO'] as const)[i % 3]!,
          itemId: items[i % items.length]!.id,
          createdAt: d,
          updatedAt: d,
        };
      }),
    );

    const someLeads = await tx.select({ id: s.leads.id, firstName: s.leads.firstName, lastName: s.leads.lastName, userId: s.leads.userId }).from(s.leads).limit(40);
    const notified = (['admin', 'manager', 'coordinator', 'bdc', 'hostess', 'sales-admin', ...ADVISER_POOL] as Role[]).map(demoBy);
    await tx.insert(s.notifications).values(
      notified.flatMap((u, k) =>
        someLeads.slice(k * 2, k * 2 + 2).map((l, j) => ({
          userId: u.id,
          leadId: l.id,
          type: j === 0 ? 'NEW_LEAD' : 'APPOINTMENT_TODAY',
          title: j === 0 ? 'Nuevo lead asignado' : 'Cita para hoy',
          description: j === 0 ? `Se te asignó el lead ${l.firstName} ${l.lastName}` : `Tienes una cita hoy con ${l.firstName} ${l.lastName}`,
          createdAt: daysAgo(j),
        })),
      ),
    );
  });
}
