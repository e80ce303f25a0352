import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/tables/org';
import { likePattern } from '../../lib/list/likePattern';
import { sortKey } from '../../lib/sortKey';
import { leadEmails, leadPhones, leads } from './tables';
import { leadColumns } from './leadListJoin';
import { leadScope } from './leadScope';

const adviserName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The client picker of another feature's form (the agenda's appointment modal): up to `limit` live
 * leads of the agency, of `owner` when given, whose name, e-mail or phone contains `search`, by name.
 */
export async function searchLeadsOfAgency(db: Db, agencyId: number, owner: number | undefined, search: string | undefined, limit: number) {
  const where: SQL[] = [leadScope('leads', agencyId, owner)];
  if (search?.trim()) {
    const p = likePattern(search.trim());
    where.push(or(ilike(sql`${leadColumns.name}`, p), ilike(sql`coalesce(${leads.email}, '')`, p), ilike(sql`coalesce(${leads.phone}, '')`, p))!);
  }
  return db
    .select({ id: leads.id, name: leadColumns.name, email: leads.email, phone: leads.phone, phase: leads.phase, UserId: leads.userId })
    .from(leads)
    .where(and(...where))
    .orderBy(asc(sortKey(leads.firstName)), asc(sortKey(leads.lastName)), asc(leads.id))
    .limit(limit);
}

/**
 * The agency's live leads matching any of: this e-mail (lowercased; main or extra), one of these
 * phone spellings (main or extra), a name containing `name`; newest first, up to `limit` (the
 * floor-visit wizard's first step). Nothing to match, nothing found.
 */
export async function leadsMatchingContact(db: Db, agencyId: number, match: { email?: string; phones?: string[]; name?: string }, limit: number) {
  const matches: SQL[] = [];
  if (match.email) {
    matches.push(
      sql`lower(coalesce(${leads.email}, '')) = ${match.email}`,
      exists(db.select({ x: sql`1` }).from(leadEmails).where(and(eq(leadEmails.leadId, leads.id), sql`lower(${leadEmails.value}) = ${match.email}`))),
    );
  }
  if (match.phones?.length) {
    matches.push(
      inArray(leads.phone, match.phones),
      exists(db.select({ x: sql`1` }).from(leadPhones).where(and(eq(leadPhones.leadId, leads.id), inArray(leadPhones.value, match.phones)))),
    );
  }
  if (match.name) matches.push(ilike(sql`${leadColumns.name}`, likePattern(match.name)));
  if (!matches.length) return [];
  return db
    .select({
      id: leads.id,
      name: leadColumns.name,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      phase: leads.phase,
      UserId: leads.userId,
      adviser: adviserName,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.userId))
    .where(and(leadScope('leads', agencyId), or(...matches)))
    .orderBy(desc(leads.updatedAt), desc(leads.id))
    .limit(limit);
}
