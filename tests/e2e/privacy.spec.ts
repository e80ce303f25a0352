import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';

/**
 * Issue 54: the admin publishes a new version of the agency's privacy notice and sees the public page;
 * staff record a person's consent and opposition on the lead; the access log shows who saw the lead.
 */
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

let leadId = 0;

const shot = (name: string) => `test-results/privacy-${name}.png`;

test('the admin publishes a new notice version, the public page shows it, and the purposes are listed', async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/admin/aviso-de-privacidad');
  await expect(page.getByRole('heading', { name: 'Aviso de privacidad' })).toBeVisible();
  await expect(page.getByText('Versión vigente: 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Promociones y marketing', exact: true })).toBeVisible();
  await page.getByLabel('Aviso simplificado (se muestra en los formularios públicos)').fill('Usaremos sus datos para atender su solicitud y, si lo acepta, para promociones.');
  await page.getByLabel('Aviso integral (la página pública)').fill('Aviso integral de prueba E2E.\n\nSus derechos ARCO.');
  await page.getByRole('button', { name: 'Guardar y publicar' }).click();
  await expect(page.getByText('Aviso de privacidad guardado: versión 2')).toBeVisible();
  await expect(page.getByText('Versión vigente: 2')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: shot('notice-1440'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('notice-1024'), fullPage: true });

  const publicPage = await page.context().newPage();
  await publicPage.goto('/aviso-de-privacidad/1');
  await expect(publicPage.getByRole('heading', { name: 'Aviso de privacidad integral' })).toBeVisible();
  await expect(publicPage.getByText('Aviso integral de prueba E2E.')).toBeVisible();
  await expect(publicPage.getByText(/versión 2/)).toBeVisible();
  await publicPage.screenshot({ path: shot('public-page'), fullPage: true });
});

test("staff record a person's consent and opposition on the lead", async ({ page, baseURL }) => {
  const list = await apiAs<{ id: number; firstAndLastName: string }[]>(baseURL!, 'manager@demo.mx', 'GET', '/lead/new?page=1&limit=1&phase=SEGUIMIENTO');
  const lead = list.data[0]!;
  leadId = lead.id;
  await signInAs(page, 'manager@demo.mx');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/sells/leads/${lead.id}`);
  await page.getByRole('tab', { name: 'Consentimientos' }).click();
  const table = page.getByTestId('lead-consents');
  const marketing = table.locator('[data-purpose="Promociones y marketing"]');
  await expect(table.locator('[data-purpose="Atender su solicitud"]')).toContainText('Necesaria');
  await expect(marketing).toContainText('Sin consentimiento');
  await marketing.getByRole('button', { name: 'Registrar consentimiento' }).click();
  await expect(page.getByText('Consentimiento registrado')).toBeVisible();
  await expect(marketing).toContainText('Otorgado');
  await expect(marketing).toContainText('Captura del personal');
  await page.screenshot({ path: shot('consents-1440') });
  await marketing.getByRole('button', { name: 'Registrar oposición' }).click();
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText('Oposición registrada')).toBeVisible();
  await expect(marketing).toContainText('Retirado');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('consents-1024') });
});

test("the manager's view of the lead and the consent are in the admin's access log", async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/bitacora-de-acceso');
  await expect(page.getByRole('heading', { name: 'Bitácora de acceso' })).toBeVisible();
  await page.getByLabel('Buscar por persona').fill(String(leadId));
  await page.getByLabel('Buscar por persona').press('Enter');
  await expect(page.getByRole('row', { name: /Vio un contacto sin máscara/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Registró un consentimiento.*Promociones y marketing: retirado/ }).first()).toBeVisible();
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: shot('access-log-1440') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('access-log-1024') });
});
