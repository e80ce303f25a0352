import dayjs from 'dayjs';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { EcommercePages } from './pages/EcommercePages';
import { FleetLeadDetailPage, FleetLeadsPage, pick, toast } from './pages/FleetPages';
import { apiAs } from './leadsApi';
import { PDF_FILE } from './pages/FleetPages';
import { pngFile } from './pngFile';

/** Issue 32, "Rules users trip over": each refusal says why, each control does what it shows. */
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

/** The first day from `from` on which `ok(day)` holds. */
function nextDay(from: dayjs.Dayjs, ok: (d: dayjs.Dayjs) => boolean): dayjs.Dayjs {
  let d = from;
  while (!ok(d)) d = d.add(1, 'day');
  return d;
}

test.describe('an appointment picker that refuses a typed date says why', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'coordinator@demo.mx');
    await page.goto('/sells/agenda');
    await page.getByRole('button', { name: 'Crear cita' }).click();
  });

  test('a past date: the spec message', async ({ page }) => {
    const modal = page.getByRole('dialog', { name: 'Crear cita' });
    const input = modal.getByPlaceholder('Selecciona fecha y hora');
    const past = nextDay(dayjs().subtract(3, 'day'), (d) => d.day() !== 0);
    await input.click();
    await input.fill(past.format('DD-MM-YYYY 10:00'));
    await input.press('Enter');
    await expect(modal.getByRole('alert').filter({ hasText: 'La fecha no puede ser menor a la fecha actual' })).toBeVisible();
    // The message stays once the picker has let the refused text go.
    await modal.getByLabel('Cliente').click();
    await expect(modal.getByRole('alert').filter({ hasText: 'La fecha no puede ser menor a la fecha actual' })).toBeVisible();
  });

  test('an hour the agency is closed: says it is closed', async ({ page }) => {
    const modal = page.getByRole('dialog', { name: 'Crear cita' });
    const input = modal.getByPlaceholder('Selecciona fecha y hora');
    // No demo agency opens at 3 in the morning; every one opens on weekdays at 10.
    const weekday = nextDay(dayjs().add(1, 'day'), (d) => d.day() >= 1 && d.day() <= 5);
    await input.click();
    await input.fill(weekday.format('DD-MM-YYYY 03:00'));
    await input.press('Enter');
    await expect(modal.getByRole('alert').filter({ hasText: /La agencia está cerrada/ })).toBeVisible();
    // A good date clears the message.
    await input.click();
    await input.fill(weekday.format('DD-MM-YYYY 10:00'));
    await input.press('Enter');
    await expect(input).toHaveValue(weekday.format('DD-MM-YYYY 10:00'));
    await expect(modal.getByRole('alert').filter({ hasText: /La agencia está cerrada/ })).toHaveCount(0);
  });
});

