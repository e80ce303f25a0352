import { and, eq, sql, type SQL } from 'drizzle-orm';
import { addBusinessDays, ARCO_DEFAULT_BUSINESS_DAYS, businessDaysLeft } from '../../../shared/domain/arcoDeadline';
import { duplicateKeys } from '../../../shared/domain/duplicateMatch';
import { mexicoCityDate } from '../../../shared/domain/mexicoCityTime';
import { ARCO_MSG, ARCO_NEXT_STATES, PERSON_RECORD_KINDS, type ArcoState, type PersonRecordKind } from '../../../shared/domain/arcoMessages';
import type { ArcoPerson, ArcoRequestDetail, ArcoRequestInput, ArcoRequestRow, PersonRecordRow } from '../../../shared/schemas/arcoRequests';
import type { Db } from '../../db/client';
import type { Caller } from '../../identity/auth';
import { badRequest, notFound } from '../../lib/httpError';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { personRecordSteps } from './personRecordSteps';
import { arcoAccessFiles, arcoRequestRecords, arcoRequests, privacyPurposes, privacySettings } from './tables';
import { arcoBlockingOf } from './arcoBlockingOf';

/** The official rest days, loaded lazily: date-holidays is heavy (mexicanRestDays.ts). */
async function restDays(): Promise<(date: string) => boolean> {
  return (await import('../../../shared/domain/mexicanRestDays')).isMexicanRestDay;
}

/** The agency's ARCO answer period in business days (the law's 20 until the admin sets another). */
export async function arcoBusinessDaysOf(db: DbOrTx, agencyId: number): Promise<number> {
  const [row] = await db.select({ days: privacySettings.arcoBusinessDays }).from(privacySettings).where(eq(privacySettings.agencyId, agencyId));
  return row?.days ?? ARCO_DEFAULT_BUSINESS_DAYS;
}


/**
 * Every record of the agency the duplicate matcher calls the person's, from every feature's
 * registered step (retail leads, fleet leads, contacts and prospects, accessory leads, WhatsApp
 * conversations), those sharing a phone or an e-mail first.
 */
export async function findPersonRecords(db: DbOrTx, agencyId: number, person: ArcoPerson): Promise<PersonRecordRow[]> {
  const keys = duplicateKeys({ name: person.name, phones: [person.phone], emails: [person.email] });
  const found = await Promise.all(
    personRecordSteps.entries().map(async ([kind, step]) => (await step.find(db, agencyId, keys)).map((r) => ({ kind, kindLabel: PERSON_RECORD_KINDS[kind], ...r, LeadId: kind === 'lead' ? r.id : null }))),
  );
  const byContact = (r: PersonRecordRow) => (r.reasons.some((x) => x === 'mismo teléfono' || x === 'mismo correo') ? 0 : 1);
  return found.flat().sort((a, b) => byContact(a) - byContact(b));
}

/** A record shares the person's phone or e-mail (not only a name): what a request takes when the handler chose none. */
const sharesContact = (r: PersonRecordRow) => r.reasons.some((x) => x === 'mismo teléfono' || x === 'mismo correo');

