import { fakerES_MX as faker } from '@faker-js/faker';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { pick } from './pages/selects';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const ROWS = 6000;

/**
 * A long file's progress is real (issue 29): the server imports it as a job and the wizard polls it,
 * so the bar moves through 'Creando los registros… N de 6,000' while the one transaction runs (on
 * the e2e's embedded database too, where only the progress call, answered from memory, can answer
 * then). The screenshot is the wizard at 1440×900 mid-import.
 */
test('a coordinator imports 6,000 leads and watches the rows being written', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Mexican names as an agency's file has them (some repeated: the duplicate rule has pairs to record).
  faker.seed(29);
  const lines = ['Nombre;Apellidos;Correo;Teléfono;Modelo'];
  for (let i = 0; i < ROWS; i++) lines.push(`${faker.person.firstName()};${faker.person.lastName()} ${faker.person.lastName()};largo${i}@example.mx;55${String(60000000 + i)};Sei4 Pro`);

  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await page.getByRole('button', { name: 'Importar' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: 'Importar leads' });
  await modal.locator('input[type=file]').setInputFiles({ name: 'feria-larga.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
  await expect(modal.getByText('6,000 filas. Elige a qué campo corresponde cada columna.')).toBeVisible({ timeout: 60_000 });
  await pick(page, modal, 'Origen de los leads', 'Referido');
  await modal.getByRole('button', { name: 'Ver vista previa' }).click();
  // A name or two may match the demo's leads: imported too.
  await expect(modal.getByTestId('import-preview')).toBeVisible({ timeout: 60_000 });
  const both = modal.getByText('Importar también los duplicados probables');
  if (await both.isVisible()) await both.click();
  await modal.getByRole('button', { name: 'Importar 6,000 filas' }).click();

  // Part-way: some rows written, not all, and the bar between its ends.
  const text = modal.getByTestId('import-progress-text');
  await expect(text).toHaveText(/^Creando los registros… [1-9][\d,]* de 6,000$/, { timeout: 60_000 });
  // Its bar between the checks (15 %) and the duplicates' step (90 %).
  if (process.env.SCREENSHOT_TO) await page.screenshot({ path: process.env.SCREENSHOT_TO });
  const bar = modal.getByTestId('import-progress');
  const percent = Number((await bar.getAttribute('aria-valuenow')) ?? (await bar.locator('[aria-valuenow]').first().getAttribute('aria-valuenow')));
  expect(percent).toBeGreaterThan(15);
  expect(percent).toBeLessThan(90);
  await page.screenshot({ path: testInfo.outputPath('import-progress-1440x900.png') });

  await expect(text).toHaveText('6,000 registros creados. Buscando duplicados y guardando el reporte…', { timeout: 60_000 });
  await expect(modal.getByText('Importación terminada')).toBeVisible({ timeout: 120_000 });
  await expect(modal.getByTestId('import-created')).toContainText('6,000');
});
