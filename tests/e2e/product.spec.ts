import { expect, resetDatabase, signInAs, test } from './fixtures';
import { choose, LeadsListPage } from './pages/LeadsListPage';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

/** The shell keeps its side menu open on a phone until the user folds it: fold it, as a user would, before a small-screen shot. */
async function foldMenu(page: import('@playwright/test').Page): Promise<void> {
  const sider = page.locator('.ant-layout-sider');
  // Below 992 px the menu is a drawer that starts closed: nothing to fold.
  if ((await sider.count()) === 0) return;
  if (await sider.first().evaluate((el) => el.classList.contains('ant-layout-sider-collapsed'))) return;
  const trigger = page.locator('.ant-layout-sider-zero-width-trigger, .ant-layout-sider-trigger');
  if (await trigger.count()) await trigger.first().click({ timeout: 5000 });
}

// A minimal PDF, as a file a user would pick; the photo is drawn in the browser (a 350×350 PNG).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const NAME = 'JAC Hunter Pro';

test('a product user creates a product with colours and a data sheet, opens its one-pager, and an adviser picks it for a lead', async ({ page, browser, baseURL }) => {
  // Two sessions and a dozen screenshots: longer than one screen's test.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'product@demo.mx');
  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'JAC Frison T8' })).toBeVisible();
  await expect(page.getByTestId('list-total')).toContainText('8 registros');
  await page.screenshot({ path: 'test-results/product-list-1440.png' });
  await page.getByPlaceholder('Buscar por nombre, modelo o versión').fill('sei4');
  await page.getByPlaceholder('Buscar por nombre, modelo o versión').press('Enter');
  await expect(page.getByTestId('list-total')).toContainText('1 registro');
  await expect(page.getByRole('link', { name: 'JAC Sei4 Pro' })).toBeVisible();

  await page.getByRole('link', { name: 'Crear producto' }).click();
  await expect(page).toHaveURL(/\/product\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear producto' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page.locator('.ant-alert')).toContainText('Por favor, completa todos los campos obligatorios');

  await page.getByLabel('Nombre', { exact: true }).fill(NAME);
  await page.getByLabel('Modelo (año)').fill('2026');
  await page.getByLabel('Nombre de la versión 1').fill('Limited');
  await choose(page, page.locator('form'), 'Transmisión de la versión 1', 'Manual');
  await page.getByLabel('Precio de la versión 1').fill('559900');
  await page.getByRole('button', { name: 'Agregar versión' }).click();
  await page.getByLabel('Nombre de la versión 2').fill('Limited Plus');
  await page.getByLabel('Precio de la versión 2').fill('589900.50');
  await page.getByRole('button', { name: 'Agregar color' }).click();
  await page.getByLabel('Nombre del color 1').fill('Azul Cobalto');
  await page.getByRole('button', { name: 'Agregar color' }).click();
  await page.getByLabel('Nombre del color 2').fill('Gris Plata');
  await choose(page, page.locator('form'), 'Colección', 'Pick-up');
  await page.getByLabel('URL del showroom 360').fill('https://www.jacmexico.com/showroom-360/hunter');
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 350;
    canvas.height = 350;
    const c = canvas.getContext('2d')!;
    c.fillStyle = '#eef3f8';
    c.fillRect(0, 0, 350, 350);
    c.fillStyle = '#1f4e8c';
    c.beginPath();
    c.moveTo(30, 230);
    c.lineTo(320, 230);
    c.lineTo(300, 170);
    c.lineTo(240, 150);
    c.lineTo(120, 150);
    c.lineTo(70, 185);
    c.closePath();
    c.fill();
    c.fillStyle = '#222';
    c.beginPath();
    c.arc(95, 235, 24, 0, Math.PI * 2);
    c.arc(255, 235, 24, 0, Math.PI * 2);
    c.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await page.getByLabel('Imagen', { exact: true }).setInputFiles({ name: 'hunter.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await page.getByLabel('Ficha técnica', { exact: true }).setInputFiles({ name: 'ficha-hunter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('ficha-hunter.pdf')).toBeVisible();
  await page.screenshot({ path: 'test-results/product-form-1440.png', fullPage: true });

  await page.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Producto creado correctamente' })).toBeVisible();
  await expect(page).toHaveURL(/\/product\/details\/\d+$/);
  const productId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME);
  await expect(page.getByText('Azul Cobalto')).toBeVisible();
  await expect(page.getByText('Gris Plata')).toBeVisible();
  await expect(page.getByRole('cell', { name: '$589,900.50' })).toBeVisible();
  await expect(page.getByText('Ficha comercial: sin archivo')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ficha técnica' }).click();
  expect((await download).suggestedFilename()).toBe('jac-hunter-pro-ficha-tecnica.pdf');
  await page.screenshot({ path: 'test-results/product-detail-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Azul Cobalto')).toBeVisible();
  await foldMenu(page);
  await page.screenshot({ path: 'test-results/product-detail-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Edit: 'Producto actualizado'.
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.getByLabel('Precio desde (MXN)').fill('549900');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Producto actualizado' })).toBeVisible();
  await expect(page.getByText('$549,900.00').first()).toBeVisible();

  await page.getByRole('link', { name: 'Ficha comercial' }).click();
  await expect(page.getByRole('main', { name: `Ficha comercial de ${NAME}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('https://www.jacmexico.com/showroom-360/hunter')).toBeVisible();
  await page.screenshot({ path: 'test-results/one-pager-1440.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages, `${pages.length} pages`).toHaveLength(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await page.screenshot({ path: 'test-results/one-pager-390.png', fullPage: true });
  await page.goto('/product');
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await foldMenu(page);
  await page.screenshot({ path: 'test-results/product-list-390.png', fullPage: true });
  await page.goto('/product/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear producto' })).toBeVisible();
  await foldMenu(page);
  await page.screenshot({ path: 'test-results/product-form-390.png', fullPage: true });

  // An adviser, in their own session, is offered the new model at once.
  const adviser = await browser.newContext({ baseURL, locale: 'es-MX', timezoneId: 'America/Mexico_City', viewport: { width: 1440, height: 900 } });
  const ap = await adviser.newPage();
  await signInAs(ap, 'adviser-floor@demo.mx');
  const leads = new LeadsListPage(ap);
  await leads.goto();
  const create = await leads.openCreate();
  await create.getByLabel('Nombre', { exact: true }).fill('Rocío');
  await create.getByLabel('Apellido', { exact: true }).fill('Catálogo');
  await choose(ap, create, 'Origen', 'Facebook');
  await create.getByLabel('Teléfono').fill('5512340000');
  await create.getByRole('button', { name: 'Siguiente' }).click();
  await choose(ap, create, 'Modelo', NAME);
  await choose(ap, create, 'Color', 'Azul Cobalto');
  await expect(create.getByLabel('Modelo', { exact: true }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(NAME);
  await adviser.close();
  expect(productId).toBeGreaterThan(0);
});

test('a product in use cannot be deleted: the detail shows the 409 message', async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/product');
  await page.getByRole('link', { name: 'JAC Sei2' }).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('no puede eliminarse; puedes desactivarlo');
});
