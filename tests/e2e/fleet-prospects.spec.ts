import { settled } from './pages/dialogs';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { FleetCompaniesPage, pick, toast } from './pages/FleetPages';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const rows = (page: import('@playwright/test').Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('a fleet-coordinator edits a prospect, converts it through Nueva empresa and lands on the new lead', async ({ page }) => {
  // The longest flow of the area: two dialogs and the company wizard in between.
  test.setTimeout(150_000);
  await signInAs(page, 'fleet-coordinator@demo.mx');
  await page.goto('/fleets/prospectos');
  await expect(page.getByRole('heading', { level: 1, name: 'Prospectos Flotillas' })).toBeVisible();
  await expect(page.getByTestId('list-total')).toContainText(/\d+ registros?/);
  // Open the first active, unconverted prospect by its row link.
  const first = rows(page).filter({ hasNotText: 'Inactivo' }).first();
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fleets\/prospectos\/\d+$/);
  await expect(page.getByTestId('prospect-state')).toHaveText('Prospección');
  const name = await page.getByRole('heading', { level: 1 }).innerText();

  // Edit: step 1's rule, then step 2's, then saved.
  await page.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: /Editar prospecto/ });
  await expect(edit.getByTestId('step-counter')).toHaveText('1 / 2');
  await edit.getByLabel('Puesto').fill('');
  await edit.getByRole('button', { name: 'Siguiente' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Todos los campos son requeridos');
  await edit.getByLabel('Puesto').fill('Director de Flotilla');
  await edit.getByRole('button', { name: 'Siguiente' }).click();
  await expect(edit.getByTestId('step-counter')).toHaveText('2 / 2');
  await edit.getByLabel('Cantidad').fill('');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByRole('alert')).toHaveText('La cantidad debe ser mayor a 0');
  await edit.getByLabel('Cantidad').fill('18');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Prospecto actualizado')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Director de Flotilla')).toBeVisible();
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByText('Datos editados')).toBeVisible();
  await expect(page.getByText(/Unidades: \d+ → 18/)).toBeVisible();
  await page.getByRole('tab', { name: 'Tareas' }).click();

  // Convert: step 1 needs company, origin and advisor; 'Nueva empresa' goes to the wizard and comes back.
  await page.getByRole('button', { name: 'Convertir' }).click();
  let convert = await settled(page.getByRole('dialog', { name: /Convertir a lead/ }));
  await convert.getByRole('button', { name: 'Siguiente' }).click();
  await expect(convert.getByRole('alert')).toHaveText('Todos los campos son requeridos');
  await convert.getByRole('button', { name: 'Nueva empresa' }).click();
  await expect(page).toHaveURL(/\/fleets\/companies\?newCompany=true/);
  const companies = new FleetCompaniesPage(page);
  await companies.fillStep1('Flotillas del Prospecto S.A. de C.V.');
  await companies.wizard().getByRole('button', { name: 'Siguiente' }).click();
  await companies.fillContact('COMPANY', 'Laura Méndez Ortiz', '5511223344', 'laura@flotillasprospecto.mx');
  await companies.fillContact('OPERATOR', 'Pedro Ramírez Luna', '5544332211', 'pedro@flotillasprospecto.mx');
  await companies.wizard().getByRole('button', { name: 'Crear empresa' }).click();
  await expect(page).toHaveURL(/\/fleets\/prospectos\/\d+\?convert=1&companyId=\d+/);
  convert = page.getByRole('dialog', { name: /Convertir a lead/ });
  await expect(convert.getByTitle('Flotillas del Prospecto S.A. de C.V.')).toBeVisible();
  await pick(page, convert, 'Origen');
  await pick(page, convert, 'Asesor');
  await convert.getByLabel('Notas').fill('Renovación de 18 unidades para reparto');
  await convert.getByRole('button', { name: 'Siguiente' }).click();
  await expect(convert.getByTestId('step-counter')).toHaveText('2 / 2');
  await convert.getByRole('button', { name: 'Convertir' }).click();
  await expect(convert.getByRole('alert')).toHaveText('La clasificación es requerida');
  await pick(page, convert, 'Tienda');
  await convert.getByLabel('Nombre del contacto').fill('Sofía Herrera Campos');
  await convert.getByLabel('Teléfono').fill('5566778899');
  await convert.getByLabel('Correo').fill('sofia@dealer.mx');
  await convert.getByRole('button', { name: 'Agregar distribuidor' }).click();
  await expect(convert.getByText('Sofía Herrera Campos · +52 55 6677 8899 · sofia@dealer.mx')).toBeVisible();
  await pick(page, convert, 'Clasificación');
  await convert.getByRole('button', { name: 'Convertir' }).click();
  await expect(toast(page, 'Lead convertido')).toBeVisible();
  await expect(page).toHaveURL(/\/fleets\/leads-flotilla\/\d+$/);
  await expect(page.getByText('Flotillas del Prospecto S.A. de C.V.').first()).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a discarded prospect shows under Inactivos and offers only Reactivar', async ({ page }) => {
  await signInAs(page, 'fleet-coordinator@demo.mx');
  await page.goto('/fleets/prospectos');
  const row = rows(page).filter({ hasNotText: 'Inactivo' }).filter({ hasNotText: 'Convertido' }).first();
  const name = (await row.locator('strong').first().innerText()).trim();
  await row.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Descartar' }).click();
  await expect(toast(page, /^Prospecto descartado$/)).toBeVisible();
  await expect(page.getByTestId('prospect-state')).toHaveText('Inactivo');
  await expect(page.getByRole('button', { name: 'Reactivar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Convertir' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Descartar' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Prospectos' }).click();
  await page.getByRole('tab', { name: 'Inactivos' }).click();
  await page.getByPlaceholder('Buscar por nombre, correo o compañía').fill(name);
  await page.getByPlaceholder('Buscar por nombre, correo o compañía').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first()).toContainText('Inactivo');
});

test('the filter narrows the list by company and survives a reload', async ({ page }) => {
  await signInAs(page, 'fleet-manager@demo.mx');
  await page.goto('/fleets/prospectos');
  await page.getByRole('tab', { name: 'Todo' }).click();
  const company = (await rows(page).first().locator('td').nth(1).innerText()).trim();
  await page.getByRole('button', { name: /Filtro/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await dialog.getByPlaceholder('Nombre de la compañía').fill(company);
  const before = await page.getByTestId('list-total').innerText();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  // The first row already was this company's: wait for the filtered answer, every row of it.
  await expect(page.getByTestId('list-total')).not.toHaveText(before);
  await expect.poll(async () => [...new Set((await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim()))]).toEqual([company]);
  const total = await page.getByTestId('list-total').innerText();
  await page.reload();
  await expect(page.getByTestId('list-total')).toHaveText(total);
  await expect(rows(page).first()).toContainText(company);
});
