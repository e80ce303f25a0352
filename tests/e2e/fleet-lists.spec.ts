import { expect, resetDatabase, signInAs, test } from './fixtures';
import { FleetCompaniesPage, FleetLeadDetailPage, FleetLeadsPage, pick } from './pages/FleetPages';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

/** Ascending as a Spanish reader orders names (accents and case aside). */
function isSorted(values: string[]): boolean {
  return values.every((v, i) => i === 0 || values[i - 1]!.localeCompare(v, 'es', { sensitivity: 'base' }) <= 0);
}

test('the lead list: tabs with counts, a filter kept across a reload, sort and paging', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'fleet-manager@demo.mx');
  // The fleet home lands on the lead list.
  await page.goto('/fleets');
  await expect(page).toHaveURL(/\/fleets\/leads-flotilla$/);
  const list = new FleetLeadsPage(page);
  await expect(list.rows().first()).toBeVisible();
  await expect(list.rows()).toHaveCount(10);

  // Counts: TODO holds every phase; each tab lists its own.
  const all = await list.count('TODO');
  const follow = await list.count('SEGUIMIENTO');
  expect(all).toBeGreaterThan(follow);
  expect(follow).toBeGreaterThan(0);
  await expect(list.total()).toContainText(`${all} registro(s)`);
  await list.tab('Seguimiento').click();
  await expect(list.total()).toContainText(`${follow} registro(s)`);
  // The tab's rows arrive with their own answer: read them once they are the tab's.
  const phasesShown = async () => [...new Set(await list.rows().getByTestId('fleet-phase').allInnerTexts())];
  await expect.poll(phasesShown).toEqual(['Seguimiento']);
  await page.screenshot({ path: '/tmp/fleet-leads-list-1440.png' });

  // Last-activity colouring is one of the four states.
  const colours = await list.rows().getByTestId('last-activity').evaluateAll((els) => els.map((e) => e.getAttribute('data-color')));
  for (const c of colours) expect(['red', 'orange', 'green', 'none']).toContain(c);

  // A filter: quantity bucket 'Menos de 10', kept in 'fleets-store' v1 and after a reload.
  await list.tab('Todo').click();
  const filters = await list.openFilters();
  await pick(page, filters, 'Cantidad de unidades', 'Menos de 10');
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  await expect.poll(() => list.count('TODO')).toBeLessThan(all);
  const filtered = await list.count('TODO');
  await page.reload();
  // A cold reload loads the session, the screen's chunk and two queries: slower than a click.
  await expect(list.rows().first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => list.count('TODO')).toBe(filtered);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fleets-store') ?? 'null'));
  expect(stored).toMatchObject({ version: 1, state: { leads: { quantity: 1, phase: 'TODO' } } });
  await expect(page.getByRole('button', { name: /Filtros/ }).locator('..').locator('.ant-badge-count')).toHaveText('1');

  // The frozen leads are a filter, not a tab.
  const f2 = await list.openFilters();
  await f2.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect.poll(() => list.count('TODO')).toBe(all);
  const f3 = await list.openFilters();
  await f3.getByText('Ver solo leads congelados').click();
  await f3.getByRole('button', { name: 'Aplicar' }).click();
  await expect(list.tab('Congelado')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(phasesShown).toEqual(['Congelado']);
  const f4 = await list.openFilters();
  await f4.getByRole('button', { name: 'Limpiar filtros' }).click();

  // Sort by company, both ways.
  const companyCells = async () => (await list.rows().locator('td:nth-child(2)').allInnerTexts()).map((s) => s.trim());
  await list.columnHeader('Empresa').click();
  await expect(list.columnHeader('Empresa')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => isSorted(await companyCells())).toBe(true);
  await list.columnHeader('Empresa').click();
  await expect(list.columnHeader('Empresa')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => isSorted((await companyCells()).reverse())).toBe(true);
  expect((await page.evaluate(() => JSON.parse(localStorage.getItem('fleets-store') ?? 'null'))).state.leads.sortBy).toBe('-companyName');

  // Paging: 10 a page.
  const first = await list.rows().first().innerText();
  await page.getByLabel('Paginación').getByRole('button', { name: '2', exact: true }).click();
  await expect(list.total()).toContainText('2 / ');
  await expect(list.rows().first()).not.toHaveText(first);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(list.rows().first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: '/tmp/fleet-leads-list-390.png', fullPage: true });
});

