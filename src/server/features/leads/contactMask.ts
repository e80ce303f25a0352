import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { isAdviser, type Role } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { leads } from './tables';

/** What a masked contact value reads (spec §2 data panel). */
export const CONTACT_MASK = '-';

/** Roles that see a subasta lead's contact data as a dash: coordinator, bdc and every adviser. */
export function masksSubastaContacts(role: Role): boolean {
  return role === 'coordinator' || role === 'bdc' || isAdviser(role);
}

/** A lead's own contact fields, as the rows of every route name them. */
const CONTACT_KEYS = ['email', 'phone', 'leadEmails', 'leadPhones', 'emailKey', 'phoneKey'] as const;
/** Pair rows (duplicates) carry two leads side by side: `<prefix>_id`, `<prefix>_email`, `<prefix>_phone`. */
const PAIR_PREFIXES = ['lead', 'matched'] as const;
// Every answer to a masked role is walked: the pair keys are spelled once, not per object.
const PAIRS = PAIR_PREFIXES.map((p) => ({ id: `${p}_id`, phase: `${p}_phase`, contacts: [`${p}_email`, `${p}_phone`] }));
/** Keys under which a nested object is a lead (a sale's Lead, the duplicates comparison's sides). */
const LEAD_KEYS = new Set(['Lead', 'lead', 'lead1', 'lead2']);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && !Buffer.isBuffer(v);
const hasContact = (o: Obj) => CONTACT_KEYS.some((k) => k in o);
const positiveInt = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

function dash(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((e) => (isObj(e) && 'value' in e ? { ...e, value: CONTACT_MASK } : CONTACT_MASK));
  return value === null || value === undefined || value === '' ? value : CONTACT_MASK;
}

/**
 * How a row says which lead its contact data belongs to. A row with the lead's `phase` decides by
 * itself; otherwise its `LeadId` (or its own `id` when it sits under a lead key) is looked up.
 */
type Decision = { kind: 'phase'; subasta: boolean } | { kind: 'id'; id: number } | undefined;

function decide(o: Obj, parentKey: string | undefined): Decision {
  if (typeof o.phase === 'string') return { kind: 'phase', subasta: o.phase === 'subasta' };
  const leadId = positiveInt(o.LeadId) ?? (parentKey && LEAD_KEYS.has(parentKey) ? positiveInt(o.id) : undefined);
  return leadId ? { kind: 'id', id: leadId } : undefined;
}

function walk(value: unknown, parentKey: string | undefined, visit: (o: Obj, parentKey: string | undefined) => void, depth = 0): void {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, parentKey, visit, depth + 1);
    return;
  }
  if (!isObj(value)) return;
  visit(value, parentKey);
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = value[key];
    if (typeof child === 'object' && child !== null) walk(child, key, visit, depth + 1);
  }
}

/** Lead ids whose subasta state the payload's rows do not tell by themselves. */
export function leadIdsToCheck(payload: unknown): number[] {
  const ids = new Set<number>();
  walk(payload, undefined, (o, parentKey) => {
    if (hasContact(o)) {
      const d = decide(o, parentKey);
      if (d?.kind === 'id') ids.add(d.id);
    }
    for (const p of PAIRS) {
      const id = positiveInt(o[p.id]);
      if (id && (p.contacts[0]! in o || p.contacts[1]! in o) && typeof o[p.phase] !== 'string') ids.add(id);
    }
  });
  return [...ids];
}

/**
 * THE subasta contact mask: returns the payload with the e-mail and phone of every lead in subasta
 * replaced by a dash. `subastaIds` are the leads (of those leadIdsToCheck named) now in subasta.
 * Pure: the caller decides whether the viewer's role is masked (masksSubastaContacts).
 */
export function maskSubastaContacts<T>(payload: T, subastaIds: ReadonlySet<number>): T {
  // Most answers have nothing to mask: leave them (and any cached object they hold) untouched.
  if (!applyMask(payload, subastaIds, false)) return payload;
  const copy = structuredCloneJson(payload);
  applyMask(copy, subastaIds, true);
  return copy;
}

/** Finds (write false) or dashes (write true) the contact values of subasta leads; true when there is any. */
function applyMask(payload: unknown, subastaIds: ReadonlySet<number>, write: boolean): boolean {
  let found = false;
  walk(payload, undefined, (o, parentKey) => {
    if (hasContact(o)) {
      const d = decide(o, parentKey);
      const subasta = d?.kind === 'phase' ? d.subasta : d?.kind === 'id' ? subastaIds.has(d.id) : false;
      if (subasta) {
        for (const k of CONTACT_KEYS) {
          if (!(k in o)) continue;
          found = true;
          if (write) o[k] = dash(o[k]);
        }
      }
    }
    for (const p of PAIRS) {
      const id = positiveInt(o[p.id]);
      if (!id) continue;
      const phase = o[p.phase];
      const subasta = typeof phase === 'string' ? phase === 'subasta' : subastaIds.has(id);
      if (!subasta) continue;
      for (const k of p.contacts) {
        if (!(k in o)) continue;
        found = true;
        if (write) o[k] = dash(o[k]);
      }
    }
  });
  return found;
}

/** A deep copy through JSON's own rules (Dates become ISO strings, as they would on the wire). */
function structuredCloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Which of `ids` are leads in subasta. */
export async function subastaLeadIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(inArray(leads.id, ids), eq(leads.phase, 'subasta')));
  return new Set(rows.map((r) => r.id));
}

/** Masks `payload` for the viewer's role: what a route or a job that sends lead rows elsewhere calls. */
export async function maskForRole<T>(db: Db, role: Role, payload: T): Promise<T> {
  if (!masksSubastaContacts(role)) return payload;
  return maskSubastaContacts(payload, await subastaLeadIds(db, leadIdsToCheck(payload)));
}

/**
 * Applies the mask where rows leave the API: every answer to a signed-in caller whose role is masked
 * goes through it, so a route added later (fleet, HR, e-commerce…) cannot forget it. Rows carry the
 * lead's `phase`, or its `LeadId` (or sit under a `Lead`/`lead1`/`lead2` key), or `lead_`/`matched_`
 * prefixed pair columns; contact keys are email, phone, leadEmails, leadPhones.
 */
export function installContactMask(app: FastifyInstance, db: Db): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const caller = request.caller;
    if (!caller || !masksSubastaContacts(caller.role) || payload === null || typeof payload !== 'object') return payload;
    return maskForRole(db, caller.role, payload);
  });
}
