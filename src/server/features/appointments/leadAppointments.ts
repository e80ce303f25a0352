import { and, eq, inArray } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { appointmentKind, NOW_TOLERANCE_MS } from '../../../shared/domain/appointmentRules';
import { EVIDENCE_MAX_BYTES } from '../../../shared/domain/constants';
import { can } from '../../../shared/domain/permissions';
import { EVIDENCE_EXTENSIONS, sniffEvidenceType, type EvidenceMime } from '../../../shared/domain/fileSignature';
import type { AppointmentPayload } from '../../../shared/schemas/leadPayloads';
import { dataUrlByteLength } from '../../../shared/schemas/fileData';
import type { ServerConfig } from '../../config';
import { fileStoreFor } from '../../lib/fileStore';
import type { Db } from '../../db/client';
import { appointments } from './tables';
import { files } from '../../db/tables/files';
import { userAgencies, users } from '../../db/tables/org';
import { badRequest, conflict, forbidden, notFound, tooLarge } from '../../lib/httpError';
import type { Caller } from '../../identity/auth';
import { leadForCaller } from '../leads';
import { containsMarkup } from '../../lib/storedFile';
import { SECURITY_MSG } from '../../../shared/domain/securityMessages';
import { isAdviser } from '../../../shared/domain/roles';

/** Appointment types offered by the new-appointment dialog (GET /lead/TestDriveAppointment/Types). */
export const APPOINTMENT_TYPE_OPTIONS = [
  { id: 1, slug: 'cita', description: 'Cita', type: 'ACTIVITY' },
  { id: 2, slug: 'prueba-de-manejo', description: 'Prueba de manejo', type: 'TESTDRIVE' },
] as const;

/** A base64 data URL, checked by content: pdf, jpg/jpeg or png, at most 5 MB. */
export function decodeEvidence(dataUrl: string): { bytes: Uint8Array; mime: EvidenceMime } {
  if (dataUrlByteLength(dataUrl) > EVIDENCE_MAX_BYTES) throw tooLarge();
  const m = /^data:[^;,]*(;[^,]*)?,(.*)$/s.exec(dataUrl);
  const b64 = m ? m[2]! : dataUrl;
  const bytes = new Uint8Array(Buffer.from(b64, 'base64'));
  if (bytes.length > EVIDENCE_MAX_BYTES) throw tooLarge();
  const mime = sniffEvidenceType(bytes);
  // A valid signature followed by HTML (a polyglot) is refused like a wrong type.
  if (!mime || containsMarkup(bytes)) throw badRequest(MSG.evidenceType);
  return { bytes, mime };
}

export async function createAppointment(db: Db, config: ServerConfig, caller: Caller, d: AppointmentPayload) {
  if (!can(caller.role, 'lead:appointments')) throw forbidden();
  // The type, date, vehicle, date rule and evidence were checked by the route's appointmentSchema.
  const kind = appointmentKind(d.type);
  const sinCita = d.realizada_hoy === true;
  const lead = await leadForCaller(db, caller, d.LeadId);
  // An adviser books their own appointments: naming another adviser as owner is refused (the feature README's Decisions).
  if (isAdviser(caller.role) && d.UserId && d.UserId !== caller.id) throw forbidden(SECURITY_MSG.notOwnAppointment);
  const userId = isAdviser(caller.role) ? caller.id : d.UserId ?? lead.userId ?? caller.id;
  const [member] = await db
    .select({ id: userAgencies.userId })
    .from(userAgencies)
    .innerJoin(users, eq(users.id, userAgencies.userId))
    .where(and(eq(userAgencies.userId, userId), eq(userAgencies.agencyId, lead.agencyId), eq(users.active, true)));
  if (!member) throw badRequest(MSG.selectAdviser);
  const evidence = d.evidence ? decodeEvidence(d.evidence) : undefined;
  const stored = evidence ? await fileStoreFor(config).put(evidence.bytes, EVIDENCE_EXTENSIONS[evidence.mime]) : undefined;

  return db.transaction(async (tx) => {
    let fileId: number | null = null;
    if (evidence && stored) {
      const [file] = await tx
        .insert(files)
        .values({ ownerType: 'appointment', agencyId: lead.agencyId, mime: evidence.mime, size: evidence.bytes.length, path: stored })
        .returning({ id: files.id });
      fileId = file!.id;
    }
    const [row] = await tx
      .insert(appointments)
      .values({
        leadId: lead.id,
        agencyId: lead.agencyId,
        userId,
        productId: d.ProductId ?? null,
        type: kind,
        date: d.date!,
        comments: d.comments ?? null,
        status: sinCita ? 'SUCCESSFUL' : 'SCHEDULED',
        evidenceFileId: fileId,
        realizadaHoy: sinCita,
      })
      .returning();
    if (fileId) await tx.update(files).set({ ownerId: row!.id }).where(eq(files.id, fileId));
    return row!;
  });
}

async function scheduledForCaller(db: Db, caller: Caller, id: number) {
  if (!can(caller.role, 'lead:appointments')) throw forbidden();
  const [row] = await db.select().from(appointments).where(and(eq(appointments.id, id), inArray(appointments.agencyId, caller.agencyIds.length ? caller.agencyIds : [0])));
  if (!row) throw notFound();
  await leadForCaller(db, caller, row.leadId);
  return row;
}

/** Lead-panel confirm (CONFIRMED) or cancel (CANCELED): only SCHEDULED appointments. */
export async function setAppointmentStatus(db: Db, caller: Caller, id: number, status: 'CONFIRMED' | 'CANCELED') {
  await scheduledForCaller(db, caller, id);
  const [row] = await db
    .update(appointments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'SCHEDULED')))
    .returning();
  if (!row) throw conflict(MSG.appointmentNotModifiable);
  return row;
}

export async function rescheduleAppointment(db: Db, caller: Caller, id: number, date: Date | null | undefined) {
  await scheduledForCaller(db, caller, id);
  if (!date || Number.isNaN(date.getTime())) throw badRequest(MSG.selectDate);
  if (date.getTime() < Date.now() - NOW_TOLERANCE_MS) throw badRequest(MSG.dateNotBeforeNow);
  const [row] = await db
    .update(appointments)
    .set({ date, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'SCHEDULED')))
    .returning();
  if (!row) throw conflict(MSG.appointmentNotModifiable);
  return row;
}

/** The evidence file, with the same authorisation as the lead it belongs to. */
export async function appointmentEvidence(db: Db, config: ServerConfig, caller: Caller, id: number) {
  const [row] = await db.select().from(appointments).where(and(eq(appointments.id, id), inArray(appointments.agencyId, caller.agencyIds.length ? caller.agencyIds : [0])));
  if (!row?.evidenceFileId) throw notFound();
  await leadForCaller(db, caller, row.leadId);
  const [file] = await db.select().from(files).where(eq(files.id, row.evidenceFileId));
  const bytes = file ? await fileStoreFor(config).get(file.path) : undefined;
  if (!file || !bytes) throw notFound();
  return { mime: file.mime, bytes };
}
