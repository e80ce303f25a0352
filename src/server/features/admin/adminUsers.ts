import { assertNotLastAdmin } from './lastAdminGuard';
import type { z } from 'zod';
import { userListRowSchema } from '../../../shared/schemas/userListRow';
import { and, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fill, MSG } from '../../../shared/messages';
import { ADMIN_MSG, type UserCreateInput, type UserEditInput } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { agencies, outboxMails, roles, userAgencies, userEmails, userPhones, users } from '../../db/tables/org';
import { hashPassword, temporaryPassword } from '../../identity/passwords';
import { badRequest, conflict, notFound } from '../../lib/httpError';
import type { Paged } from '../../lib/paged';
import { sortKey } from '../../lib/sortKey';
import type { Tx } from './adminAgencies';
import { ilikePattern } from '../../lib/list/likePattern';
import { pageOf } from '../../lib/list/listPage';
import { rowSelect } from '../../lib/list/tableColumns';
import { queryRows } from '../../lib/queryRows';

export interface UserListQuery {
  page?: number;
  limit: number;
  search?: string;
  AgencyId?: number;
  role?: string[];
  excludePostVenta?: boolean;
}

/** A row of GET /user/ (the answer's contract: userListRowSchema). */
export type UserListRow = z.output<typeof userListRowSchema>;

/** A user's row (userListRowSchema): its own columns by name (lib/list/tableColumns.ts), the full name and the role computed. */
const USER_ROW_SELECT = rowSelect(userListRowSchema.shape, users, 'users', {
  firstAndLastName: sql`users.first_name || ' ' || users.last_name`,
  UserRole: sql`json_build_object('slug', roles.slug, 'description', roles.description, 'postVenta', roles.post_venta)`,
});

/** Active users, filtered, sorted and paged in SQL. Without `page` (an agency's pickers) the whole filtered list. */
export async function listUsers(db: Db, q: UserListQuery): Promise<Paged<UserListRow> | { data: UserListRow[] }> {
  const filters: SQL[] = [eq(users.active, true)];
  if (q.AgencyId !== undefined) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userAgencies)
          .where(and(eq(userAgencies.userId, users.id), eq(userAgencies.agencyId, q.AgencyId))),
      ),
    );
  }
  if (q.role?.length) filters.push(inArray(roles.slug, q.role));
  if (q.excludePostVenta) filters.push(eq(roles.postVenta, false));
  const text = q.search?.trim();
  if (text) {
    const pattern = ilikePattern(text);
    filters.push(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...filters)!;
  const rowsOf = (paging: SQL = sql``) =>
    queryRows<UserListRow>(
      db,
      sql`SELECT ${USER_ROW_SELECT} FROM ${users} INNER JOIN ${roles} ON ${roles.id} = ${users.roleId} WHERE ${where}
        ORDER BY ${sortKey(users.firstName)}, ${sortKey(users.lastName)}, ${users.id} ${paging}`,
    );
  if (q.page === undefined) return { data: await rowsOf() };
  return pageOf(
    { page: q.page, limit: q.limit },
    (limit, offset) => rowsOf(sql`LIMIT ${limit} OFFSET ${offset}`),
    () => db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where).then(([total]) => total?.n),
  );
}

async function roleIdOf(tx: Tx, slug: string): Promise<number> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, slug));
  if (!role) throw badRequest(ADMIN_MSG.invalidRole);
  return role.id;
}

async function assertAgenciesExist(tx: Tx, ids: number[]): Promise<void> {
  const found = await tx.select({ id: agencies.id }).from(agencies).where(inArray(agencies.id, ids));
  if (found.length !== ids.length) throw badRequest(ADMIN_MSG.invalidAgency);
}

const dedupe = (values: string[]) => [...new Set(values)];

export function credentialsMail(firstName: string, email: string, password: string) {
  return {
    to: email,
    subject: ADMIN_MSG.credentialsSubject,
    body: fill(
      'Hola {name}:\n\nSe creó tu cuenta en el CRM de ventas.\n\nUsuario: {email}\nContraseña temporal: {password}\n\n' +
        'Al iniciar sesión por primera vez se te pedirá definir una contraseña nueva.',
      { name: firstName, email, password },
    ),
  };
}

/**
 * Creates the user and its identity with a temporary password (to be changed at first sign-in) and
 * writes the credentials mail to the outbox, all in one transaction.
 */
export async function createUser(db: Db, input: UserCreateInput): Promise<number> {
  const password = input.password ?? temporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, input.email));
      if (taken) throw conflict(MSG.duplicateEmail);
      const roleId = await roleIdOf(tx, input.userRole);
      await assertAgenciesExist(tx, input.agencies);
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          mustChangePassword: true,
          confirmed: true,
          firstName: input.firstName,
          lastName: input.lastName,
          nickname: input.nickname ?? input.firstName,
          gender: input.gender ?? null,
          birthDate: input.birthDate,
          position: input.position,
          roleId,
        })
        .returning({ id: users.id });
      const id = row!.id;
      await tx.insert(userAgencies).values(input.agencies.map((agencyId) => ({ userId: id, agencyId })));
      await tx.insert(userEmails).values(dedupe([input.email, ...input.userEmails]).map((value) => ({ userId: id, value })));
      if (input.userPhones.length) await tx.insert(userPhones).values(dedupe(input.userPhones).map((value) => ({ userId: id, value })));
      await tx.insert(outboxMails).values(credentialsMail(input.firstName, input.email, password));
      return id;
    });
  } catch (error) {
    // Two admins creating the same e-mail at once: the unique index decides.
    if (error instanceof Error && /users_email_lower_idx|duplicate key/.test(`${error.message} ${String(error.cause ?? '')}`)) {
      throw conflict(MSG.duplicateEmail);
    }
    throw error;
  }
}

/** Edits a user; the e-mail and the password are read-only (sent unchanged, or not at all). */
export async function editUser(db: Db, id: number, input: UserEditInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound();
    if (input.email !== undefined && input.email.trim().toLowerCase() !== current.email.toLowerCase()) throw badRequest(ADMIN_MSG.notEditable);
    if (input.password) throw badRequest(ADMIN_MSG.notEditable);
    const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (input.firstName !== undefined) set.firstName = input.firstName;
    if (input.lastName !== undefined) set.lastName = input.lastName;
    if (input.nickname !== undefined) set.nickname = input.nickname;
    if (input.gender !== undefined) set.gender = input.gender;
    if (input.birthDate !== undefined) set.birthDate = input.birthDate;
    if (input.position !== undefined) set.position = input.position;
    if (input.userRole !== undefined) {
      if (input.userRole !== 'admin') await assertNotLastAdmin(tx, id);
      set.roleId = await roleIdOf(tx, input.userRole);
    }
    await tx.update(users).set(set).where(eq(users.id, id));
    if (input.agencies) {
      await assertAgenciesExist(tx, input.agencies);
      await tx.delete(userAgencies).where(eq(userAgencies.userId, id));
      await tx.insert(userAgencies).values(input.agencies.map((agencyId) => ({ userId: id, agencyId })));
    }
    if (input.userEmails) {
      await tx.delete(userEmails).where(eq(userEmails.userId, id));
      await tx.insert(userEmails).values(dedupe([current.email.toLowerCase(), ...input.userEmails]).map((value) => ({ userId: id, value })));
    }
    if (input.userPhones) {
      await tx.delete(userPhones).where(eq(userPhones.userId, id));
      if (input.userPhones.length) await tx.insert(userPhones).values(dedupe(input.userPhones).map((value) => ({ userId: id, value })));
    }
  });
}
