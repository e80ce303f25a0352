import type { Locator, Page } from '@playwright/test';
import { api } from './desktopApi';
import { expect, navigate, signIn, test } from './fixtures';
import type { DesktopRun } from './harness/launchDesktop';
import { choose } from '../e2e/pages/selects';

/**
 * A showroom's Wi-Fi drops (lib/offline in the renderer, lib/idempotency.ts in the API): what is typed
 * is not lost and what is saved is saved once. Each journey ends by counting the leads the API holds.
 */
const COORDINATOR = 'coordinator@demo.mx';

async function leadsNamed(run: DesktopRun, lastName: string): Promise<number> {
  const rows = await api<{ lastName: string }[]>(run, COORDINATOR, 'GET', `/lead/new?page=1&limit=20&search=${encodeURIComponent(lastName)}`);
  return rows.filter((r) => r.lastName === lastName).length;
}

/** The create-lead wizard up to its last step's button (not clicked). */
async function fillWizard(page: Page, lastName: string, beforeStep2?: () => void): Promise<Locator> {
  await navigate(page, '/sells/leads');
  await page.getByRole('button', { name: 'Crear lead', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear lead' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nombre', { exact: true }).fill('Marisol');
  await dialog.getByLabel('Apellido', { exact: true }).fill(lastName);
  await choose(page, dialog, 'Origen', /./);
  await dialog.getByLabel('Teléfono').fill('5519283746');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await choose(page, dialog, 'Modelo', /./);
  beforeStep2?.();
  await choose(page, dialog, 'Color', /./);
  return dialog;
}

test('the API goes away mid-wizard: the lead is kept as pending, and sent once when it returns', async ({ desktop }) => {
  const page = await desktop.mainPage();
  await signIn(page, COORDINATOR);
  // The catalogues loaded; then the connection drops while the user is on the interest step.
  const dialog = await fillWizard(page, 'Sinred Uno');
  desktop.network.down = true;
  await dialog.getByRole('button', { name: 'Crear lead' }).click();
  await expect(dialog.getByText('Pendiente de enviar', { exact: true })).toBeVisible();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toContainText('Pendiente de enviar (1)');
  // The row-to-be is marked on the list it will join.
  await expect(page.getByTestId('pending-strip')).toContainText('Pendiente de enviar: Lead: Marisol Sinred Uno');
  await expect(page.getByTestId('offline-notice')).toContainText(/Sin conexión · datos de las \d\d:\d\d/);

  desktop.network.down = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(indicator).toHaveCount(0, { timeout: 20_000 });
  expect(await leadsNamed(desktop, 'Sinred Uno')).toBe(1);
  await expect(page.getByTestId('pending-strip')).toHaveCount(0);
});

test('the server saves but its answer is lost: the retry with the same key makes no second lead', async ({ desktop }) => {
  const page = await desktop.mainPage();
  await signIn(page, COORDINATOR);
  const dialog = await fillWizard(page, 'Respuesta Perdida');
  desktop.network.dropAnswer = (method, url) => method === 'POST' && /\/api\/lead\/$/.test(new URL(url).pathname);
  await dialog.getByRole('button', { name: 'Crear lead' }).click();
  // The client saw no answer: it keeps the save and replays it with its key.
  await expect(dialog.getByText('Pendiente de enviar', { exact: true })).toBeVisible();
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0, { timeout: 20_000 });
  expect(await leadsNamed(desktop, 'Respuesta Perdida')).toBe(1);
});

test('a pending item survives a restart (encrypted, never in clear) and is sent after sign-in', async ({ launch, userData }) => {
  const first = await launch();
  const page = await first.mainPage();
  await signIn(page, COORDINATOR);
  const dialog = await fillWizard(page, 'Reinicio Pendiente');
  first.network.down = true;
  await dialog.getByRole('button', { name: 'Crear lead' }).click();
  await expect(dialog.getByText('Pendiente de enviar', { exact: true })).toBeVisible();
  await first.quit();

  const fs = await import('node:fs');
  const path = await import('node:path');
  const file = fs.readFileSync(path.join(userData, 'drafts.json'), 'utf8');
  expect(file).not.toContain('Reinicio Pendiente');

  const second = await launch();
  const again = await second.mainPage();
  // Still signed in from the vault: the user's outbox is loaded and sent.
  await expect(again.getByTestId('menu-toggle')).toBeVisible();
  await expect.poll(() => leadsNamed(second, 'Reinicio Pendiente'), { timeout: 20_000 }).toBe(1);
  await expect(again.getByTestId('outbox-indicator')).toHaveCount(0);
});
