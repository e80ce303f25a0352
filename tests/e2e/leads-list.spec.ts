import { expect, resetDatabase, signInAs, test } from './fixtures';
import { choose, LeadsListPage } from './pages/LeadsListPage';
import { spanishSorted } from '../api/spanishOrder';
import { settled } from './pages/dialogs';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('the phase tabs show their counts and filter the rows by phase', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const list = new LeadsListPage(page);
  await list.goto();
  const all = await list.countValue('TODOS');
  const follow = await list.countValue('SEGUIMIENTO');
  expect(all).toBeGreaterThan(follow);
  expect(follow).toBeGreaterThan(0);
  await expect(list.rows()).toHaveCount(10);
  await list.tab('Seguimiento').click();
  await expect(list.footer()).toContainText(`${follow} registros`);
  await expect(list.rows().getByTestId('phase-bar').first()).toHaveAttribute('data-phase', 'seguimiento');
  const phases = await list.rows().getByTestId('phase-bar').evaluateAll((els) => els.map((e) => e.getAttribute('data-phase')));
  expect(new Set(phases)).toEqual(new Set(['seguimiento']));
  // Each row's timer ticks, in the spec's format and colour.
  const timer = list.rows().first().getByTestId('last-contact-timer');
  await expect(timer).toHaveText(/^\d+ días \d{2}:\d{2}:\d{2}$/);
  await page.screenshot({ path: '/tmp/leadsui-leads-list.png', fullPage: true });
});

test('the tab, page and filters persist as sales-store version 1', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const list = new LeadsListPage(page);
  await list.goto();
  await list.tab('Cierre').click();
  await page.reload();
  await expect(list.tab('Cierre')).toHaveAttribute('aria-selected', 'true');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sales-store') ?? 'null'));
  expect(stored).toMatchObject({ version: 1, state: { leads: { phase: 'CIERRE', UserId: -1, page: 1 } } });
  await list.tab('Todos').click();
});

test('paging shows 5 page numbers, next and previous move by 5', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const list = new LeadsListPage(page);
  await list.goto();
  await list.tab('Todos').click();
  const pager = page.getByLabel('Paginación');
  await expect(pager.getByRole('button', { name: /^\d+$/ })).toHaveText(['1', '2', '3', '4', '5']);
  const firstRow = await list.rows().first().innerText();
  await list.pageButton(2).click();
  await expect(list.footer()).toContainText('2 / ');
  await expect(list.rows().first()).not.toHaveText(firstRow);
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(pager.getByRole('button', { name: /^\d+$/ }).first()).toHaveText('6');
  await expect(list.footer()).toContainText('6 / ');
  await pager.getByRole('button', { name: 'Anterior' }).click();
  await expect(list.footer()).toContainText('1 / ');
});

test('search, filters (Filter results, Clear, Close) and sorting', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const list = new LeadsListPage(page);
  await list.goto();
  const name = (await list.rows().first().locator('strong').innerText()).trim();
  await list.search(name);
  await expect(list.rows().first()).toContainText(name);
  const found = await list.rows().count();
  expect(found).toBeGreaterThan(0);
  await list.search('zzzz-nadie-se-llama-asi');
  await expect(list.footer()).toContainText('0 registros');
  await list.search('');

  // Sub status filter: every row is 'Activo'.
  await page.getByRole('button', { name: 'Filtros' }).click();
  const modal = page.getByRole('dialog', { name: 'Filtros' });
  await choose(page, modal, 'Sub estatus', 'Activo');
  await modal.getByRole('button', { name: 'Filtrar resultados' }).click();
  await expect(modal).toBeHidden();
  // The previous rows stay on screen while the filtered ones load: wait for the answer.
  await expect.poll(async () => [...new Set(await list.rows().locator('td:nth-child(4)').allInnerTexts())]).toEqual(['Activo']);
  // Clear then Filter results removes the filter; Close keeps what is applied.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await modal.getByRole('button', { name: 'Limpiar' }).click();
  await modal.getByRole('button', { name: 'Filtrar resultados' }).click();
  await expect.poll(async () => new Set(await list.rows().locator('td:nth-child(4)').allInnerTexts()).size).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await (await settled(modal)).locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  await expect(modal).toBeHidden();

  // Sort by contact ascending then descending.
  // Spanish order on either database: accents ignored, ñ after n (the API's crm_sort_key).
  const names = () => list.rows().locator('strong').allInnerTexts();
  await page.getByRole('columnheader', { name: 'Contacto' }).click();
  await expect(page.getByRole('columnheader', { name: 'Contacto' })).toHaveAttribute('aria-sort', 'ascending');
  // The previous rows stay on screen while the sorted ones load: wait for a sorted page.
  await expect.poll(async () => {
    const shown = await names();
    return shown.length === 10 && shown.join() === spanishSorted(shown).join();
  }).toBe(true);
  const asc = await names();
  await page.getByRole('columnheader', { name: 'Contacto' }).click();
  await expect(page.getByRole('columnheader', { name: 'Contacto' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => {
    const shown = await names();
    return shown.length > 0 && shown[0] !== asc[0] && shown.join() === spanishSorted(shown, true).join();
  }).toBe(true);
});

test('on a small screen "Crear lead" is in a menu', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await expect(page.getByRole('button', { name: 'Crear lead' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Acciones' }).click();
  await page.getByRole('menuitem', { name: 'Crear lead' }).click();
  await expect(page.getByRole('dialog', { name: 'Crear lead' })).toBeVisible();
});
