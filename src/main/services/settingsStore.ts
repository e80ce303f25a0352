import type { Options, Schema } from 'electron-store';
import type { PermissionAnswer, RuntimeConfig, StationMode } from '../../shared/bridge';
import { updateSettingsSchema, type UpdateSettings } from './updates/updateSettings';

export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
  maximized?: boolean;
}

/** A technician's per-workstation overrides of the build's API bases and user pool. */
export interface EnvironmentOverrides {
  api?: Partial<RuntimeConfig['api']>;
  cognito?: Partial<RuntimeConfig['cognito']>;
}

/** Workstation settings: nothing secret lives here (the session is in the vault). */
export interface Settings {
  windowBounds?: WindowBounds;
  /** The display the waiting-list window goes to; the first secondary display when unset. */
  kioskDisplayId?: number;
  stationMode: StationMode;
  waitingListAgencyId?: number;
  notificationPermission?: PermissionAnswer;
  /** The embedded API's last port, reused so stored tokens keep their issuer across restarts. */
  embeddedApiPort?: number;
  environmentOverrides?: EnvironmentOverrides;
  /** Downloads ask where to save (the OS dialog) instead of going straight into Downloads. */
  askWhereToSave?: boolean;
  /** Self-update: feed override, channel (estable/piloto), the display station's quiet hour. */
  updates?: UpdateSettings;
  /** The paired waiting-list display (stationMode 'waiting-list'); no secret: the credential has its own encrypted file. */
  displayStation?: PairedDisplay;
}

/** What a display station remembers of its pairing, for the technician and the README's checks. */
export interface PairedDisplay {
  displayId: number;
  agencyId: number;
  name: string;
  agencyName: string;
  pairedAt: string;
}

/** What the rest of main needs from the settings file (a fake in tests). */
export interface SettingsAccess {
  get<K extends keyof Settings>(key: K): Settings[K];
  set<K extends keyof Settings>(key: K, value: NonNullable<Settings[K]>): void;
  delete(key: keyof Settings): void;
}

const httpUrl = { type: 'string', pattern: '^https?://', maxLength: 2048 } as const;

export const settingsSchema: Schema<Settings> = {
  windowBounds: {
    type: 'object',
    properties: {
      x: { type: 'integer' },
      y: { type: 'integer' },
      width: { type: 'integer', minimum: 200 },
      height: { type: 'integer', minimum: 200 },
      maximized: { type: 'boolean' },
    },
    required: ['x', 'y', 'width', 'height'],
    additionalProperties: false,
  },
  kioskDisplayId: { type: 'integer' },
  stationMode: { type: 'string', enum: ['crm', 'waiting-list'], default: 'crm' },
  waitingListAgencyId: { type: 'integer', minimum: 1 },
  notificationPermission: { type: 'string', enum: ['granted', 'denied', 'default', 'unsupported'] },
  embeddedApiPort: { type: 'integer', minimum: 1024, maximum: 65535 },
  environmentOverrides: {
    type: 'object',
    properties: {
      api: {
        type: 'object',
        properties: {
          main: httpUrl,
          reporting: httpUrl,
          notification: httpUrl,
          inventory: httpUrl,
          ecommerce: httpUrl,
          inventoryApiKey: { type: 'string', maxLength: 512 },
        },
        additionalProperties: false,
      },
      cognito: {
        type: 'object',
        properties: {
          region: { type: 'string', maxLength: 64 },
          userPoolId: { type: 'string', maxLength: 128 },
          userPoolClientId: { type: 'string', maxLength: 128 },
          userPoolEndpoint: httpUrl,
        },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
  askWhereToSave: { type: 'boolean' },
  updates: updateSettingsSchema,
  displayStation: {
    type: 'object',
    properties: {
      displayId: { type: 'integer', minimum: 1 },
      agencyId: { type: 'integer', minimum: 1 },
      name: { type: 'string', maxLength: 200 },
      agencyName: { type: 'string', maxLength: 200 },
      pairedAt: { type: 'string', maxLength: 40 },
    },
    required: ['displayId', 'agencyId', 'name', 'agencyName', 'pairedAt'],
    additionalProperties: false,
  },
};

/**
 * The 'settings' file's options (electron-store's; `name` is conf's configName). Opened by
 * electronStores.ts in the app, by conf directly where Electron cannot run (the desktop harness).
 */
export function settingsStoreOptions(cwd?: string): Options<Settings> {
  return { name: 'settings', schema: settingsSchema, defaults: { stationMode: 'crm' }, clearInvalidConfig: true, ...(cwd ? { cwd } : {}) };
}

/** The 'session' file of the vault: only ever an encrypted blob (see sessionVault.ts). */
export function sessionFileOptions(cwd?: string): Options<{ blob?: string }> {
  return { name: 'session', schema: { blob: { type: 'string', contentEncoding: 'base64' } }, clearInvalidConfig: true, ...(cwd ? { cwd } : {}) };
}

/** In-memory settings for tests and for a store that failed to open. */
export function memorySettings(initial: Partial<Settings> = {}): SettingsAccess {
  const data: Partial<Settings> = { stationMode: 'crm', ...initial };
  return {
    get: (key) => data[key] as Settings[typeof key],
    set: (key, value) => {
      data[key] = value;
    },
    delete: (key) => {
      delete data[key];
    },
  };
}
