import { and, eq, inArray } from 'drizzle-orm';
import { FREEZE_REASONS } from '../../../shared/domain/enums';
import type { LeadPhase } from '../../../shared/domain/phases';
import type { Role } from '../../../shared/domain/roles';
import { leadContactDataChanged, leadsBulkWritten } from './leadWrites';
import { DemoCalendar } from '../../db/demoCalendar';
import { demoEmail, demoPerson, demoPhone } from '../../db/demoPeople';
import * as s from '../../db/schema';
import { insertAll, type SeedContext } from '../../db/seedContext';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Days of history: about a month and a half, so a month's dashboard and last month's comparison have data. */
const HISTORY_DAYS = 45;

/** The phase mix, cycled so every agency has every phase (tests and screens rely on it). */
const PHASE_MIX: LeadPhase[] = [
  'subasta', '1er-contacto', 'seguimiento', 'en-cierre', 'cerrado', 'congelado', 'futura-venta',
  '1er-contacto', 'seguimiento', 'subasta', '1er-contacto', 'seguimiento', 'en-cierre', 'congelado',
  'seguimiento', '1er-contacto', 'cerrado', 'seguimiento', 'en-cierre', 'futura-venta',
];

/** The funnel steps a lead went through to reach its phase (after subasta, its creation). */
function pathTo(phase: LeadPhase, pick: () => boolean): LeadPhase[] {
  switch (phase) {
    case 'subasta':
      return [];
    case '1er-contacto':
      return ['1er-contacto'];
    case 'seguimiento':
      return ['1er-contacto', 'seguimiento'];
    case 'en-cierre':
      return ['1er-contacto', 'seguimiento', 'en-cierre'];
    case 'cerrado':
      return ['1er-contacto', 'seguimiento', 'en-cierre', 'cerrado'];
    case 'congelado':
      return pick() ? ['1er-contacto', 'congelado'] : ['1er-contacto', 'seguimiento', 'congelado'];
    case 'futura-venta':
      return ['1er-contacto', 'seguimiento', 'futura-venta'];
  }
}

const ACTIVITY_NOTES = [
  'Interesado en prueba de manejo',
  'Pide cotización a 48 meses',
  'Llamar la próxima semana',
  'Compara con otra marca',
  'Pregunta por el plan de financiamiento',
  'Quiere conocer el precio con seguro incluido',
  'Envié ficha técnica por WhatsApp',
  'Tiene auto a cuenta, pide avalúo',
];

interface PlannedLead {
  row: typeof s.leads.$inferInsert;
  productId: number;
  colorId: number;
  steps: { phase: LeadPhase; at: Date }[];
  activities: Date[];
}

/**
 * Retail leads with coherent stories: created in the past inside the agency's hours, a first
 * contact, activities, phase records that walk the funnel step by step, an interest in one model and
 * one of its colours, appointments for that model inside opening hours, sales for closed leads.
 */