/** Registers a request: the deadline from the agency's business days, the records chosen among those the matcher finds. */
export async function registerArcoRequest(db: Db, caller: Caller, input: ArcoRequestInput): Promise<number> {
  const today = mexicoCityDate(Date.now());
  const receivedOn = input.receivedOn ?? today;
  if (receivedOn > today) throw badRequest(ARCO_MSG.receivedFuture);
  const found = await findPersonRecords(db, caller.agencyId, input.person);
  let records = found.filter(sharesContact);
  if (input.records) {
    const key = (r: { kind: string; id: number }) => `${r.kind}:${r.id}`;
    const byKey = new Map(found.map((r) => [key(r), r]));
    records = input.records.map((r) => byKey.get(key(r))!);
    if (records.some((r) => !r)) throw badRequest(ARCO_MSG.recordNotOfPerson);
  }
  const dueOn = addBusinessDays(receivedOn, await arcoBusinessDaysOf(db, caller.agencyId), await restDays());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(arcoRequests)
      .values({
        agencyId: caller.agencyId,
        type: input.type,
        personName: input.person.name,
        personPhone: input.person.phone ?? null,
        personEmail: input.person.email ?? null,
        identityMethod: input.identityMethod,
        identityNote: input.identityNote ?? null,
        identityCheckedById: caller.id,
        receivedOn,
        dueOn,
        description: input.description ?? null,
        handlerId: caller.id,
      })
      .returning({ id: arcoRequests.id });
    const unique = [...new Map(records.map((r) => [`${r.kind}:${r.id}`, r])).values()];
    if (unique.length) {
      await tx.insert(arcoRequestRecords).values(unique.map((r) => ({ requestId: row!.id, subjectKind: r.kind, subjectId: r.id, name: r.name, phone: r.phone, email: r.email, reasons: r.reasons })));
    }
    return row!.id;
  });
}

const ROW_COLUMNS = sql`r.id, r.type, r.state, r.person_name AS "personName", r.person_phone AS "personPhone", r.person_email AS "personEmail",
  r.received_on::text AS "receivedOn", r.due_on::text AS "dueOn", r.created_at AS "createdAt",
  (SELECT count(*)::int FROM arco_request_records x WHERE x.request_id = r.id) AS records,
  h.first_name || ' ' || h.last_name AS "handlerName"`;

type StoredRow = Omit<ArcoRequestRow, 'businessDaysLeft'>;

/** The clock: business days left to answer while the request is open; none once answered or refused. */
async function withClock<T extends StoredRow>(rows: T[]): Promise<(T & { businessDaysLeft: number | null })[]> {
  if (!rows.length) return [];
  const isRest = await restDays();
  const today = mexicoCityDate(Date.now());
  return rows.map((r) => ({ ...r, businessDaysLeft: r.state === 'recibida' || r.state === 'en-tramite' ? businessDaysLeft(today, String(r.dueOn), isRest) : null }));
}

/** A page of the agency's requests: open ones first by the day due, then the answered ones newest first. */
export async function arcoRequestPage(db: DbOrTx, agencyId: number, filters: { state?: ArcoState; type?: string; search?: string }, limit: number, offset: number) {
  const where = arcoWhere(agencyId, filters);
  const rows = await queryRows<StoredRow>(
    db,
    sql`SELECT ${ROW_COLUMNS} FROM arco_requests r LEFT JOIN users h ON h.id = r.handler_id WHERE ${where}
        ORDER BY (r.state IN ('respondida', 'improcedente')), CASE WHEN r.state IN ('respondida', 'improcedente') THEN NULL ELSE r.due_on END, r.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
  );
  return withClock(rows);
}

export function arcoWhere(agencyId: number, filters: { state?: string; type?: string; search?: string }): SQL {
  const where: SQL[] = [sql`r.agency_id = ${agencyId}`];
  if (filters.state) where.push(sql`r.state = ${filters.state}`);
  if (filters.type) where.push(sql`r.type = ${filters.type}`);
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(lower(r.person_name) LIKE ${like} OR lower(coalesce(r.person_email, '')) LIKE ${like} OR coalesce(r.person_phone, '') LIKE ${like})`);
  }
  return sql.join(where, sql` AND `);
}

