import type { Page } from '@playwright/test';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';
import { pick } from './pages/selects';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const modal = (page: Page) => page.locator('.ant-modal').filter({ hasText: 'Importar leads' });

test('a coordinator imports a spreadsheet of leads: preview with an invalid row and a duplicate, import, the leads in the list, undo', async ({ page, baseURL }) => {
  // An existing lead the file repeats (same name, e-mail and phone): the preview calls it a duplicate.
  const list = await apiAs<{ id: number }[]>(baseURL!, 'admin@demo.mx', 'GET', '/lead/new?page=1&limit=1');
  const existing = (await apiAs<{ firstName: string; lastName: string; email: string; phone: string }>(baseURL!, 'admin@demo.mx', 'GET', `/lead/${list.data[0]!.id}`)).data;
  const csv = [
    'Nombre;Apellidos;Correo electrónico;Teléfono;Modelo;Comentarios',
    'Citlali;Xochitl Importada;citlali.importada@example.mx;55 2233 4455;Sei4 Pro;Feria de Otoño',
    'Tonatiuh;Importado Reyes;tonatiuh.importado@example.mx;5566554433;J7;',
    'Begoña;Sin Correo;begona@ejemplo;5512345678;;',
    `${existing.firstName};${existing.lastName};${existing.email};${existing.phone};;`,
  ].join('\r\n');

  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(modal(page)).toBeVisible();
  await modal(page).locator('input[type=file]').setInputFiles({ name: 'feria-otono.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // Columns: suggested from the headers; the origin of rows without one.
  await expect(modal(page).getByText('4 filas. Elige a qué campo corresponde cada columna.')).toBeVisible();
  await expect(modal(page).getByLabel('Campo de la columna Correo electrónico')).toBeVisible();
  // Without an origin column or a chosen origin every row would fail: the preview waits for one.
  await expect(modal(page).getByRole('alert').filter({ hasText: 'Selecciona el origen de los leads' })).toBeVisible();
  await expect(modal(page).getByRole('button', { name: 'Ver vista previa' })).toBeDisabled();
  await pick(page, modal(page), 'Origen de los leads', 'Referido');
  await expect(modal(page).getByRole('alert').filter({ hasText: 'Selecciona el origen de los leads' })).toHaveCount(0);
  await modal(page).getByRole('button', { name: 'Ver vista previa' }).click();

  // Preview: the invalid e-mail with the spec's message, the duplicate with its percentage.
  const preview = modal(page).getByTestId('import-preview');
  await expect(preview).toBeVisible();
  await expect(modal(page).getByTestId('import-status-4')).toHaveText('Con error');
  await expect(preview.getByText('El email ingresado no es válido')).toBeVisible();
  await expect(modal(page).getByTestId('import-status-5')).toHaveText('Duplicado');
  await expect(preview.getByText(new RegExp(`Posible duplicado de ${existing.firstName} ${existing.lastName}: mismo`))).toBeVisible();
  await expect(modal(page).getByTestId('import-status-2')).toHaveText('Válida');

  await modal(page).getByRole('button', { name: 'Importar 2 filas' }).click();
  await expect(modal(page).getByText('Importación terminada')).toBeVisible({ timeout: 30_000 });
  await expect(modal(page).getByTestId('import-created')).toContainText('2');
  await modal(page).locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();

  // The new leads are in the list at once.
  await page.getByPlaceholder('Buscar por nombre, correo o teléfono').fill('Importad');
  await page.getByPlaceholder('Buscar por nombre, correo o teléfono').press('Enter');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: 'Citlali Xochitl Importada' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Tonatiuh Importado Reyes' })).toBeVisible();

  // Undo from the recent imports.
  await page.getByRole('button', { name: 'Importar' }).click();
  const recent = modal(page).getByTestId('import-batches');
  await expect(recent.getByText('feria-otono.csv')).toBeVisible();
  await recent.getByRole('button', { name: 'Deshacer' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText('Importación deshecha')).toBeVisible();
  await expect(recent.getByText('Deshecha')).toBeVisible();
  await modal(page).locator('.ant-modal-footer').getByRole('button', { name: 'Cancelar' }).click();
  await expect(rows.filter({ hasText: 'Citlali Xochitl Importada' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Tonatiuh Importado Reyes' })).toHaveCount(0);
});
