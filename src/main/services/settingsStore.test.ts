import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// electron-store is conf plus Electron's paths (and `name` for conf's `configName`): conf runs here with the same schema checks.
vi.mock('electron-store', async () => {
  const { default: Conf } = await import('conf');
  return {
    default: class ElectronStoreStandIn<T extends Record<string, unknown>> extends Conf<T> {
      constructor(options: ConstructorParameters<typeof Conf<T>>[0] & { name?: string }) {
        super({ ...options, configName: options?.name });
      }
    },
  };
});

const { openSessionFile, openSettingsStore } = await import('./electronStores');

const dirs: string[] = [];
function tmp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-settings-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('settings store', () => {
  it("writes a separate 'settings' file with the CRM station mode by default", () => {
    const cwd = tmp();
    const settings = openSettingsStore({ cwd });
    expect(settings.get('stationMode')).toBe('crm');
    settings.set('stationMode', 'waiting-list');
    settings.set('waitingListAgencyId', 2);
    settings.set('kioskDisplayId', 2779098405);
    settings.set('windowBounds', { x: 10, y: 20, width: 1280, height: 800, maximized: false });
    settings.set('environmentOverrides', { api: { main: 'https://api.agencia.mx/api' } });

    const reopened = openSettingsStore({ cwd });
    expect(reopened.get('stationMode')).toBe('waiting-list');
    expect(reopened.get('waitingListAgencyId')).toBe(2);
    expect(reopened.get('environmentOverrides')).toEqual({ api: { main: 'https://api.agencia.mx/api' } });
    expect(fs.existsSync(path.join(cwd, 'settings.json'))).toBe(true);
  });

  it('refuses values outside the schema', () => {
    const settings = openSettingsStore({ cwd: tmp() });
    // @ts-expect-error -- not a station mode
    expect(() => settings.set('stationMode', 'kiosk')).toThrow();
    expect(() => settings.set('waitingListAgencyId', 0)).toThrow();
    expect(() => settings.set('environmentOverrides', { api: { main: 'javascript:alert(1)' } })).toThrow();
    expect(() => settings.set('windowBounds', { x: 0, y: 0, width: 10, height: 10 })).toThrow();
    expect(settings.get('stationMode')).toBe('crm');
  });

  it("keeps the session in its own 'session' file", () => {
    const cwd = tmp();
    const file = openSessionFile({ cwd });
    file.set('blob', Buffer.from([1, 2, 3]).toString('base64'));
    expect(fs.existsSync(path.join(cwd, 'session.json'))).toBe(true);
    expect(fs.readFileSync(path.join(cwd, 'settings.json'), { flag: 'a+' }).toString()).not.toContain('blob');
  });
});
