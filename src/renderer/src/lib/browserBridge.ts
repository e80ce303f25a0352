import type { CrmBridge, BridgeEvents, PermissionAnswer, RuntimeConfig } from '@shared/bridge';
import { APP_VERSION } from '@shared/domain/constants';
import { isAllowedExternalUrl } from '@shared/domain/externalUrls';
import { browserRuntimeConfig } from './readRuntimeConfig';
import { browserDisplay } from './browserDisplay';

const VAULT_PREFIX = 'crm-session:';
type Listener = (payload: BridgeEvents['notify:clicked']) => void;

/**
 * The bridge in a plain browser (e2e tests, a waiting-list TV): the same contract, done with web
 * APIs. The session lives in localStorage here; the desktop build keeps it encrypted in main.
 */
export function createBrowserBridge(): CrmBridge {
  const listeners = new Set<Listener>();
  const shown = new Set<number>();
  let config: Promise<RuntimeConfig> | undefined;
  const display = browserDisplay(() => (config ??= browserRuntimeConfig()));

  return {
    // A browser is never a waiting-list station: the TV opens /lista-espera-citas/{id} directly.
    'app:info': async () => ({
      version: APP_VERSION,
      platform: 'web',
      environment: (await (config ??= browserRuntimeConfig())).environment,
      stationMode: 'crm',
      waitingListAgencyId: null,
    }),
    'app:config': () => (config ??= browserRuntimeConfig()),
    'vault:get': async ({ key }) => localStorage.getItem(VAULT_PREFIX + key),
    'vault:set': async ({ key, value }) => localStorage.setItem(VAULT_PREFIX + key, value),
    'vault:remove': async ({ key }) => localStorage.removeItem(VAULT_PREFIX + key),
    'vault:clear': async () => {
      for (const key of Object.keys(localStorage)) if (key.startsWith(VAULT_PREFIX)) localStorage.removeItem(key);
    },
    'vault:status': async () => ({ persistent: true }),
    'notify:permission': async (): Promise<PermissionAnswer> => {
      if (!('Notification' in window)) return 'unsupported';
      return (await Notification.requestPermission()) as PermissionAnswer;
    },
    'notify:show': async ({ id, title, body, leadId }) => {
      if (shown.has(id) || !('Notification' in window) || Notification.permission !== 'granted') return;
      shown.add(id);
      const n = new Notification(title, { body, tag: `crm-${id}` });
      n.onclick = () => {
        window.focus();
        for (const l of listeners) l({ id, leadId });
      };
    },
    'external:open': async ({ url }) => {
      if (!isAllowedExternalUrl(url)) return false;
      window.open(url, '_blank', 'noopener,noreferrer');
      return true;
    },
    'kiosk:open': async ({ agencyId }) => {
      window.open(`/lista-espera-citas/${agencyId}`, `lista-espera-${agencyId}`, 'noopener');
    },
    'display:pair': (request) => display.pair(request),
    'display:board': () => display.board(),
    on: (event, listener) => {
      if (event !== 'notify:clicked') return () => {};
      listeners.add(listener as Listener);
      return () => listeners.delete(listener as Listener);
    },
  };
}
