import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { EXIT_NO_ELECTRON, ensureElectron, installedElectron, missingElectronMessage, runElectronInstaller } from './ensureElectron.mjs';

type Result = { ok: boolean; reason?: string };
type Options = {
  postinstall?: boolean;
  env?: Record<string, string | undefined>;
  electronDir?: string;
  isInstalled?: () => boolean;
  runInstaller?: () => Promise<Result>;
  log?: (line: string) => void;
  error?: (line: string) => void;
};
const ensure = ensureElectron as (options: Options) => Promise<number>;
const installed = installedElectron as (dir: string, env?: Record<string, string | undefined>) => string | null;
const install = runElectronInstaller as (dir: string, env?: Record<string, string | undefined>) => Promise<Result>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-ensure-electron-'));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the check with fakes; `installedAfter` says whether the binary is there once the installer ran. */
async function check(options: { installedBefore?: boolean; installedAfter?: boolean; installer?: Result; postinstall?: boolean; env?: Record<string, string> }) {
  let ran = false;
  const runInstaller = vi.fn(async () => {
    ran = true;
    return options.installer ?? { ok: true };
  });
  const logs: string[] = [];
  const errors: string[] = [];
  const code = await ensure({
    postinstall: options.postinstall,
    env: options.env ?? {},
    electronDir: '/nowhere',
    isInstalled: () => (ran ? (options.installedAfter ?? false) : (options.installedBefore ?? false)),
    runInstaller,
    log: (line) => logs.push(line),
    error: (line) => errors.push(line),
  });
  return { code, runInstaller, logs, errors: errors.join('\n') };
}

describe('ensureElectron: the check before `npm start`', () => {
  it('does nothing when the binary is already there', async () => {
    const { code, runInstaller, logs, errors } = await check({ installedBefore: true });
    expect(code).toBe(0);
    expect(runInstaller).not.toHaveBeenCalled();
    expect(logs).toEqual([]);
    expect(errors).toBe('');
  });

  it("runs Electron's own installer when the binary is missing, and goes on once it is there", async () => {
    const { code, runInstaller, logs, errors } = await check({ installedAfter: true });
    expect(code).toBe(0);
    expect(runInstaller).toHaveBeenCalledOnce();
    expect(logs.join('\n')).toMatch(/Descargando el binario de Electron.*Downloading Electron's binary/);
    expect(errors).toBe('');
  });

  it('explains in Spanish, then English, why it cannot start and what to do instead, and exits with its own code', async () => {
    const { code, errors } = await check({ installer: { ok: false, reason: 'TypeError: fetch failed' } });
    expect(code).toBe(EXIT_NO_ELECTRON);
    expect(EXIT_NO_ELECTRON).not.toBe(0);
    const spanish = errors.indexOf('No se pudo descargar el binario de Electron');
    const english = errors.indexOf("Electron's binary could not be downloaded");
    expect(spanish).toBe(0);
    expect(english).toBeGreaterThan(spanish);
    expect(errors).toContain('Motivo: TypeError: fetch failed');
    expect(errors).toContain('Reason: TypeError: fetch failed');
    expect(errors.match(/`npm run web`.*http:\/\/127\.0\.0\.1:4000/g)).toHaveLength(2);
    expect(errors.match(/ELECTRON_MIRROR/g)).toHaveLength(2);
  });

  it('does not believe an installer that succeeded without leaving the binary', async () => {
    const { code, errors } = await check({ installer: { ok: true }, installedAfter: false });
    expect(code).toBe(EXIT_NO_ELECTRON);
    expect(errors).toMatch(/Motivo: install\.js terminó sin dejar node_modules\/electron\/path\.txt/);
  });

  it('turns an installer that throws into the same message', async () => {
    const errors: string[] = [];
    const code = await ensure({
      env: {},
      electronDir: '/nowhere',
      isInstalled: () => false,
      runInstaller: async () => {
        throw new Error('spawn ENOENT');
      },
      log: () => {},
      error: (line) => errors.push(line),
    });
    expect(code).toBe(EXIT_NO_ELECTRON);
    expect(errors.join('\n')).toContain('Reason: spawn ENOENT');
  });
});

describe('ensureElectron --postinstall', () => {
  it('never fails the install: a failed download is a warning and exit 0', async () => {
    const { code, errors } = await check({ postinstall: true, installer: { ok: false, reason: 'TypeError: fetch failed' } });
    expect(code).toBe(0);
    expect(errors).toMatch(/^Aviso: no se pudo descargar el binario de Electron/);
    expect(errors).toContain("Warning: Electron's binary could not be downloaded");
  });

  it('honours ELECTRON_SKIP_BINARY_DOWNLOAD (as CI sets it) with one line and no download', async () => {
    const { code, runInstaller, logs, errors } = await check({ postinstall: true, env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } });
    expect(code).toBe(0);
    expect(runInstaller).not.toHaveBeenCalled();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
    expect(errors).toBe('');
  });

  it('ELECTRON_SKIP_BINARY_DOWNLOAD does not stop `npm start` itself from downloading', async () => {
    const { runInstaller } = await check({ env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, installedAfter: true });
    expect(runInstaller).toHaveBeenCalledOnce();
  });
});

