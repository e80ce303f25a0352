import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { BUY_TYPES } from '../../../shared/domain/enums';
import { isAdviser, type Role } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { leadActivities, leadEmails, leadInterests, leadPhones, leadRentings, leadPhaseRecords, leads } from './tables';
import { leadActivityChannelTypes, leadActivityTypes, leadOrigins, productColors, products } from '../../db/tables/catalog';
import { agencies, users } from '../../db/tables/org';
import type { Caller } from '../../identity/auth';
import { leadForCaller, notifyOwner, recordPhase, type Lead } from './leadAccess';
import { readLeadDetailSection } from './leadDetailSections';
import { phaseOf } from './leadList';
import { leadDetailsAnswerOf } from './leadDetailsColumns';

/** Roles that see a subasta lead's contact data as '-' (spec §2 data panel). */
const MASKED_ROLES = (role: Role) => role === 'coordinator' || role === 'bdc' || isAdviser(role);
const DASH = '-';

const claimable = (caller: Caller, lead: Lead) => isAdviser(caller.role) && lead.phase === 'subasta' && lead.userId === null;

/**
 * An adviser opening an unowned subasta lead takes it. One conditional UPDATE decides the race: the
 * first adviser's statement matches the row, the second finds it owned and changes nothing.
 */
export async function claimSubastaLead(db: Db, caller: Caller, lead: Lead): Promise<void> {
  if (!claimable(caller, lead)) return;
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(leads)
      .set({ userId: caller.id, phase: '1er-contacto', updatedAt: new Date() })
      .where(and(eq(leads.id, lead.id), eq(leads.phase, 'subasta'), isNull(leads.userId)))
      .returning();
    if (!claimed) return;
    await recordPhase(tx, { leadId: lead.id, userId: caller.id, oldPhase: 'subasta', newPhase: '1er-contacto', comments: 'Asignado al abrir el lead' });
    await notifyOwner(tx, 'NEW_LEAD', caller.id, claimed, caller.id);
  });
}

const userName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

