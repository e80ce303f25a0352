import { expect, resetDatabase, signInAs, test } from './fixtures';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('a coordinator merges two duplicates and the secondary’s history shows under the principal', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads-duplicados');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('%');
  await rows.first().click();
  await expect(page).toHaveURL(/\/sells\/leads-duplicados\/\d+\/\d+$/);
  await expect(page.getByText(/Coincidencia del lead: \d+(\.\d+)?%/)).toBeVisible();

  await page.getByRole('button', { name: 'Combinar leads' }).click();
  await expect(page.getByText('Selecciona un lead para combinar').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Principal' }).first().check();
  await page.getByRole('button', { name: 'Combinar leads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Combinar leads' });
  await dialog.getByRole('button', { name: 'Combinar Leads' }).click();
  await expect(dialog.getByText('Elija un asesor')).toBeVisible();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Combinar Leads' }).click();

  await expect(page).toHaveURL(/\/sells\/leads\/\d+$/);
  await page.getByRole('tab', { name: 'Historial' }).first().click();
  await expect(page.getByText('Pidió información por WhatsApp').first()).toBeVisible();
});

test('an empty search asks for text and sends nothing', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells/leads-duplicados');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  let searched = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/leads-duplicados') && r.url().includes('search=')) searched = true;
  });
  await page.getByPlaceholder(/Buscar/).fill('');
  await page.getByPlaceholder(/Buscar/).press('Enter');
  await expect(page.getByText('Ingrese un texto para buscar').first()).toBeVisible();
  expect(searched).toBe(false);
});
