import { expect, resetDatabase, signInAs, test } from './fixtures';
import { EcommercePages } from './pages/EcommercePages';
import { pngFile } from './pngFile';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screens';
const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: pngFile(350, rgb) });

test('an admin uploads an accessory with images, edits it removing one image, finds it by search and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const shop = new EcommercePages(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin@demo.mx');
  await shop.openList();
  await expect(page.getByRole('row', { name: /Kit de seguridad vial/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ecommerce-list-1440.png` });

  // Nothing selected: the spec's alert instead of a request.
  await page.getByRole('button', { name: 'Eliminar producto' }).click();
  await expect(page.getByText('No hay productos seleccionados para eliminar.')).toBeVisible();

  // Create.
  await page.getByRole('button', { name: 'Cargar producto' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/createAccesorio\/?$/);
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Todos los campos son requeridos' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Rack de techo Safari E2E');
  await page.getByLabel('Precio (MXN)').fill('12499.50');
  await shop.choose('Tipo de accesorio', 'Portaequipaje');
  await shop.addModel('SUV', 'JAC Sei4 Pro');
  await shop.addModel('Pick-up', 'JAC Frison T8');
  await page.getByLabel('Modelo del accesorio').fill('RK-SAF-E2E');
  await page.getByLabel('Descripción').fill('Canastilla de acero para equipaje, con malla y ganchos.');
  await shop.upload('Agregar imágenes del producto', [png('frente.png', [11, 61, 110]), png('lado.png', [138, 28, 36])]);
  await shop.upload('Agregar imágenes', [png('uso.png', [47, 107, 58])]);
  await expect(page.locator('.ant-upload-list-item')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/ecommerce-create-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(page.getByText('Archivos subidos exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/ecommerce\/ecommerce-products\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Rack de techo Safari E2E' })).toBeVisible();
  await expect(page.getByText('$12,499.50 MXN')).toBeVisible();
  await expect(page.getByRole('img', { name: /Rack de techo Safari E2E \d/ })).toHaveCount(3);
  await expect(page.getByText('SUV, Pick-up').or(page.getByText('Pick-up, SUV'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ecommerce-detail-1440.png`, fullPage: true });

  // Edit: remove one product image, rename.
  await page.getByRole('button', { name: 'Editar Producto' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/editAccesorio\/\d+$/);
  await expect(page.getByTestId('current-image')).toHaveCount(3);
  await page.getByRole('button', { name: 'Quitar imagen 1' }).first().click();
  await expect(page.getByText('Se quitarán al guardar')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Rack de techo Safari XL E2E');
  await page.screenshot({ path: `${SHOTS}/ecommerce-edit-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(page.getByText('Producto actualizado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rack de techo Safari XL E2E' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Rack de techo Safari XL E2E \d/ })).toHaveCount(2);
  // The uploaded pictures really load (served by the API with their type).
  const loaded = await page.getByRole('img', { name: /Rack de techo Safari XL E2E 1/ }).first().evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(loaded).toBe(350);

  // Find it by search and by the filters, then delete it from the list.
  await shop.openList();
  await shop.search('safari xl');
  const row = page.getByRole('row', { name: /Rack de techo Safari XL E2E/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await shop.choose('Tipo de accesorio', 'Portaequipaje');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(row).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/ecommerce-search-1440.png` });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Eliminar producto' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('No podrás revertir esta acción')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByText('Producto eliminado correctamente')).toBeVisible();
  await expect(page.getByText('No hay productos disponibles')).toBeVisible();
});

test('the detail deletes for real, and the screens fit a phone', async ({ page }) => {
  const shop = new EcommercePages(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin@demo.mx');
  await shop.openList();
  // Below 992 px the menu is a drawer that starts closed: the list has the whole width.
  await expect(page.getByRole('row', { name: /Cargador de pared 7 kW/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ecommerce-list-390.png`, fullPage: true });
  await page.getByRole('link', { name: /Cargador de pared 7 kW/ }).click();
  await expect(page.getByRole('heading', { name: 'Cargador de pared 7 kW' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cargador de pared 7 kW 1' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ecommerce-detail-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Editar Producto' }).click();
  await expect(page.getByTestId('current-image')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/ecommerce-edit-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Eliminar producto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/ecommerce-products$/);
  await shop.search('Cargador de pared');
  await expect(page.getByText('No hay productos disponibles')).toBeVisible();
});

test('accessory leads show the e-commerce item and its picture', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells/leads-accesorios');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/sells\/leads-accesorios\/\d+$/);
  await expect(page.locator('.ant-descriptions img')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/accessory-lead-1440.png` });
});
