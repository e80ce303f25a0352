import { assertNotLastAdmin } from './lastAdminGuard';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { AGENCY_OWNER_ROLES, ASSIGNABLE_ROLES } from '../../../shared/domain/permissions';
import { ADMIN_MSG, LEAD_RULE_SUBASTA, type DisableUserInput } from '../../../shared/schemas/admin';
import type { z } from 'zod';
import type { disableResultSchema } from '../../../shared/schemas/adminResponses';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/tables/identity';
import { agencies, roles, userAgencies, users } from '../../db/tables/org';
import { notifyLead } from '../notifications';
import { handLeadsTo, lockOpenLeadsOf, releaseLeads, type OpenLead } from '../leads/doors/writes';
import { moveOpenAppointments } from '../appointments';
import { badRequest, notFound } from '../../lib/httpError';
import type { Tx } from './adminAgencies';

/** What the disable did with the open leads (the answer's contract: disableResultSchema). */
export type DisableResult = z.output<typeof disableResultSchema>;

const PHASE_COMMENT = 'Baja de usuario';

async function receiverOf(tx: Tx, userId: number, wanted: number | string | null | undefined, leadAgencies: number[]): Promise<number> {
  if (wanted === null || wanted === undefined || wanted === '') throw badRequest(ADMIN_MSG.receiverRequired);
  const [receiver] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        typeof wanted === 'number' ? eq(users.id, wanted) : eq(sql`lower(${users.email})`, wanted),
        eq(users.active, true),
        ne(users.id, userId),
        inArray(roles.slug, [...AGENCY_OWNER_ROLES]),
      ),
    );
  if (!receiver) throw badRequest(ADMIN_MSG.receiverInvalid);
  if (leadAgencies.length) {
    const member = await tx
      .select({ agencyId: userAgencies.agencyId })
      .from(userAgencies)
      .where(and(eq(userAgencies.userId, receiver.id), inArray(userAgencies.agencyId, leadAgencies)));
    if (member.length !== leadAgencies.length) throw badRequest(ADMIN_MSG.receiverInvalid);
  }
  return receiver.id;
}

/** Active advisers (ASSIGNABLE_ROLES) of each agency, but the user being disabled. */
async function candidatesByAgency(tx: Tx, userId: number, agencyIds: number[]): Promise<Map<number, number[]>> {
  const rows = agencyIds.length
    ? await tx
        .select({ id: users.id, agencyId: userAgencies.agencyId })
        .from(userAgencies)
        .innerJoin(users, eq(users.id, userAgencies.userId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(inArray(userAgencies.agencyId, agencyIds), eq(users.active, true), ne(users.id, userId), inArray(roles.slug, [...ASSIGNABLE_ROLES])))
    : [];
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.agencyId, [...(out.get(r.agencyId) ?? []), r.id]);
  return out;
}

/**
 * 'Baja de Usuario' in one transaction: the user's open leads (every phase but cerrado) go to
 * subasta, to random advisers of each lead's agency, to one receiving user, or stay ('none'); the
 * user becomes inactive, its refresh tokens are revoked and tokens issued before now stop working.
 */
export async function disableUser(
  db: Db,
  callerId: number,
  userId: number,
  input: DisableUserInput,
  random: () => number = Math.random,
): Promise<DisableResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, active: users.active }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    if (userId === callerId) throw badRequest(ADMIN_MSG.cannotDisableSelf);
    if (!user.active) throw badRequest(ADMIN_MSG.alreadyDisabled);
    await assertNotLastAdmin(tx, userId);

    const open: OpenLead[] = await lockOpenLeadsOf(tx, userId);
    const leadAgencies = [...new Set(open.map((l) => l.agencyId))];

    // Target owner per lead: null = subasta; undefined = stays.
    const target = new Map<number, number | null>();
    if (input.disableType === 'subasta') {
      for (const l of open) target.set(l.id, null);
    } else if (input.disableType === 'user') {
      const receiver = await receiverOf(tx, userId, input.userToAssign, leadAgencies);
      for (const l of open) target.set(l.id, receiver);
    } else if (input.disableType === 'random') {
      const pool = await candidatesByAgency(tx, userId, leadAgencies);
      for (const l of open) {
        const choices = pool.get(l.agencyId) ?? [];
        // No adviser left in the agency: the lead goes to subasta rather than stay with an inactive user.
        target.set(l.id, choices.length ? choices[Math.floor(random() * choices.length)]! : null);
      }
    }

    const result: DisableResult = { moved: 0, toSubasta: 0, assigned: {} };
    const groups = new Map<number | null, OpenLead[]>();
    for (const l of open) {
      if (!target.has(l.id)) continue;
      const owner = target.get(l.id)!;
      groups.set(owner, [...(groups.get(owner) ?? []), l]);
    }
    const now = new Date();
    for (const [owner, group] of groups) {
      const ids = group.map((l) => l.id);
      result.moved += ids.length;
      if (owner === null) {
        result.toSubasta += ids.length;
        // Funnel leads re-enter the auction; frozen and future-sale leads keep their phase, without owner.
        await releaseLeads(tx, group, callerId, PHASE_COMMENT, now);
      } else {
        result.assigned[owner] = ids.length;
        await handLeadsTo(tx, ids, owner, now);
        await notifyLead(tx, group.map((l) => ({ type: 'REASSIGN_LEAD' as const, userId: owner, lead: l, actorId: callerId })));
      }
      // Open appointments follow their lead to the new owner (none in subasta).
      await moveOpenAppointments(tx, ids, userId, owner, now);
    }

    // An agency whose incoming leads went to this user (rule 2) falls back to subasta.
    await tx.update(agencies).set({ leadRuleId: LEAD_RULE_SUBASTA, leadOwnerId: null, updatedAt: now }).where(eq(agencies.leadOwnerId, userId));
    await tx.update(users).set({ active: false, tokensValidAfter: now, updatedAt: now }).where(eq(users.id, userId));
    await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    return result;
  });
}
