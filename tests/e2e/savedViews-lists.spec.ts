import type { Page } from '@playwright/test';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs, idTokenFor, userIdOf } from './leadsApi';

/** Issue 44: saved views on every list (a fleet list and a retail list besides leads), and a view whose adviser was deactivated. */
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

async function saveView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Guardar vista' }).click();
  await page.getByLabel('Nombre de la vista').fill(name);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const chip = page.getByTestId('saved-views').getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(chip).toBeVisible();
  return chip;
}

test('a view of the fleet leads list puts its tab and search back', async ({ page }) => {
  await signInAs(page, 'fleet-manager@demo.mx');
  await page.goto('/fleets/leads-flotilla');
  await page.getByRole('tab', { name: /^Seguimiento/ }).click();
  const search = page.getByPlaceholder('Buscar por nombre, correo o empresa');
  await search.fill('transportes');
  await search.press('Enter');
  const chip = await saveView(page, 'Flotilla en seguimiento');

  await page.getByRole('tab', { name: /^Todo/ }).click();
  await search.fill('');
  await search.press('Enter');
  await expect(page.getByRole('tab', { name: /^Todo/ })).toHaveAttribute('aria-selected', 'true');
  await chip.click();
  await expect(page.getByRole('tab', { name: /^Seguimiento/ })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('transportes');
});

test('a view of Citas puts its search and status filter back', async ({ page, baseURL }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/citas');
  const search = page.getByLabel('Buscar citas');
  await search.fill('ana');
  await search.press('Enter');
  const chip = await saveView(page, 'Citas de Ana');

  await search.fill('otro');
  await search.press('Enter');
  await expect(search).toHaveValue('otro');
  await chip.click();
  await expect(search).toHaveValue('ana');
  // Saved on the server with the list's own filter (Citas opens on CONFIRMED, spec §9).
  const views = await apiAs<{ name: string; state: { search?: string; filters: Record<string, unknown> } }[]>(baseURL!, 'coordinator@demo.mx', 'GET', `/saved-views?list=${encodeURIComponent('/sells/citas')}`);
  expect(views.data.find((v) => v.name === 'Citas de Ana')?.state).toMatchObject({ search: 'ana', filters: { status: 'CONFIRMED' } });
});

test("a view filtering on a deactivated adviser says so, and the list still loads without that filter", async ({ page, baseURL }) => {
  const adviserId = userIdOf(await idTokenFor(baseURL!, 'adviser-telefonica@demo.mx'));
  const saved = await apiAs<{ id: number; stale: string | null }>(baseURL!, 'coordinator@demo.mx', 'POST', '/saved-views', {
    data: { list: '/sells/leads', name: 'De Telefónica', state: { filters: { UserId: adviserId } } },
  });
  expect(saved.status).toBe(201);
  expect(saved.data.stale).toBeNull();
  const disabled = await apiAs(baseURL!, 'admin@demo.mx', 'DELETE', `/user/${adviserId}`, { data: { disableType: 'subasta' } });
  expect(disabled.status).toBe(200);

  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await page.getByTestId('saved-views').getByRole('button', { name: 'Filtro que ya no existe De Telefónica' }).click();
  await expect(page.getByTestId('saved-view-stale')).toContainText('El usuario que filtra esta vista ya no está activo; se mostrará sin ese filtro');
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toHaveCount(0);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});
