import { base, es, es_MX, Faker } from '@faker-js/faker';
import { eq, inArray, sql } from 'drizzle-orm';
import { FLEET_FUNNEL, type FleetPhase } from '../../../shared/domain/fleetPhases';
import { FOLLOW_UP_MEETING, FOLLOW_UP_TEST_DRIVE } from '../../../shared/domain/fleetConstants';
import type { Role } from '../../../shared/domain/roles';
import type { Tx } from '../../lib/queryRows';
import * as s from '../../db/schema';
import { seedFleetDeals } from './seedFleetDeals';

/**
 * Demo data of the fleet area: the company and lead catalogs with Mexican values, extra fleet
 * executives, a few dozen companies and ~120 fleet leads over every phase with products, dealers,
 * activities, follow-up comments and events. Reads what it needs (agencies, users, products) from
 * the rows seedDemo wrote, so it only needs one call at the end of seedDemo's transaction.
 */

export const COMPANY_CATALOGS = {
  company_types: ['Persona moral', 'Persona física con actividad empresarial', 'Gobierno federal', 'Gobierno estatal', 'Gobierno municipal', 'Organismo descentralizado', 'Asociación civil'],
  company_sectors: [
    'Logística y transporte', 'Construcción', 'Alimentos y bebidas', 'Comercio minorista', 'Servicios financieros', 'Telecomunicaciones', 'Energía',
    'Farmacéutica y salud', 'Manufactura', 'Agroindustria', 'Turismo y hospitalidad', 'Seguridad privada', 'Arrendamiento de vehículos', 'Educación', 'Minería',
  ],
  company_sizes: ['Micro (1 a 10 empleados)', 'Pequeña (11 a 50 empleados)', 'Mediana (51 a 250 empleados)', 'Grande (más de 250 empleados)'],
  company_needs: [
    'Reparto de última milla', 'Traslado de personal', 'Ventas de campo', 'Carga ligera', 'Carga pesada', 'Renovación de flotilla', 'Electrificación de flotilla', 'Vehículos utilitarios para obra',
  ],
  company_economic_capacities: ['Hasta $5 millones anuales', 'De $5 a $20 millones anuales', 'De $20 a $100 millones anuales', 'Más de $100 millones anuales'],
  company_fleet_locations: [
    'Ciudad de México', 'Estado de México', 'Jalisco', 'Nuevo León', 'Puebla', 'Querétaro', 'Guanajuato', 'Veracruz', 'Yucatán', 'Baja California', 'Nacional (varios estados)',
  ],
  lead_fleet_origins: ['Prospección en frío', 'Referido', 'Sitio web', 'Expo o evento', 'Licitación', 'Cliente recurrente', 'Llamada entrante', 'LinkedIn'],
  lead_fleet_clasifications: ['Caliente', 'Tibio', 'Frío'],
} as const;

export const FOLLOW_UP_TYPES = [
  { slug: FOLLOW_UP_TEST_DRIVE, description: 'Pruebas de manejo', activities: ['Prueba de manejo en sitio', 'Prueba de manejo en agencia'] },
  { slug: FOLLOW_UP_MEETING, description: 'Reuniones', activities: ['Presentación de producto', 'Negociación', 'Visita a instalaciones', 'Reunión de resultados'] },
  { slug: 'llamadas', description: 'Llamadas', activities: ['Llamada de prospección', 'Llamada de seguimiento'] },
  { slug: 'correos', description: 'Correos', activities: ['Envío de cotización', 'Envío de fichas técnicas', 'Seguimiento por correo'] },
  { slug: 'whatsapp', description: 'WhatsApp', activities: ['Mensaje de seguimiento'] },
] as const;

const PREFIXES = ['Transportes', 'Logística', 'Distribuidora', 'Constructora', 'Grupo', 'Comercializadora', 'Servicios Integrales', 'Alimentos', 'Farmacias', 'Mensajería'];
const SUFFIXES = ['S.A. de C.V.', 'S.A.P.I. de C.V.', 'S. de R.L. de C.V.'];
const PHASE_MIX: FleetPhase[] = ['1ER_CONTACTO', '1ER_CONTACTO', '1ER_CONTACTO', 'SEGUIMIENTO', 'SEGUIMIENTO', 'SEGUIMIENTO', 'CIERRE', 'CIERRE', 'POST_VENTA', 'CONGELADO'];
const MEETING_TITLES = ['Presentación de la línea JAC', 'Revisión de necesidades de flotilla', 'Negociación de condiciones', 'Visita a centro de distribución'];
const TASK_TITLES = ['Llamar para confirmar interés', 'Enviar fichas técnicas', 'Enviar cotización actualizada', 'Dar seguimiento a propuesta', 'Confirmar fecha de reunión'];
const COMMENTS = [
  'El cliente solicita condiciones de crédito a 36 meses.',
  'Interesados en unidades eléctricas para reparto urbano.',
  'Piden comparar contra la competencia antes de decidir.',
  'El área de compras revisará la propuesta la próxima semana.',
  'Requieren entrega escalonada en tres meses.',
  'Se envió la información al director de operaciones.',
];

