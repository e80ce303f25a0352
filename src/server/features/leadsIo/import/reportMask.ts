import type { Role } from '../../../../shared/domain/roles';
import type { Db } from '../../../db/client';
import { maskForRole } from '../../leads';
import type { leadImportBatches } from '../tables';

type StoredEntry = (typeof leadImportBatches.$inferSelect)['report'][number];

/**
 * An import report as the caller who downloads it may see it (issue 42): a created lead that is in
 * subasta now has its e-mail and phone dashed for a role whose lists mask them (coordinator, bdc,
 * advisers) — the lists' own rule, `maskForRole`, asked with the created lead's id. Only retail
 * leads have the subasta mask; the fleet kinds' ids are other tables' and are left alone.
 */
export async function maskReportFor(db: Db, role: Role, entries: readonly StoredEntry[]): Promise<StoredEntry[]> {
  const rows = entries.map((e) => ({ LeadId: e.status === 'creado' ? e.id : undefined, email: e.values?.email, phone: e.values?.phone }));
  const masked = await maskForRole(db, role, rows);
  if (masked === rows) return [...entries];
  return entries.map((e, i) => {
    const m = masked[i]!;
    if (m.email === rows[i]!.email && m.phone === rows[i]!.phone) return e;
    return { ...e, values: { ...e.values, ...(m.email !== undefined ? { email: m.email } : {}), ...(m.phone !== undefined ? { phone: m.phone } : {}) } };
  });
}