test('the company list: 10 a page, the active bar, search, sort and the detail', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'fleet-manager@demo.mx');
  const companies = new FleetCompaniesPage(page);
  await companies.goto();
  await expect(companies.rows()).toHaveCount(10);
  const bars = await companies.rows().getByTestId('company-active-bar').evaluateAll((els) => els.map((e) => e.getAttribute('data-active')));
  expect(bars.every((b) => b === 'true' || b === 'false')).toBe(true);
  await page.locator('.ant-table-thead th').filter({ hasText: 'Empresa' }).click();
  const companyNames = async () => (await companies.rows().locator('td:first-child').allInnerTexts()).map((s) => s.trim());
  await expect.poll(async () => isSorted(await companyNames())).toBe(true);
  const names = await companyNames();
  await page.screenshot({ path: '/tmp/fleet-companies-1440.png' });
  await page.getByPlaceholder('Buscar empresa').fill(names[0]!);
  await page.getByPlaceholder('Buscar empresa').press('Enter');
  await expect(companies.rows().first()).toContainText(names[0]!);
  await companies.rows().first().click();
  await expect(page).toHaveURL(/\/fleets\/companies\/\d+$/);
  await expect(page.getByText('Canal', { exact: true })).toBeVisible();
  await expect(page.getByText('N/A', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Desactivar cuenta|Activar cuenta/ })).toBeVisible();
  const wasActive = (await page.getByTestId('company-status').innerText()) === 'Activo';
  await page.getByRole('button', { name: wasActive ? 'Desactivar cuenta' : 'Activar cuenta' }).click();
  await expect(page.getByTestId('company-status')).toHaveText(wasActive ? 'Inactivo' : 'Activo');
  await page.screenshot({ path: '/tmp/fleet-company-detail-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('company-status')).toBeVisible();
  await page.screenshot({ path: '/tmp/fleet-company-detail-390.png', fullPage: true });
  await companies.goto();
  await expect(companies.rows().first()).toBeVisible();
  await page.screenshot({ path: '/tmp/fleet-companies-390.png', fullPage: true });
});

test('a fleet-executive does not see the controls §6 denies them', async ({ page }) => {
  await signInAs(page, 'fleet-executive@demo.mx');
  await page.goto('/fleets');
  const list = new FleetLeadsPage(page);
  await expect(list.rows().first()).toBeVisible();
  const filters = await list.openFilters();
  await expect(filters.getByLabel('Ejecutivo', { exact: true })).toHaveCount(0);
  await expect(filters.getByLabel('Empresa', { exact: true })).toBeVisible();
  await filters.getByRole('button', { name: 'Aplicar' }).click();

  await list.rows().first().click();
  const detail = new FleetLeadDetailPage(page);
  await expect(detail.general()).toBeVisible();
  await expect(detail.button(/Agregar nueva actividad/)).toBeVisible();
  await expect(detail.button(/Congelar|Reactivar/)).toBeVisible();
  await expect(detail.button('Reasignar')).toHaveCount(0);
  await expect(detail.button('Eliminar')).toHaveCount(0);

  const companies = new FleetCompaniesPage(page);
  await companies.goto();
  await expect(companies.rows().first()).toBeVisible();
  await page.getByRole('button', { name: /Filtros/ }).click();
  const cf = page.getByRole('dialog', { name: 'Filtros' });
  await expect(cf.getByLabel('Giro')).toBeVisible();
  await expect(cf.getByLabel('Ejecutivo')).toHaveCount(0);
  await cf.getByRole('button', { name: 'Aplicar' }).click();
  await companies.rows().first().click();
  await expect(page.getByRole('button', { name: 'Editar cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Desactivar cuenta|Activar cuenta/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar cuenta' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Editar cuenta' }).click();
  const w = companies.wizard();
  await expect(w.getByLabel('Ejecutivo asignado')).toHaveCount(0);
  await w.getByLabel('Giro').click();
  await expect(page.locator('.ant-select-dropdown:visible').getByText('Otro (escribir giro)')).toHaveCount(0);
});
