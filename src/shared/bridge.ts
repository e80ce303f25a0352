import { z } from 'zod';
import { ENVIRONMENTS } from './domain/constants';
import type { InstallAnswer, UpdateState } from './updates';
import type { DisplayBoardAnswer, DisplayPairAnswer } from './schemas/waitingListDisplay';

/** The renderer's runtime configuration: API bases and the Cognito user pool (GET /config.json or main). */
export const runtimeConfigSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  version: z.string(),
  api: z.object({
    main: z.string(),
    reporting: z.string(),
    notification: z.string(),
    inventory: z.string(),
    /** The e-commerce calls' base (spec part 2 §7 'a separate cloud API host'). */
    ecommerce: z.string(),
    inventoryApiKey: z.string(),
  }),
  cognito: z.object({
    region: z.string(),
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    userPoolEndpoint: z.string().optional(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** A workstation is a normal CRM desk or the appointment waiting-list display. */
export const STATION_MODES = ['crm', 'waiting-list'] as const;
export type StationMode = (typeof STATION_MODES)[number];

export type PermissionAnswer = 'granted' | 'denied' | 'default' | 'unsupported';

/** What 'Ayuda → Diagnóstico' shows and the support bundle carries. */
export interface DiagnosticsInfo {
  version: string;
  environment: string;
  /** OS, architecture and release ('win32 x64 10.0.19045'); 'web' plus the browser in the browser build. */
  platform: string;
  apiBase: string;
  /** GET <apiBase>/health: answered or not, and its round trip. */
  api: { reachable: boolean; ms: number | null; error?: string };
  /** The updater's channel and state; null where there is none (the browser, or no updater wired). */
  update: { channel: string; status: string; version?: string } | null;
  /** The log files' folder; null in the browser (no files). */
  logDir: string | null;
}

/** A renderer error for renderer.log (its error boundary, window.onerror, an unhandled rejection). */
export interface RendererErrorReport {
  message: string;
  stack?: string;
  route?: string;
  source?: 'boundary' | 'window' | 'promise';
}

/** Calls from the renderer to main: one entry per 'domain:action' channel. */
export interface BridgeContract {
  /** stationMode 'waiting-list': after sign-in the renderer calls 'kiosk:open' with waitingListAgencyId (or the user's agency). */
  'app:info': {
    request: void;
    response: {
      version: string;
      platform: 'desktop' | 'web';
      environment: string;
      stationMode: StationMode;
      waitingListAgencyId: number | null;
    };
  };
  'app:config': { request: void; response: RuntimeConfig };
  'vault:get': { request: { key: string }; response: string | null };
  'vault:set': { request: { key: string; value: string }; response: void };
  'vault:remove': { request: { key: string }; response: void };
  'vault:clear': { request: void; response: void };
  /** persistent=false when the OS cannot encrypt (Linux basic_text): the session lives in memory only. */
  'vault:status': { request: void; response: { persistent: boolean } };
  /** Unsaved form drafts and the outbox (main's encrypted 'drafts' file; the browser's sessionStorage). Keys start with the user's id. */
  'drafts:get': { request: { key: string }; response: string | null };
  'drafts:set': { request: { key: string; value: string }; response: void };
  'drafts:remove': { request: { key: string }; response: void };
  'notify:permission': { request: void; response: PermissionAnswer };
  'notify:show': {
    request: { id: number; title: string; body: string; leadId: number | null };
    response: void;
  };
  'external:open': { request: { url: string }; response: boolean };
  'kiosk:open': { request: { agencyId: number }; response: void };
  /** Main writes it to renderer.log (redacted, rate limited); the browser build only prints it. */
  'log:error': { request: RendererErrorReport; response: void };
  'diagnostics:info': { request: void; response: DiagnosticsInfo };
  /** Writes the support bundle into Downloads (a new name, never an overwrite) and shows it in its folder. */
  'diagnostics:saveBundle': { request: void; response: { path: string } };
  /**
   * One bell poll: the signed-in user's unread notices. Main shows the ones it never showed this
   * user (remembered across restarts); more than a few at once become one summary notification.
   */
  'notify:poll': { request: { userId: number; notices: PolledNotice[] }; response: void };
  /** Opens a file main saved in this run (ids from 'download:done'); false when it cannot. */
  'download:open': { request: { id: number }; response: boolean };
  /** Shows a file main saved in this run in its folder. */
  'download:show': { request: { id: number }; response: boolean };
  /** The self-update's state (src/shared/updates.ts); main also pushes it as the 'update:state' event. */
  'update:state': { request: void; response: UpdateState };
  /** Checks the feed now (the API refused this version as too old); answers the state after the check. */
  'update:check': { request: void; response: UpdateState };
  /** 'Reiniciar y actualizar': refused while a form is dirty or the waiting-list board shows. */
  'update:install': { request: void; response: InstallAnswer };
  /** The renderer tells main whether any form holds unsaved changes. */
  'update:setDirty': { request: { dirty: boolean }; response: void };
  /** A display station (stationMode 'waiting-list'): exchange the one-time code for the device credential, kept by main. */
  'display:pair': { request: { code: string }; response: DisplayPairAnswer };
  /** The paired display's board, read with the device credential (which never reaches the renderer in the desktop build). */
  'display:board': { request: void; response: DisplayBoardAnswer };
}

/** A notice as the bell lists it, for 'notify:poll'. */
export interface PolledNotice {
  id: number;
  type: string;
  title: string;
  body: string;
  leadId: number | null;
}

/** Where a download went: completed (saved at `folder`, in the Downloads folder or not), cancelled or failed. */
export interface DownloadDone {
  id: number;
  fileName: string;
  state: 'completed' | 'cancelled' | 'interrupted';
  /** The folder it was saved in (completed only). */
  folder?: string;
  /** True when `folder` is the user's Downloads folder. */
  inDownloads?: boolean;
}

export type BridgeChannel = keyof BridgeContract;
export type BridgeRequest<K extends BridgeChannel> = BridgeContract[K]['request'];
export type BridgeResponse<K extends BridgeChannel> = BridgeContract[K]['response'];

/** Events from main to the renderer. */
export interface BridgeEvents {
  /** The user clicked a native notification: discard it and open its lead. */
  'notify:clicked': { id: number; leadId: number | null };
  /** The user clicked a summary notification: open the bell's list. */
  'notify:summaryClicked': { count: number; type: string | null };
  /** A download main handled has ended (saved, cancelled or failed). */
  'download:done': DownloadDone;
  'update:state': UpdateState;
}
export type BridgeEvent = keyof BridgeEvents;

export const BRIDGE_CHANNELS = [
  'app:info',
  'app:config',
  'vault:get',
  'vault:set',
  'vault:remove',
  'vault:clear',
  'vault:status',
  'drafts:get',
  'drafts:set',
  'drafts:remove',
  'notify:permission',
  'notify:show',
  'external:open',
  'kiosk:open',
  'log:error',
  'diagnostics:info',
  'diagnostics:saveBundle',
  'notify:poll',
  'download:open',
  'download:show',
  'update:state',
  'update:check',
  'update:install',
  'update:setDirty',
  'display:pair',
  'display:board',
] as const satisfies readonly BridgeChannel[];

/**
 * The kiosk window's bridge: read-only, nothing that writes or opens; on a display station its
 * pairing screen also exchanges a code (main refuses it on any other workstation).
 */
// 'log:error' too: the unattended display's crashes are what support most needs to see; it writes only main's rate-limited renderer.log.
export const KIOSK_CHANNELS = ['app:info', 'app:config', 'vault:get', 'vault:status', 'log:error', 'display:pair', 'display:board'] as const satisfies readonly BridgeChannel[];

export const BRIDGE_EVENTS = ['notify:clicked', 'notify:summaryClicked', 'download:done', 'update:state'] as const satisfies readonly BridgeEvent[];

/** What `window.crm` is: a function per channel plus an event subscription. */
export type CrmBridge = { [K in BridgeChannel]: (request: BridgeRequest<K>) => Promise<BridgeResponse<K>> } & {
  on<E extends BridgeEvent>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void;
};
export type KioskBridge = Pick<CrmBridge, (typeof KIOSK_CHANNELS)[number]> & Pick<CrmBridge, 'on'>;

/** Payload schemas main parses before acting on any call. */
export const bridgeRequestSchemas = {
  'app:info': z.undefined(),
  'app:config': z.undefined(),
  'vault:get': z.object({ key: z.string().min(1).max(512) }).strict(),
  'vault:set': z.object({ key: z.string().min(1).max(512), value: z.string().max(64 * 1024) }).strict(),
  'vault:remove': z.object({ key: z.string().min(1).max(512) }).strict(),
  'vault:clear': z.undefined(),
  'vault:status': z.undefined(),
  'drafts:get': z.object({ key: z.string().min(1).max(512) }).strict(),
  'drafts:set': z.object({ key: z.string().min(1).max(512), value: z.string().max(512 * 1024) }).strict(),
  'drafts:remove': z.object({ key: z.string().min(1).max(512) }).strict(),
  'notify:permission': z.undefined(),
  'notify:show': z
    .object({
      id: z.number().int().positive(),
      title: z.string().max(200),
      body: z.string().max(1000),
      leadId: z.number().int().positive().nullable(),
    })
    .strict(),
  'external:open': z.object({ url: z.string().max(2048) }).strict(),
  'kiosk:open': z.object({ agencyId: z.number().int().positive() }).strict(),
  'log:error': z
    .object({
      message: z.string().max(2000),
      stack: z.string().max(16_000).optional(),
      route: z.string().max(1000).optional(),
      source: z.enum(['boundary', 'window', 'promise']).optional(),
    })
    .strict(),
  'diagnostics:info': z.undefined(),
  'diagnostics:saveBundle': z.undefined(),
  'notify:poll': z
    .object({
      userId: z.number().int().positive(),
      notices: z
        .array(
          z
            .object({
              id: z.number().int().positive(),
              type: z.string().max(40),
              title: z.string().max(200),
              body: z.string().max(1000),
              leadId: z.number().int().positive().nullable(),
            })
            .strict(),
        )
        .max(200),
    })
    .strict(),
  'download:open': z.object({ id: z.number().int().positive() }).strict(),
  'download:show': z.object({ id: z.number().int().positive() }).strict(),
  'update:state': z.undefined(),
  'update:check': z.undefined(),
  'update:install': z.undefined(),
  'update:setDirty': z.object({ dirty: z.boolean() }).strict(),
  'display:pair': z.object({ code: z.string().max(32) }).strict(),
  'display:board': z.undefined(),
} satisfies { [K in BridgeChannel]: z.ZodType };
