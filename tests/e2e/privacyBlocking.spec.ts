import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';
import { LeadsListPage } from './pages/LeadsListPage';

/**
 * Issue 54, a cancellation's first stage: a coordinator (the agency's data officer) registers a
 * person's cancellation request and blocks their data; at once the lead is gone from the leads list
 * and from Ctrl+K, and its own page answers as a missing record.
 */
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const shot = (name: string) => `test-results/privacy-blocking-${name}.png`;

test('a cancellation blocks the lead at once', async ({ page, baseURL }) => {
  const list = await apiAs<{ id: number }[]>(baseURL!, 'admin@demo.mx', 'GET', '/lead/new?page=1&limit=1&phase=SEGUIMIENTO');
  const leadId = list.data[0]!.id;
  const lead = (await apiAs<{ firstName: string; lastName: string; email: string | null; phone: string | null }>(baseURL!, 'admin@demo.mx', 'GET', `/lead/${leadId}`)).data;
  const name = `${lead.firstName} ${lead.lastName}`;
  const digits = (lead.phone ?? '').replace(/\D/g, '').slice(-10);
  expect(digits).toHaveLength(10);

  await signInAs(page, 'coordinator@demo.mx');
  await page.setViewportSize({ width: 1440, height: 900 });
  // Before: the coordinator finds the lead in the list by its phone.
  const leadsList = new LeadsListPage(page);
  await leadsList.goto();
  await leadsList.search(digits);
  await expect(leadsList.rows().filter({ hasText: name })).toHaveCount(1);

  await page.goto('/sells/solicitudes-arco');
  await page.getByRole('button', { name: 'Registrar solicitud' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar solicitud ARCO' });
  await dialog.getByLabel('Derecho que ejerce').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Cancelación$/ }).click();
  await dialog.getByLabel('Nombre de la persona').fill(name);
  await dialog.getByLabel('Teléfono').fill(lead.phone!);
  if (lead.email) await dialog.getByLabel('Correo').fill(lead.email);
  await dialog.getByRole('button', { name: 'Buscar registros' }).click();
  const found = dialog.getByRole('row', { name: new RegExp(`Lead de venta #${leadId}\\b`) });
  await expect(found.getByRole('checkbox')).toBeChecked();
  await dialog.getByLabel('Identidad verificada con').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Credencial para votar (INE)' }).click();
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('heading', { name: /Solicitud ARCO \d+: Cancelación/ })).toBeVisible();

  const card = page.getByTestId('arco-blocking');
  await card.getByRole('button', { name: 'Bloquear datos' }).click();
  // A confirmation first: it says what blocking does.
  const confirm = page.getByRole('dialog').filter({ hasText: 'dejarán de aparecer en listas' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: shot('confirm-1440'), fullPage: true });
  await confirm.getByRole('button', { name: 'Bloquear datos' }).click();
  await expect(page.getByText(/^Datos bloqueados: \d+ registros? de la persona$/)).toBeVisible();
  await expect(card).toContainText(/Datos bloqueados el .+ por /);
  await expect(card.getByRole('button', { name: 'Bloquear datos' })).toHaveCount(0);
  await expect(page.locator('.ant-descriptions-item-content').filter({ hasText: 'En trámite' })).toBeVisible();
  await page.screenshot({ path: shot('blocked-1440'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('blocked-1024'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // At once: gone from the leads list, by phone and by name.
  // (The list keeps its search: it opens on the same phone.)
  await page.goto('/sells/leads');
  await leadsList.search(digits);
  await expect(leadsList.footer()).toHaveText(/· 0 registros/);
  await expect(page.getByText('No hay registros')).toBeVisible();
  await leadsList.search(name);
  await expect(leadsList.footer()).toHaveText(/· 0 registros/);

  // Gone from Ctrl+K, by phone and by #id.
  const box = page.getByTestId('palette-input');
  for (const query of [digits, `#${leadId}`]) {
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.fill(query);
    await expect(page.getByTestId('palette-status'), query).toHaveText(/\d+ resultados?/);
    await expect(page.getByRole('option', { name: new RegExp(name) })).toHaveCount(0);
    await page.keyboard.press('Escape');
  }

  // Its own page is a missing record.
  await page.goto(`/sells/leads/${leadId}`);
  await expect(page.getByText(/No se encontró|no existe/).first()).toBeVisible();
});
