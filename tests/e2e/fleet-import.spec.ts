import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';

/**
 * The fleet imports (issue 29), as import.spec.ts does the retail one: a file in → its columns → the
 * preview (valid rows, the spec's message on an invalid one, a probable duplicate with its match) →
 * the import (its progress, then the result) → the records in the list → the .xlsx report with its
 * 'Error' column → 'Deshacer importación' and the records gone.
 */
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const modalOf = (page: Page, title: string) => page.locator('.ant-modal').filter({ hasText: title });

async function upload(page: Page, modal: Locator, fileName: string, csv: string, rowCount: number) {
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(modal).toBeVisible();
  await modal.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(modal.getByText(`${rowCount} filas. Elige a qué campo corresponde cada columna.`)).toBeVisible();
  await modal.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(modal.getByTestId('import-preview')).toBeVisible();
}

/** Imports `n` rows, checks the result, downloads the report and returns its rows (Fila, Estado, …, Error). */
async function importAndReport(page: Page, modal: Locator, n: number, created: number) {
  await modal.getByRole('button', { name: `Importar ${n} ${n === 1 ? 'fila' : 'filas'}` }).click();
  await expect(modal.getByText('Importación terminada')).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByTestId('import-created')).toContainText(String(created));
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Descargar reporte' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^importacion-\d+-reporte\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header[0]).toBe('Fila');
  expect(header[1]).toBe('Estado');
  expect(header.at(-1)).toBe('Error');
  return sheet
    .getSheetValues()
    .slice(2)
    .map((r) => (r as unknown[]).slice(1));
}

/** 'Deshacer' on the file's row of the recent imports (the wizard's first step). */
async function undoFromRecent(page: Page, modal: Locator, fileName: string) {
  await page.getByRole('button', { name: 'Importar' }).click();
  const recent = modal.getByTestId('import-batches');
  const row = recent.locator('tr').filter({ hasText: fileName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Deshacer' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Deshacer' }).click();
  await expect(row.getByText('Deshecha')).toBeVisible();
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();
}

async function search(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await page.getByPlaceholder(placeholder).press('Enter');
}

test('a fleet manager imports companies with their contacts: preview, import, the companies in the list, the report, undo', async ({ page, baseURL }) => {
  const existing = (await apiAs<{ name: string }[]>(baseURL!, 'fleet-manager@demo.mx', 'GET', '/company?page=1&limit=1')).data[0]!;
  const csv = [
    'Razón social;Dirección;Contacto;Teléfono del contacto;Correo del contacto;Puesto',
    'Transportes Quetzal Importados S.A.;Av. Juárez 100, Guadalajara;Ana Núñez;33 1234 5678;ana@quetzal.mx;Compras',
    'Transportes Quetzal Importados S.A.;;Luis Ortega;3312345679;luis@quetzal.mx;Flotilla',
    'Distribuidora Xólotl Importada;;Marta Peña;5512345678;marta@xolotl;Dirección',
    `${existing.name.toUpperCase()};;Pedro Ruiz;5598765432;pedro@ejemplo.mx;Gerente`,
  ].join('\r\n');

  await signInAs(page, 'fleet-manager@demo.mx');
  await page.goto('/fleets/companies');
  await expect(rows(page).first()).toBeVisible();
  const modal = modalOf(page, 'Importar empresas y contactos');
  await upload(page, modal, 'empresas-expo.csv', csv, 4);

  const preview = modal.getByTestId('import-preview');
  await expect(modal.getByTestId('import-status-2')).toHaveText('Válida');
  await expect(modal.getByTestId('import-status-3')).toHaveText('Válida');
  await expect(modal.getByTestId('import-status-4')).toHaveText('Con error');
  await expect(preview.getByText('El correo electrónico no es válido')).toBeVisible();
  await expect(modal.getByTestId('import-status-5')).toHaveText('Duplicado');
  await expect(preview.getByText(`La empresa ya existe en la agencia: ${existing.name}`)).toBeVisible();

  const report = await importAndReport(page, modal, 2, 2);
  expect(report).toHaveLength(4);
  expect(report.find((r) => r[0] === 4)).toEqual(expect.arrayContaining(['Error', 'El correo electrónico no es válido']));
  expect(report.find((r) => r[0] === 5)![1]).toBe('Omitido');
  expect(report.find((r) => r[0] === 2)![1]).toBe('Creado');
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  // Its wrap intercepts clicks until the close animation ends: the list's 'Importar' must wait for it.
  await expect(modal).toBeHidden();

  // One company for the two rows of the same name, in the list at once.
  await search(page, 'Buscar empresa', 'Quetzal Importados');
  await expect(rows(page).filter({ hasText: 'Transportes Quetzal Importados S.A.' })).toHaveCount(1);

  // Undone from the recent imports: the company is gone.
  await undoFromRecent(page, modal, 'empresas-expo.csv');
  await expect(rows(page).filter({ hasText: 'Transportes Quetzal Importados S.A.' })).toHaveCount(0);
});

