import fs from 'node:fs';
import path from 'node:path';
// 'yaml' arrives with the build tools (not a direct dependency); it only reads this file in a test.
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const config = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as Record<string, Record<string, unknown>>;

describe('electron-builder.yml', () => {
  it('names the app and turns off the fuses an attacker could use', () => {
    expect(config.appId).toBe('mx.crmventas.desktop');
    expect(config.productName).toBe('CRM Ventas');
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });

  it('builds a per-machine NSIS installer, AppImage and deb, and a dmg', () => {
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(config.nsis?.perMachine).toBe(true);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg']);
  });

  it('packages the desktop build only: main, preloads and the desktop renderer, not the browser build or the bundled server', () => {
    const files = config.files as unknown as string[];
    expect(files).toEqual(expect.arrayContaining(['out/main/**', 'out/preload/**', 'out/renderer/**']));
    expect(files.filter((f) => f.startsWith('out/'))).toEqual(['out/main/**', 'out/preload/**', 'out/renderer/**']);
  });

  it('ships the migrations main passes to openDatabase, and icons that exist', () => {
    // build:server copies src/server/db/migrations there, with the PGlite template beside them.
    expect(config.extraResources).toEqual([expect.objectContaining({ from: 'out/server/migrations', to: 'migrations' })]);
    expect(fs.readFileSync(path.join(root, 'scripts/buildServer.mjs'), 'utf8')).toContain("cpSync('src/server/db/migrations', 'out/server/migrations'");
    expect(fs.existsSync(path.join(root, 'src/server/db/migrations/meta/_journal.json'))).toBe(true);
    for (const icon of [config.win?.icon, config.linux?.icon, config.mac?.icon]) expect(fs.existsSync(path.join(root, String(icon)))).toBe(true);
    const png = fs.readFileSync(path.join(root, 'resources/icon.png'));
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(512);
  });

  it("ships the embedded API's child: a main build entry under out/main, PGlite's files unpacked, no runAsNode needed", () => {
    const vite = fs.readFileSync(path.join(root, 'electron.vite.config.ts'), 'utf8');
    expect(vite).toMatch(/apiChild: resolve\(import\.meta\.dirname, 'src\/apiProcess\/apiChild\.ts'\)/);
    expect(fs.readFileSync(path.join(root, 'src/main/index.ts'), 'utf8')).toContain("path.join(here, 'apiChild.js')");
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['node_modules/@electric-sql/pglite/dist/**']));
    // utilityProcess.fork runs the child with Electron's own Node: the fuse that lets the binary act as node stays off.
    expect(config.electronFuses).toMatchObject({ runAsNode: false });
  });

  it('publishes to the generic feed main reads (MAIN_VITE_UPDATE_FEED), its estable folder, with no electron-updater channel', () => {
    expect(config.publish).toEqual([{ provider: 'generic', url: '${env.MAIN_VITE_UPDATE_FEED}/estable' }]);
    expect(fs.readFileSync(path.join(root, 'src/main/env.d.ts'), 'utf8')).toContain('MAIN_VITE_UPDATE_FEED');
  });
});
