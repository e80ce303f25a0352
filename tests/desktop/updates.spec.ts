import fs from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from '../../src/shared/domain/constants';
import { sha512Base64, startLocalUpdateFeed, type LocalUpdateFeed } from '../../src/main/testing/localUpdateFeed';
import { NodeDebUpdater, nodeAppAdapter, type NodeAppAdapter } from '../../src/main/testing/nodeUpdater';
import type { DesktopRun, LaunchOptions } from './harness/launchDesktop';
import { expect, navigate, signIn, test } from './fixtures';

/**
 * Self-update journeys on the desktop build: main's update policy drives electron-updater's real
 * DebUpdater (generic provider, download, sha512 check, install-on-quit) against a feed served on
 * 127.0.0.1; only the package manager's install step is recorded instead of run (src/main/testing/nodeUpdater.ts).
 */

const INSTALLER = Buffer.from('CRM Ventas 1.5.0 — paquete de prueba '.repeat(4000));

let feed: LocalUpdateFeed;
test.beforeEach(async () => {
  feed = await startLocalUpdateFeed();
});
test.afterEach(async () => {
  await feed.close();
});

async function launchWithUpdates(launch: (options: Pick<LaunchOptions, 'updateFeed' | 'updater'>) => Promise<DesktopRun>, userData: string) {
  let run: DesktopRun | null = null;
  const adapter: NodeAppAdapter = nodeAppAdapter(path.join(userData, 'updater'), APP_VERSION, () => run?.app.quit());
  const updater = new NodeDebUpdater(adapter);
  run = await launch({ updateFeed: feed.url, updater: () => updater });
  const state = (await run.state())!;
  return { run, state, updater, adapter };
}

test('a newer version on the feed is downloaded, verified and offered; while a form is dirty the restart waits; then it quits and installs', async ({ launch, userData }) => {
  feed.publish('estable', { version: '1.5.0', file: 'crm-ventas_1.5.0_amd64.deb', content: INSTALLER });
  const { run, state, updater, adapter } = await launchWithUpdates(launch, userData);
  const page = await run.mainPage();
  await signIn(page, 'coordinator@demo.mx');

  // Main's check (15 s after start, then every four hours; here also asked now) found 1.5.0 and downloaded it with its sha512 checked.
  expect(await state.updates.check()).toMatchObject({ status: 'ready', version: '1.5.0', channel: 'estable' });
  const kept = path.join(userData, 'updater', 'cache', 'crm-ventas-updater', 'pending', 'crm-ventas_1.5.0_amd64.deb');
  expect(fs.readFileSync(kept).equals(INSTALLER)).toBe(true);
  const banner = page.getByTestId('update-banner');
  await expect(banner).toContainText('Hay una nueva versión (1.5.0) lista.');
  const restart = banner.getByRole('button', { name: 'Reiniciar y actualizar' });
  await expect(restart).toBeEnabled();

  // A lead half typed: the restart waits, and main refuses it too.
  await navigate(page, '/sells/leads');
  await page.getByRole('button', { name: 'Crear lead', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear lead' });
  await dialog.getByLabel('Nombre').fill('Rosa');
  await expect(restart).toBeDisabled();
  await expect(banner).toContainText('Hay un formulario con cambios sin guardar');
  expect(await page.evaluate(() => window.crm!['update:install']())).toEqual({ started: false, reason: 'dirty' });
  expect(updater.installs).toEqual([]);

  // The form closed: offered again, and the user's click installs and quits.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(restart).toBeEnabled();
  await restart.click();
  await expect.poll(() => updater.installs).toEqual([{ installer: kept, isSilent: true, isForceRunAfter: true }]);
  await expect.poll(() => adapter.calls).toEqual(['relaunch', 'quit']);
  await expect.poll(() => run.app.calls.filter((call) => call === 'quit').length).toBeGreaterThanOrEqual(1);
});

test('a file that fails its sha512 check is refused: no banner, the error is kept, nothing is installed', async ({ launch, userData }) => {
  feed.publish('estable', { version: '1.5.0', file: 'crm-ventas_1.5.0_amd64.deb', content: INSTALLER, sha512: sha512Base64(Buffer.from('otro')) });
  const { run, state, updater } = await launchWithUpdates(launch, userData);
  const page = await run.mainPage();
  await signIn(page, 'coordinator@demo.mx');
  const after = await state.updates.check();
  expect(after).toMatchObject({ status: 'error', error: 'La actualización descargada no pasó la verificación de integridad (sha512) y se descartó.' });
  expect(feed.requests).toContain('/feed/estable/crm-ventas_1.5.0_amd64.deb');
  // What the renderer is told (the diagnostics screen reads the same); the check main makes at start may be retrying it.
  await expect.poll(() => page.evaluate(() => window.crm!['update:state']()), { timeout: 30_000 }).toMatchObject({ status: 'error', version: '1.5.0' });
  await expect(page.getByTestId('update-banner')).toHaveCount(0);
  expect(await page.evaluate(() => window.crm!['update:install']())).toEqual({ started: false, reason: 'not-ready' });
  expect(updater.installs).toEqual([]);
});

test('the API refuses this version as too old: its message shows, and the update is fetched at once and offered', async ({ launch, userData }) => {
  feed.publish('estable', { version: '1.5.0', file: 'crm-ventas_1.5.0_amd64.deb', content: INSTALLER });
  const { run } = await launchWithUpdates(launch, userData);
  const page = await run.mainPage();
  await signIn(page, 'coordinator@demo.mx');
  // An API with MIN_CLIENT_VERSION=1.5.0 (tests/api/clientVersion.test.ts proves the server's side).
  const message = `Esta versión de CRM Ventas (${APP_VERSION}) ya no es compatible. Actualice a la versión 1.5.0 o posterior.`;
  const versions: string[] = [];
  await run.context.route(/^http:\/\/127\.0\.0\.1:\d+\/api\/lead\//, async (route) => {
    versions.push(route.request().headers()['x-crm-client-version'] ?? '');
    await route.fulfill({ status: 426, headers: { 'access-control-allow-origin': '*', 'x-crm-min-version': '1.5.0', 'access-control-expose-headers': 'X-CRM-Min-Version' }, json: { data: message, message } });
  });
  await navigate(page, '/sells/leads');
  await expect(page.getByTestId('client-outdated')).toContainText(message);
  expect(versions[0]).toBe(APP_VERSION);
  // No four-hour wait: the refusal made main look now.
  await expect(page.getByTestId('update-banner')).toContainText('Hay una nueva versión (1.5.0) lista.', { timeout: 20_000 });
});