export interface SeedFleetOptions {
  now: Date;
  /** Fleet leads in the first agency; the others get a tenth each. */
  leadsInFirstAgency?: number;
}

async function insertCatalog(tx: Tx, table: keyof typeof COMPANY_CATALOGS): Promise<number[]> {
  const values = sql.join(
    COMPANY_CATALOGS[table].map((d) => sql`(${d})`),
    sql`, `,
  );
  const result = (await tx.execute(sql`INSERT INTO ${sql.raw(table)} (description) VALUES ${values} RETURNING id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
}

export async function seedFleet(tx: Tx, options: SeedFleetOptions): Promise<void> {
  const f = new Faker({ locale: [es_MX, es, base] });
  f.seed(2027);
  const now = options.now;
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const firstCount = options.leadsInFirstAgency ?? 90;

  const catalogIds = {} as Record<keyof typeof COMPANY_CATALOGS, number[]>;
  for (const table of Object.keys(COMPANY_CATALOGS) as (keyof typeof COMPANY_CATALOGS)[]) catalogIds[table] = await insertCatalog(tx, table);

  const followUps = await tx
    .insert(s.leadFleetActivityFollowUpTypes)
    .values(FOLLOW_UP_TYPES.map(({ slug, description }) => ({ slug, description })))
    .returning();
  const activityTypes = await tx
    .insert(s.leadFleetActivityTypes)
    .values(FOLLOW_UP_TYPES.flatMap((t, i) => t.activities.map((description) => ({ description, followUpTypeId: followUps[i]!.id }))))
    .returning();

  const agencies = await tx.select({ id: s.agencies.id, name: s.agencies.name }).from(s.agencies).orderBy(s.agencies.id);
  if (!agencies.length) return;
  const roles = await tx.select().from(s.roles);
  const roleId = (slug: Role) => roles.find((r) => r.slug === slug)!.id;
  const [template] = await tx.select().from(s.users).where(eq(s.users.email, 'fleet-executive@demo.mx'));
  const demo = await tx
    .select({ id: s.users.id, email: s.users.email })
    .from(s.users)
    .where(inArray(s.users.email, ['fleet-executive@demo.mx', 'fleet-coordinator@demo.mx', 'fleet-manager@demo.mx', 'admin@demo.mx']));
  const demoId = (email: string) => demo.find((u) => u.email === email)?.id;

  // Two more executives in the first agency and one (plus a fleet manager) in every other agency.
  const extra = agencies.flatMap((a, ai) =>
    (ai === 0 ? (['fleet-executive', 'fleet-executive'] as Role[]) : (['fleet-executive', 'fleet-manager'] as Role[])).map((role, k) => ({ agencyId: a.id, role, k, ai })),
  );
  const extraUsers = template
    ? await tx
        .insert(s.users)
        .values(
          extra.map((e) => {
            const firstName = f.person.firstName();
            const lastName = f.person.lastName();
            return {
              email: `${e.role}.${e.ai + 1}.${e.k}@flotillas.demo.mx`,
              passwordHash: template.passwordHash,
              firstName,
              lastName,
              nickname: firstName,
              position: e.role === 'fleet-manager' ? 'Gerente de Flotillas' : 'Ejecutivo de Flotillas',
              roleId: roleId(e.role),
            };
          }),
        )
        .returning({ id: s.users.id })
    : [];
  if (extraUsers.length) {
    await tx.insert(s.userAgencies).values(extraUsers.map((u, i) => ({ userId: u.id, agencyId: extra[i]!.agencyId })));
    await tx.insert(s.userEmails).values(extraUsers.map((u, i) => ({ userId: u.id, value: `${extra[i]!.role}.${extra[i]!.ai + 1}.${extra[i]!.k}@flotillas.demo.mx` })));
  }
  const executivesOf = (agencyIndex: number): number[] => {
    const own = extraUsers.filter((_, i) => extra[i]!.ai === agencyIndex && extra[i]!.role === 'fleet-executive').map((u) => u.id);
    if (agencyIndex !== 0) return own;
    const exec = demoId('fleet-executive@demo.mx');
    return exec ? [exec, exec, ...own] : own;
  };
  const leadOwnersOf = (agencyIndex: number): number[] => {
    const owners = executivesOf(agencyIndex);
    if (agencyIndex === 0) {
      for (const e of ['fleet-coordinator@demo.mx', 'fleet-manager@demo.mx']) {
        const id = demoId(e);
        if (id) owners.push(id);
      }
    }
    return owners;
  };

  const products = await tx.select({ id: s.products.id, name: s.products.name }).from(s.products).where(eq(s.products.active, true));
  const colors = await tx.select({ id: s.productColors.id, productId: s.productColors.productId }).from(s.productColors);
  if (!products.length) return;

  // Companies: 24 in the first agency, 4 in each other.
  const companySpecs = agencies.flatMap((a, ai) => Array.from({ length: ai === 0 ? 24 : 4 }, (_, k) => ({ agency: a, ai, k })));
  const companyRows = await tx
    .insert(s.companies)
    .values(
      companySpecs.map(({ agency, ai, k }) => {
        const execs = executivesOf(ai);
        const created = daysAgo(f.number.int({ min: 5, max: 180 }));
        return {
          agencyId: agency.id,
          name: `${f.helpers.arrayElement(PREFIXES)} ${f.person.lastName()} ${f.helpers.arrayElement(SUFFIXES)}`,
          companyTypeId: f.helpers.arrayElement(catalogIds.company_types),
          companySectorId: k === 5 ? null : f.helpers.arrayElement(catalogIds.company_sectors),
          sectorText: k === 5 ? 'Paquetería especializada' : null,
          companySizeId: f.helpers.arrayElement(catalogIds.company_sizes),
          companyNeedId: f.helpers.arrayElement(catalogIds.company_needs),
          companyEconomicCapacityId: f.helpers.arrayElement(catalogIds.company_economic_capacities),
          companyFleetLocationId: f.helpers.arrayElement(catalogIds.company_fleet_locations),
          description: `${f.location.streetAddress()}, ${f.location.city()}, C.P. ${f.location.zipCode('#####')}`,
          active: k % 9 !== 8,
          userId: k % 7 === 6 || !execs.length ? null : execs[k % execs.length]!,
          createdAt: created,
          updatedAt: created,
        };
      }),
    )
    .returning();
  const contactRows = await tx
    .insert(s.companyContactPeople)
    .values(
      companyRows.flatMap((c) =>
        (['COMPANY', 'OPERATOR'] as const).map((type) => {
          const firstName = f.person.firstName();
          const lastName = f.person.lastName();
          return {
            companyId: c.id,
            type,
            name: `${firstName} ${lastName}`,
            phone: f.string.numeric({ length: 10, allowLeadingZeros: false }),
            email: f.internet.email({ firstName, lastName, provider: 'empresa.com.mx' }).toLowerCase(),
          };
        }),
      ),
    )
    .returning();

  // Fleet leads: the first agency's companies carry most of them, every phase represented.
  const leadSpecs = agencies.flatMap((a, ai) => {
    const n = ai === 0 ? firstCount : Math.max(6, Math.round(firstCount / 10));
    const own = companyRows.filter((c) => c.agencyId === a.id && c.active);
    return Array.from({ length: n }, (_, i) => ({ agency: a, ai, i, company: own[i % own.length]! })).filter((x) => x.company);
  });
  const leadValues = leadSpecs.map(({ ai, i, company }) => {
    const phase = PHASE_MIX[i % PHASE_MIX.length]!;
    const owners = leadOwnersOf(ai);
    // A company's leads usually go to its executive; the rest spread over the team.
    const userId = company.userId && i % 4 !== 3 ? company.userId : owners.length ? owners[i % owners.length]! : null;
    const contact = contactRows.find((c) => c.companyId === company.id && c.type === 'COMPANY')!;
    const created = daysAgo(f.number.int({ min: 3, max: 120 }));
    const last = new Date(Math.max(created.getTime(), daysAgo(f.number.int({ min: 0, max: 16 })).getTime()));
    return {
      agencyId: company.agencyId,
      companyId: company.id,
      phase,
      status: phase === 'CONGELADO' ? 'INACTIVO' : 'ACTIVO',
      companyContactPersonId: contact.id,
      contactName: contact.name,
      email: contact.email,
      phone: contact.phone,
      companyName: company.name,
      comments: f.helpers.arrayElement(COMMENTS),
      userId,
      leadFleetOriginId: f.helpers.arrayElement(catalogIds.lead_fleet_origins),
      leadFleetClasificationId: f.helpers.arrayElement(catalogIds.lead_fleet_clasifications),
      accountInvestigationRealized: phase !== '1ER_CONTACTO' && phase !== 'CONGELADO',
      lastActivityDate: last,
      createdAt: created,
      updatedAt: last,
    };
  });
  if (!leadValues.length) return;
  const leads = await tx.insert(s.leadFleets).values(leadValues).returning();

  const quantityFor = (i: number) => [3, 6, 12, 15, 25, 40, 60, 80, 120, 8][i % 10]!;
  const productValues = leads.flatMap((l, i) => {
    const n = 1 + (i % 3);
    return Array.from({ length: n }, (_, k) => {
      const product = products[(i + k * 3) % products.length]!;
      const color = colors.filter((c) => c.productId === product.id)[k % 2] ?? colors.find((c) => c.productId === product.id);
      return { leadFleetId: l.id, productId: product.id, productColorId: color?.id ?? null, quantity: Math.max(1, Math.round(quantityFor(i) / n)) };
    });
  });
  await tx.insert(s.leadFleetProducts).values(productValues);
  await tx.execute(
    sql`UPDATE lead_fleets l SET total_quantity = t.q FROM (SELECT lead_fleet_id, sum(quantity)::int AS q FROM lead_fleet_products GROUP BY lead_fleet_id) t WHERE t.lead_fleet_id = l.id`,
  );
  await seedFleetDeals(tx, f, leads, now);

  const dealerValues = leads.flatMap((l, i) =>
    Array.from({ length: i % 3 === 0 ? 0 : 1 + (i % 2) }, (_, k) => {
      const firstName = f.person.firstName();
      const lastName = f.person.lastName();
      return {
        leadFleetId: l.id,
        agencyId: agencies[(i + k) % agencies.length]!.id,
        contactName: `${firstName} ${lastName}`,
        contactPhone: f.string.numeric({ length: 10, allowLeadingZeros: false }),
        contactEmail: f.internet.email({ firstName, lastName, provider: 'jac.mx' }).toLowerCase(),
      };
    }),
  );
  if (dealerValues.length) await tx.insert(s.leadFleetAgencies).values(dealerValues);

  // Activities: a few per phase the lead went through, meetings dated around today for the agenda.
  const byType = (slug: string) => followUps.find((t) => t.slug === slug)!;
  const typesOf = (slug: string) => activityTypes.filter((t) => t.followUpTypeId === byType(slug).id);
  const activityValues: (typeof s.leadFleetActivities.$inferInsert)[] = [];
  const testDriveIndexes: number[] = [];
  leads.forEach((l, i) => {
    const reached = l.phase === 'CONGELADO' ? FLEET_FUNNEL.slice(0, 1 + (i % 3)) : FLEET_FUNNEL.slice(0, FLEET_FUNNEL.indexOf(l.phase as (typeof FLEET_FUNNEL)[number]) + 1);
    reached.forEach((phase, p) => {
      const current = p === reached.length - 1;
      const count = current ? 2 : 1;
      for (let k = 0; k < count; k++) {
        const slug = k === 0 && current && i % 2 === 0 ? FOLLOW_UP_MEETING : f.helpers.arrayElement(['llamadas', 'correos', 'whatsapp', FOLLOW_UP_MEETING]);
        const isMeeting = slug === FOLLOW_UP_MEETING;
        const created = new Date(Math.min(now.getTime(), l.createdAt.getTime() + (p * 10 + k + 1) * 86_400_000));
        const date = isMeeting ? new Date(now.getTime() + f.number.int({ min: -12, max: 14 }) * 86_400_000) : null;
        if (date) date.setUTCHours(15 + (i % 6), (i % 2) * 30, 0, 0);
        activityValues.push({
          leadFleetId: l.id,
          userId: l.userId,
          followUpTypeId: byType(slug).id,
          activityTypeId: f.helpers.arrayElement(typesOf(slug)).id,
          phase,
          title: isMeeting ? f.helpers.arrayElement(MEETING_TITLES) : f.helpers.arrayElement(TASK_TITLES),
          status: current && k === 0 ? 1 : i % 3 === 0 ? 1 : 0,
          date,
          time: date ? `${String((date.getUTCHours() + 18) % 24).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}` : null,
          comments: f.helpers.arrayElement(COMMENTS),
          companyContactPersonId: l.companyContactPersonId,
          createdAt: created,
        });
      }
      if (phase === 'SEGUIMIENTO' && i % 4 === 1) {
        const date = new Date(now.getTime() + f.number.int({ min: -10, max: 10 }) * 86_400_000);
        date.setUTCHours(16, 0, 0, 0);
        testDriveIndexes.push(activityValues.length);
        activityValues.push({
          leadFleetId: l.id,
          userId: l.userId,
          followUpTypeId: byType(FOLLOW_UP_TEST_DRIVE).id,
          activityTypeId: typesOf(FOLLOW_UP_TEST_DRIVE)[0]!.id,
          phase,
          title: 'Prueba de manejo',
          status: 1,
          date,
          endDate: new Date(date.getTime() + 2 * 3_600_000),
          time: '10:00',
          comments: 'Prueba con el equipo de operaciones del cliente.',
          companyContactPersonId: l.companyContactPersonId,
          commentsOnTest: 'Buen desempeño en ruta urbana.',
          createdAt: new Date(Math.min(now.getTime(), l.createdAt.getTime() + 86_400_000)),
        });
      }
    });
  });
  const activities = await tx.insert(s.leadFleetActivities).values(activityValues).returning({ id: s.leadFleetActivities.id, leadFleetId: s.leadFleetActivities.leadFleetId });
  const testDrives = testDriveIndexes.map((ix) => activities[ix]!);
  if (testDrives.length) {
    await tx.insert(s.leadFleetActivityTestDriveUnits).values(
      testDrives.map((a, k) => ({
        activityId: a.id,
        productId: products[k % products.length]!.id,
        vin: `LJ1${f.string.alphanumeric({ length: 14, casing: 'upper' })}`,
        plate: `${f.string.alpha({ length: 3, casing: 'upper' })}-${f.string.numeric(3)}-${f.string.alpha({ length: 1, casing: 'upper' })}`,
      })),
    );
  }
  const testDriveIds = new Set(testDrives.map((a) => a.id));
  const commentValues = activities
    .filter((a, k) => !testDriveIds.has(a.id) && k % 3 !== 2)
    .flatMap((a, k) =>
      Array.from({ length: 1 + (k % 2) }, (_, j) => ({
        activityId: a.id,
        userId: leads.find((l) => l.id === a.leadFleetId)?.userId ?? null,
        comment: f.helpers.arrayElement(['Se confirmó la asistencia del cliente.', 'Quedó pendiente el visto bueno de finanzas.', 'Cliente pide más información de garantía.', 'Se reprogramó para la próxima semana.']),
        createdAt: daysAgo(j + (k % 6)),
      })),
    );
  if (commentValues.length) await tx.insert(s.leadFleetActivityFollowUpComments).values(commentValues);

  await tx.insert(s.leadFleetEvents).values(
    leads.flatMap((l) => {
      const events: (typeof s.leadFleetEvents.$inferInsert)[] = [{ leadFleetId: l.id, userId: l.userId, action: 'CREATED', newPhase: '1ER_CONTACTO', createdAt: l.createdAt }];
      const reached = l.phase === 'CONGELADO' ? [] : FLEET_FUNNEL.slice(0, FLEET_FUNNEL.indexOf(l.phase as (typeof FLEET_FUNNEL)[number]) + 1);
      reached.slice(1).forEach((phase, k) =>
        events.push({ leadFleetId: l.id, userId: l.userId, action: 'PHASE_NEXT', oldPhase: reached[k]!, newPhase: phase, createdAt: new Date(Math.min(now.getTime(), l.createdAt.getTime() + (k + 1) * 7 * 86_400_000)) }),
      );
      if (l.phase === 'CONGELADO') events.push({ leadFleetId: l.id, userId: l.userId, action: 'FROZEN', oldPhase: '1ER_CONTACTO', newPhase: 'CONGELADO', createdAt: l.lastActivityDate });
      return events;
    }),
  );
}
