import type { UpdateChannel } from '../../../shared/updates';
import { UPDATE_CHANNELS } from '../../../shared/updates';

/** A workstation's update settings (settings.json → `updates`), set by a technician. */
export interface UpdateSettings {
  /** Overrides the build's feed (MAIN_VITE_UPDATE_FEED): the base holding estable/ and piloto/. */
  feedUrl?: string;
  /** 'estable' unless the agency pilots releases. */
  channel?: UpdateChannel;
  /** A display station restarts to install at this local hour (0-23; 3 by default). */
  quietHour?: number;
}

export const DEFAULT_QUIET_HOUR = 3;

export const updateSettingsSchema = {
  type: 'object',
  properties: {
    feedUrl: { type: 'string', pattern: '^https?://', maxLength: 2048 },
    channel: { type: 'string', enum: [...UPDATE_CHANNELS] },
    quietHour: { type: 'integer', minimum: 0, maximum: 23 },
  },
  additionalProperties: false,
} as const;
