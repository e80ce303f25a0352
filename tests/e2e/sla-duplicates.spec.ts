import { expect, resetDatabase, signInAs, test } from './fixtures';

// Issue 30: reasons beside the percentage, the undo of a merge, the SLA settings and where they show.
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('duplicates show why they match, and a merge is undone from the merged lead’s history', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads-duplicados');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('mismo teléfono');
  await rows.first().click();
  await expect(page.getByTestId('duplicate-reasons')).toContainText('mismo teléfono');

  await page.getByRole('radio', { name: 'Principal' }).first().check();
  await page.getByRole('button', { name: 'Combinar leads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Combinar leads' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Combinar Leads' }).click();
  await expect(page).toHaveURL(/\/sells\/leads\/\d+$/);

  await page.getByRole('tab', { name: 'Historial' }).first().click();
  const undo = page.getByTestId('merge-undo');
  await expect(undo).toBeVisible();
  await undo.getByRole('button', { name: 'Deshacer combinación' }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Se deshizo la combinación de los leads').first()).toBeVisible();
  await expect(undo).toHaveCount(0);
});

test('a manager sets the agency’s response times; the dashboard and the leads filter show them', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells/tiempos-respuesta');
  await page.getByLabel('Tiempo objetivo de primer contacto (minutos)').fill('15');
  await page.getByLabel('Tiempo objetivo de seguimiento (minutos)').fill('1440');
  await page.getByRole('checkbox', { name: 'Regresar el lead a subasta al vencer' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tiempos de respuesta guardados').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tiempo objetivo de primer contacto (minutos)')).toHaveValue('15');
  await expect(page.getByRole('checkbox', { name: 'Regresar el lead a subasta al vencer' })).toBeChecked();

  await page.goto('/sells');
  await expect(page.getByTestId('card-Tiempo de respuesta')).toContainText('Contactados en tiempo');

  await page.goto('/sells/leads');
  await page.getByRole('button', { name: /Filtros/ }).first().click();
  await expect(page.getByRole('checkbox', { name: 'Fuera de tiempo' })).toBeVisible();
});