describe('installedElectron: what electron-vite will launch', () => {
  it('is the binary path.txt names under dist/, only when both exist', () => {
    const dir = tempDir();
    expect(installed(dir, {})).toBeNull();
    writeFileSync(path.join(dir, 'path.txt'), 'electron');
    expect(installed(dir, {})).toBeNull();
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'electron'), '');
    expect(installed(dir, {})).toBe(path.join(dir, 'dist', 'electron'));
  });

  it('is ELECTRON_EXEC_PATH when that is set (electron-vite uses it instead of path.txt)', () => {
    const dir = tempDir();
    const binary = path.join(dir, 'my-electron');
    expect(installed(dir, { ELECTRON_EXEC_PATH: binary })).toBeNull();
    writeFileSync(binary, '');
    expect(installed(dir, { ELECTRON_EXEC_PATH: binary })).toBe(binary);
  });
});

describe("runElectronInstaller: Electron's install.js in a child process", () => {
  it("reports the first line of the installer's error, not its stack", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'install.js'), "console.error('TypeError: fetch failed\\n    at somewhere (file.js:1:1)'); process.exit(1);\n");
    expect(await install(dir, {})).toEqual({ ok: false, reason: 'TypeError: fetch failed' });
  });

  it('is ok when the installer exits 0', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'install.js'), 'process.exit(0);\n');
    expect(await install(dir, {})).toEqual({ ok: true });
  });
});

describe('npm start', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; engines: { node: string } };

  it('checks Electron first, builds once and previews without building again', () => {
    const steps = pkg.scripts.start!.split('&&').map((step) => step.trim());
    expect(steps).toEqual(['node scripts/ensureElectron.mjs', 'electron-vite build', 'electron-vite preview --skipBuild']);
    expect(pkg.scripts.postinstall).toBe('node scripts/ensureElectron.mjs --postinstall');
    expect(pkg.engines.node).toBe('>=20.19');
  });

  /**
   * A copy of the project's start script, the script and Electron's real installer (with
   * @electron/get), in a temporary project whose Electron has never been downloaded; the download
   * goes to a closed port. No electron-vite there: if the check let it through, `npm start` would
   * fail differently (command not found), and the real project's build is never run.
   */
  function projectWithoutElectron(): string {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'start-check', version: '1.0.0', private: true, type: 'module', scripts: pkg.scripts }, null, 2));
    mkdirSync(path.join(dir, 'scripts'));
    copyFileSync(path.join(root, 'scripts/ensureElectron.mjs'), path.join(dir, 'scripts/ensureElectron.mjs'));
    const require = createRequire(path.join(root, 'package.json'));
    const electron = path.dirname(realpathSync(require.resolve('electron/package.json')));
    const fakeElectron = path.join(dir, 'node_modules/electron');
    mkdirSync(fakeElectron, { recursive: true });
    for (const file of ['package.json', 'install.js', 'checksums.json']) copyFileSync(path.join(electron, file), path.join(fakeElectron, file));
    chmodSync(path.join(fakeElectron, 'install.js'), 0o755);
    // install.js's own dependencies, found the way Node finds them from the copy.
    let getDir = realpathSync(createRequire(path.join(electron, 'install.js')).resolve('@electron/get'));
    while (path.basename(path.dirname(getDir)) !== '@electron') getDir = path.dirname(getDir);
    mkdirSync(path.join(dir, 'node_modules/@electron'));
    symlinkSync(getDir, path.join(dir, 'node_modules/@electron/get'), 'dir');
    return dir;
  }

  function npm(dir: string, args: string[], extraEnv: Record<string, string> = {}) {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (value !== undefined && !/^(npm_|electron_)/i.test(key)) env[key] = value;
    }
    Object.assign(env, { ELECTRON_MIRROR: 'http://127.0.0.1:9/', electron_config_cache: path.join(dir, 'cache'), ...extraEnv });
    return spawnSync('npm', args, { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
  }

  it('fails in seconds, before any build, with the bilingual message and its exit code when the download is impossible', () => {
    const dir = projectWithoutElectron();
    const started = Date.now();
    const run = npm(dir, ['start']);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(run.status).toBe(EXIT_NO_ELECTRON);
    const message = (missingElectronMessage as (reason: string) => string)('REASON').split('\n');
    const stderr = run.stderr;
    for (const line of message.filter((l) => l.trim() && !l.includes('REASON'))) expect(stderr).toContain(line);
    expect(stderr).toMatch(/Motivo: \S+.*\n[\s\S]*Reason: \S+/);
    expect(stderr.indexOf('No se pudo descargar')).toBeLessThan(stderr.indexOf("Electron's binary could not be downloaded"));
    expect(stderr).not.toMatch(/^\s+at .*\(.*:\d+:\d+\)$/m);
    // npm echoes the script line; electron-vite itself (absent here: "not found") must never have run.
    expect(`${run.stdout}${stderr}`).not.toMatch(/electron-vite: .*not found|building|Electron uninstall/i);
    expect(existsSync(path.join(dir, 'node_modules/electron/path.txt'))).toBe(false);
  }, 60_000);

  it("postinstall only warns (exit 0) when the download is impossible, and skips it when CI says so", () => {
    const dir = projectWithoutElectron();
    const failed = npm(dir, ['run', 'postinstall']);
    expect(failed.status).toBe(0);
    expect(failed.stderr).toContain('Aviso: no se pudo descargar el binario de Electron');
    expect(failed.stderr).toContain("Warning: Electron's binary could not be downloaded");
    const skipped = npm(dir, ['run', 'postinstall'], { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
    expect(skipped.stdout).not.toContain('Descargando');
  }, 60_000);
});
