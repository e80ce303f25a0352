import { duplicateKeys } from '../../../shared/domain/duplicateMatch';
import { findDuplicatesOfMany } from '../duplicates';
import { leadContacts } from '../leads/doors/contactKeys';
import type { DbOrTx } from '../../lib/queryRows';

export interface ProbableDuplicate {
  id: number;
  name: string;
  /** The spec's percentage (33.33 per equal field). */
  score: number;
  /** 'mismo teléfono', 'nombre parecido 86 %', … */
  reasons: string[];
}

/**
 * For a preview (nothing written): the best existing lead of the agency each candidate matches, by
 * THE duplicate rule of issue 30 — the duplicates screen's and the create-lead call's — applied to
 * the whole file at once (findDuplicatesOfMany).
 */
export async function probableDuplicates(
  db: DbOrTx,
  agencyId: number,
  candidates: { key: number; name: string; email: string; phone: string }[],
): Promise<Map<number, ProbableDuplicate>> {
  const found = await findDuplicatesOfMany(
    db,
    agencyId,
    candidates.map((c) => ({ key: c.key, keys: duplicateKeys({ name: c.name, emails: [c.email], phones: [c.phone] }) })),
  );
  const bestIds = [...found.values()].map((m) => m[0]!.matchedId);
  const names = new Map<number, string>();
  for (let i = 0; i < bestIds.length; i += 2000) for (const r of await leadContacts(db, [...new Set(bestIds.slice(i, i + 2000))])) names.set(r.id, r.name);
  const out = new Map<number, ProbableDuplicate>();
  for (const [key, matches] of found) {
    const m = matches[0]!;
    out.set(key, { id: m.matchedId, name: names.get(m.matchedId) ?? '', score: m.score, reasons: m.reasons.map((r) => r.label) });
  }
  return out;
}

/**
 * 'Posible duplicado de Ana López: mismo teléfono, nombre parecido 73 %'. What matched says it; the one
 * figure is a similar name's, written as the duplicates screen writes it (issue 51: beside it the
 * thirds score read '(0%)' for a name-only match). The answer's `score` keeps the spec's thirds.
 */
export const duplicateText = (d: ProbableDuplicate): string => `Posible duplicado de ${d.name}: ${d.reasons.join(', ')}`;