test('a fleet coordinator imports fleet leads: preview, import, the leads in the list, the report, undo', async ({ page, baseURL }) => {
  const existing = (await apiAs<{ contactName: string; companyName: string }[]>(baseURL!, 'fleet-manager@demo.mx', 'GET', '/lead-fleet?page=1&limit=1')).data[0]!;
  const csv = [
    'Empresa;Contacto;Correo;Teléfono;Modelo;Cantidad;Comentarios',
    'Logística Tláloc Importada;Jorge Ávila Importado;jorge@tlaloc.mx;4771234567;Frison T8;3;Renovación',
    'Logística Tláloc Importada;Irma Solís Importada;irma@tlaloc.mx;;J7;cero;',
    `${existing.companyName};${existing.contactName};;5587878787;J7;1;`,
  ].join('\r\n');

  await signInAs(page, 'fleet-coordinator@demo.mx');
  await page.goto('/fleets/leads-flotilla');
  await expect(rows(page).first()).toBeVisible();
  const modal = modalOf(page, 'Importar leads de flotilla');
  await upload(page, modal, 'flotillas-expo.csv', csv, 3);

  const preview = modal.getByTestId('import-preview');
  await expect(modal.getByTestId('import-status-2')).toHaveText('Válida');
  await expect(modal.getByTestId('import-status-3')).toHaveText('Con error');
  await expect(preview.getByText('La cantidad debe ser mayor a 0')).toBeVisible();
  await expect(modal.getByTestId('import-status-4')).toHaveText('Duplicado');
  await expect(preview.getByText(new RegExp(`Posible duplicado de ${existing.contactName} \\(${existing.companyName}\\): mismo nombre`))).toBeVisible();

  const report = await importAndReport(page, modal, 1, 1);
  expect(report).toHaveLength(3);
  expect(report.find((r) => r[0] === 3)).toEqual(expect.arrayContaining(['Error', 'La cantidad debe ser mayor a 0']));
  expect(report.find((r) => r[0] === 4)![1]).toBe('Omitido');
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  // Its wrap intercepts clicks until the close animation ends: the list's 'Importar' must wait for it.
  await expect(modal).toBeHidden();

  await search(page, 'Buscar por nombre, correo o empresa', 'Jorge Ávila Importado');
  await expect(rows(page).filter({ hasText: 'Jorge Ávila Importado' })).toHaveCount(1);

  await undoFromRecent(page, modal, 'flotillas-expo.csv');
  await expect(rows(page).filter({ hasText: 'Jorge Ávila Importado' })).toHaveCount(0);
});

test('a fleet manager imports prospects: the prospect rules and messages, a duplicate, import, the prospect in the list, the report, undo', async ({ page, baseURL }) => {
  const existing = (await apiAs<{ firstName: string; lastName: string; email: string; phone: string }[]>(baseURL!, 'fleet-manager@demo.mx', 'GET', '/lead-fleet-prospect?page=1&limit=1')).data[0]!;
  const csv = [
    'Nombre,Apellidos,Correo,Teléfono,Empresa,Puesto,Modelo,Cantidad',
    'Sofía,Castañeda Importada,sofia@constructora-importada.mx,55 1111 2222,Constructora Ávila,Compras,Frison T8,4',
    'Héctor,Ibarra Importado,hector@ibarra.mx,5511,Ibarra Hnos,Dueño,J7,1',
    `${existing.firstName},${existing.lastName},${existing.email},${existing.phone},Otra Empresa,Gerente,J7,1`,
  ].join('\n');

  await signInAs(page, 'fleet-manager@demo.mx');
  await page.goto('/fleets/prospectos');
  await expect(rows(page).first()).toBeVisible();
  const modal = modalOf(page, 'Importar prospectos');
  await upload(page, modal, 'prospectos-expo.csv', csv, 3);

  const preview = modal.getByTestId('import-preview');
  await expect(modal.getByTestId('import-status-2')).toHaveText('Válida');
  await expect(modal.getByTestId('import-status-3')).toHaveText('Con error');
  await expect(preview.getByText('El teléfono debe tener 10 dígitos')).toBeVisible();
  await expect(modal.getByTestId('import-status-4')).toHaveText('Duplicado');
  await expect(preview.getByText(new RegExp(`Posible duplicado de ${existing.firstName} ${existing.lastName}: mismo`))).toBeVisible();

  const report = await importAndReport(page, modal, 1, 1);
  expect(report.find((r) => r[0] === 3)).toEqual(expect.arrayContaining(['Error', 'El teléfono debe tener 10 dígitos']));
  expect(report.find((r) => r[0] === 2)![1]).toBe('Creado');

  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  // Its wrap intercepts clicks until the close animation ends: the list's 'Importar' must wait for it.
  await expect(modal).toBeHidden();

  await search(page, 'Buscar por nombre, correo o compañía', 'Castañeda Importada');
  await expect(rows(page).filter({ hasText: 'Castañeda Importada' })).toHaveCount(1);
  await undoFromRecent(page, modal, 'prospectos-expo.csv');
  await expect(rows(page).filter({ hasText: 'Castañeda Importada' })).toHaveCount(0);
});
