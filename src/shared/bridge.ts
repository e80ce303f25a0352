import { z } from 'zod';
import { ENVIRONMENTS } from './domain/constants';
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
  'notify:permission': { request: void; response: PermissionAnswer };
  'notify:show': {
    request: { id: number; title: string; body: string; leadId: number | null };
    response: void;
  };
  'external:open': { request: { url: string }; response: boolean };
  'kiosk:open': { request: { agencyId: number }; response: void };
  /** A display station (stationMode 'waiting-list'): exchange the one-time code for the device credential, kept by main. */
  'display:pair': { request: { code: string }; response: DisplayPairAnswer };
  /** The paired display's board, read with the device credential (which never reaches the renderer in the desktop build). */
  'display:board': { request: void; response: DisplayBoardAnswer };
}

export type BridgeChannel = keyof BridgeContract;
export type BridgeRequest<K extends BridgeChannel> = BridgeContract[K]['request'];
export type BridgeResponse<K extends BridgeChannel> = BridgeContract[K]['response'];

/** Events from main to the renderer. */
export interface BridgeEvents {
  /** The user clicked a native notification: discard it and open its lead. */
  'notify:clicked': { id: number; leadId: number | null };
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
  'notify:permission',
  'notify:show',
  'external:open',
  'kiosk:open',
  'display:pair',
  'display:board',
] as const satisfies readonly BridgeChannel[];

/**
 * The kiosk window's bridge: read-only, nothing that writes or opens; on a display station its
 * pairing screen also exchanges a code (main refuses it on any other workstation).
 */
export const KIOSK_CHANNELS = ['app:info', 'app:config', 'vault:get', 'vault:status', 'display:pair', 'display:board'] as const satisfies readonly BridgeChannel[];

export const BRIDGE_EVENTS = ['notify:clicked'] as const satisfies readonly BridgeEvent[];

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
  'display:pair': z.object({ code: z.string().max(32) }).strict(),
  'display:board': z.undefined(),
} satisfies { [K in BridgeChannel]: z.ZodType };
