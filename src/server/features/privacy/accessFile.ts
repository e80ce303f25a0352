import { and, eq } from 'drizzle-orm';
import { ACCESS_FILE_MSG, ARCO_MSG } from '../../../shared/domain/arcoMessages';
import type { Db } from '../../db/client';
import type { Caller } from '../../identity/auth';
import type { FileStore } from '../../lib/fileStore';
import { badRequest, conflict, forbidden, notFound } from '../../lib/httpError';
import { accessFileData } from './accessFileData';
import { renderAccessPdf } from './accessFilePdf';
import { arcoAccessFiles, arcoRequests } from './tables';

/**
 * Builds the access answer of a request and stores it: the JSON for the record and the PDF for the
 * person, in the file store; the row says 'lista' with both keys, or 'error' with the reason.
 */
export async function generateAccessFile(db: Db, files: FileStore, requestId: number): Promise<void> {
  try {
    const data = await accessFileData(db, requestId);
    const pdf = await renderAccessPdf(data);
    const [jsonKey, pdfKey] = await Promise.all([files.put(Buffer.from(JSON.stringify(data, null, 2)), 'json'), files.put(pdf, 'pdf')]);
    await db.update(arcoAccessFiles).set({ status: 'lista', jsonKey, pdfKey, readyAt: new Date(), error: null }).where(eq(arcoAccessFiles.requestId, requestId));
  } catch (e) {
    await db
      .update(arcoAccessFiles)
      .set({ status: 'error', error: e instanceof Error ? e.message.slice(0, 500) : String(e) })
      .where(eq(arcoAccessFiles.requestId, requestId));
  }
}

async function accessRequestOf(db: Db, caller: Caller, requestId: number) {
  const [request] = await db
    .select({ id: arcoRequests.id, type: arcoRequests.type, handlerId: arcoRequests.handlerId })
    .from(arcoRequests)
    .where(and(eq(arcoRequests.id, requestId), eq(arcoRequests.agencyId, caller.agencyId)));
  if (!request) throw notFound(ARCO_MSG.notFound);
  if (request.type !== 'acceso') throw badRequest(ACCESS_FILE_MSG.onlyAccess);
  return request;
}

/**
 * Asks for the access file of a request (again, after an edit or an error): the row goes back to
 * 'pendiente' and the file is built after the answer is sent, off the request's path. Returns the
 * work to start once the reply is out.
 */
export async function requestAccessFile(db: Db, files: FileStore, caller: Caller, requestId: number): Promise<() => void> {
  await accessRequestOf(db, caller, requestId);
  const [current] = await db.select({ status: arcoAccessFiles.status }).from(arcoAccessFiles).where(eq(arcoAccessFiles.requestId, requestId));
  // The person's records were erased (retention): there is nothing of theirs left to hand over.
  if (current?.status === 'suprimido') throw conflict(ACCESS_FILE_MSG.erased);
  const row = { status: 'pendiente', jsonKey: null, pdfKey: null, readyAt: null, error: null, requestedById: caller.id, requestedAt: new Date() };
  await db
    .insert(arcoAccessFiles)
    .values({ requestId, ...row })
    .onConflictDoUpdate({ target: arcoAccessFiles.requestId, set: row });
  return () => void generateAccessFile(db, files, requestId);
}

/** The stored file of a request for its handler only (who answers the person): the bytes and their name. */
export async function accessFileFor(db: Db, files: FileStore, caller: Caller, requestId: number, format: 'pdf' | 'json'): Promise<Buffer> {
  const request = await accessRequestOf(db, caller, requestId);
  if (request.handlerId !== caller.id) throw forbidden(ACCESS_FILE_MSG.onlyHandler);
  const [file] = await db.select().from(arcoAccessFiles).where(eq(arcoAccessFiles.requestId, requestId));
  if (!file || file.status === 'pendiente') throw conflict(ACCESS_FILE_MSG.notReady);
  if (file.status === 'error') throw conflict(ACCESS_FILE_MSG.failed);
  if (file.status === 'suprimido') throw conflict(ACCESS_FILE_MSG.erased);
  const bytes = await files.get((format === 'pdf' ? file.pdfKey : file.jsonKey) ?? '');
  if (!bytes) throw notFound(ACCESS_FILE_MSG.notReady);
  return bytes;
}
