import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { EmbeddedApiProcess } from '../../src/main/embeddedApiProcess';
import { LOCK_FILE } from '../../src/server/db/dataDirLock';
import { api } from './desktopApi';
import { expect, navigate, openRoute, signIn, test } from './fixtures';
import type { DesktopRun } from './harness/launchDesktop';
import { clusterState } from './harness/pgControl';

/**
 * The embedded API runs in its own process (out/main/apiChild.js: Electron's utility process in the
 * app, a Node child here): a crash of it is survived, and quitting closes its PGlite cleanly.
 */

interface LeadRow {
  id: number;
  firstName: string;
  lastName: string;
}
interface LeadDetail extends LeadRow {
  email: string;
  phone: string;
}

/** The lead's contact edit ('Editar'): the panel sends the four fields together. */
async function rename(run: DesktopRun, id: number, firstName: string): Promise<LeadDetail> {
  const lead = await api<LeadDetail>(run, 'coordinator@demo.mx', 'GET', `/lead/${id}`);
  await api(run, 'coordinator@demo.mx', 'PATCH', `/lead/${id}`, { data: { firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone.replace(/^\+52/, '') } });
  return lead;
}

test('the API child killed while signed in: main restarts it on the same port, lists load again, what was written is there', async ({ desktop, userData }) => {
  const page = await desktop.mainPage();
  await signIn(page, 'coordinator@demo.mx');
  const state = (await desktop.state())!;
  const embedded = state.embedded as EmbeddedApiProcess;
  const [lead] = await api<LeadRow[]>(desktop, 'coordinator@demo.mx', 'GET', '/lead/?limit=1&phase=seguimiento');
  await rename(desktop, lead!.id, 'Recuperada');

  const [first] = desktop.apiChildren;
  const died = once(first!, 'exit');
  process.kill(first!.pid!, 'SIGKILL');
  expect((await died)[1]).toBe('SIGKILL');
  // Killed as a crash kills: PGlite never closed, the cluster is left for a recovery.
  expect(clusterState(path.join(userData, 'data'))).toBe('in production');

  // A new child on the port the window's CSP and the stored tokens' issuer name.
  await expect.poll(() => desktop.apiChildren.length).toBe(2);
  await embedded.available();
  expect(embedded.restarts()).toBe(1);
  expect(embedded.pid()).toBe(desktop.apiChildren[1]!.pid);
  expect((await fetch(`${state.runtimeConfig.api.main}/health`)).status).toBe(200);

  // The same window, the same session: a list loads, and the lead keeps what was written before the kill.
  await navigate(page, '/sells/leads');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await openRoute(page, `/sells/leads/${lead!.id}`);
  await expect(page.getByText(`Recuperada ${lead!.lastName}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toHaveCount(0);
});

test('quitting stops the API child and closes PGlite cleanly: the next start opens the same data without a recovery', async ({ launch, userData }) => {
  const dataDir = path.join(userData, 'data');
  const first = await launch();
  const page = await first.mainPage();
  await signIn(page, 'coordinator@demo.mx');
  const [lead] = await api<LeadRow[]>(first, 'coordinator@demo.mx', 'GET', '/lead/?limit=1&phase=seguimiento');
  await rename(first, lead!.id, 'Guardada');
  expect(clusterState(dataDir)).toBe('in production');

  const [child] = first.apiChildren;
  await first.quit();
  // Main waited for the child to stop by itself (exit 0, not a kill) before the app ended.
  expect(child!.exitCode).toBe(0);
  expect(child!.signalCode).toBeNull();
  expect(first.apiChildren).toHaveLength(1);
  // PGlite shut the cluster down (nothing to replay next time) and let go of the directory.
  expect(clusterState(dataDir)).toBe('shut down');
  expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

  const again = await launch();
  const restarted = await again.mainPage();
  // Still signed in (the vault), on the data the first run left.
  await expect(restarted.getByTestId('menu-toggle')).toBeVisible();
  await openRoute(restarted, `/sells/leads/${lead!.id}`);
  await expect(restarted.getByText(`Guardada ${lead!.lastName}`).first()).toBeVisible();
});
