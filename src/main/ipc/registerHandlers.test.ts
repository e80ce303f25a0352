import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, type RuntimeConfig } from '../../shared/bridge';
import { createNotifier, type NotificationClassLike } from '../services/notifier';
import { createSessionVault } from '../services/sessionVault';
import { createDraftStore } from '../services/draftStore';
import { memorySettings } from '../services/settingsStore';
import { createBridgeHandlers } from './bridgeHandlers';
import { registerHandlers, type IpcEventLike } from './registerHandlers';

vi.mock('electron-store', () => ({ default: class {} }));

const CONFIG: RuntimeConfig = {
  environment: 'local',
  version: '1.4.0',
  api: { main: 'http://127.0.0.1:4100/api', reporting: 'http://127.0.0.1:4100/api', notification: 'http://127.0.0.1:4100/api', inventory: 'http://127.0.0.1:4100/inventory', ecommerce: 'http://127.0.0.1:4100/ecommerce-api', inventoryApiKey: 'k' },
  cognito: { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', userPoolEndpoint: 'http://127.0.0.1:4100/cognito' },
};

function setup() {
  const written: unknown[] = [];
  const file = { get: () => undefined, set: (_key: 'blob', value: string) => void written.push(value), clear: () => void written.push('clear') };
  const safeStorage = {
    isEncryptionAvailable: () => true,
    encryptString: (s: string) => Buffer.from(s).reverse(),
    decryptString: (b: Buffer) => Buffer.from(b).reverse().toString(),
  };
  const vault = createSessionVault({ safeStorage, file, platform: 'win32' });
  const draftsWritten: string[] = [];
  const drafts = createDraftStore({ safeStorage, file: { get: () => undefined, set: (_key: 'blob', value: string) => void draftsWritten.push(value), clear: () => {} }, platform: 'win32' });
  const shownNotifications: unknown[] = [];
  const Notification = class {
    constructor(options: unknown) {
      shownNotifications.push(options);
    }
    on() {}
    show() {}
    static isSupported = () => true;
  } as unknown as NotificationClassLike;
  const settings = memorySettings({ stationMode: 'waiting-list', waitingListAgencyId: 2 });
  const notifier = createNotifier({ Notification, settings, mainWindow: () => null });
  const kiosk = { open: vi.fn() };
  const openExternal = vi.fn(async () => {});
  const diagnostics = { 'log:error': vi.fn(), 'diagnostics:info': vi.fn(), 'diagnostics:saveBundle': vi.fn(async () => ({ path: '/tmp/x.txt' })) };
  const updateState = { enabled: true, status: 'ready', channel: 'estable', currentVersion: '1.4.0', version: '1.5.0' } as const;
  const updates = { start: vi.fn(), stop: vi.fn(), state: () => updateState, check: vi.fn(async () => updateState), install: vi.fn(() => ({ started: true }) as const), setDirty: vi.fn() };
  const handlers = createBridgeHandlers({ runtimeConfig: () => CONFIG, vault, drafts, notifier, kiosk, settings, openExternal, diagnostics, updates });

  const registered = new Map<string, (event: IpcEventLike, payload: unknown) => unknown>();
  const mainContents = { name: 'main' };
  const kioskContents = { name: 'kiosk' };
  registerHandlers({ handle: (channel, listener) => void registered.set(channel, listener) }, handlers, {
    isOwnWindow: (sender) => sender === mainContents || sender === kioskContents,
    isKiosk: (sender) => sender === kioskContents,
  });

  const call = (channel: string, payload: unknown, from: { sender?: unknown; url?: string | null } = {}) => {
    const listener = registered.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    const url = from.url === undefined ? 'app://crm/sells/leads' : from.url;
    return Promise.resolve().then(() => listener({ sender: from.sender ?? mainContents, senderFrame: url === null ? null : { url } }, payload));
  };
  const nothingChanged = async () => {
    expect(written).toEqual([]);
    expect(await vault.get('k')).toBeNull();
    expect(kiosk.open).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
    expect(shownNotifications).toEqual([]);
    expect(diagnostics['log:error']).not.toHaveBeenCalled();
    expect(diagnostics['diagnostics:saveBundle']).not.toHaveBeenCalled();
  };
  return { registered, call, vault, draftsWritten, kiosk, openExternal, written, shownNotifications, kioskContents, nothingChanged, diagnostics, updates };
}

describe('IPC handlers', () => {
  it('registers exactly the contract channels', () => {
    expect([...setup().registered.keys()].sort()).toEqual([...BRIDGE_CHANNELS].sort());
  });

  it('serves the app frames: vault, info with station mode, kiosk, notifications, external links', async () => {
    const t = setup();
    await t.call('vault:set', { key: 'k', value: 'token' });
    expect(await t.call('vault:get', { key: 'k' })).toBe('token');
    expect(t.written).toHaveLength(1);
    expect(String(t.written[0])).not.toContain('token');
    expect(await t.call('app:info', undefined)).toEqual({ version: '1.4.0', platform: 'desktop', environment: 'local', stationMode: 'waiting-list', waitingListAgencyId: 2 });
    expect(await t.call('app:config', undefined)).toEqual(CONFIG);
    await t.call('kiosk:open', { agencyId: 2 });
    expect(t.kiosk.open).toHaveBeenCalledWith(2);
    await t.call('notify:show', { id: 5, title: 'Cita hoy', body: 'A las 12:00', leadId: 9 });
    expect(t.shownNotifications).toHaveLength(1);
    expect(await t.call('external:open', { url: 'https://wa.me/525512345678' })).toBe(true);
    expect(t.openExternal).toHaveBeenCalledWith('https://wa.me/525512345678');
    await t.call('notify:poll', { userId: 3, notices: [{ id: 6, type: 'NEW_LEAD', title: 'Nuevo lead asignado', body: 'Se te asignó el lead Ana', leadId: 9 }] });
    expect(t.shownNotifications).toHaveLength(2);
    // No downloads service in this setup: nothing to open.
    expect(await t.call('download:open', { id: 1 })).toBe(false);
  });

  it('keeps drafts encrypted in their own file, apart from the session vault, and clears them only by key', async () => {
    const t = setup();
    await t.call('drafts:set', { key: '7/1/lead-create', value: '{"firstName":"Lucía Pérez"}' });
    expect(await t.call('drafts:get', { key: '7/1/lead-create' })).toBe('{"firstName":"Lucía Pérez"}');
    expect(t.draftsWritten).toHaveLength(1);
    expect(t.draftsWritten[0]).not.toContain('Lucía');
    // Signing out clears the session, not what a user typed or has pending.
    await t.call('vault:clear', undefined);
    expect(await t.call('drafts:get', { key: '7/1/lead-create' })).toBe('{"firstName":"Lucía Pérez"}');
    await t.call('drafts:remove', { key: '7/1/lead-create' });
    expect(await t.call('drafts:get', { key: '7/1/lead-create' })).toBeNull();
  });

  it.each([
    ['drafts:set', { key: '', value: 'x' }],
    ['drafts:set', { key: 'k', value: 'x'.repeat(513 * 1024) }],
    ['drafts:get', { key: 'k', extra: 1 }],
    ['vault:set', { key: '', value: 'x' }],
    ['vault:set', { key: 'k' }],
    ['vault:set', { key: 'k', value: 'v', extra: true }],
    ['vault:set', { key: 'k', value: 7 }],
    ['vault:set', 'k=v'],
    ['vault:set', { key: 'k', value: 'x'.repeat(70 * 1024) }],
    ['vault:remove', { key: ['k'] }],
    ['vault:clear', { all: true }],
    ['app:info', {}],
    ['kiosk:open', { agencyId: '2' }],
    ['kiosk:open', { agencyId: 0 }],
    ['kiosk:open', { agencyId: 1.5 }],
    ['notify:show', { id: -1, title: 't', body: 'b', leadId: 1 }],
    ['notify:show', { id: 1, title: 't', body: 'b' }],
    ['external:open', { url: 42 }],
    ['external:open', 'https://wa.me/5255'],
    ['log:error', { message: 'x', extra: 1 }],
    ['log:error', { message: 'x'.repeat(2001) }],
    ['log:error', { message: 'x', source: 'elsewhere' }],
    ['diagnostics:saveBundle', { path: '/etc/passwd' }],
    ['notify:poll', { userId: 0, notices: [] }],
    ['notify:poll', { userId: 1, notices: [{ id: 1, type: 'NEW_LEAD', title: 't', body: 'b' }] }],
    ['notify:poll', { userId: 1, notices: Array.from({ length: 201 }, (_, i) => ({ id: i + 1, type: 'X', title: 't', body: 'b', leadId: null })) }],
    ['download:open', { id: '1' }],
    ['download:open', { path: '/etc/passwd' }],
    ['download:show', { id: 1, path: '/etc' }],
    ['update:setDirty', { dirty: 'yes' }],
    ['update:setDirty', {}],
    ['update:install', { force: true }],
  ])('rejects %s with the bad payload %j and changes nothing', async (channel, payload) => {
    const t = setup();
    await expect(t.call(channel, payload)).rejects.toThrow(/datos inválidos/);
    await t.nothingChanged();
  });

  it.each([
    ['a remote page', { url: 'https://evil.example/' }],
    ['a look-alike app host', { url: 'app://crm.evil/' }],
    ['another app host', { url: 'app://other/' }],
    ['a file page', { url: 'file:///C:/Users/x/evil.html' }],
    ['the embedded API origin', { url: 'http://127.0.0.1:4100/' }],
    ['a frame that is gone', { url: null }],
    ['a webContents that is not ours', { sender: { name: 'devtools' } }],
  ])('rejects %s as sender and changes nothing', async (_name, from) => {
    const t = setup();
    for (const [channel, payload] of [
      ['vault:set', { key: 'k', value: 'v' }],
      ['kiosk:open', { agencyId: 1 }],
      ['external:open', { url: 'https://wa.me/5255' }],
      ['notify:show', { id: 1, title: 't', body: 'b', leadId: null }],
      ['vault:get', { key: 'k' }],
    ] as const) {
      await expect(t.call(channel, payload, from)).rejects.toThrow(/Solicitud rechazada/);
    }
    await t.nothingChanged();
  });

  it('gives the kiosk window only the read-only channels', async () => {
    const t = setup();
    const kiosk = { sender: t.kioskContents, url: 'app://crm/lista-espera-citas/2' };
    expect(await t.call('app:config', undefined, kiosk)).toEqual(CONFIG);
    expect(await t.call('vault:get', { key: 'k' }, kiosk)).toBeNull();
    expect(await t.call('vault:status', undefined, kiosk)).toEqual({ persistent: true });
    await expect(t.call('vault:set', { key: 'k', value: 'v' }, kiosk)).rejects.toThrow(/no disponible/);
    await expect(t.call('vault:clear', undefined, kiosk)).rejects.toThrow(/no disponible/);
    await expect(t.call('kiosk:open', { agencyId: 1 }, kiosk)).rejects.toThrow(/no disponible/);
    await expect(t.call('external:open', { url: 'https://wa.me/5255' }, kiosk)).rejects.toThrow(/no disponible/);
    await expect(t.call('diagnostics:saveBundle', undefined, kiosk)).rejects.toThrow(/no disponible/);
    await expect(t.call('drafts:get', { key: '7/outbox' }, kiosk)).rejects.toThrow(/no disponible/);
    await expect(t.call('diagnostics:info', undefined, kiosk)).rejects.toThrow(/no disponible/);
    await t.nothingChanged();
  });

  it("lets the kiosk log its errors (the unattended display's crashes are what support needs)", async () => {
    const t = setup();
    await t.call('log:error', { message: 'fallo', route: '/lista-espera-citas/2', source: 'window' }, { sender: t.kioskContents, url: 'app://crm/lista-espera-citas/2' });
    expect(t.diagnostics['log:error']).toHaveBeenCalledWith({ message: 'fallo', route: '/lista-espera-citas/2', source: 'window' });
  });

  it("serves the update channels to the CRM window and none to the kiosk's", async () => {
    const t = setup();
    expect(await t.call('update:state', undefined)).toMatchObject({ status: 'ready', version: '1.5.0' });
    await t.call('update:setDirty', { dirty: true });
    expect(t.updates.setDirty).toHaveBeenCalledWith(true);
    expect(await t.call('update:install', undefined)).toEqual({ started: true });
    const kiosk = { sender: t.kioskContents, url: 'app://crm/lista-espera-citas/2' };
    await expect(t.call('update:install', undefined, kiosk)).rejects.toThrow(/no disponible/);
    await expect(t.call('update:check', undefined, kiosk)).rejects.toThrow(/no disponible/);
    expect(t.updates.install).toHaveBeenCalledTimes(1);
    expect(t.updates.check).not.toHaveBeenCalled();
  });

  it('answers false and opens nothing for a link outside the allow-list', async () => {
    const t = setup();
    expect(await t.call('external:open', { url: 'https://ayuda.crm-ventas.mx@evil.com/' })).toBe(false);
    expect(await t.call('external:open', { url: 'file:///etc/passwd' })).toBe(false);
    expect(t.openExternal).not.toHaveBeenCalled();
  });
});
