/** The app's own origin: the renderer is served from app://crm by the custom protocol handler. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'crm';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** True for app://crm/… only (not app://crm.evil, not app://other, not file:). */
export function isAppUrl(raw: string | undefined | null): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export function appUrl(route: string): string {
  return `${APP_ORIGIN}/${route.replace(/^\/+/, '')}`;
}