export async function seedRetail(ctx: SeedContext): Promise<void> {
  const { tx, faker, now, agencies, schedules, products, colorsOf, origins, activityTypes, channels } = ctx;
  const cal = new DemoCalendar(now);
  const typeId = (slug: string) => activityTypes.find((t) => t.slug === slug)!.id;
  const channelId = (slug: string) => channels.find((c) => c.slug === slug)!.id;
  const contactKinds = [
    { type: typeId('llamada'), channel: channelId('telefono'), title: 'Llamada de seguimiento' },
    { type: typeId('whatsapp'), channel: channelId('whatsapp'), title: 'Mensaje por WhatsApp' },
    { type: typeId('correo'), channel: channelId('correo'), title: 'Correo con información' },
    { type: typeId('cotizacion'), channel: channelId('presencial'), title: 'Cotización entregada' },
  ];
  // Popular models sell more: weights in catalogue order.
  const productWeights = products.map((p, i) => ({ value: p, weight: [14, 18, 22, 10, 12, 6, 12, 6][i] ?? 8 }));
  const originWeights = origins.map((o, i) => ({ value: o, weight: [26, 22, 16, 16, 10, 10][i] ?? 8 }));
  let serial = 0;

  for (const [ai, agency] of agencies.entries()) {
    const schedule = schedules.get(agency.id);
    const advisers = ctx.advisersOf(agency.id);
    const n = Math.max(PHASE_MIX.length, ai === 0 ? ctx.leadsPerAgency : Math.ceil(ctx.leadsPerAgency / 2));
    // Recent days busier: day offsets drawn towards today.
    const createdDay = () => -Math.floor(Math.pow(faker.number.float({ min: 0, max: 1 }), 1.3) * HISTORY_DAYS);

    const planned: PlannedLead[] = [];
    for (let i = 0; i < n; i++) {
      const phase = PHASE_MIX[i % PHASE_MIX.length]!;
      const person = demoPerson(faker);
      const created = cal.firstSlot(faker, schedule, createdDay, { past: true }) ?? new Date(now.getTime() - 2 * DAY);
      const span = now.getTime() - created.getTime();
      const path = pathTo(phase, () => faker.datatype.boolean());
      // First contact minutes to hours after creation; later steps spread until an hour ago.
      const firstAt = new Date(created.getTime() + Math.min(span * 0.2, faker.number.int({ min: 4, max: 240 }) * MINUTE));
      const later = path.slice(1).map(() => faker.number.float({ min: 0.25, max: 0.95 })).sort();
      const stepsEnd = now.getTime() - 30 * MINUTE;
      const steps = path.map((p, k) => ({
        phase: p,
        at: k === 0 ? firstAt : new Date(firstAt.getTime() + later[k - 1]! * Math.max(stepsEnd - firstAt.getTime(), MINUTE)),
      }));
      const activities =
        path.length === 0
          ? []
          : [
              firstAt,
              ...Array.from({ length: faker.number.int({ min: 0, max: Math.min(3, path.length + 1) }) }, () =>
                new Date(firstAt.getTime() + faker.number.float({ min: 0.05, max: 1 }) * Math.max(stepsEnd - firstAt.getTime(), MINUTE)),
              ),
            ].sort((a, b) => a.getTime() - b.getTime());
      const last = activities[activities.length - 1];
      const product = faker.helpers.weightedArrayElement(productWeights);
      const color = faker.helpers.arrayElement(colorsOf.get(product.id)!);
      const buyType = i % 15 === 7 ? 'flotilla' : 'retail';
      const contacted = path.length > 0;
      const lastStep = steps[steps.length - 1];
      planned.push({
        productId: product.id,
        colorId: color.id,
        steps,
        activities,
        row: {
          agencyId: agency.id,
          userId: phase === 'subasta' ? null : advisers[i % advisers.length]!,
          phase,
          subStatus: phase === 'subasta' || phase === '1er-contacto' ? 'ESPERA_CONTACTO' : phase === 'congelado' ? 'INACTIVO' : 'ACTIVO',
          firstName: person.firstName,
          lastName: person.lastName,
          email: demoEmail(faker, person, ++serial),
          phone: demoPhone(faker),
          leadOriginId: faker.helpers.weightedArrayElement(originWeights).id,
          buyType,
          gender: person.gender,
          sector: contacted ? faker.helpers.arrayElement(['PRIVADO', 'PUBLICO', 'INDEPENDIENTE', 'FINANZAS']) : null,
          maritalStatus: contacted ? faker.helpers.arrayElement(['SOLTERO', 'CASADO', 'UNION_LIBRE']) : null,
          age: contacted ? faker.helpers.arrayElement(['18_24', '25_34', '35_44', '45_54', '54+']) : null,
          firstResponseTime: contacted ? firstAt : null,
          firstResponseTimeInMinutes: contacted ? Math.round((firstAt.getTime() - created.getTime()) / MINUTE) : null,
          lastContactAt: last ?? null,
          reactivationDate: phase === 'futura-venta' ? cal.at(faker.number.int({ min: 3, max: 75 }), 10 * 60) : null,
          currentProductId: product.id,
          createdAt: created,
          updatedAt: lastStep?.at ?? created,
        },
      });
    }

    const leadRows = await insertAll(tx, s.leads, planned.map((p) => p.row));
    const plan = new Map(leadRows.map((l, i) => [l.id, planned[i]!]));
    await insertAll(tx, s.leadEmails, leadRows.map((l) => ({ leadId: l.id, value: l.email! })));
    await insertAll(tx, s.leadPhones, leadRows.map((l) => ({ leadId: l.id, value: l.phone! })));
    // The duplicate keys of the bulk rows (issue 30): detection on create compares with them.
    await leadsBulkWritten(tx);
    await insertAll(
      tx,
      s.leadInterests,
      leadRows.map((l) => {
        const p = plan.get(l.id)!;
        return { leadId: l.id, productId: p.productId, productColorId: p.colorId, quantity: l.buyType === 'flotilla' ? 3 : 1, buyType: l.buyType, createdAt: l.createdAt };
      }),
    );
    await insertAll(
      tx,
      s.leadPhaseRecords,
      leadRows.flatMap((l) => {
        const p = plan.get(l.id)!;
        const creation = { leadId: l.id, userId: ctx.coordinatorOf(agency.id), oldPhaseSlug: null, newPhaseSlug: 'subasta', comments: 'Lead creado', createdAt: l.createdAt };
        return [
          creation,
          ...p.steps.map((step, k) => ({
            leadId: l.id,
            userId: l.userId,
            oldPhaseSlug: k === 0 ? 'subasta' : p.steps[k - 1]!.phase,
            newPhaseSlug: step.phase,
            comments: step.phase === 'congelado' ? faker.helpers.arrayElement(FREEZE_REASONS) : step.phase === 'futura-venta' ? 'Futura venta' : null,
            createdAt: step.at,
          })),
        ];
      }),
    );
    await insertAll(
      tx,
      s.leadActivities,
      leadRows.flatMap((l) =>
        plan.get(l.id)!.activities.map((at, k) => {
          const kind = k === 0 ? contactKinds[0]! : faker.helpers.arrayElement(contactKinds);
          return {
            leadId: l.id,
            userId: l.userId,
            typeId: kind.type,
            channelTypeId: kind.channel,
            title: kind.title,
            comments: faker.helpers.arrayElement(ACTIVITY_NOTES),
            status: faker.number.int({ min: 1, max: 10 }) <= 8 ? '1' : '0',
            date: at,
            productId: kind.type === contactKinds[3]!.type ? plan.get(l.id)!.productId : null,
            createdAt: at,
          };
        }),
      ),
    );

    // Appointments for the lead's model, inside opening hours: a completed test drive behind every
    // closed lead; upcoming and past ones for leads in follow-up and closing; some today for the board.
    const appointmentRows: (typeof s.appointments.$inferInsert)[] = [];
    const todayOpen = cal.hours(schedule, 0) !== null;
    let today = 0;
    const todayTarget = ai === 0 ? 14 : 5;
    for (const l of leadRows) {
      const p = plan.get(l.id)!;
      const base = { leadId: l.id, agencyId: agency.id, userId: l.userId, productId: p.productId, comments: 'Agendada por teléfono' };
      if (l.phase === 'cerrado') {
        const before = p.steps[p.steps.length - 1]!.at;
        const offset = Math.round((before.getTime() - now.getTime()) / DAY) - 1;
        const date = cal.slot(faker, schedule, offset, { step: 30, past: true }) ?? cal.firstSlot(faker, schedule, () => offset - faker.number.int({ min: 1, max: 3 }), { step: 30, past: true });
        if (date) appointmentRows.push({ ...base, type: 'TESTDRIVE', date, status: 'SUCCESSFUL', createdAt: new Date(date.getTime() - 2 * DAY) });
        continue;
      }
      if (l.phase !== 'seguimiento' && l.phase !== 'en-cierre') continue;
      const roll = faker.number.int({ min: 1, max: 10 });
      if (roll > 7) continue;
      const type = faker.datatype.boolean() ? 'TESTDRIVE' : 'ACTIVITY';
      if (todayOpen && today < todayTarget && roll <= 3) {
        const date = cal.slot(faker, schedule, 0, { step: 30 });
        if (date) {
          today++;
          appointmentRows.push({ ...base, type, date, status: 'CONFIRMED', createdAt: new Date(Math.min(now.getTime() - DAY, Math.max(l.createdAt.getTime(), now.getTime() - 3 * DAY))) });
          continue;
        }
      }
      if (roll <= 5) {
        const date = cal.firstSlot(faker, schedule, () => faker.number.int({ min: 1, max: 12 }), { step: 30, future: true });
        if (date) appointmentRows.push({ ...base, type, date, status: faker.datatype.boolean() ? 'CONFIRMED' : 'SCHEDULED', createdAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 48 }) * 3_600_000) });
      } else {
        const since = Math.ceil((l.createdAt.getTime() - now.getTime()) / DAY) + 1;
        if (since >= 0) continue;
        const date = cal.firstSlot(faker, schedule, () => faker.number.int({ min: since, max: -1 }), { step: 30, past: true });
        if (date) appointmentRows.push({ ...base, type, date, status: faker.helpers.arrayElement(['SUCCESSFUL', 'SUCCESSFUL', 'NO_SHOW', 'CANCELED'] as const), createdAt: new Date(Math.max(l.createdAt.getTime(), date.getTime() - 3 * DAY)) });
      }
    }
    await insertAll(tx, s.appointments, appointmentRows.map(withArrival));

    const closed = leadRows.filter((l) => l.phase === 'cerrado');
    await insertAll(
      tx,
      s.sales,
      closed.map((l, i) => {
        const p = plan.get(l.id)!;
        const product = products.find((x) => x.id === p.productId)!;
        const soldAt = p.steps[p.steps.length - 1]!.at;
        const age = (now.getTime() - soldAt.getTime()) / DAY;
        const stage = age > 14 ? 'CLOSED' : age > 5 ? 'PENDING_DELIVERY' : 'PENDING_REPORTING';
        const credit = faker.number.int({ min: 1, max: 10 }) <= 6;
        return {
          leadId: l.id,
          agencyId: agency.id,
          userId: l.userId,
          productId: product.id,
          productColorId: p.colorId,
          stage,
          closedSale: stage === 'CLOSED',
          salePrice: product.price,
          quantity: 1,
          creditTerm: credit ? faker.helpers.arrayElement([24, 36, 48, 60]) : null,
          saleType: 'retail',
          paymentMethod: credit ? 'credito' : 'contado',
          bank: credit ? faker.helpers.arrayElement(['cetelem', 'solufi']) : 'contado',
          insuranceCarrier: faker.helpers.arrayElement(['Qualitas', 'GNP', 'AXA', 'HDI']),
          saleCondition: 'nuevo',
          invoiceNumber: `FAC-${agency.id}-${1000 + i}`,
          rfc: faker.string.alphanumeric({ length: 13, casing: 'upper' }),
          closingDate: stage === 'CLOSED' ? new Date(soldAt.getTime() + Math.min(10, age - 1) * DAY) : null,
          createdAt: soldAt,
          updatedAt: soldAt,
        };
      }),
    );

    // Walk-ins: leads that came in through the floor register, on the day they were created.
    const floorOrigin = origins.find((o) => o.slug === 'registro-piso');
    await insertAll(
      tx,
      s.floorVisits,
      leadRows
        .filter((l) => l.leadOriginId === floorOrigin?.id)
        .map((l, i) => ({ leadId: l.id, agencyId: agency.id, userId: l.userId, origin: 'NEW', type: i % 4 === 3 ? 'AGENDED' : 'NEW', createdAt: l.createdAt })),
    );
  }

  await seedDuplicates(ctx);
  await seedNotifications(ctx);
}

