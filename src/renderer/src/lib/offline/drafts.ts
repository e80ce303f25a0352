import { bridge } from '../bridge';
import { requestContext } from '../requestContext';

/**
 * What a user typed in a showroom form and has not saved: kept per user and agency
 * (`<userId>/<agencyId>/<form>`) in the drafts store (main's encrypted file on the desktop, the tab's
 * sessionStorage in a browser) until it is saved or discarded, so a closed modal, a reload or an app
 * restart loses nothing. Nothing is kept without a signed-in user.
 */
function draftKey(name: string): string | null {
  const { userId, agencyId } = requestContext;
  return userId ? `${userId}/${agencyId ?? 0}/${name}` : null;
}

export async function readDraft<T>(name: string): Promise<T | null> {
  const key = draftKey(name);
  if (!key) return null;
  const raw = await bridge['drafts:get']({ key }).catch(() => null);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export async function writeDraft(name: string, values: unknown): Promise<void> {
  const key = draftKey(name);
  if (key) await bridge['drafts:set']({ key, value: JSON.stringify(values) }).catch(() => undefined);
}

export async function clearDraft(name: string): Promise<void> {
  const key = draftKey(name);
  if (key) await bridge['drafts:remove']({ key }).catch(() => undefined);
}

/** Whether a form's values hold anything typed (a default alone is not a draft). */
export function hasTyped(values: unknown, defaults: Record<string, unknown> = {}): boolean {
  if (!values || typeof values !== 'object') return false;
  return Object.entries(values as Record<string, unknown>).some(([k, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length) && defaults[k] !== v);
}
