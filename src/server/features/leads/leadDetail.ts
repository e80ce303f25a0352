import { and, eq, isNull } from 'drizzle-orm';
import { BUY_TYPES } from '../../../shared/domain/enums';
import { isAdviser, type Role } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { leads } from './tables';
import type { Caller } from '../../identity/auth';
import { leadForCaller, notifyOwner, recordPhase, type Lead } from './leadAccess';
import { readLeadDetailSection } from './leadDetailSections';
import { phaseOf } from './leadList';
import { leadDetailsAnswerOf } from './leadDetailsColumns';
import { readDetailLists } from './leadDetailLists';

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

export async function leadDetail(db: Db, caller: Caller, id: number) {
  const first = await leadForCaller(db, caller, id);
  let lead = first;
  if (claimable(caller, first)) {
    await claimSubastaLead(db, caller, first);
    // Read again after the claim: taken by this adviser, or by another in between (then it is 404 here).
    lead = await leadForCaller(db, caller, id);
  }

  // Leads' own lists in one statement (detailLists), the other features' sections beside it.
  const section = { lead, caller };
  const [lists, salesPart, appointmentsPart, visitsPart, duplicatesPart] = await Promise.all([
    readDetailLists(db, lead),
    readLeadDetailSection('sales', db, section),
    readLeadDetailSection('appointments', db, section),
    readLeadDetailSection('floorVisits', db, section),
    readLeadDetailSection('duplicates', db, section),
  ]);
  const { emails, phones, interests, activities, records } = lists;

  const masked = lead.phase === 'subasta' && MASKED_ROLES(caller.role);
  const now = Date.now();
  const basis = lead.lastContactAt ?? lead.createdAt;
  const current = interests.find((r) => r.current) ?? interests[0];
  const u = lists.owner;
  const o = lists.origin;
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
    quantity: current?.quantity ?? null,
    LeadInterests: interests.map((i) => ({
      id: i.id,
      ProductId: i.productId,
      ProductColorId: i.productColorId,
      quantity: i.quantity,
      buyType: i.buyType,
      current: i.current,
      comments: i.comments,
      date: i.date,
      createdAt: i.createdAt,
      Product: { id: i.pId, imageUrl: i.pImageUrl, name: i.pName, model: i.pModel, version: i.pVersion, transmission: i.pTransmission, price: i.pPrice, year: i.pYear },
      ProductColor: i.cId !== null ? { id: i.cId, name: i.cName!, slug: i.cSlug!, hex: i.cHex } : null,
    })),
    LeadActivities: activities.map((a) => ({
      id: a.id,
      date: a.date,
      title: a.title,
      comments: a.comments,
      status: a.status,
      LeadActivityType: { slug: a.typeSlug, description: a.typeDescription },
      LeadActivityChannelType: a.channelSlug !== null ? { slug: a.channelSlug, description: a.channelDescription! } : null,
      Product: a.pId !== null ? { id: a.pId, name: a.pName!, model: a.pModel! } : null,
      plazo: a.plazo,
      enganche: a.enganche,
      data: a.data,
      UserId: a.userId,
      userName: a.userName,
      createdAt: a.createdAt,
    })),
    LeadTestDriveAppointments: appointmentsPart.LeadTestDriveAppointments,
    LeadOriginId: lead.leadOriginId,
    LeadOrigin: o ? { id: o.id, slug: o.slug, description: o.description } : null,
    UserId: lead.userId,
    User: u ? { ...u, firstAndLastName: `${u.firstName} ${u.lastName}` } : null,
    AgencyId: lead.agencyId,
    Agency: lists.agency,
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
    LeadRenting: lists.renting,
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
