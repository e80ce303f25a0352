import { leadContactColumns } from './leadWrites';
import { eq, or, sql } from 'drizzle-orm';
import { queryRows } from '../../lib/queryRows';
import { tableRow } from '../../lib/tableRow';
import { MSG } from '../../../shared/messages';
import { can, type Permission } from '../../../shared/domain/permissions';
import { downPaymentSchema } from '../../../shared/schemas/downPaymentSchema';
import { parseData } from '../../lib/parseData';
import type { NewActivityPayload } from '../../../shared/schemas/leadPayloads';
import type { Db } from '../../db/client';
import { leadActivities, leads } from './tables';
import { leadActivityChannelTypes, leadActivityTypes, products } from '../../db/tables/catalog';
import { badRequest, forbidden } from '../../lib/httpError';
import type { Caller } from '../../identity/auth';
import { leadForCaller } from './leadAccess';

/** Documentation checkboxes of the follow-up panel: they create activities without a channel. */
export const DOCUMENTATION_SLUGS = ['envio-de-fichas-tecnicas', 'muestra-galeria'];
export const QUOTE_SLUG = 'cotizacion';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A catalogue row by slug or by id (the screens send either). */
async function catalogue(db: Db, table: typeof leadActivityTypes | typeof leadActivityChannelTypes, value: string | number) {
  const byId = typeof value === 'number' || /^\d+$/.test(value);
  const [row] = await db
    .select()
    .from(table)
    .where(byId ? or(eq(table.id, Number(value)), eq(table.slug, String(value))) : eq(table.slug, String(value)));
  return row;
}

function statusOf(v: NewActivityPayload['status']): '0' | '1' | undefined {
  if (v === true || v === 1 || v === '1') return '1';
  if (v === false || v === 0 || v === '0') return '0';
  return undefined;
}

/**
 * POST /leadActivity. Channel, type and status are required ('Por favor complete todos los
 * campos'), except for the documentation checkboxes; a quote needs a channel, a vehicle and non-zero
 * plazo and enganche, the enganche at most 75% of the vehicle's price. A contact moves the lead's
 * last-contact time and, the first time, records the first response time.
 */
export async function createActivity(db: Db, caller: Caller, d: NewActivityPayload) {
  if (blank(d.leadActivityType)) throw badRequest(MSG.completeAll);
  // The type, the channel and the lead at once; each is judged in the form's order (the permission the
  // type names first: 403 whatever the rest is).
  const [typeRead, channelRead, leadRead] = await Promise.allSettled([
    catalogue(db, leadActivityTypes, d.leadActivityType!),
    blank(d.leadActivityChannelType) ? Promise.resolve(undefined) : catalogue(db, leadActivityChannelTypes, d.leadActivityChannelType!),
    leadForCaller(db, caller, d.LeadId),
  ]);
  const type = settled(typeRead);
  if (!type) throw badRequest(MSG.completeAll);
  const isDoc = DOCUMENTATION_SLUGS.includes(type.slug);
  const isQuote = type.slug === QUOTE_SLUG;
  const perm: Permission = isDoc ? 'lead:documentation' : isQuote ? 'lead:quote' : 'lead:newActivity';
  if (!can(caller.role, perm)) throw forbidden();

  const status = isDoc && blank(d.status) ? '1' : statusOf(d.status);
  if (!isDoc && (blank(d.leadActivityChannelType) || status === undefined)) throw badRequest(MSG.completeAll);
  if (isDoc && status === undefined) throw badRequest(MSG.completeAll);
  const channel = settled(channelRead);
  if (!isDoc && !channel) throw badRequest(MSG.completeAll);

  const lead = settled(leadRead);
  let productId: number | null = d.ProductId ?? null;
  if (isQuote) {
    if (!d.ProductId || !d.plazo || !d.enganche || d.plazo <= 0 || d.enganche <= 0 || !Number.isInteger(d.plazo)) throw badRequest(MSG.completeAll);
    const [product] = await db.select({ id: products.id, price: products.price }).from(products).where(eq(products.id, d.ProductId));
    if (!product) throw badRequest(MSG.selectVehicle);
    parseData(downPaymentSchema(product.price), d.enganche);
    productId = product.id;
  }

  const now = new Date();
  const patch: Partial<typeof leads.$inferInsert> = { lastContactAt: now, updatedAt: now };
  if (!isDoc && !lead.firstResponseTime) {
    patch.firstResponseTime = now;
    patch.firstResponseTimeInMinutes = Math.round((now.getTime() - lead.createdAt.getTime()) / 60_000);
  }
  if (lead.subStatus === 'ESPERA_CONTACTO' && !isDoc) patch.subStatus = 'ACTIVO';
  // A contact stops the first-contact clock (or restarts the follow-up one): issue 30; its columns go in the same UPDATE.
  if (!isDoc) Object.assign(patch, await leadContactColumns(db, lead, now));
  const insertActivity = db
    .insert(leadActivities)
    .values({
      leadId: lead.id,
      userId: caller.id,
      typeId: type.id,
      channelTypeId: channel?.id ?? null,
      title: d.title || type.description,
      comments: d.comments ?? null,
      status: status!,
      date: d.date ?? now,
      productId,
      plazo: isQuote ? d.plazo! : null,
      enganche: isQuote ? d.enganche! : null,
    })
    .returning();
  const updateLead = db.update(leads).set(patch).where(eq(leads.id, lead.id));
  // The activity and the lead's contact columns in one statement: one round trip, atomic on its own.
  const [row] = await queryRows<Record<string, unknown>>(db, sql`WITH activity AS (${insertActivity.getSQL()}), touched AS (${updateLead.getSQL()}) SELECT * FROM activity`);
  return {
    ...tableRow(leadActivities, row!),
    LeadActivityType: { slug: type.slug, description: type.description },
    LeadActivityChannelType: channel ? { slug: channel.slug, description: channel.description } : null,
  };
}

/** A read started beside others: its value, or its error thrown now (in the order the caller judges them). */
function settled<T>(read: PromiseSettledResult<T>): T {
  if (read.status === 'rejected') throw read.reason;
  return read.value;
}
