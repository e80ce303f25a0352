import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiagnosticsInfo } from '../../../shared/bridge';
import { openApiLog } from '../logging/apiLog';
import { openLogFiles } from '../logging/logFiles';
import { createRendererErrorLog } from '../logging/rendererErrorLog';
import { readLogTail } from './readLogTail';
import { supportBundleText, writeSupportBundle } from './supportBundle';
import { writeUniqueFile } from './writeUniqueFile';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlc2lnbmF0dXJl';
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bundle-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const info: DiagnosticsInfo = {
  version: '1.4.0',
  environment: 'local',
  platform: 'win32 x64 10.0.19045',
  apiBase: 'http://127.0.0.1:4123/api',
  api: { reachable: true, ms: 12 },
  update: null,
  logDir: 'C:\\Users\\maria.lopez\\AppData\\Roaming\\CRM Ventas\\logs',
};

describe('support bundle', () => {
  it('holds the diagnostics and the tail of each log, with no token, e-mail or phone, whatever reached the files', async () => {
    const logDir = tempDir();
    const logs = openLogFiles(logDir);
    logs.main.info({ version: '1.4.0' }, 'Inicio de CRM Ventas');
    logs.main.error({ headers: { authorization: `Bearer ${JWT}` } }, `Sesión rechazada para ana@agencia.mx con ${JWT}`);
    createRendererErrorLog(logs.renderer).report({ message: 'prueba de diagnóstico juan@example.com', route: '/sells/leads/7', stack: 'Error: llamar al 55 1234 5678\n    at x' });
    const api = openApiLog(logDir);
    api.logger.info({ req: { method: 'POST', url: '/api/lead/?email=lead%40correo.com' } }, 'Lead con teléfono +52 81 1234 5678');
    await Promise.all([logs.close(), api.close()]);
    // A line written by an older version, before a redaction rule existed: the export catches it.
    fs.appendFileSync(path.join(logDir, 'main', 'main.1.log'), `{"msg":"antigua: pedro@example.com 3312345678 refreshToken=abc123def"}\n`);

    const target = tempDir();
    const file = writeSupportBundle({ info, logDir, targetDir: target, home: 'C:\\Users\\maria.lopez', now: () => new Date('2026-11-28T18:30:00Z') });
    expect(path.basename(file)).toBe('crm-ventas-soporte-2026-11-28-1830.txt');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('"version": "1.4.0"');
    expect(text).toContain('Inicio de CRM Ventas');
    expect(text).toContain('prueba de diagnóstico [correo]');
    expect(text).toContain('== api.log');
    expect(text).toContain('Lead con teléfono [teléfono]');
    for (const secret of ['eyJ', 'ana@', 'juan@', '1234 5678', 'lead%40', 'pedro@', '3312345678', 'abc123def', 'maria.lopez']) expect(text).not.toContain(secret);

    // Never an overwrite: the same minute gets a numbered name.
    const again = writeSupportBundle({ info, logDir, targetDir: target, now: () => new Date('2026-11-28T18:30:00Z') });
    expect(path.basename(again)).toBe('crm-ventas-soporte-2026-11-28-1830 (2).txt');
  });

  it('says a log is empty when there is none', () => {
    const text = supportBundleText({ info: { ...info, logDir: null }, logDir: null });
    expect(text.match(/\(vacío\)/g)).toHaveLength(3);
  });
});

describe('readLogTail', () => {
  it('reads the last bytes across rotated files, from a whole line', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'main.1.log'), 'a1\na2\na3\n');
    fs.writeFileSync(path.join(dir, 'main.2.log'), 'b1\nb2\n');
    fs.writeFileSync(path.join(dir, 'main.10.log'), 'c1\n');
    expect(readLogTail(dir, 'main', 1000)).toBe('a1\na2\na3\nb1\nb2\nc1\n');
    expect(readLogTail(dir, 'main', 8)).toBe('b2\nc1\n');
    expect(readLogTail(path.join(dir, 'none'), 'main', 8)).toBe('');
  });
});

describe('writeUniqueFile', () => {
  it('numbers the name instead of overwriting', () => {
    const dir = tempDir();
    expect(path.basename(writeUniqueFile(dir, 'x', '.txt', '1'))).toBe('x.txt');
    expect(path.basename(writeUniqueFile(dir, 'x', '.txt', '2'))).toBe('x (2).txt');
    expect(fs.readFileSync(path.join(dir, 'x.txt'), 'utf8')).toBe('1');
  });
});
