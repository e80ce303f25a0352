import { and, eq, ne } from 'drizzle-orm';
import { SECURITY_MSG } from '../../../shared/domain/securityMessages';
import { roles, users } from '../../db/tables/org';
import { conflict } from '../../lib/httpError';
import type { Tx } from '../../lib/queryRows';

/**
 * Refuses (409) to demote or disable `userId` when they are the only active admin: nobody could
 * administer users or agencies any more. The other active admins are locked, so two admins
 * demoting each other at once cannot both succeed.
 */
export async function assertNotLastAdmin(tx: Tx, userId: number): Promise<void> {
  const [target] = await tx
    .select({ role: roles.slug, active: users.active })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!target || target.role !== 'admin' || !target.active) return;
  const adminRole = tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'admin'));
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), ne(users.id, userId), eq(users.roleId, adminRole)))
    .for('update');
  if (others.length === 0) throw conflict(SECURITY_MSG.lastAdmin);
}
