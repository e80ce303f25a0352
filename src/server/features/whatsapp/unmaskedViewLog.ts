import type { FastifyRequest } from 'fastify';
import { recordAccess } from '../../lib/accessLog/accessLogWriter';

/** How long one user's view of one conversation (or one inbox page) counts as one view. */
export const UNMASKED_VIEW_WINDOW_MS = 10 * 60_000;
/** Views remembered per process; past it the oldest are forgotten (then logged again, never lost). */
const MAX_REMEMBERED = 20_000;

const lastLogged = new Map<string, number>();

/**
 * Writes an unmasked view of WhatsApp numbers to the privacy access log (issue 54: 'Vio un contacto
 * sin máscara'), as the lead detail does. The panel and the inbox poll every 5–10 s while open: one
 * record per user and view per UNMASKED_VIEW_WINDOW_MS says who saw the number, instead of a record
 * per poll. Per process: each replica logs its own first view.
 */
export function logUnmaskedView(request: FastifyRequest, key: string, entry: { target: string; leadId?: number | null; rows?: number | null }, now = Date.now()): void {
  const caller = request.caller;
  if (!caller) return;
  const id = `${caller.id}|${key}`;
  const last = lastLogged.get(id);
  if (last !== undefined && now - last < UNMASKED_VIEW_WINDOW_MS) return;
  lastLogged.delete(id);
  lastLogged.set(id, now);
  if (lastLogged.size > MAX_REMEMBERED) lastLogged.delete(lastLogged.keys().next().value!);
  recordAccess(request, { action: 'contact-view', ...entry });
}

/** Forgets every remembered view (tests). */
export function forgetUnmaskedViews(): void {
  lastLogged.clear();
}
