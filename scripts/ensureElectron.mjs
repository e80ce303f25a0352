#!/usr/bin/env node
// Makes sure Electron's binary is on disk before `npm start` launches the desktop app.
//
// Since Electron 42 the `electron` package no longer downloads its binary when it is installed
// (and npm 11 does not run dependencies' install scripts it has not been told to allow), while
// electron-vite only reads `node_modules/electron/path.txt` and stops with "Electron uninstall".
// So when that file or the binary it names is missing, this runs Electron's own installer
// (`electron/install.js`, which downloads with @electron/get and honours ELECTRON_MIRROR,
// electron_config_cache, ELECTRON_GET_USE_PROXY…). When the download is impossible it says so in
// Spanish and English, with what to do instead, and exits with EXIT_NO_ELECTRON — before any build.
//
//   node scripts/ensureElectron.mjs                 before `npm start`: fails when Electron is missing
//   node scripts/ensureElectron.mjs --postinstall   after `npm install`: only warns, never fails the
//                                                   install; skipped when ELECTRON_SKIP_BINARY_DOWNLOAD is set
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm start`'s exit code when Electron's binary is missing and cannot be downloaded. */
export const EXIT_NO_ELECTRON = 3;

/** The folder of the `electron` package this project resolves (the one electron-vite launches). */
export function electronPackageDir(from = import.meta.url) {
  return path.dirname(createRequire(from).resolve('electron/package.json'));
}

/**
 * The binary electron-vite would launch, or null when it is not there: ELECTRON_EXEC_PATH when set
 * (electron-vite uses it as is), else `dist/` + the name in `path.txt`.
 */
export function installedElectron(electronDir, env = process.env) {
  if (env.ELECTRON_EXEC_PATH) return existsSync(env.ELECTRON_EXEC_PATH) ? env.ELECTRON_EXEC_PATH : null;
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const name = readFileSync(pathFile, 'utf8').trim();
  if (!name) return null;
  const binary = path.join(electronDir, 'dist', name);
  return existsSync(binary) ? binary : null;
}

/**
 * Runs Electron's own installer in a child Node. Its stack trace is kept, not shown: the caller
 * reports the first line. Resolves { ok, reason }.
 */
export function runElectronInstaller(electronDir, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(electronDir, 'install.js')], {
      cwd: electronDir,
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) => resolve({ ok: false, reason: error.message }));
    child.on('close', (code, signal) => {
      if (code === 0) resolve({ ok: true });
      else resolve({ ok: false, reason: firstLine(stderr) || `install.js ${signal ? `killed by ${signal}` : `exit code ${code}`}` });
    });
  });
}

function firstLine(text) {
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line.length > 0) ?? ''
  );
}

/** The bilingual explanation, Spanish first. `warning` is the postinstall's wording (nothing failed yet). */
export function missingElectronMessage(reason, { warning = false } = {}) {
  return [
    warning
      ? 'Aviso: no se pudo descargar el binario de Electron; la instalación sigue, pero `npm start` no podrá abrir la aplicación de escritorio hasta que se descargue.'
      : 'No se pudo descargar el binario de Electron: sin él la aplicación de escritorio no puede abrirse.',
    `  Motivo: ${reason}`,
    '  Qué hacer:',
    '    - `npm run web` abre la misma aplicación en el navegador: http://127.0.0.1:4000',
    '    - o vuelve a ejecutar `npm start` con acceso a internet (descarga unos 100 MB de GitHub una sola vez);',
    '      sin acceso a GitHub, define ELECTRON_MIRROR con la dirección de un espejo de Electron.',
    '',
    warning
      ? "Warning: Electron's binary could not be downloaded; the install goes on, but `npm start` cannot open the desktop app until it is downloaded."
      : "Electron's binary could not be downloaded: without it the desktop app cannot open.",
    `  Reason: ${reason}`,
    '  What to do:',
    '    - `npm run web` opens the same app in your browser: http://127.0.0.1:4000',
    '    - or run `npm start` again with internet access (it downloads about 100 MB from GitHub, once);',
    '      without access to GitHub, set ELECTRON_MIRROR to the address of an Electron mirror.',
  ].join('\n');
}

function isSet(value) {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/**
 * The whole check, with its effects injectable for tests. Resolves the process exit code:
 * 0 when Electron is there (or was just downloaded), EXIT_NO_ELECTRON when it cannot be,
 * and always 0 in postinstall mode.
 */
export async function ensureElectron({
  postinstall = false,
  env = process.env,
  electronDir = electronPackageDir(),
  isInstalled = () => installedElectron(electronDir, env) !== null,
  runInstaller = () => runElectronInstaller(electronDir, env),
  log = (line) => console.log(line),
  error = (line) => console.error(line),
} = {}) {
  if (isInstalled()) return 0;
  if (postinstall && isSet(env.ELECTRON_SKIP_BINARY_DOWNLOAD)) {
    log('ELECTRON_SKIP_BINARY_DOWNLOAD: Electron se descargará en el primer `npm start` / will be downloaded by the first `npm start`.');
    return 0;
  }
  log('Descargando el binario de Electron (unos 100 MB, solo la primera vez)… / Downloading Electron\'s binary (about 100 MB, once)…');
  let result;
  try {
    result = await runInstaller();
  } catch (cause) {
    result = { ok: false, reason: cause instanceof Error ? cause.message : String(cause) };
  }
  if (result.ok && !isInstalled()) {
    result = { ok: false, reason: `install.js terminó sin dejar node_modules/electron/path.txt y su binario / finished without leaving node_modules/electron/path.txt and its binary` };
  }
  if (result.ok) return 0;
  error(missingElectronMessage(result.reason, { warning: postinstall }));
  return postinstall ? 0 : EXIT_NO_ELECTRON;
}

async function main() {
  const postinstall = process.argv.includes('--postinstall');
  let electronDir;
  try {
    electronDir = electronPackageDir();
  } catch {
    // An install without devDependencies (`npm install --omit=dev`) has no desktop app to start.
    if (postinstall) return 0;
    console.error(missingElectronMessage('el paquete `electron` no está instalado / the `electron` package is not installed (npm install)'));
    return EXIT_NO_ELECTRON;
  }
  return ensureElectron({ postinstall, electronDir });
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
