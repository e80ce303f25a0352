import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLogFiles } from './logFiles';
import { openRotatingFile, rotatedFiles } from './rotatingFile';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMiLCJlbWFpbCI6Imp1YW5AZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJlc2lnbmF0dXJl';
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-logs-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const readAll = (dir: string, name: string) => rotatedFiles(path.join(dir, name), name).map((file) => fs.readFileSync(file, 'utf8')).join('');

describe('openLogFiles', () => {
  it('writes main.log and renderer.log as JSON lines under logs/<name>/, with nothing secret in them', async () => {
    const dir = tempDir();
    const logs = openLogFiles(dir);
    logs.main.info({ version: '1.4.0' }, 'Inicio de CRM Ventas');
    // An axios error as the renderer or main could log it, with its headers and body.
    logs.main.error(
      { err: Object.assign(new Error('Request failed with status code 401 for juan@example.com'), { config: { headers: { Authorization: `Bearer ${JWT}` }, data: '{"password":"Demo2026!"}' } }) },
      'Fallo al llamar a la API',
    );
    logs.main.warn({ body: { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'ana@agencia.mx', PASSWORD: 'Secreta.1' } } }, 'NotAuthorizedException');
    logs.renderer.error({ lead: { email: 'cliente@correo.com', phone: '+52 55 1234 5678' }, route: '/sells/leads/42' }, 'Lead 5512345678 sin guardar');
    await logs.close();

    const main = readAll(dir, 'main');
    const renderer = readAll(dir, 'renderer');
    expect(fs.existsSync(path.join(dir, 'main', 'main.1.log'))).toBe(true);
    expect(main).toContain('Inicio de CRM Ventas');
    expect(main).toContain('status code 401');
    expect(renderer).toContain('/sells/leads/42');
    for (const line of `${main}${renderer}`.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    for (const secret of ['juan@', JWT.slice(0, 20), 'Demo2026!', 'ana@agencia', 'Secreta.1', 'cliente@correo', '1234 5678', '5512345678']) {
      expect(`${main}${renderer}`).not.toContain(secret);
    }
  });
});

describe('openRotatingFile', () => {
  it('starts a new file past the size limit and keeps only maxFiles of them', async () => {
    const dir = tempDir();
    const file = openRotatingFile({ dir, name: 'main', maxSize: '1k', maxFiles: 3 });
    for (let i = 0; i < 60; i += 1) {
      file.write(`{"i":${i},"pad":"${'x'.repeat(100)}"}\n`);
      // Lines arrive over time as a log's do: pino-roll rolls when its stream drains.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await file.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await file.close();
    // pino-roll removes old files in the background after each roll.
    await expect.poll(() => rotatedFiles(dir, 'main').length).toBeLessThanOrEqual(3);
    const files = rotatedFiles(dir, 'main');
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const f of files.slice(0, -1)) expect(fs.statSync(f).size).toBeLessThan(1024 + 200);
    // The newest file holds the last line; the oldest lines are gone with their files.
    expect(fs.readFileSync(files.at(-1)!, 'utf8')).toContain('"i":59');
    expect(files.map((f) => fs.readFileSync(f, 'utf8')).join('')).not.toContain('"i":0,');
  });

  it('keeps the lines written before the file opened, in order, and survives a folder it cannot create', async () => {
    const dir = tempDir();
    const file = openRotatingFile({ dir: path.join(dir, 'a', 'b'), name: 'renderer' });
    file.write('uno\n');
    file.write('dos\n');
    await file.close();
    expect(fs.readFileSync(path.join(dir, 'a', 'b', 'renderer.1.log'), 'utf8')).toBe('uno\ndos\n');

    fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
    const broken = openRotatingFile({ dir: path.join(dir, 'not-a-folder', 'logs'), name: 'main' });
    broken.write('perdida\n');
    await expect(broken.close()).resolves.toBeUndefined();
  });
});
