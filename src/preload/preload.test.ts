import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, BRIDGE_EVENTS, KIOSK_CHANNELS, type CrmBridge, type KioskBridge } from '../shared/bridge';

const exposed = new Map<string, Record<string, unknown>>();
const ipcRenderer = {
  invoke: vi.fn(async (..._args: unknown[]) => 'answer'),
  on: vi.fn(),
  removeListener: vi.fn(),
  send: vi.fn(),
  sendSync: vi.fn(),
};

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: Record<string, unknown>) => {
      if (exposed.has(key)) throw new Error(`exposed twice: ${key}`);
      exposed.set(key, api);
    },
  },
  ipcRenderer,
}));

async function load(file: './index' | './kiosk'): Promise<Record<string, unknown>> {
  exposed.clear();
  vi.resetModules();
  await import(file);
  expect([...exposed.keys()]).toEqual(['crm']);
  return exposed.get('crm')!;
}

beforeEach(() => vi.clearAllMocks());

describe('preload', () => {
  it('exposes exactly the contract channels plus `on` in the CRM window', async () => {
    const crm = await load('./index');
    expect(Object.keys(crm).sort()).toEqual([...BRIDGE_CHANNELS, 'on'].sort());
    for (const value of Object.values(crm)) expect(typeof value).toBe('function');
    expect(Object.values(crm)).not.toContain(ipcRenderer);
    expect(Object.isFrozen(crm)).toBe(true);
    const { crmBridge } = await import('./index');
    expectTypeOf(crmBridge).toEqualTypeOf<Pick<CrmBridge, keyof CrmBridge>>();
  });

  it('exposes only the read-only channels in the kiosk window', async () => {
    const crm = await load('./kiosk');
    expect(Object.keys(crm).sort()).toEqual([...KIOSK_CHANNELS, 'on'].sort());
    expect(crm).not.toHaveProperty('vault:set');
    expect(crm).not.toHaveProperty('kiosk:open');
    const { kioskBridge } = await import('./kiosk');
    expectTypeOf(kioskBridge).toEqualTypeOf<Pick<KioskBridge, keyof KioskBridge>>();
  });

  it('forwards a call to its own channel with the payload only', async () => {
    const crm = await load('./index');
    const set = crm['vault:set'] as (request: unknown) => Promise<unknown>;
    await expect(set({ key: 'k', value: 'v' })).resolves.toBe('answer');
    expect(ipcRenderer.invoke).toHaveBeenCalledWith('vault:set', { key: 'k', value: 'v' });
    await (crm['app:info'] as () => Promise<unknown>)();
    expect(ipcRenderer.invoke).toHaveBeenLastCalledWith('app:info', undefined);
  });

  it('subscribes only to contract events, hands listeners the payload without the IPC event, and unsubscribes', async () => {
    const crm = await load('./index');
    const on = crm.on as CrmBridge['on'];
    const listener = vi.fn();
    const off = on('notify:clicked', listener);
    expect(ipcRenderer.on).toHaveBeenCalledWith(BRIDGE_EVENTS[0], expect.any(Function));
    const forward = ipcRenderer.on.mock.calls[0]?.[1] as (event: unknown, payload: unknown) => void;
    forward({ sender: 'ipc event with sender' }, { id: 3, leadId: 7 });
    expect(listener).toHaveBeenCalledWith({ id: 3, leadId: 7 });
    expect(listener.mock.calls[0]).toHaveLength(1);
    off();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith('notify:clicked', forward);
    expect(() => (on as (event: string, listener: () => void) => void)('vault:set', vi.fn())).toThrow();
  });
});
