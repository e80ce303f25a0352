import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
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
   * goes to a closed port. Its electron-vite is a stub that only says it ran (and with what), so
   * the real project's build never runs and nothing up the directory tree can stand in for it.
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
    const fromInstaller = createRequire(path.join(electron, 'install.js'));
    for (const dependency of ['@electron/get', '@electron-internal/extract-zip']) {
      let packageDir = realpathSync(fromInstaller.resolve(dependency));
      while (!existsSync(path.join(packageDir, 'package.json'))) packageDir = path.dirname(packageDir);
      mkdirSync(path.join(dir, 'node_modules', path.dirname(dependency)), { recursive: true });
      symlinkSync(packageDir, path.join(dir, 'node_modules', dependency), 'dir');
    }
    const bin = path.join(dir, 'node_modules/.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, 'electron-vite'), '#!/bin/sh\necho "electron-vite stub: $*"\n');
    chmodSync(path.join(bin, 'electron-vite'), 0o755);
    return dir;
  }

  /** This environment without npm's and Electron's variables; downloads go to a closed port unless told otherwise. */
  function npmEnv(dir: string, extraEnv: Record<string, string>): Record<string, string> {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (value !== undefined && !/^(npm_|electron_)/i.test(key)) env[key] = value;
    }
    // npx/npm put this project's node_modules/.bin on PATH: the temporary project must not see it.
    for (const key of Object.keys(env).filter((k) => k.toUpperCase() === 'PATH')) {
      env[key] = env[key]!.split(path.delimiter).filter((entry) => !entry.includes(`node_modules${path.sep}.bin`)).join(path.delimiter);
    }
    return { ...env, ELECTRON_MIRROR: 'http://127.0.0.1:9/', electron_config_cache: path.join(dir, 'cache'), ELECTRON_GET_NO_PROGRESS: '1', ...extraEnv };
  }

  function npm(dir: string, args: string[], extraEnv: Record<string, string> = {}) {
    return spawnSync('npm', args, { cwd: dir, env: npmEnv(dir, extraEnv), encoding: 'utf8', timeout: 60_000 });
  }

  /** Like npm() but without blocking this process, which serves the mirror. */
  function npmAsync(dir: string, args: string[], extraEnv: Record<string, string>) {
    const env = npmEnv(dir, extraEnv);
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('npm', args, { cwd: dir, env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
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
    // npm echoes the script line; electron-vite itself (the stub) must never have run.
    expect(`${run.stdout}${stderr}`).not.toMatch(/electron-vite stub|building|error during|Electron uninstall/i);
    expect(existsSync(path.join(dir, 'node_modules/electron/path.txt'))).toBe(false);
  }, 60_000);

  it('downloads the binary with the real installer from a mirror, then goes on to the build; the next start does not download again', async () => {
    const dir = projectWithoutElectron();
    const fakeElectron = path.join(dir, 'node_modules/electron');
    const { version } = JSON.parse(readFileSync(path.join(fakeElectron, 'package.json'), 'utf8')) as { version: string };
    const binary = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' }[process.platform as string] ?? 'electron';
    const zipName = `electron-v${version}-${process.platform}-${process.arch}.zip`;
    const zip = storedZip({ [binary]: '#!/bin/sh\n', version: `v${version}` });
    // The copied installer checks the download against its checksums.json: make it this zip's.
    writeFileSync(path.join(fakeElectron, 'checksums.json'), JSON.stringify({ [zipName]: createHash('sha256').update(zip).digest('hex') }));
    const requested: string[] = [];
    const server = createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url === `/v${version}/${zipName}`) response.end(zip);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const mirror = { ELECTRON_MIRROR: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
      const first = await npmAsync(dir, ['start'], mirror);
      expect(requested).toEqual([`/v${version}/${zipName}`]);
      expect(readFileSync(path.join(fakeElectron, 'path.txt'), 'utf8')).toBe(binary);
      expect(existsSync(path.join(fakeElectron, 'dist', binary))).toBe(true);
      expect(first.stdout).toContain('Downloading Electron');
      // Past the check: the build once, then the preview without building again.
      expect(first.stdout).toContain('electron-vite stub: build');
      expect(first.stdout).toContain('electron-vite stub: preview --skipBuild');
      expect(first.status).toBe(0);
      expect(first.stderr).not.toContain('No se pudo descargar');
      const second = await npmAsync(dir, ['start'], mirror);
      expect(requested).toHaveLength(1);
      expect(second.stdout).not.toContain('Downloading Electron');
      expect(second.stdout).toContain('electron-vite stub: build');
    } finally {
      server.close();
    }
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

/** A zip of uncompressed files, enough for Electron's extractor. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
