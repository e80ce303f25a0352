/** A user's display name, whichever form the answer carries. */
export function userName(u: { firstAndLastName?: string | null; firstName?: string | null; lastName?: string | null; email?: string | null } | null | undefined): string | undefined {
  if (!u) return undefined;
  return u.firstAndLastName || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || undefined;
}
