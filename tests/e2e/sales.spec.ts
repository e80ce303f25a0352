import { expect, resetDatabase, signInAs, test } from './fixtures';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('a sales-admin confirms a delivery and the sale moves to Cerradas', async ({ page }) => {
  await signInAs(page, 'sales-admin@demo.mx');
  await page.goto('/sells/ventas');
  await page.getByRole('tab', { name: /Pendientes de entrega/ }).click();
  const closedTab = page.getByRole('tab', { name: /Cerradas/ });
  await expect(closedTab).toHaveText(/\(\d+\)/);
  const before = Number((await closedTab.textContent())?.match(/\((\d+)\)/)?.[1]);
  await page.getByRole('button', { name: 'Reportar entrega' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar entrega' });
  await expect(dialog.getByText('Paso 1/2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Si' }).click();
  await expect(dialog.getByText('Paso 2/2')).toBeVisible();
  await expect(dialog.getByText('Venta confirmada correctamente')).toBeVisible();
  await dialog.locator('.ant-result').getByRole('button', { name: 'Cerrar' }).click();
  await expect(closedTab).toHaveText(new RegExp(`\\(${before + 1}\\)`));
});

test('a manager sees the four dashboard cards and filters them by dates', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells');
  for (const title of ['Funnel Ventas', 'Leads por Modelo', 'Origenes Leads', 'Estados Leads']) {
    await expect(page.getByTestId(`card-${title}`)).toBeVisible();
  }
  const total = page.getByTestId('card-Estados Leads').locator('.ant-statistic-content-value').first();
  await expect(total).not.toHaveText('');
  const all = await total.textContent();
  await page.getByLabel('Fecha inicial').click();
  await page.getByLabel('Fecha inicial').fill('01-01-2020');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(total).not.toHaveText(all ?? '');
});

test('an admin opens an accessory lead from the list', async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/sells/leads-accesorios');
  await expect(page.getByRole('tab', { name: /Todos \(24\)/ })).toBeVisible();
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  const name = (await firstRow.locator('strong').textContent()) ?? '';
  await firstRow.click();
  await expect(page).toHaveURL(/\/sells\/leads-accesorios\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Este lead no tiene tareas')).toBeVisible();
});

test('a manager filters the dashboard by adviser and the cards change; an adviser has no adviser filter', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells');
  const total = page.getByTestId('card-Estados Leads').locator('.ant-statistic-content-value').first();
  await expect(total).not.toHaveText('');
  await page.getByLabel('Fecha inicial').click();
  await page.getByLabel('Fecha inicial').fill('01-01-2020');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(total).not.toHaveText('0');
  const agencyWide = await total.textContent();
  await page.getByLabel('Asesor').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasNotText: /Todos/ }).first().click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(total).not.toHaveText(agencyWide ?? '');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, 'adviser-floor@demo.mx');
  await page.goto('/sells');
  await expect(page.getByTestId('card-Funnel Ventas')).toBeVisible();
  await expect(page.getByLabel('Asesor')).toHaveCount(0);
});

test("the dashboard's small agenda widget goes to the agenda and opens 'Crear cita'", async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells');
  await page.getByRole('button', { name: 'Ir Agenda' }).click();
  await expect(page).toHaveURL(/\/sells\/agenda/);
  await page.goto('/sells');
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByRole('dialog', { name: 'Crear cita' })).toBeVisible();
});

test("'Ventas Reportadas' shows no reporting simulation with a password to anyone; the admin tests it under /admin/integraciones (issue 51)", async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/sells/ventas');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByText('Reportar venta (simulación)')).toHaveCount(0);
  await expect(page.getByLabel('Contraseña')).toHaveCount(0);

  await page.goto('/admin');
  await page.getByRole('link', { name: /Pruebas de integración/ }).click();
  await expect(page).toHaveURL(/\/admin\/integraciones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pruebas de integración' })).toBeVisible();
  const panel = page.locator('.ant-card').filter({ hasText: 'Reportar venta (simulación)' });
  await expect(panel.getByLabel('Contraseña')).toBeVisible();
  // A wrong password is refused with the server's message, shown on the panel.
  await panel.getByLabel('Venta pendiente de reportar').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await panel.getByLabel('Contraseña').fill('no-es-la-clave');
  await panel.getByRole('button', { name: 'Reportar venta' }).click();
  await expect(panel.locator('.ant-alert-error')).toBeVisible();
});

test('the admin integration tests are the admin\'s only', async ({ page }) => {
  await signInAs(page, 'sales-admin@demo.mx');
  await page.goto('/admin/integraciones');
  await expect(page.getByText('Reportar venta (simulación)')).toHaveCount(0);
});

test("'Asistencia a citas' counts the demo's arrivals and waits, and its title is not under the sticky bar when scrolled to (issue 51)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells');
  await page.getByLabel('Fecha inicial').click();
  await page.getByLabel('Fecha inicial').fill('01-01-2020');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const card = page.getByTestId('card-Asistencia a citas');
  const stat = (title: string) => card.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) }).locator('.ant-statistic-content-value');
  await expect(stat('Iniciadas')).not.toHaveText('0');
  const arrived = Number((await stat('Llegaron').innerText()).replace(/\D/g, ''));
  const started = Number((await stat('Iniciadas').innerText()).replace(/\D/g, ''));
  // Every started appointment's client came: arrivals are at least the started ones.
  expect(arrived).toBeGreaterThanOrEqual(started);
  await expect(stat('Espera promedio')).toHaveText(/^\d+(\.\d)? min$/);
  // The adviser rows show a wait too, not '-' on every row.
  const waits = await card.locator('.ant-table').first().locator('tbody tr.ant-table-row td:last-child').allInnerTexts();
  expect(waits.some((w) => /min$/.test(w))).toBe(true);

  for (const [w, h] of [
    [1440, 900],
    [1280, 720],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const bar = (await page.locator('header.ant-layout-header').first().boundingBox())!;
    const title = (await card.locator('.ant-card-head-title').boundingBox())!;
    expect(title.y, `${w}×${h}`).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.screenshot({ path: `/tmp/shots-ui/attendance-${w}.png` });
  }
});
