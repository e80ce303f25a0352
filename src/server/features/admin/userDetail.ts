import { asc, eq } from 'drizzle-orm';
import { permissionsOf, type Role } from '../../../shared/domain/roles';
import type { z } from 'zod';
import type { userDetailSchema } from '../../../shared/schemas/userDetail';
import type { Db } from '../../db/client';
import { agencies, roles, userAgencies, userEmails, userPhones, users } from '../../db/tables/org';

/** A user as GET /user/{id} answers it (the answer's contract: userDetailSchema). */
export type UserDetail = z.output<typeof userDetailSchema>;

export async function getUserDetail(db: Db, id: number): Promise<UserDetail | undefined> {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return undefined;
  const [agencyRows, emails, phones] = await Promise.all([
    db
      .select({ id: agencies.id, name: agencies.name })
      .from(userAgencies)
      .innerJoin(agencies, eq(agencies.id, userAgencies.agencyId))
      .where(eq(userAgencies.userId, id))
      .orderBy(asc(agencies.id)),
    db.select({ id: userEmails.id, value: userEmails.value }).from(userEmails).where(eq(userEmails.userId, id)),
    db.select({ id: userPhones.id, value: userPhones.value }).from(userPhones).where(eq(userPhones.userId, id)),
  ]);
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    nickname: u.nickname,
    firstName: u.firstName,
    lastName: u.lastName,
    firstAndLastName: `${u.firstName} ${u.lastName}`,
    gender: u.gender,
    birthDate: u.birthDate,
    position: u.position,
    active: u.active,
    UserRole: { slug: row.role.slug, description: row.role.description, postVenta: row.role.postVenta },
    Agencies: agencyRows,
    UserEmails: emails,
    UserPhones: phones,
    AgencyId: agencyRows[0]?.id ?? null,
    permissions: permissionsOf(row.role.slug as Role),
  };
}

/** Whether a user belongs to at least one of the given agencies. */
export async function sharesAgency(db: Db, agencyIds: number[], otherUserId: number): Promise<boolean> {
  if (agencyIds.length === 0) return false;
  const other = await db.select({ id: userAgencies.agencyId }).from(userAgencies).where(eq(userAgencies.userId, otherUserId));
  return other.some((o) => agencyIds.includes(o.id));
}
