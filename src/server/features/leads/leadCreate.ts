import { newLeadNoticeInsert, prepareNewLead } from './leadWrites';
import { normalizeEmail } from '../../../shared/domain/normalizeEmail';
import { normalizePhoneMx } from '../../../shared/domain/normalizePhoneMx';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { assignLead, type Assignment, type AssignmentInput } from '../../../shared/domain/leadAssignment';
import { isAdviser } from '../../../shared/domain/roles';
import { AGENCY_OWNER_ROLES, ASSIGNABLE_ROLES } from '../../../shared/domain/permissions';
import { withPhonePrefix } from '../../../shared/domain/phone';
import type { NewLeadPayload } from '../../../shared/schemas/leadPayloads';
import type { Db } from '../../db/client';
import { leads } from './tables';
import { leadOrigins, productColors } from '../../db/tables/catalog';
import { agencies, roles, userAgencies, users } from '../../db/tables/org';
import { queryRows, textArray, type Tx } from '../../lib/queryRows';
import { tableRow } from '../../lib/tableRow';
import { badRequest, forbidden } from '../../lib/httpError';
import type { Caller } from '../../identity/auth';
import { phaseRecordInsert, type Lead } from './leadAccess';

/** Active users of the agency holding one of `roleSlugs`. */
async function activeUsersOf(db: Db | Tx, agencyId: number, roleSlugs: readonly string[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userAgencies, eq(userAgencies.userId, users.id))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(userAgencies.agencyId, agencyId), eq(users.active, true), inArray(roles.slug, [...roleSlugs])))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

export async function isAssignableUser(db: Db | Tx, agencyId: number, userId: number): Promise<boolean> {
  return (await activeUsersOf(db, agencyId, ASSIGNABLE_ROLES)).includes(userId);
}

/**
 * Who owns a new lead (a decision of ours: this feature's README, Decisions): an adviser keeps the lead they
 * type in; a chosen owner (the floor-visit wizard's adviser) must be an active bdc, coordinator or
 * adviser of the agency (§6); otherwise the agency's incoming-lead rule decides.
 */
async function ownerOfNewLead(db: Db, caller: Caller, agencyId: number, chosenId: number | null, random: () => number): Promise<Assignment> {
  if (isAdviser(caller.role)) return { phase: '1er-contacto', userId: caller.id };
  if (chosenId !== null) {
    if (!(await isAssignableUser(db, agencyId, chosenId))) throw badRequest(MSG.selectAdviser);
    return { phase: '1er-contacto', userId: chosenId };
  }
  return assignmentByAgencyRule(db, agencyId, random);
}

/** The agency's incoming-lead rule (1 Subasta, 2 Usuario Asignado, 3 Aleatorio): every lead that arrives without an owner (typed, imported, ADF). */
export async function assignmentByAgencyRule(db: Db | Tx, agencyId: number, random: () => number = Math.random): Promise<Assignment> {
  return assignLead(await agencyRuleInput(db, agencyId), random);
}

/** What the rule needs of the agency, read once: a batch of incoming leads assigns each with `assignLead(input)`. */
export async function agencyRuleInput(db: Db | Tx, agencyId: number): Promise<AssignmentInput> {
  const [agency] = await db.select({ ruleId: agencies.leadRuleId, ownerId: agencies.leadOwnerId }).from(agencies).where(eq(agencies.id, agencyId));
  const owners = agency?.ownerId ? await activeUsersOf(db, agencyId, AGENCY_OWNER_ROLES) : [];
  return {
    ruleId: agency?.ruleId ?? 1,
    ownerId: agency?.ownerId && owners.includes(agency.ownerId) ? agency.ownerId : null,
    candidateIds: agency?.ruleId === 3 ? await activeUsersOf(db, agencyId, ASSIGNABLE_ROLES) : [],
  };
}

/**
 * POST /lead/: validates (§5), applies the agency's assignment rule, and writes the lead, its
 * e-mails, phones, interest, first phase record, the other features' rows (leadWrites) and the
 * owner's NEW_LEAD notification in one statement.
 */
