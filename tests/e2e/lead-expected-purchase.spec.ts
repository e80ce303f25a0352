import { expect, resetDatabase, signInAs, test } from './fixtures';
import { LeadDetailPage, typeDate } from './pages/LeadDetailPage';
import { LeadsListPage } from './pages/LeadsListPage';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const MANAGER = 'manager@demo.mx';

/** The retail lead's 'Fecha estimada de compra' (issue 52's field by the recipe): typed, shown, edited, filtered. */
test("the lead's Fecha estimada de compra is typed in 'Crear lead', shown on its card, edited, and filters the list", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, MANAGER);
  const list = new LeadsListPage(page);
  await list.goto();

  const create = await list.openCreate();
  await create.getByLabel('Nombre', { exact: true }).fill('Octavio');
  await create.getByLabel('Apellido', { exact: true }).fill('Compraprevista');
  await create.getByLabel('Origen').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Facebook', { exact: true }).click();
  await create.getByLabel('Teléfono').fill('5512340077');
  await create.getByRole('button', { name: 'Siguiente' }).click();
  await create.getByLabel('Modelo').click();
  await page.locator('.ant-select-dropdown:visible').getByText('JAC Sei3 Pro', { exact: true }).click();
  await create.getByLabel('Color').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Gris Titanio', { exact: true }).click();
  await typeDate(create, 'Fecha estimada de compra', '15-03-2027');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/lead/') && r.request().method() === 'POST');
  await create.getByRole('button', { name: 'Crear lead' }).click();
  const lead = ((await (await created).json()) as { data: { id: number } }).data;
  await expect(create.locator('.ant-result-title')).toHaveText('Lead creado');
  await create.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();

  const detail = new LeadDetailPage(page);
  await detail.goto(lead.id);
  const onCard = page.getByTestId('lead-data').locator('.ant-descriptions-item').filter({ hasText: 'Fecha estimada de compra' });
  await expect(onCard).toContainText('15-03-2027');

  // 'Editar lead' shows it and changes it.
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('menuitem', { name: 'Editar datos del lead', exact: true }).click();
  const edit = detail.dialog('Editar lead');
  await expect(edit.getByLabel('Fecha estimada de compra', { exact: true })).toHaveValue('15-03-2027');
  await typeDate(edit, 'Fecha estimada de compra', '20-04-2027');
  await edit.getByLabel('Correo electrónico').fill('octavio.compra@correo.mx');
  await detail.save(edit);
  await detail.closeResult(edit, 'Lead editado con éxito');
  await expect(onCard).toContainText('20-04-2027');

  // The demo's leads have no date: the list's filter keeps only the day asked for.
  await list.goto();
  await expect(list.rows()).not.toHaveCount(1);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const modal = page.getByRole('dialog', { name: 'Filtros' });
  const range = modal.locator('.ant-picker-range').filter({ has: page.locator('#lead-filter-expectedPurchaseDate') });
  for (const [i, day] of ['20-04-2027', '20-04-2027'].entries()) {
    const input = range.locator('input').nth(i);
    await input.click();
    await input.fill(day);
    await input.press('Enter');
  }
  await modal.getByRole('button', { name: 'Filtrar resultados' }).click();
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText('Octavio Compraprevista');
});
