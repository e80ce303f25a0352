import { eq, sql } from 'drizzle-orm';
import { ARCO_TYPES, PERSON_RECORD_KINDS, type ArcoType, type PersonRecordKind } from '../../../shared/domain/arcoMessages';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { personRecordSteps, type PersonDataValue, type PersonRecordData } from './personRecordSteps';
import { arcoRequestRecords } from './tables';

/** The kinds whose consents the privacy feature keeps (SubjectKind): their answers go in the file too. */
const CONSENT_KINDS: readonly string[] = ['lead', 'fleet-prospect', 'accessory-lead'];

/** Everything held about the person of an access request, as the JSON file keeps it and the PDF prints it. */
export interface AccessFileData {
  agency: string;
  request: { id: number; type: string; personName: string; receivedOn: string; dueOn: string };
  generatedAt: string;
  records: { kind: PersonRecordKind; kindLabel: string; id: number; sections: { title: string; rows: Record<string, PersonDataValue>[] }[] }[];
}

/**
 * The request's records, each with its feature's sections (its registered step's exportData) and
 * the consents and collection the privacy feature keeps of it. Only the request's records: nothing
 * of another person enters the file.
 */
export async function accessFileData(db: DbOrTx, requestId: number): Promise<AccessFileData> {
  const [request] = await queryRows<{ id: number; type: ArcoType; personName: string; receivedOn: string; dueOn: string; agency: string }>(
    db,
    sql`SELECT r.id, r.type, r.person_name AS "personName", r.received_on::text AS "receivedOn", r.due_on::text AS "dueOn", a.name AS agency
        FROM arco_requests r JOIN agencies a ON a.id = r.agency_id WHERE r.id = ${requestId}`,
  );
  if (!request) throw new Error(`access file: request ${requestId} not found`);
  const refs = await db.select({ kind: arcoRequestRecords.subjectKind, id: arcoRequestRecords.subjectId }).from(arcoRequestRecords).where(eq(arcoRequestRecords.requestId, requestId));
  const records: AccessFileData['records'] = [];
  for (const [kind, step] of personRecordSteps.entries()) {
    const ids = refs.filter((r) => r.kind === kind).map((r) => r.id);
    if (!ids.length) continue;
    const data: PersonRecordData[] = await step.exportData(db, ids);
    const consents = CONSENT_KINDS.includes(kind) ? await consentSections(db, kind, ids) : new Map<number, Record<string, PersonDataValue>[]>();
    for (const d of data) {
      const own = consents.get(d.id);
      records.push({ kind, kindLabel: PERSON_RECORD_KINDS[kind], id: d.id, sections: own?.length ? [...d.sections, { title: 'Consentimientos y oposiciones', rows: own }] : d.sections });
    }
  }
  return {
    agency: request.agency,
    request: { id: request.id, type: ARCO_TYPES[request.type], personName: request.personName, receivedOn: request.receivedOn, dueOn: request.dueOn },
    generatedAt: new Date().toISOString(),
    records,
  };
}

/** The privacy feature's own data of these records: how they were collected and every consent or opposition. */
async function consentSections(db: DbOrTx, kind: string, ids: readonly number[]): Promise<Map<number, Record<string, PersonDataValue>[]>> {
  const list = sql`${`{${ids.join(',')}}`}::int[]`;
  const rows = await queryRows<{ owner: number; at: Date | string; what: string; channel: string; version: number | null }>(
    db,
    sql`SELECT c.subject_id AS owner, c.collected_at AS at, 'Datos recabados' AS what, c.channel, c.notice_version AS version
        FROM privacy_collections c WHERE c.subject_kind = ${kind} AND c.subject_id = ANY(${list})
        UNION ALL
        SELECT k.subject_id, k.recorded_at, p.name || CASE WHEN k.granted THEN ': otorgado' ELSE ': retirado' END, k.channel, k.notice_version
        FROM privacy_consents k JOIN privacy_purposes p ON p.id = k.purpose_id WHERE k.subject_kind = ${kind} AND k.subject_id = ANY(${list})
        ORDER BY 1, 2`,
  );
  const out = new Map<number, Record<string, PersonDataValue>[]>();
  for (const r of rows) {
    const at = r.at instanceof Date ? r.at.toISOString() : String(r.at);
    out.set(r.owner, [...(out.get(r.owner) ?? []), { Fecha: at, Qué: r.what, Medio: r.channel, 'Versión del aviso': r.version }]);
  }
  return out;
}