export async function createLead(db: Db, caller: Caller, data: NewLeadPayload, random: () => number = Math.random): Promise<Lead> {
  const agencyId = data.AgencyId ?? caller.agencyId;
  if (!caller.agencyIds.includes(agencyId)) throw forbidden(MSG.forbiddenAgency);
  const { productId, colorId, quantity, buyType } = data;

  const createdAt = new Date();
  const emails = data.emails.map((e) => e.toLowerCase());
  const phones = data.phones.map(withPhonePrefix);
  // Independent reads, at once; their errors are reported in the order the form is checked.
  const [colorRows, originRows, owner, ...steps] = await Promise.allSettled([
    db
      .select({ id: productColors.id })
      .from(productColors)
      .where(and(eq(productColors.id, colorId), eq(productColors.productId, productId))),
    db
      .select({ id: leadOrigins.id })
      .from(leadOrigins)
      .where(and(eq(leadOrigins.id, data.LeadOriginId), or(isNull(leadOrigins.agencyId), eq(leadOrigins.agencyId, agencyId)))),
    ownerOfNewLead(db, caller, agencyId, data.UserId, random),
    // The steps other features add (leadWrites: sla's first-contact clock, duplicates' keys and
    // candidates), read before the transaction: from its insert on, it holds the agency's counters row.
    ...prepareNewLead(db, { agencyId, createdAt, firstName: data.firstName, lastName: data.lastName, emails, phones }),
  ]);
  if (colorRows.status === 'rejected') throw colorRows.reason;
  if (colorRows.value.length === 0) throw badRequest(MSG.requiredFields);
  if (originRows.status === 'rejected') throw originRows.reason;
  if (originRows.value.length === 0) throw badRequest(MSG.requiredFields);
  if (owner.status === 'rejected') throw owner.reason;
  const contributions = steps.map((step) => {
    if (step.status === 'rejected') throw step.reason;
    return step.value;
  });
  const assignment = owner.value;

  // The duplicate keys and the first-contact clock go in with the insert: the row and its ~30
  // indexes are written once, not again by an UPDATE of indexed columns right after.
  const insertLead = db
    .insert(leads)
    .values({
      agencyId,
      userId: assignment.userId,
      phase: assignment.phase,
      subStatus: 'ESPERA_CONTACTO',
      firstName: data.firstName,
      lastName: data.lastName,
      email: emails[0] ?? null,
      phone: phones[0] ?? null,
      leadOriginId: data.LeadOriginId,
      buyType,
      createdAt,
      // What the lead_interests trigger would set (then it has nothing to change, and the row is not written again).
      currentProductId: productId,
      // The lead's own details, each in the column of its name (README, 'Add a field').
      ...data.details,
      ...contributions.reduce<Partial<typeof leads.$inferInsert>>((all, c) => ({ ...all, ...c.columns }), {}),
    })
    .returning();
  const leadId = sql`(SELECT id FROM new_lead)`;
  const notice =
    assignment.userId === null
      ? null
      : newLeadNoticeInsert(db, { type: 'NEW_LEAD', userId: assignment.userId, actorId: caller.id, lead: { id: leadId, firstName: data.firstName, lastName: data.lastName } });
  const writes = [
    // E-mails and phones in the order given (the first is the primary), then the interest.
    sql`INSERT INTO lead_emails (lead_id, value, value_key)
        SELECT ${leadId}, t.v, t.k FROM unnest(${textArray(emails)}, ${textArray(emails.map(normalizeEmail))}) WITH ORDINALITY AS t(v, k, n) ORDER BY t.n`,
    sql`INSERT INTO lead_phones (lead_id, value, value_key)
        SELECT ${leadId}, t.v, t.k FROM unnest(${textArray(phones)}, ${textArray(phones.map(normalizePhoneMx))}) WITH ORDINALITY AS t(v, k, n) ORDER BY t.n`,
    sql`INSERT INTO lead_interests (lead_id, product_id, product_color_id, quantity, buy_type, current)
        VALUES (${leadId}, ${productId}, ${colorId}, ${quantity}, ${buyType}, true)`,
    ...contributions.flatMap((c) => c.writes?.(leadId) ?? []),
    phaseRecordInsert(db, { leadId, userId: caller.id, oldPhase: null, newPhase: assignment.phase, comments: 'Lead creado' }),
    ...(notice ? [notice] : []),
  ];
  // One statement, one round trip: atomic on its own, and the agency's counters row (the insert's
  // trigger) is held for that statement only. Inside a request's transaction (an Idempotency-Key) it is
  // one statement of that transaction.
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH new_lead AS (${insertLead.getSQL()}), ${sql.join(
      writes.map((w, i) => sql`${sql.identifier(`w${i}`)} AS (${w})`),
      sql`, `,
    )} SELECT * FROM new_lead`,
  );
  return tableRow(leads, row!);
}
