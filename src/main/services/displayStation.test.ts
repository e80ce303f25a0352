import { describe, expect, it, vi } from 'vitest';
import { DISPLAY_MESSAGES } from '../../shared/schemas/waitingListDisplay';
import { fakeWindowFactory } from '../testing/fakeWindows';
import { createDisplayClient, type FetchLike } from './displayClient';
import { createDisplayCredentialStore, memoryVaultFile } from './displayCredentialStore';
import { createDisplayStation, stationModeFromArgv } from './displayStation';
import { createKioskController } from './kiosk';
import { memorySettings } from './settingsStore';

const safeStorage = {
  isEncryptionAvailable: () => true,
  encryptString: (s: string) => Buffer.from(s).reverse(),
  decryptString: (b: Buffer) => Buffer.from(b).reverse().toString(),
};
const display = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const tv = { id: 2, bounds: { x: 1920, y: 0, width: 1920, height: 1080 } };
const CREDENTIAL = `wld_${'a'.repeat(43)}`;

function setup(o: { station?: boolean; credential?: string; fetch?: FetchLike } = {}) {
  const settings = memorySettings(o.station === false ? {} : { stationMode: 'waiting-list' });
  const file = memoryVaultFile();
  const credentials = createDisplayCredentialStore({ safeStorage, file, platform: 'linux' });
  const requests: { url: string; authorization?: string }[] = [];
  let answer: { status: number; body: unknown } | 'down' = { status: 200, body: { data: [] } };
  const fetch: FetchLike =
    o.fetch ??
    (async (url, init) => {
      requests.push({ url, authorization: init.headers.authorization });
      if (answer === 'down') throw new TypeError('fetch failed');
      const { status, body } = answer;
      return { status, json: async () => body };
    });
  const client = createDisplayClient({ fetch, apiBase: () => 'http://127.0.0.1:4000/api/', credentials });
  const { created, createWindow } = fakeWindowFactory();
  const screen = { getAllDisplays: () => [display, tv], getPrimaryDisplay: () => display, on: vi.fn() };
  const kiosk = createKioskController({ screen, settings, openWindow: (bounds, url) => { const w = createWindow({ ...bounds, webPreferences: {} as never }); void w.loadURL(url); return w; } });
  const vault = { clear: vi.fn(async () => {}) };
  const powerSaveBlocker = { start: vi.fn(() => 7), stop: vi.fn() };
  const setLoginItemSettings = vi.fn();
  const guard = vi.fn(() => vi.fn());
  const station = createDisplayStation({ settings, credentials, client, kiosk, vault, powerSaveBlocker, setLoginItemSettings, guard });
  return { station, settings, file, credentials, created, vault, powerSaveBlocker, setLoginItemSettings, guard, requests, answerWith: (a: typeof answer) => (answer = a) };
}

