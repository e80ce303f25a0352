import { expect, signInAs, test } from './fixtures';
import { choose, LeadsListPage } from './pages/LeadsListPage';

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
