import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../../shared/bridge';
import { createDiagnosticsHandlers } from './diagnosticsHandlers';

const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-downloads-'));
afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

const runtimeConfig = { environment: 'prod', api: { main: 'https://api.crm-ventas.mx/api' } } as RuntimeConfig;

describe('createDiagnosticsHandlers', () => {
  it("answers the info with the API's health and 'no updater' as null, and saves, then shows, the bundle", async () => {
    const fetch = vi.fn(async () => ({ ok: true, status: 200 }));
    const showItemInFolder = vi.fn();
    const flushLogs = vi.fn(async () => {});
    const report = vi.fn(() => true);
    const handlers = createDiagnosticsHandlers({
      version: '1.4.0',
      platform: 'linux x64 6.1',
      runtimeConfig: () => runtimeConfig,
      logDir: null,
      flushLogs,
      rendererErrors: { report },
      downloadsDir: () => downloads,
      showItemInFolder,
      checkApi: { fetch },
    });
    const info = await handlers['diagnostics:info']();
    expect(info).toMatchObject({ version: '1.4.0', environment: 'prod', apiBase: 'https://api.crm-ventas.mx/api', update: null, logDir: null, api: { reachable: true } });
    expect(fetch).toHaveBeenCalledWith('https://api.crm-ventas.mx/api/health', expect.anything());

    const { path: file } = await handlers['diagnostics:saveBundle']();
    expect(path.dirname(file)).toBe(downloads);
    expect(flushLogs).toHaveBeenCalled();
    expect(showItemInFolder).toHaveBeenCalledWith(file);
    expect(fs.readFileSync(file, 'utf8')).toContain('"environment": "prod"');

    await handlers['log:error']({ message: 'x', route: '/lista-espera-citas/1' });
    expect(report).toHaveBeenCalledWith({ message: 'x', route: '/lista-espera-citas/1' });
  });
});