/** One request of the agency with its identity check, its records and the states it may move to. */
export async function arcoRequestDetail(db: DbOrTx, caller: Caller, id: number): Promise<ArcoRequestDetail> {
  const agencyId = caller.agencyId;
  const [stored] = await queryRows<StoredRow & { handlerId: number | null; identityMethod: string; identityNote: string | null; identityCheckedBy: string | null; description: string | null; response: string | null; reason: string | null; opposedPurposes: string[] | null; answeredAt: Date | null }>(
    db,
    sql`SELECT ${ROW_COLUMNS}, r.handler_id AS "handlerId", r.identity_method AS "identityMethod", r.identity_note AS "identityNote", c.first_name || ' ' || c.last_name AS "identityCheckedBy",
               r.description, r.response, r.reason, r.opposed_purposes AS "opposedPurposes", r.answered_at AS "answeredAt"
        FROM arco_requests r LEFT JOIN users h ON h.id = r.handler_id LEFT JOIN users c ON c.id = r.identity_checked_by_id
        WHERE r.id = ${id} AND r.agency_id = ${agencyId}`,
  );
  if (!stored) throw notFound(ARCO_MSG.notFound);
  const [row] = await withClock([stored]);
  const records = await db
    .select({
      kind: arcoRequestRecords.subjectKind,
      id: arcoRequestRecords.subjectId,
      name: arcoRequestRecords.name,
      phone: arcoRequestRecords.phone,
      email: arcoRequestRecords.email,
      reasons: arcoRequestRecords.reasons,
      note: arcoRequestRecords.rectification,
      at: arcoRequestRecords.rectifiedAt,
      by: sql<string | null>`(SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = ${arcoRequestRecords.rectifiedById})`,
    })
    .from(arcoRequestRecords)
    .where(eq(arcoRequestRecords.requestId, id))
    .orderBy(arcoRequestRecords.subjectKind, arcoRequestRecords.subjectId);
  const [file] = await db
    .select({ status: arcoAccessFiles.status, requestedAt: arcoAccessFiles.requestedAt, readyAt: arcoAccessFiles.readyAt })
    .from(arcoAccessFiles)
    .where(eq(arcoAccessFiles.requestId, id));
  const voluntaryPurposes = await db
    .select({ id: privacyPurposes.id, name: privacyPurposes.name })
    .from(privacyPurposes)
    .where(and(eq(privacyPurposes.agencyId, agencyId), eq(privacyPurposes.necessary, false), eq(privacyPurposes.active, true)))
    .orderBy(privacyPurposes.id);
  const { handlerId, ...shown } = row!;
  return {
    ...(shown as unknown as ArcoRequestDetail),
    blocking: await arcoBlockingOf(db, id),
    accessFile: file ? { ...file, status: file.status as 'pendiente' | 'lista' | 'error' | 'suprimido', mayDownload: file.status === 'lista' && handlerId === caller.id } : null,
    recordRows: records.map(({ note, at, by, ...r }) => ({
      ...r,
      kind: r.kind as PersonRecordKind,
      kindLabel: PERSON_RECORD_KINDS[r.kind as PersonRecordKind] ?? r.kind,
      LeadId: r.kind === 'lead' ? r.id : null,
      rectification: note !== null && at !== null ? { at, by, note } : null,
    })),
    voluntaryPurposes,
    nextStates: [...ARCO_NEXT_STATES[stored.state as ArcoState]],
  };
}

/** Moves a request on (recibida → en trámite → respondida, or improcedente with its reason); final states stay. */
export async function changeArcoState(db: Db, caller: Caller, id: number, input: { state: ArcoState; reason?: string | null; response?: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: arcoRequests.state })
      .from(arcoRequests)
      .where(and(eq(arcoRequests.id, id), eq(arcoRequests.agencyId, caller.agencyId)))
      .for('update');
    if (!row) throw notFound(ARCO_MSG.notFound);
    if (!ARCO_NEXT_STATES[row.state as ArcoState].includes(input.state)) throw badRequest(ARCO_MSG.badTransition);
    const final = input.state === 'respondida' || input.state === 'improcedente';
    await tx
      .update(arcoRequests)
      .set({
        state: input.state,
        reason: input.state === 'improcedente' ? input.reason! : null,
        ...(input.response != null ? { response: input.response } : {}),
        ...(final ? { answeredAt: new Date() } : {}),
        handlerId: caller.id,
        updatedAt: new Date(),
      })
      .where(eq(arcoRequests.id, id));
  });
}