/** A few walk-ins registered twice in the first agency, so the duplicates screen has pairs to work. */
async function seedDuplicates({ tx, agencies, activityTypes, channels, now }: SeedContext): Promise<void> {
  const first = agencies[0]!;
  const twins = await tx
    .select()
    .from(s.leads)
    .where(and(eq(s.leads.agencyId, first.id), inArray(s.leads.phase, ['1er-contacto', 'seguimiento'])))
    .orderBy(s.leads.id)
    .limit(3);
  for (const [k, original] of twins.entries()) {
    const createdAt = new Date(Math.min(original.createdAt.getTime() + 86_400_000, now.getTime() - 3_600_000));
    const [copy] = await tx
      .insert(s.leads)
      .values({
        agencyId: first.id,
        userId: original.userId,
        phase: original.phase,
        subStatus: original.subStatus,
        firstName: original.firstName,
        lastName: original.lastName,
        gender: original.gender,
        email: k === 0 ? original.email : `otro.${k}.${original.email}`,
        phone: original.phone,
        leadOriginId: original.leadOriginId,
        currentProductId: original.currentProductId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(s.leadEmails).values({ leadId: copy!.id, value: copy!.email! });
    await tx.insert(s.leadPhones).values({ leadId: copy!.id, value: copy!.phone! });
    const [interest] = await tx.select().from(s.leadInterests).where(eq(s.leadInterests.leadId, original.id)).limit(1);
    if (interest) await tx.insert(s.leadInterests).values({ leadId: copy!.id, productId: interest.productId, productColorId: interest.productColorId, quantity: 1, createdAt });
    const steps = ['subasta', ...pathTo(copy!.phase as LeadPhase, () => true)];
    await tx.insert(s.leadPhaseRecords).values(
      steps.map((phase, i) => ({
        leadId: copy!.id,
        userId: i === 0 ? null : copy!.userId,
        oldPhaseSlug: i === 0 ? null : steps[i - 1]!,
        newPhaseSlug: phase,
        comments: i === 0 ? 'Lead creado' : null,
        createdAt: new Date(createdAt.getTime() + i * 600_000),
      })),
    );
    await tx.insert(s.leadActivities).values({
      leadId: copy!.id,
      userId: copy!.userId,
      typeId: activityTypes.find((t) => t.slug === 'whatsapp')!.id,
      channelTypeId: channels.find((c) => c.slug === 'whatsapp')!.id,
      title: 'Mensaje del registro duplicado',
      comments: 'Pidió información por WhatsApp',
      status: '1',
      date: createdAt,
      createdAt,
    });
    await leadContactDataChanged(tx, copy!.id);
  }
}

/** Two notifications for each demo account of the showroom, about leads they can open. */
async function seedNotifications({ tx, demo, now }: SeedContext): Promise<void> {
  const someLeads = await tx.select({ id: s.leads.id, firstName: s.leads.firstName, lastName: s.leads.lastName }).from(s.leads).orderBy(s.leads.id).limit(40);
  const notified = (['admin', 'manager', 'coordinator', 'bdc', 'hostess', 'sales-admin', 'adviser-floor', 'adviser-digital', 'adviser-hybrid'] as Role[]).map(demo);
  await tx.insert(s.notifications).values(
    notified.flatMap((u, k) =>
      someLeads.slice(k * 2, k * 2 + 2).map((l, j) => ({
        userId: u.id,
        leadId: l.id,
        type: j === 0 ? 'NEW_LEAD' : 'APPOINTMENT_TODAY',
        title: j === 0 ? 'Nuevo lead asignado' : 'Cita para hoy',
        description: j === 0 ? `Se te asignó el lead ${l.firstName} ${l.lastName}` : `Tienes una cita hoy con ${l.firstName} ${l.lastName}`,
        createdAt: new Date(now.getTime() - (j + 1) * 3_600_000),
      })),
    ),
  );
}

/**
 * A started appointment's demo arrival (issue 51: 'Asistencia a citas' showed 'Llegaron 0' and no
 * wait): three in four were marked 'Llegó' at reception, from 15 minutes early to 10 late, and started
 * 3 to 25 minutes after; the rest were started without it (arrival unknown). Drawn from the lead's id,
 * not from faker, so every other seeded value stays as it was.
 */
export function withArrival<A extends { leadId: number; date: Date; status?: string | null }>(a: A): A & { arrivedAt: Date | null; startedAt: Date | null } {
  // Every row names both columns (insertAll takes rows of one shape).
  if (a.status !== 'SUCCESSFUL') return { ...a, arrivedAt: null, startedAt: null };
  const h = (a.leadId * 2_654_435_761) >>> 0;
  const minutes = 60_000;
  const startedLate = 3 + ((h >>> 8) % 23);
  if (h % 4 === 0) return { ...a, arrivedAt: null, startedAt: new Date(a.date.getTime() + startedLate * minutes) };
  const arrivedAt = new Date(a.date.getTime() + (((h >>> 4) % 26) - 15) * minutes);
  return { ...a, arrivedAt, startedAt: new Date(arrivedAt.getTime() + startedLate * minutes) };
}
