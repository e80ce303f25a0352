import type { DesktopRun } from './harness/launchDesktop';
import { apiAs, idTokenFor, userIdOf } from '../e2e/leadsApi';

/** The embedded API's origin in this run (set-up calls only; the screens are what the journeys assert on). */
export async function apiBase(run: DesktopRun): Promise<string> {
  const state = await run.state();
  if (!state?.embedded) throw new Error('the embedded API did not start');
  await state.embedded.ready;
  return new URL(state.runtimeConfig.api.main).origin;
}

export async function api<T>(run: DesktopRun, email: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiAs<T>(await apiBase(run), email, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(res.data)}`);
  return res.data;
}

export async function userIdFor(run: DesktopRun, email: string): Promise<number> {
  return userIdOf(await idTokenFor(await apiBase(run), email));
}

const DAY_MS = 86_400_000;
const MEXICO_OFFSET_MS = -6 * 3_600_000;

/** A moment later today on Mexico City's calendar (the board lists today's appointments only). */
export function laterToday(now = Date.now()): Date {
  const endOfDay = Math.floor((now + MEXICO_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - MEXICO_OFFSET_MS - 1;
  return new Date(Math.min(now + 3 * 60_000, endOfDay - 1000));
}

/** HH:MM of an instant in Mexico City (UTC−6, no daylight saving), as the board shows it. */
export function mexicoTime(date: Date): string {
  return new Date(date.getTime() + MEXICO_OFFSET_MS).toISOString().slice(11, 16);
}
