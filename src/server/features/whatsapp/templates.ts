import { and, eq, sql } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import type { DbOrTx } from '../../lib/queryRows';
import { WHATSAPP_TEMPLATE_CATEGORIES } from '../../../shared/schemas/whatsappResponses';
import type { OpenChannel } from './channel';
import type { GraphClient } from './graphClient';
import { whatsappTemplates } from './tables';

export type TemplateRow = typeof whatsappTemplates.$inferSelect;

/** How many distinct {{n}} a template body has (its parameters, in order 1..n). */
export function paramCountOf(body: string): number {
  let max = 0;
  for (const m of body.matchAll(/\{\{\s*(\d{1,2})\s*\}\}/g)) max = Math.max(max, Number(m[1]));
  return max;
}

/** Reads the agency's templates from the Graph API and replaces the stored ones (one transaction). */
export async function syncTemplates(db: DbOrTx, graph: GraphClient, channel: OpenChannel): Promise<number> {
  const found = await graph.templates(channel, channel.businessAccountId);
  const rows = new Map<string, typeof whatsappTemplates.$inferInsert>();
  for (const t of found) {
    if (typeof t.name !== 'string' || typeof t.language !== 'string') continue;
    const body = t.components?.find((c) => c.type?.toUpperCase() === 'BODY')?.text ?? '';
    rows.set(`${t.name}|${t.language}`, {
      agencyId: channel.agencyId,
      name: t.name.slice(0, 512),
      language: t.language.slice(0, 15),
      category: String(t.category ?? 'UTILITY').toUpperCase(),
      status: String(t.status ?? '').toUpperCase(),
      body: body.slice(0, 4096),
      paramCount: paramCountOf(body),
      syncedAt: new Date(),
    });
  }
  await db.transaction(async (tx) => {
    await tx.delete(whatsappTemplates).where(eq(whatsappTemplates.agencyId, channel.agencyId));
    if (rows.size) await tx.insert(whatsappTemplates).values([...rows.values()]);
  });
  return rows.size;
}

export function templateRowsOfAgency(db: DbOrTx, agencyId: number, approvedOnly: boolean): Promise<TemplateRow[]> {
  return db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.agencyId, agencyId), approvedOnly ? eq(whatsappTemplates.status, 'APPROVED') : sql`true`))
    .orderBy(whatsappTemplates.name, whatsappTemplates.language);
}

export async function approvedTemplate(db: DbOrTx, agencyId: number, name: string, language: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappTemplates)
    .where(
      and(eq(whatsappTemplates.agencyId, agencyId), eq(whatsappTemplates.name, name), eq(whatsappTemplates.language, language), eq(whatsappTemplates.status, 'APPROVED')),
    );
  return row;
}

type Category = (typeof WHATSAPP_TEMPLATE_CATEGORIES)[number];
const asCategory = (c: string): Category => ((WHATSAPP_TEMPLATE_CATEGORIES as readonly string[]).includes(c) ? (c as Category) : 'UTILITY');

export function templateAnswer(t: TemplateRow, params: string[]) {
  return { name: t.name, language: t.language, category: asCategory(t.category), body: t.body, params };
}

const APPOINTMENT_PARTS = new Intl.DateTimeFormat('es-MX', {
  timeZone: AGENCY_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An appointment as a client reads it in a message, in the agency's zone: 'martes 15 de diciembre a las 10:30'. */
export function appointmentText(date: Date): string {
  const part = Object.fromEntries(APPOINTMENT_PARTS.formatToParts(date).map((p) => [p.type, p.value])) as Record<string, string>;
  return `${part.weekday} ${part.day} de ${part.month} a las ${part.hour}:${part.minute}`;
}

/**
 * The values the composer prefills, in the order our templates use them: {{1}} the client's first
 * name, {{2}} the adviser, {{3}} the agency, {{4}} the next appointment's date (empty when the lead has
 * none: the adviser writes it). A template with fewer parameters takes the first ones; the adviser
 * edits any before sending.
 */
export function prefilledParams(count: number, facts: { clientName: string; adviserName: string | null; agencyName: string; appointment: Date | null }): string[] {
  const values = [facts.clientName, facts.adviserName ?? facts.agencyName, facts.agencyName, facts.appointment ? appointmentText(facts.appointment) : ''];
  return Array.from({ length: count }, (_, i) => values[i] ?? '');
}

/** The template's text with its parameters in place (what the thread and the Historial show). */
export function renderTemplate(body: string, params: readonly string[]): string {
  return body.replace(/\{\{\s*(\d{1,2})\s*\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}
