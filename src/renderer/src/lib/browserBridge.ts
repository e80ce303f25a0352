import type { CrmBridge, BridgeEvent, BridgeEvents, PermissionAnswer, RuntimeConfig } from '@shared/bridge';
import { NOTICE_SUMMARY_THRESHOLD, summariseNotices } from '@shared/domain/noticeSummary';
import { APP_VERSION } from '@shared/domain/constants';
import { isAllowedExternalUrl } from '@shared/domain/externalUrls';
import type { UpdateState } from '@shared/updates';
import { browserApiHealth } from './browserApiHealth';
import { browserRuntimeConfig } from './readRuntimeConfig';
import type { browserDisplay } from './browserDisplay';

const VAULT_PREFIX = 'crm-session:';
const DRAFT_PREFIX = 'crm-draft:';
const BROWSER_UPDATE_STATE: UpdateState = { enabled: false, status: 'idle', channel: 'estable', currentVersion: APP_VERSION };
type Listener = (payload: BridgeEvents[BridgeEvent]) => void;

/**
 * The bridge in a plain browser (e2e tests, a waiting-list TV): the same contract, done with web
 * APIs. The session lives in localStorage here; the desktop build keeps it encrypted in main.
 */
export function createBrowserBridge(): CrmBridge {
  const listeners = new Map<BridgeEvent, Set<Listener>>();
  const emit = <E extends BridgeEvent>(event: E, payload: BridgeEvents[E]) => {
    for (const l of listeners.get(event) ?? []) l(payload);
  };
  const shown = new Set<number>();
  let config: Promise<RuntimeConfig> | undefined;
  // The waiting-list TV's pairing and board: loaded when a TV asks, not on every screen's first load.
  let display: Promise<ReturnType<typeof browserDisplay>> | undefined;
  const displayOf = () => (display ??= import('./browserDisplay').then((m) => m.browserDisplay(() => (config ??= browserRuntimeConfig()))));

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
    // Drafts and the outbox live with this tab's session (the desktop keeps them encrypted in main).
    'drafts:get': async ({ key }) => sessionStorage.getItem(DRAFT_PREFIX + key),
    'drafts:set': async ({ key, value }) => sessionStorage.setItem(DRAFT_PREFIX + key, value),
    'drafts:remove': async ({ key }) => sessionStorage.removeItem(DRAFT_PREFIX + key),
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
        emit('notify:clicked', { id, leadId });
      };
    },
    // As main's notifier, for this tab's life: new ones once each, a flood as one summary.
    'notify:poll': async ({ notices }) => {
      const fresh = notices.filter((n) => !shown.has(n.id));
      if (!fresh.length || !('Notification' in window) || Notification.permission !== 'granted') return;
      for (const n of fresh) shown.add(n.id);
      if (fresh.length > NOTICE_SUMMARY_THRESHOLD) {
        const summary = summariseNotices(fresh.map((n) => n.type));
        const n = new Notification(summary.text, { tag: 'crm-summary' });
        n.onclick = () => {
          window.focus();
          emit('notify:summaryClicked', { count: summary.count, type: summary.type });
        };
        return;
      }
      for (const { id, title, body, leadId } of fresh) {
        const n = new Notification(title, { body, tag: `crm-${id}` });
        n.onclick = () => {
          window.focus();
          emit('notify:clicked', { id, leadId });
        };
      }
    },
    // A browser saves downloads itself: there is nothing of ours to open.
    'download:open': async () => false,
    'download:show': async () => false,
    'external:open': async ({ url }) => {
      if (!isAllowedExternalUrl(url)) return false;
      window.open(url, '_blank', 'noopener,noreferrer');
      return true;
    },
    'kiosk:open': async ({ agencyId }) => {
      window.open(`/lista-espera-citas/${agencyId}`, `lista-espera-${agencyId}`, 'noopener');
    },
    // A browser writes no files: the error goes to the console, where the browser's tools keep it.
    'log:error': async (report) => {
      console.error('[CRM Ventas]', report.message, report);
    },
    'diagnostics:info': async () => {
      const { environment, api } = await (config ??= browserRuntimeConfig());
      return { version: APP_VERSION, environment, platform: `web ${navigator.userAgent}`, apiBase: api.main, api: await browserApiHealth(api.main), update: null, logDir: null };
    },
    'diagnostics:saveBundle': async () => {
      throw new Error('El paquete de soporte se guarda desde la aplicación de escritorio.');
    },
    // A browser gets its version from the server with the page: nothing to download or install.
    'update:state': async () => BROWSER_UPDATE_STATE,
    'update:check': async () => BROWSER_UPDATE_STATE,
    'update:install': async () => ({ started: false, reason: 'unsupported' }),
    'update:setDirty': async () => {},
    'display:pair': async (request) => (await displayOf()).pair(request),
    'display:board': async () => (await displayOf()).board(),
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set);
      set.add(listener as Listener);
      return () => set.delete(listener as Listener);
    },
  };
}
