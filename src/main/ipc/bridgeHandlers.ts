import { APP_VERSION } from '../../shared/domain/constants';
import type { RuntimeConfig } from '../../shared/bridge';
import type { DiagnosticsChannel } from '../services/diagnostics/diagnosticsHandlers';
import type { Downloads } from '../services/downloads';
import type { KioskController } from '../services/kiosk';
import type { DisplayStation } from '../services/displayStation';
import { DISPLAY_MESSAGES } from '../../shared/schemas/waitingListDisplay';
import type { Notifier } from '../services/notifier';
import type { SessionVault } from '../services/sessionVault';
import type { DraftStore } from '../services/draftStore';
import type { SettingsAccess } from '../services/settingsStore';
import { allowedExternalUrl } from '../services/urlAllowList';
import { updateBridgeHandlers } from '../services/updates/updateBridgeHandlers';
import type { UpdatePolicy } from '../services/updates/updatePolicy';
import type { BridgeHandlers } from './registerHandlers';

export interface BridgeDeps {
  runtimeConfig: () => RuntimeConfig;
  vault: SessionVault;
  /** Form drafts and the outbox (encrypted, apart from the session). */
  drafts: DraftStore;
  notifier: Notifier;
  kiosk: Pick<KioskController, 'open'>;
  settings: SettingsAccess;
  openExternal: (url: string) => Promise<void>;
  /** 'log:error', 'diagnostics:info', 'diagnostics:saveBundle' (services/diagnostics). */
  diagnostics: Pick<BridgeHandlers, DiagnosticsChannel>;
  /** Main's downloads (absent: 'download:open'/'download:show' answer false). */
  downloads?: Pick<Downloads, 'open' | 'show'>;
  updates: UpdatePolicy;
  /** The display station (stationMode 'waiting-list'); absent: every display call answers 'not a station'. */
  display?: Pick<DisplayStation, 'pair' | 'board'>;
}

/** Main's side of the bridge contract. */
export function createBridgeHandlers({ runtimeConfig, vault, drafts, notifier, kiosk, settings, openExternal, diagnostics, downloads, updates, display }: BridgeDeps): BridgeHandlers {
  return {
    'app:info': () => ({
      version: APP_VERSION,
      platform: 'desktop',
      environment: runtimeConfig().environment,
      stationMode: settings.get('stationMode') ?? 'crm',
      waitingListAgencyId: settings.get('waitingListAgencyId') ?? null,
    }),
    'app:config': () => runtimeConfig(),
    'vault:get': ({ key }) => vault.get(key),
    'vault:set': ({ key, value }) => vault.set(key, value),
    'vault:remove': ({ key }) => vault.remove(key),
    'vault:clear': () => vault.clear(),
    'vault:status': () => vault.status(),
    'drafts:get': ({ key }) => drafts.get(key),
    'drafts:set': ({ key, value }) => drafts.set(key, value),
    'drafts:remove': ({ key }) => drafts.remove(key),
    'notify:permission': () => notifier.permission(),
    'notify:show': (request) => notifier.show(request),
    'external:open': async ({ url }) => {
      const allowed = allowedExternalUrl(url);
      if (!allowed) return false;
      await openExternal(allowed);
      return true;
    },
    'kiosk:open': ({ agencyId }) => {
      kiosk.open(agencyId);
    },
    ...diagnostics,
    'notify:poll': (request) => notifier.poll(request),
    'download:open': async ({ id }) => (downloads ? downloads.open(id) : false),
    'download:show': ({ id }) => (downloads ? downloads.show(id) : false),
    ...updateBridgeHandlers(updates),
    'display:pair': ({ code }) => display?.pair(code) ?? { ok: false, message: DISPLAY_MESSAGES.noCredential },
    'display:board': () => display?.board() ?? { state: 'unpaired', message: DISPLAY_MESSAGES.noCredential },
  };
}