test("'Editar lead' step 2 refuses 0 units with 'Todos los campos son requeridos' and keeps the fields", async ({ page }) => {
  await signInAs(page, 'fleet-manager@demo.mx');
  const list = new FleetLeadsPage(page);
  await list.goto();
  await list.rows().first().getByRole('link').first().click();
  const detail = new FleetLeadDetailPage(page);
  await detail.tab('Tareas').click();
  await detail.button('Editar lead').click();
  const edit = page.getByRole('dialog', { name: 'Editar lead' });
  await edit.getByRole('button', { name: 'Siguiente' }).click();
  const vehicles = edit.getByTestId('edit-lead-vehicles');
  const before = await vehicles.locator('.ant-list-item').count();
  const model = await pick(page, edit, 'Modelo');
  const color = await pick(page, edit, 'Color');
  await edit.getByLabel('Cantidad').fill('0');
  await edit.getByRole('button', { name: 'Agregar vehículo' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Todos los campos son requeridos');
  await expect(vehicles.locator('.ant-list-item')).toHaveCount(before);
  await expect(edit.getByLabel('Cantidad')).toHaveValue('0');
  await expect(edit.locator('.ant-select').filter({ hasText: model }).first()).toBeVisible();
  await expect(edit.locator('.ant-select').filter({ hasText: color }).first()).toBeVisible();
});

test('the accessory image pickers check each file when chosen and name it with the reason', async ({ page }) => {
  const shop = new EcommercePages(page);
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/ecommerce/createAccesorio');
  // A text file named .png: refused by its content.
  await shop.upload('Agregar imágenes del producto', [{ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen, solo texto') }]);
  await expect(toast(page, /falsa\.png/)).toContainText('no es una imagen PNG o JPG');
  // A real PNG over 5 MB: refused by its size.
  const big = Buffer.concat([pngFile(16, [10, 20, 30]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
  await shop.upload('Agregar imágenes', [{ name: 'enorme.png', mimeType: 'image/png', buffer: big }]);
  await expect(toast(page, /enorme\.png/)).toContainText('5 MB');
  await expect(page.locator('.ant-upload-list-item')).toHaveCount(0);
  // A real PNG is kept.
  await shop.upload('Agregar imágenes', [{ name: 'buena.png', mimeType: 'image/png', buffer: pngFile(350, [11, 61, 110]) }]);
  await expect(page.locator('.ant-upload-list-item')).toHaveCount(1);
});

test("the product form's file pickers check each file when chosen and name it with the reason", async ({ page }) => {
  await signInAs(page, 'product@demo.mx');
  await page.goto('/product/create');
  // A text file named .png: refused by its content, the field left empty.
  await page.getByLabel('Imagen', { exact: true }).setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await expect(toast(page, /falsa\.png/)).toContainText('su contenido no corresponde a un formato aceptado. La imagen debe ser PNG, JPG o WebP');
  await expect(page.getByText('falsa.png', { exact: true })).toHaveCount(0);
  // A PNG where only a PDF is accepted, whatever its name says.
  await page.getByLabel('Ficha técnica', { exact: true }).setInputFiles({ name: 'ficha.pdf', mimeType: 'application/pdf', buffer: pngFile(16, [1, 2, 3]) });
  await expect(toast(page, /ficha\.pdf/)).toContainText('La ficha técnica debe ser PDF');
  // Over 5 MB: refused by its size.
  const big = Buffer.concat([Buffer.from(PDF_FILE.buffer), Buffer.alloc(5 * 1024 * 1024 + 10)]);
  await page.getByLabel('Ficha técnica', { exact: true }).setInputFiles({ name: 'enorme.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(toast(page, /enorme\.pdf/)).toContainText('pesa más de 5 MB');
  // A real PNG is kept and shown.
  await page.getByLabel('Imagen', { exact: true }).setInputFiles({ name: 'buena.png', mimeType: 'image/png', buffer: pngFile(350, [11, 61, 110]) });
  await expect(page.getByText('buena.png', { exact: true })).toBeVisible();
});

test("the agency's logo picker refuses a file by its content, naming it", async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/admin/agencies/create');
  await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.webp', mimeType: 'image/webp', buffer: Buffer.from('<html>hola</html>') });
  await expect(toast(page, /logo\.webp/)).toContainText('El logo debe ser PNG, JPG o WebP');
});

/** Delivers `n` seeded Cierre leads through the API: each becomes a closed sale. */
async function closeSales(baseURL: string, n: number): Promise<void> {
  const who = 'fleet-manager@demo.mx';
  const list = await apiAs<{ id: number }[]>(baseURL, who, 'GET', '/lead-fleet?phase=CIERRE&limit=20');
  let done = 0;
  for (const { id } of list.data) {
    if (done === n) break;
    const lead = await apiAs<{ LeadFleetProducts: { ProductId: number }[] }>(baseURL, who, 'GET', `/lead-fleet/${id}`);
    const productId = lead.data.LeadFleetProducts[0]?.ProductId;
    if (!productId) continue;
    const res = await apiAs(baseURL, who, 'POST', `/lead-fleet/entrega/${id}`, {
      ProductId: productId,
      quantity: 1,
      dealerReunionDate: dayjs().add(7, 'day').format('YYYY-MM-DD'),
      logisticsDetails: 'Entrega en planta',
      observations: 'Sin observaciones',
      rfc: 'TNB010101AB1',
      documents: [{ name: PDF_FILE.name, base64: `data:application/pdf;base64,${PDF_FILE.buffer.toString('base64')}` }],
      VINs: [`LJ1PAGER${String(id).padStart(9, '0')}`],
    });
    if (res.status < 300) done++;
  }
  expect(done, 'deliveries made').toBe(n);
}

test("the pager's arrow moves one page when there is one: the closed-sales list with 2 pages", async ({ page, baseURL }) => {
  await signInAs(page, 'fleet-manager@demo.mx');
  // The demo network has 9 closed sales in the agency: two more make a second page.
  await closeSales(baseURL!, 2);
  await page.goto('/fleets/sales');
  const total = page.getByTestId('list-total');
  // More than one page, fewer than a window of five.
  await expect(total).toHaveText(/^1 \/ [2-5] · \d+ registros$/);
  const pages = Number(/^1 \/ (\d+)/.exec(await total.innerText())![1]);
  const pager = page.getByLabel('Paginación');
  await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(total).toHaveText(new RegExp(`^2 / ${pages} · `));
  await pager.getByRole('button', { name: 'Anterior' }).click();
  await expect(total).toHaveText(new RegExp(`^1 / ${pages} · `));
});

test('discarding and then reactivating a prospect each say which happened', async ({ page }) => {
  await signInAs(page, 'fleet-coordinator@demo.mx');
  await page.goto('/fleets/prospectos');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasNotText: 'Inactivo' }).filter({ hasNotText: 'Convertido' }).first();
  await row.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Descartar' }).click();
  const notices = page.locator('.ant-notification-notice');
  await expect(notices.getByText('Prospecto descartado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('prospect-state')).toHaveText('Inactivo');
  await page.getByRole('button', { name: 'Reactivar' }).click();
  await expect(notices.getByText('Prospecto reactivado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('prospect-state')).not.toHaveText('Inactivo');
});

test("Historial 'Documentos' lists the lead's generated quotations", async ({ page }) => {
  await signInAs(page, 'fleet-manager@demo.mx');
  const list = new FleetLeadsPage(page);
  await list.goto();
  // Seeded leads in Seguimiento have quotations (their PDF is rendered on request) and no uploaded file.
  await list.tab('Seguimiento').click();
  await expect(list.rows().first()).toBeVisible();
  await list.rows().first().getByRole('link').first().click();
  const detail = new FleetLeadDetailPage(page);
  await detail.tab('Historial').click();
  const docs = page.getByTestId('history-documents');
  await expect(docs.getByRole('button', { name: /^Cotización \d+ - / }).first()).toBeVisible();
  await expect(docs).not.toContainText('Sin documentos');
});
