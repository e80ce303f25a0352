import { eq, isNull, or } from 'drizzle-orm';
import { comparableText } from '../../../shared/domain/comparableText';
import { duplicateKeys, type DuplicateKeys } from '../../../shared/domain/duplicateMatch';
import { assignLead } from '../../../shared/domain/leadAssignment';
import { withPhonePrefix } from '../../../shared/domain/phone';
import { intakePhoneDigits, type IntakeLead } from '../../../shared/schemas/leadIntake';
import type { DbOrTx, Tx } from '../../lib/queryRows';
import { leadOrigins, products } from '../../db/tables/catalog';
import { leadKeyColumns } from '../leads/doors/contactKeys';
import { agencyRuleInput, insertLeadsInBulk } from '../leads/doors/writes';
import { recordCollections } from '../privacy';
import type { CollectionChannel } from '../../../shared/domain/privacyMessages';
import { recordDuplicatesOfMany, rememberNameWords } from '../duplicates';
import { firstContactClockColumns } from '../sla';

/** The catalogue an agency's incoming leads are matched against, read once per batch. */
export interface IntakeCatalog {
  products: { id: number; name: string; model: string; year: number }[];
  origins: { id: number; slug: string; description: string }[];
}

export async function intakeCatalog(db: DbOrTx, agencyId: number): Promise<IntakeCatalog> {
  const [productRows, originRows] = await Promise.all([
    db.select({ id: products.id, name: products.name, model: products.model, year: products.year }).from(products).where(eq(products.active, true)),
    db
      .select({ id: leadOrigins.id, slug: leadOrigins.slug, description: leadOrigins.description })
      .from(leadOrigins)
      .where(or(isNull(leadOrigins.agencyId), eq(leadOrigins.agencyId, agencyId))),
  ]);
  return { products: productRows, origins: originRows };
}

/** The catalogue product a written model names ('Sei4 Pro', 'JAC SEI4 PRO', 'JAC J7 2026'); the year picks among equals. */
export function matchProduct(catalog: IntakeCatalog, model: string, make = '', year?: number): IntakeCatalog['products'][number] | undefined {
  if (make && !['jac', ''].includes(comparableText(make))) return undefined;
  const m = comparableText(model).replace(/^jac /, '').replace(/ (19|20)\d{2}$/, '');
  if (!m) return undefined;
  const found = catalog.products.filter((p) => comparableText(p.model) === m || comparableText(p.name).replace(/^jac /, '') === m);
  return found.find((p) => p.year === year) ?? found[0];
}

/** The agency's lead origin a provider or a column names, by description or slug ('Sitio Web ' = 'sitio web', 'Llamada telefónica' = 'llamada telefonica'). */
export function matchOrigin(catalog: IntakeCatalog, name: string): IntakeCatalog['origins'][number] | undefined {
  const n = comparableText(name);
  if (!n) return undefined;
  return catalog.origins.find((o) => comparableText(o.description) === n || comparableText(o.slug) === n);
}

/** A lead ready to write: validated fields, the matched product (if any) and origin, and what to keep as comments. */
export interface ResolvedIntakeLead {
  lead: IntakeLead;
  productId: number | null;
  originId: number;
  comments: string | null;
  /** The lead's own details read from an import's columns (IMPORT_FIELDS.leads' `read`), by column name. */
  details?: Record<string, string | number>;
}

/**
 * Writes incoming leads in the caller's transaction exactly as a typed lead is written (leadCreate),
 * through leads' bulk insert (insertLeadsInBulk: the rows with their keys and clock in one statement):
 * the agency's assignment rule per lead, the lead with its e-mail, phone and current interest, the
 * first-contact SLA clock, the first phase record, the owner's NEW_LEAD notification and the
 * duplicate pairs (the rule of the duplicates screen, for the whole set at once:
 * recordDuplicatesOfMany). The counters and dashboard tables follow through their triggers.
 * Multi-row inserts in chunks: a 10,000-row import is a few hundred statements.
 */
export async function writeIntakeLeads(
  tx: Tx,
  agencyId: number,
  rows: ResolvedIntakeLead[],
  actorId: number | null,
  {
    random = Math.random,
    progress,
    channel,
  }: { random?: () => number; progress?: (written: number) => void | Promise<void>; /** How the leads arrived (privacy's collection record, issue 54). */ channel?: CollectionChannel } = {},
): Promise<{ id: number; duplicates: number }[]> {
  if (rows.length === 0) return [];
  const rule = await agencyRuleInput(tx, agencyId);
  const createdAt = new Date();
  const slaColumns = await firstContactClockColumns(tx, agencyId, createdAt);
  const written: { id: number; keys: DuplicateKeys }[] = [];
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).map((r) => {
      const email = r.lead.email ? r.lead.email.toLowerCase() : null;
      const phone = r.lead.phone ? withPhonePrefix(intakePhoneDigits(r.lead.phone)) : null;
      // The duplicate keys writeDuplicateKeys would store, computed here so the rows are written once.
      const keys = duplicateKeys({ name: `${r.lead.firstName} ${r.lead.lastName}`, emails: [email], phones: [phone] });
      return { r, email, phone, keys };
    });
    const assignments = chunk.map(() => assignLead(rule, random));
    const inserted = await insertLeadsInBulk(
      tx,
      chunk.map(({ r, email, phone, keys }, i) => ({
        row: {
          agencyId,
          userId: assignments[i]!.userId,
          phase: assignments[i]!.phase,
          subStatus: 'ESPERA_CONTACTO',
          firstName: r.lead.firstName,
          lastName: r.lead.lastName,
          email,
          phone,
          leadOriginId: r.originId,
          buyType: 'retail',
          concreteNeeds: r.comments,
          createdAt,
          // The current interest's product, as the lead_interests trigger would set it (then it has nothing to change).
          currentProductId: r.productId,
          ...r.details,
          ...leadKeyColumns({ email, phone }, keys),
          ...slaColumns,
        },
        productId: r.productId,
      })),
      actorId,
    );
    await rememberNameWords(
      tx,
      chunk.map((c) => c.keys.names[0] ?? ''),
    );
    inserted.forEach((l, i) => written.push({ id: l.id, keys: chunk[i]!.keys }));
    await progress?.(written.length);
  }
  // The channel and the notice version in force of each lead: tacit consent to the necessary purposes (issue 54).
  if (channel) await recordCollections(tx, 'lead', agencyId, written.map((w) => w.id), channel);
  const counts = await recordDuplicatesOfMany(tx, agencyId, written, progress ? () => progress(written.length) : undefined);
  return written.map((w) => ({ id: w.id, duplicates: counts.get(w.id) ?? 0 }));
}