export async function leadDetail(db: Db, caller: Caller, id: number) {
  const first = await leadForCaller(db, caller, id);
  let lead = first;
  if (claimable(caller, first)) {
    await claimSubastaLead(db, caller, first);
    // Read again after the claim: taken by this adviser, or by another in between (then it is 404 here).
    lead = await leadForCaller(db, caller, id);
  }

  // Leads' own reads and the other features' sections (leadDetailSections.ts), all at once.
  const section = { lead, caller };
  const [emails, phones, interests, activities, origin, owner, agency, records, renting, salesPart, appointmentsPart, visitsPart, duplicatesPart] = await Promise.all([
    db.select({ id: leadEmails.id, value: leadEmails.value }).from(leadEmails).where(eq(leadEmails.leadId, id)).orderBy(leadEmails.id),
    db.select({ id: leadPhones.id, value: leadPhones.value }).from(leadPhones).where(eq(leadPhones.leadId, id)).orderBy(leadPhones.id),
    db
      .select({ i: leadInterests, p: products, c: productColors })
      .from(leadInterests)
      .innerJoin(products, eq(products.id, leadInterests.productId))
      .leftJoin(productColors, eq(productColors.id, leadInterests.productColorId))
      .where(eq(leadInterests.leadId, id))
      .orderBy(desc(leadInterests.current), desc(leadInterests.id)),
    db
      .select({ a: leadActivities, t: leadActivityTypes, ch: leadActivityChannelTypes, p: { id: products.id, name: products.name, model: products.model }, userName })
      .from(leadActivities)
      .innerJoin(leadActivityTypes, eq(leadActivityTypes.id, leadActivities.typeId))
      .leftJoin(leadActivityChannelTypes, eq(leadActivityChannelTypes.id, leadActivities.channelTypeId))
      .leftJoin(products, eq(products.id, leadActivities.productId))
      .leftJoin(users, eq(users.id, leadActivities.userId))
      .where(eq(leadActivities.leadId, id))
      .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id)),
    lead.leadOriginId ? db.select().from(leadOrigins).where(eq(leadOrigins.id, lead.leadOriginId)) : Promise.resolve([]),
    lead.userId
      ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, lead.userId))
      : Promise.resolve([]),
    db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.id, lead.agencyId)),
    db.select().from(leadPhaseRecords).where(eq(leadPhaseRecords.leadId, id)).orderBy(desc(leadPhaseRecords.createdAt), desc(leadPhaseRecords.id)),
    db.select().from(leadRentings).where(eq(leadRentings.leadId, id)),
    readLeadDetailSection('sales', db, section),
    readLeadDetailSection('appointments', db, section),
    readLeadDetailSection('floorVisits', db, section),
    readLeadDetailSection('duplicates', db, section),
  ]);

  const masked = lead.phase === 'subasta' && MASKED_ROLES(caller.role);
  const now = Date.now();
  const basis = lead.lastContactAt ?? lead.createdAt;
  const current = interests.find((r) => r.i.current) ?? interests[0];
  const u = owner[0];
  const o = origin[0];
  const lastRegister = visitsPart.FloorRegisters[0]?.createdAt ?? null;

  return {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    leadName: lead.firstName,
    firstAndLastName: `${lead.firstName} ${lead.lastName}`,
    email: masked ? DASH : lead.email,
    phone: masked ? DASH : lead.phone,
    leadEmails: masked ? emails.map((e) => ({ id: e.id, value: DASH })) : emails,
    leadPhones: masked ? phones.map((p) => ({ id: p.id, value: DASH })) : phones,
    contactMasked: masked,
    phase: lead.phase,
    leadPhase: phaseOf(lead.phase),
    subStatus: lead.subStatus,
    buyType: lead.buyType,
    SaleType: { slug: lead.buyType, description: BUY_TYPES[lead.buyType as keyof typeof BUY_TYPES] ?? lead.buyType },
    quantity: current?.i.quantity ?? null,
    LeadInterests: interests.map(({ i, p, c }) => ({
      id: i.id,
      ProductId: i.productId,
      ProductColorId: i.productColorId,
      quantity: i.quantity,
      buyType: i.buyType,
      current: i.current,
      comments: i.comments,
      date: i.date,
      createdAt: i.createdAt,
      Product: { id: p.id, imageUrl: p.imageUrl, name: p.name, model: p.model, version: p.version, transmission: p.transmission, price: p.price, year: p.year },
      ProductColor: c ? { id: c.id, name: c.name, slug: c.slug, hex: c.hex } : null,
    })),
    LeadActivities: activities.map(({ a, t, ch, p, userName: un }) => ({
      id: a.id,
      date: a.date,
      title: a.title,
      comments: a.comments,
      status: a.status,
      LeadActivityType: { slug: t.slug, description: t.description },
      LeadActivityChannelType: ch ? { slug: ch.slug, description: ch.description } : null,
      Product: p?.id ? p : null,
      plazo: a.plazo,
      enganche: a.enganche,
      data: a.data,
      UserId: a.userId,
      userName: un,
      createdAt: a.createdAt,
    })),
    LeadTestDriveAppointments: appointmentsPart.LeadTestDriveAppointments,
    LeadOriginId: lead.leadOriginId,
    LeadOrigin: o ? { id: o.id, slug: o.slug, description: o.description } : null,
    UserId: lead.userId,
    User: u ? { ...u, firstAndLastName: `${u.firstName} ${u.lastName}` } : null,
    AgencyId: lead.agencyId,
    Agency: agency[0] ?? null,
    rfc: lead.rfc,
    regimenFiscal: lead.regimenFiscal,
    razonSocial: lead.razonSocial,
    saleCondition: lead.saleCondition,
    paymentMethod: lead.paymentMethod,
    bank: lead.bank,
    ensurance: lead.ensurance,
    exangeCar: lead.exangeCar,
    invoice: lead.invoice,
    gender: lead.gender,
    sector: lead.sector,
    maritalStatus: lead.maritalStatus,
    age: lead.age,
    recompra: lead.recompra || salesPart.RepurchaseSales.length > 0,
    RepurchaseSales: salesPart.RepurchaseSales,
    concreteNeeds: lead.concreteNeeds,
    clientProfile: lead.clientProfile,
    ClientId: lead.clientId,
    Sales: salesPart.Sales,
    FloorRegisters: visitsPart.FloorRegisters,
    LeadPhaseRecords: records.map((r) => ({ id: r.id, createdAt: r.createdAt, comments: r.comments, OldPhaseSlug: r.oldPhaseSlug, NewPhaseSlug: r.newPhaseSlug, UserId: r.userId })),
    SaleVINs: salesPart.SaleVINs,
    duplicados: duplicatesPart.duplicados,
    LeadRenting: renting[0] ?? null,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
    lastContactAt: lead.lastContactAt,
    /** Wall-clock seconds since the last contact (or creation); the client applies the agency's hours. */
    lastContact: Math.max(0, Math.floor((now - basis.getTime()) / 1000)),
    lastRegisterDate: lastRegister,
    firstResponseTime: lead.firstResponseTime,
    firstResponseTimeInMinutes: lead.firstResponseTimeInMinutes,
    reactivationDate: lead.reactivationDate,
    mergedIntoId: lead.mergedIntoId,
    ...leadDetailsAnswerOf(lead),
  };
}
