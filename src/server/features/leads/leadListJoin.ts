import { ilike, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LeadPhase } from '../../../shared/domain/phases';
import { leads } from './tables';
import { countedLead, liveLead } from './leadScope';

/*
 * What another feature's list reads of the lead its rows point at (issue 41), composed into that
 * list's own statement: the appointment, agenda, waiting-list and floor-visit lists (drizzle queries)
 * and the sales lists (raw SQL, alias `l`) join the lead, select its name and contact, filter on its
 * phase and search its name, e-mail and phone in the same single query as before. leads writes the
 * SQL of its table here; the other features never name it.
 */

/**
 * The join to the lead `leadId` points at, for drizzle's `.innerJoin(...leadListJoin(x.leadId))`:
 * the target and the ON condition (the query then reads `leadColumns`).
 */
export function leadListJoin(leadId: SQLWrapper): [SQL, SQL] {
  // A blocked lead's rows (its appointments, visits) leave the lists with it (issue 54).
  return [sql`${leads}`, sql`${leads.id} = ${leadId} AND ${leads.blockedAt} IS NULL`];
}

/** The lead's columns a list shows, sorts and filters on, once `leadListJoin` joined it. */
export const leadColumns = {
  id: sql<number>`${leads.id}`.mapWith(leads.id),
  /** 'Nombre Apellido', as every list shows and sorts the client. */
  name: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`,
  firstName: sql<string>`${leads.firstName}`.mapWith(leads.firstName),
  lastName: sql<string>`${leads.lastName}`.mapWith(leads.lastName),
  email: sql<string | null>`${leads.email}`.mapWith(leads.email),
  phone: sql<string | null>`${leads.phone}`.mapWith(leads.phone),
  phase: sql<LeadPhase>`${leads.phase}`.mapWith(leads.phase),
  userId: sql<number | null>`${leads.userId}`.mapWith(leads.userId),
  updatedAt: sql<Date>`${leads.updatedAt}`.mapWith(leads.updatedAt),
  /** The model of the lead's current interest (the newest if several are flagged current), as the floor-visit list shows and sorts it. */
  currentModel: sql<string | null>`(select p.name from lead_interests li join products p on p.id = li.product_id
  where li.lead_id = ${leads.id} and li.current order by li.id desc limit 1)`,
};

/** The list search on the lead: its name, e-mail or phone matches the ILIKE `pattern` (OR them with the list's own). */
export function leadContactMatches(pattern: string): SQL[] {
  return [
    ilike(sql`${leadColumns.name}`, pattern),
    ilike(sql`coalesce(${leads.email}, '')`, pattern),
    ilike(sql`coalesce(${leads.phone}, '')`, pattern),
  ];
}

/** Raw SQL: `JOIN leads <alias>` on `leadId`, a live lead only (a sale's lead; a merged-away one drops the row). */
export function joinLiveLead(alias: string, leadId: SQL): SQL {
  const a = sql.raw(alias);
  return sql`JOIN leads ${a} ON ${a}.id = ${leadId} AND ${liveLead(alias)}`;
}

/** Raw SQL: `JOIN leads <alias>` on `leadId`, a lead not merged away, blocked ones kept: totals of history (the dashboard's sales count). */
export function joinCountedLead(alias: string, leadId: SQL): SQL {
  const a = sql.raw(alias);
  return sql`JOIN leads ${a} ON ${a}.id = ${leadId} AND ${countedLead(alias)}`;
}

/** Raw SQL: `JOIN leads <alias>` on `leadId`, whatever the lead's state (an appointment's lead, as the arrival loop reads it). */
export function joinLead(alias: string, leadId: SQL): SQL {
  const a = sql.raw(alias);
  return sql`JOIN leads ${a} ON ${a}.id = ${leadId}`;
}

/**
 * Raw SQL: the lead as the sales answers embed it (`Lead`: id, firstAndLastName, email, phone, ClientId).
 * It also carries the lead's `phase`, which no answer declares (the serializer's projection drops it):
 * the subasta contact mask (contactMask.ts) decides from it, instead of looking the page's leads up in
 * one more statement after the page (an adviser's sales lists, issue 55).
 */
export function leadSummaryJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'firstAndLastName', ${a}.first_name || ' ' || ${a}.last_name, 'email', ${a}.email, 'phone', ${a}.phone,
    'ClientId', ${a}.client_id, 'phase', ${a}.phase)`;
}

/** Raw SQL: the lead's name or e-mail (lowercased) or phone is LIKE `term` (already lowercased), as OR'ed terms of a search. */
export function leadNameSearch(alias: string, term: string): SQL {
  const a = sql.raw(alias);
  return sql`lower(${a}.first_name || ' ' || ${a}.last_name) LIKE ${term} OR lower(coalesce(${a}.email, '')) LIKE ${term}
                    OR coalesce(${a}.phone, '') LIKE ${term}`;
}
