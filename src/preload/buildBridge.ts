import { BRIDGE_EVENTS, type BridgeChannel, type BridgeEvent, type BridgeEvents, type CrmBridge } from '../shared/bridge';

/** The part of ipcRenderer the bridge forwards to; the object itself is never exposed. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const EVENTS: ReadonlySet<string> = new Set(BRIDGE_EVENTS);

/** One forwarding function per listed channel plus `on` for main's events; nothing else. */
export function buildBridge<C extends BridgeChannel>(ipc: IpcRendererLike, channels: readonly C[]): Pick<CrmBridge, C | 'on'> {
  const bridge: Record<string, unknown> = {};
  for (const channel of channels) {
    // Only the payload crosses: never the IPC event, never a callback.
    bridge[channel] = (request?: unknown) => ipc.invoke(channel, request);
  }
  bridge.on = <E extends BridgeEvent>(event: E, listener: (payload: BridgeEvents[E]) => void): (() => void) => {
    if (!EVENTS.has(event)) throw new Error(`Evento desconocido: ${String(event)}`);
    const forward = (_event: unknown, payload: unknown) => listener(payload as BridgeEvents[E]);
    ipc.on(event, forward);
    return () => {
      ipc.removeListener(event, forward);
    };
  };
  // Built from the channel list at run time; the signature above is the contract's.
  return Object.freeze(bridge) as Pick<CrmBridge, C | 'on'>;
}