describe('the display station', () => {
  it('reads --station from the command line', () => {
    expect(stationModeFromArgv(['electron', '.', '--station=waiting-list'])).toBe('waiting-list');
    expect(stationModeFromArgv(['app', '--station', 'crm'])).toBe('crm');
    expect(stationModeFromArgv(['app', '--station=tv'])).toBeUndefined();
    expect(stationModeFromArgv(['app'])).toBeUndefined();
  });

  it('unpaired: starts with the OS session on the pairing screen, full screen on the TV, no blocker yet', async () => {
    const s = setup();
    await s.station.start();
    expect(s.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true });
    expect(s.created).toHaveLength(1);
    expect(s.created[0]!.loadURL).toHaveBeenCalledWith('app://crm/pantalla/vincular');
    expect(s.created[0]!.options).toMatchObject(tv.bounds);
    expect(s.guard).toHaveBeenCalledTimes(1);
    expect(s.powerSaveBlocker.start).not.toHaveBeenCalled();
  });

  it('pairs: the credential goes to its encrypted file only, settings get the names, the staff vault is emptied, the display kept awake', async () => {
    const s = setup();
    await s.station.start();
    s.answerWith({ status: 200, body: { data: { credential: CREDENTIAL, displayId: 3, AgencyId: 2, name: 'Sala', agencyName: 'JAC Polanco' } } });
    expect(await s.station.pair('ABCD-EFGH')).toEqual({ ok: true, displayName: 'Sala', agencyName: 'JAC Polanco' });
    expect(s.requests[0]!.url).toBe('http://127.0.0.1:4000/api/public/displays/pair');
    expect(s.file.blob).toBeDefined();
    expect(s.file.blob).not.toContain(CREDENTIAL);
    expect(Buffer.from(s.file.blob!, 'base64').toString()).not.toContain(CREDENTIAL);
    expect(s.settings.get('displayStation')).toMatchObject({ displayId: 3, agencyId: 2, name: 'Sala', agencyName: 'JAC Polanco' });
    expect(JSON.stringify(s.settings.get('displayStation'))).not.toContain(CREDENTIAL);
    expect(s.vault.clear).toHaveBeenCalled();
    expect(s.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    expect(s.station.blockerId()).toBe(7);
  });

  it('a refused code passes on the API’s Spanish message; a dead network says so', async () => {
    const s = setup();
    s.answerWith({ status: 400, body: { data: DISPLAY_MESSAGES.badCode } });
    expect(await s.station.pair('XXXXXXXX')).toEqual({ ok: false, message: DISPLAY_MESSAGES.badCode });
    s.answerWith('down');
    expect(await s.station.pair('XXXXXXXX')).toMatchObject({ ok: false, message: expect.stringMatching(/No se pudo conectar/) });
    expect(s.file.blob).toBeUndefined();
  });

  it('paired: starts straight on the board, awake; reads it with the credential; offline and revoked are told apart', async () => {
    const s = setup();
    await s.credentials.set(CREDENTIAL);
    await s.station.start();
    expect(s.created[0]!.loadURL).toHaveBeenCalledWith('app://crm/pantalla/lista-espera');
    expect(s.powerSaveBlocker.start).toHaveBeenCalledTimes(1);

    s.answerWith({ status: 200, body: { data: [{ id: 1 }] } });
    expect(await s.station.board()).toEqual({ state: 'ok', rows: [{ id: 1 }] });
    expect(s.requests.at(-1)).toEqual({ url: 'http://127.0.0.1:4000/api/public/displays/waiting-list', authorization: `Display ${CREDENTIAL}` });
    s.answerWith('down');
    expect(await s.station.board()).toEqual({ state: 'offline' });
    s.answerWith({ status: 502, body: null });
    expect(await s.station.board()).toEqual({ state: 'offline' });
    s.answerWith({ status: 200, body: { data: [] } });
    expect(await s.station.board()).toEqual({ state: 'ok', rows: [] });

    s.settings.set('displayStation', { displayId: 3, agencyId: 2, name: 'Sala', agencyName: 'X', pairedAt: 'x' });
    s.answerWith({ status: 401, body: { data: DISPLAY_MESSAGES.revokedCredential } });
    expect(await s.station.board()).toEqual({ state: 'revoked', message: DISPLAY_MESSAGES.revokedCredential });
    expect(await s.credentials.get()).toBeNull();
    expect(s.file.blob).toBeUndefined();
    expect(s.settings.get('displayStation')).toBeUndefined();
    // It stays revoked (no call with a dropped credential) until a new pairing.
    const calls = s.requests.length;
    expect((await s.station.board()).state).toBe('revoked');
    expect(s.requests).toHaveLength(calls);
  });

  it('the blocker stops when the board window closes', async () => {
    const s = setup();
    await s.credentials.set(CREDENTIAL);
    await s.station.start();
    s.created[0]!.close();
    expect(s.powerSaveBlocker.stop).toHaveBeenCalledWith(7);
    expect(s.station.blockerId()).toBeNull();
  });

  it('a CRM desk is no station: pairing is refused and nothing is called', async () => {
    const s = setup({ station: false });
    expect(s.station.isStation()).toBe(false);
    expect((await s.station.pair('ABCDEFGH')).ok).toBe(false);
    expect((await s.station.board()).state).toBe('unpaired');
    expect(s.requests).toEqual([]);
  });

  it('the credential survives a restart in its encrypted file, and without OS encryption only in memory', async () => {
    const file = memoryVaultFile();
    await createDisplayCredentialStore({ safeStorage, file, platform: 'linux' }).set(CREDENTIAL);
    expect(await createDisplayCredentialStore({ safeStorage, file, platform: 'linux' }).get()).toBe(CREDENTIAL);
    const plain = memoryVaultFile();
    const basic = createDisplayCredentialStore({ safeStorage: { ...safeStorage, getSelectedStorageBackend: () => 'basic_text' }, file: plain, platform: 'linux' });
    await basic.set(CREDENTIAL);
    expect(await basic.get()).toBe(CREDENTIAL);
    expect(plain.blob).toBeUndefined();
  });
});
