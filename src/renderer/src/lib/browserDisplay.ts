import type { RuntimeConfig } from '@shared/bridge';
import { DISPLAY_AUTH_SCHEME, DISPLAY_MESSAGES, type DisplayBoardAnswer, type DisplayPairAnswer, type DisplayPairing, type WaitingBoardRow } from '@shared/schemas/waitingListDisplay';

/**
 * A waiting-list TV with only a browser: the same pairing and board as the desktop station, with
 * the device credential in this tab's sessionStorage (gone when the tab closes: pair again). The
 * desktop build never uses this: main keeps the credential encrypted and reads the board itself.
 */
const KEY = 'crm-display-credential';
const NO_CONNECTION = 'No se pudo conectar con el servidor. Revise la red e intente de nuevo.';

const messageOf = (body: unknown) => {
  const data = (body as { data?: unknown } | null)?.data;
  return typeof data === 'string' && data ? data : undefined;
};

export function browserDisplay(config: () => Promise<RuntimeConfig>) {
  let revoked = false;
  const base = async () => (await config()).api.main.replace(/\/+$/, '');
  return {
    async pair({ code }: { code: string }): Promise<DisplayPairAnswer> {
      let response: Response;
      try {
        response = await fetch(`${await base()}/public/displays/pair`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
      } catch {
        return { ok: false, message: NO_CONNECTION };
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) return { ok: false, message: messageOf(body) ?? DISPLAY_MESSAGES.badCode };
      const pairing = (body as { data: DisplayPairing }).data;
      sessionStorage.setItem(KEY, pairing.credential);
      revoked = false;
      return { ok: true, displayName: pairing.name, agencyName: pairing.agencyName };
    },
    async board(): Promise<DisplayBoardAnswer> {
      if (revoked) return { state: 'revoked', message: DISPLAY_MESSAGES.revokedCredential };
      const credential = sessionStorage.getItem(KEY);
      if (!credential) return { state: 'unpaired', message: DISPLAY_MESSAGES.noCredential };
      let response: Response;
      try {
        response = await fetch(`${await base()}/public/displays/waiting-list`, { headers: { authorization: `${DISPLAY_AUTH_SCHEME} ${credential}` }, cache: 'no-store' });
      } catch {
        return { state: 'offline' };
      }
      if (response.status === 401) {
        revoked = true;
        sessionStorage.removeItem(KEY);
        return { state: 'revoked', message: DISPLAY_MESSAGES.revokedCredential };
      }
      const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
      return response.ok && Array.isArray(body?.data) ? { state: 'ok', rows: body.data as WaitingBoardRow[] } : { state: 'offline' };
    },
  };
}
