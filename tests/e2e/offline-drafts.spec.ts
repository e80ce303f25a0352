import { expect, signInAs, test } from './fixtures';
import type { Route } from '@playwright/test';
import { choose, LeadsListPage } from './pages/LeadsListPage';
import { VisitsPage } from './pages/VisitsPage';

/**
 * Drafts in the browser build (lib/offline: the tab's sessionStorage): what was typed in 'Crear lead'
 * survives closing the modal and a reload, is offered as 'Recuperar borrador', and is gone once
 * discarded. And a save the API never receives waits as 'Pendiente de enviar' and goes out when the
 * connection returns.
 */
test('a closed and reloaded create-lead wizard offers its draft back; discarded, it is gone', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const list = new LeadsListPage(page);
  await list.goto();
  let dialog = await list.openCreate();
  await dialog.getByLabel('Nombre', { exact: true }).fill('Borrador');
  await dialog.getByLabel('Apellido', { exact: true }).fill('De Prueba');
  await dialog.getByLabel('Teléfono').fill('5512121212');
  // Kept after a short pause (debounced), then the modal is closed and the page reloaded.
  await page.waitForTimeout(700);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.reload();
  await expect(page.getByTestId('menu-toggle')).toBeVisible();

  dialog = await list.openCreate();
  await expect(dialog.getByTestId('draft-offer')).toBeVisible();
  await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Recuperar borrador' }).click();
  await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue('Borrador');
  await expect(dialog.getByLabel('Apellido', { exact: true })).toHaveValue('De Prueba');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  dialog = await list.openCreate();
  await dialog.getByRole('button', { name: 'Descartar borrador' }).click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  dialog = await list.openCreate();
  await expect(dialog.getByLabel('Nombre', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('draft-offer')).toHaveCount(0);
});

test('a lead saved with the API unreachable waits as pending and is sent once when it returns', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const list = new LeadsListPage(page);
  await list.goto();
  const dialog = await list.openCreate();
  await dialog.getByLabel('Nombre', { exact: true }).fill('Navegador');
  await dialog.getByLabel('Apellido', { exact: true }).fill('Sin Red');
  await choose(page, dialog, 'Origen', /./);
  await dialog.getByLabel('Teléfono').fill('5534343434');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await choose(page, dialog, 'Modelo', /./);
  await choose(page, dialog, 'Color', /./);
  await page.route('**/api/lead/', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Crear lead' }).click();
  await expect(dialog.getByText('Pendiente de enviar', { exact: true })).toBeVisible();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByTestId('outbox-indicator')).toContainText('Pendiente de enviar (1)');
  await expect(page.getByTestId('pending-strip')).toContainText('Lead: Navegador Sin Red');

  await page.unroute('**/api/lead/');
  await page.getByTestId('outbox-indicator').getByRole('button').click();
  await expect(page.getByTestId('pending-strip')).toHaveCount(0, { timeout: 20_000 });
  await list.search('Sin Red');
  await expect(page.locator('.ant-table-row').filter({ hasText: 'Navegador Sin Red' })).toHaveCount(1);
});

test('a walk-in registered offline: its lead and its visit wait, and go out as one lead with one visit', async ({ page }) => {
  await signInAs(page, 'hostess@demo.mx');
  const visits = new VisitsPage(page);
  await visits.goto();
  await expect(visits.rows().first()).toBeVisible();
  const before = Number((await visits.allTab().innerText()).match(/\d+/)![0]);
  await visits.openWizard();
  await visits.field('Nombre').fill('Ximena');
  await visits.field('Apellido').fill('Sin Wifi Piso');
  await visits.field('Teléfono').fill('5500000077');
  await visits.next();
  await expect(visits.wizard().getByText('No se encontraron leads: registra al cliente.')).toBeVisible();
  for (const label of ['Asesor', 'Producto', 'Color']) {
    await visits.field(label).click();
    await page.keyboard.press('Enter');
  }
  await visits.field('Cantidad').fill('1');
  // The Wi-Fi drops: no create reaches the API.
  const cut = (route: Route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback());
  await page.route(/\/api\/(lead|registro-visitas)\/$/, cut);
  await visits.next();
  await expect(visits.wizard().getByText('Pendiente de enviar', { exact: true })).toBeVisible();
  await visits.wizard().locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByTestId('outbox-indicator')).toContainText('Pendiente de enviar (2)');

  // The connection returns: the lead first, then its visit with the lead's id.
  await page.unroute(/\/api\/(lead|registro-visitas)\/$/, cut);
  await page.getByTestId('outbox-indicator').getByRole('button').click();
  await expect(page.getByText(/Pendiente de enviar \(\d\)/)).toHaveCount(0, { timeout: 20_000 });
  await page.reload();
  await expect(visits.allTab()).toHaveText(`Todos (${before + 1})`);
  await expect(visits.rows().filter({ hasText: 'Ximena Sin Wifi Piso' })).toHaveCount(1);
  const list = new LeadsListPage(page);
  await list.goto();
  await list.search('Sin Wifi Piso');
  await expect(page.locator('.ant-table-row').filter({ hasText: 'Ximena Sin Wifi Piso' })).toHaveCount(1);
});

test('the API unreachable on a reload: the leads list and a lead show what they last read, with the time', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const list = new LeadsListPage(page);
  await list.goto();
  const rowCount = await list.rows().count();
  const firstRow = (await list.rows().first().innerText()).split('\n')[0]!.trim();
  const href = await list.rows().first().locator('a[href*="/sells/leads/"]').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.getByTestId('lead-data')).toBeVisible();
  const leadData = (await page.getByTestId('lead-data').innerText()).split('\n')[0]!.trim();
  await list.goto();

  // The Wi-Fi drops: nothing under /api answers any more. A reload shows the rows last read.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(list.rows()).toHaveCount(rowCount);
  await expect(list.rows().first()).toContainText(firstRow);
  await expect(page.getByTestId('offline-notice')).toHaveText(/Sin conexión · datos de las \d{1,2}:\d{2}/);

  // And the lead opened before.
  await page.goto(href!);
  await expect(page.getByTestId('lead-data')).toContainText(leadData);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
});

test("an activity kept while offline is listed by the client's name, not the lead's number (issue 51)", async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads/1');
  const name = (await page.getByRole('heading', { level: 1 }).first().innerText()).replace(/\s*#\d+.*$/, '').trim();
  await page.getByRole('button', { name: 'Nueva actividad' }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Nueva actividad' });
  await choose(page, dialog, 'Canal', /./);
  await choose(page, dialog, 'Tipo de actividad', /./);
  await dialog.getByText('Exitoso', { exact: true }).click();
  const cut = (route: Route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback());
  await page.route('**/api/leadActivity', cut);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Pendiente de enviar', { exact: true })).toBeVisible();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  const strip = page.getByTestId('pending-strip');
  await expect(strip).toContainText(`· ${name}`);
  await expect(strip).not.toContainText('(lead ');
  await page.unroute('**/api/leadActivity', cut);
  await page.getByTestId('outbox-indicator').getByRole('button').click();
  await expect(strip).toHaveCount(0, { timeout: 20_000 });
});
