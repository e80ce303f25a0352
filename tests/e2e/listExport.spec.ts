import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { expect, resetDatabase, signInAs, test } from './fixtures';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function exportAs(page: Page, label: 'Excel (.xlsx)' | 'CSV (.csv)') {
  await page.getByRole('button', { name: 'Exportar' }).hover();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: label }).click();
  const file = await download;
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

test('a coordinator exports the leads list as .xlsx: every row of the filtered list, Spanish headers and labels', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('tab', { name: /Seguimiento/ }).click();
  const count = Number(await page.getByTestId('count-SEGUIMIENTO').innerText());
  const { name, body } = await exportAs(page, 'Excel (.xlsx)');
  expect(name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).value).toBe('Contacto');
  expect(sheet.rowCount - 1).toBe(count);
  for (let r = 2; r <= sheet.rowCount; r++) expect(sheet.getRow(r).getCell(5).value).toBe('Seguimiento');
});

test('a fleet manager exports the companies as .csv', async ({ page }) => {
  await signInAs(page, 'fleet-manager@demo.mx');
  await page.goto('/fleets/companies');
  await expect(rows(page).first()).toBeVisible();
  const total = Number((await page.getByTestId('list-total').innerText()).match(/(\d+) registro/)![1]);
  const { name, body } = await exportAs(page, 'CSV (.csv)');
  expect(name).toMatch(/^empresas-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parse(body, { bom: true }) as string[][];
  expect(csv[0]).toContain('Razón social');
  expect(csv.length - 1).toBe(total);
});
