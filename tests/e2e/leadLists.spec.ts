import type { Page } from '@playwright/test';
import { expect, resetDatabase, signInAs, test } from './fixtures';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Waits until the list has answered: its rows or its empty state shown, and no spinner over them. */
async function listLoaded(page: Page): Promise<void> {
  await expect(rows(page).first().or(page.locator('.ant-table-placeholder'))).toBeVisible();
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

const FUNNEL_LABELS = /^(Subasta|Primer contacto|Seguimiento|Cierre)$/;

test('a manager unfreezes a frozen lead: the toast says so, the lead leaves the list and is back in the funnel', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells/leads-congelados');
  await expect(rows(page).first()).toBeVisible();
  const id = (await rows(page).first().locator('td').first().innerText()).match(/#(\d+)/)![1]!;
  await rows(page).first().getByRole('button', { name: 'Descongelar' }).click();
  await expect(page.getByText('Lead descongelado')).toBeVisible();
  await expect(page.getByText('El lead se modificó exitosamente')).toBeVisible();
  await expect(rows(page).filter({ hasText: `#${id}` })).toHaveCount(0);
  // A fresh load of the frozen list, once it has answered, does not hold the lead either.
  await page.reload();
  await listLoaded(page);
  await expect(rows(page).filter({ hasText: `#${id}` })).toHaveCount(0);
  // The lead itself: its data panel, for this id, shows a funnel phase (not 'Congelado').
  await page.goto(`/sells/leads/${id}`);
  const data = page.getByTestId('lead-data');
  await expect(data.locator('.ant-descriptions-item').filter({ has: page.locator('.ant-descriptions-item-label', { hasText: /^ID$/ }) }).locator('.ant-descriptions-item-content')).toHaveText(id);
  await expect(data.getByTestId('phase-badge')).toHaveText(FUNNEL_LABELS);
});

test('a coordinator returns a future-sale lead; the name search runs on the icon and then clears the box', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads-futura-compra');
  await expect(rows(page).first()).toBeVisible();
  const name = (await rows(page).first().locator('td').first().locator('strong').innerText()).trim();
  const box = page.getByPlaceholder('Buscar por nombre');
  await box.fill(name.split(' ')[0]!);
  await page.getByLabel('Buscar', { exact: true }).click();
  await expect(box).toHaveValue('');
  await expect(rows(page).first()).toContainText(name.split(' ')[0]!);
  const id = (await rows(page).first().locator('td').first().innerText()).match(/#(\d+)/)![1]!;
  await rows(page).first().getByRole('button', { name: 'Regresar' }).click();
  await expect(page.getByText('Lead regresado con éxito')).toBeVisible();
  await expect(rows(page).filter({ hasText: `#${id}` })).toHaveCount(0);
  await page.reload();
  await listLoaded(page);
  await expect(rows(page).filter({ hasText: `#${id}` })).toHaveCount(0);
});
