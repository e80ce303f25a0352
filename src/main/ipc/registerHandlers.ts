import {
  BRIDGE_CHANNELS,
  KIOSK_CHANNELS,
  bridgeRequestSchemas,
  type BridgeChannel,
  type BridgeRequest,
  type BridgeResponse,
} from '../../shared/bridge';
import { isAppUrl } from '../windows/appUrl';

/** What main does for each bridge call, typed from the contract. */
export type BridgeHandlers = {
  [K in BridgeChannel]: (request: BridgeRequest<K>) => Promise<BridgeResponse<K>> | BridgeResponse<K>;
};

export interface IpcEventLike {
  sender: unknown;
  senderFrame: { url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, payload: unknown) => unknown): void;
}

export interface SenderPolicy {
  /** The kiosk window's webContents may only use KIOSK_CHANNELS. */
  isKiosk(sender: unknown): boolean;
  /** Only our own windows' webContents may call at all. */
  isOwnWindow(sender: unknown): boolean;
}

export class BridgeRejection extends Error {
  constructor(channel: string, reason: string) {
    super(`Solicitud rechazada en ${channel}: ${reason}`);
    this.name = 'BridgeRejection';
  }
}

const KIOSK_ALLOWED: ReadonlySet<string> = new Set(KIOSK_CHANNELS);

/** The request after every check, or a rejection; nothing runs before this returns. */
export function admit<K extends BridgeChannel>(channel: K, event: IpcEventLike, payload: unknown, policy: SenderPolicy): BridgeRequest<K> {
  if (!policy.isOwnWindow(event.sender)) throw new BridgeRejection(channel, 'remitente desconocido');
  if (!isAppUrl(event.senderFrame?.url)) throw new BridgeRejection(channel, 'el remitente no es la app');
  if (policy.isKiosk(event.sender) && !KIOSK_ALLOWED.has(channel)) throw new BridgeRejection(channel, 'no disponible en la lista de espera');
  const parsed = bridgeRequestSchemas[channel].safeParse(payload);
  if (!parsed.success) throw new BridgeRejection(channel, 'datos inválidos');
  // The schema map is keyed by the contract, so its output is this channel's request type.
  return parsed.data as BridgeRequest<K>;
}

export function registerHandlers(ipcMain: IpcMainLike, handlers: BridgeHandlers, policy: SenderPolicy): void {
  for (const channel of BRIDGE_CHANNELS) register(ipcMain, channel, handlers[channel], policy);
}

function register<K extends BridgeChannel>(
  ipcMain: IpcMainLike,
  channel: K,
  handler: BridgeHandlers[K],
  policy: SenderPolicy,
): void {
  ipcMain.handle(channel, async (event, payload) => handler(admit(channel, event, payload, policy)));
}
