import type { Page } from '@playwright/test';
import { expect, resetDatabase, signInAs, test } from './fixtures';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('a manager unfreezes a frozen lead: the toast says so and the lead leaves the list', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells/leads-congelados');
  await expect(rows(page).first()).toBeVisible();
  const id = (await rows(page).first().locator('td').first().innerText()).match(/#(\d+)/)![1]!;
  await rows(page).first().getByRole('button', { name: 'Descongelar' }).click();
  await expect(page.getByText('Lead descongelado')).toBeVisible();
  await expect(page.getByText('El lead se modificó exitosamente')).toBeVisible();
  await expect(rows(page).filter({ hasText: `#${id}` })).toHaveCount(0);
  await page.goto(`/sells/leads/${id}`);
  // The lead's own phase badge, once shown (the side menu has a 'Congelados' item of its own).
  await expect(page.getByTestId('phase-badge')).toBeVisible();
  await expect(page.getByTestId('phase-badge')).not.toContainText('Congelado');
});

test('a coordinator returns a future-sale lead; the name search runs on the icon and then clears the box', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads-futura-compra');
  await expect(rows(page).first()).toBeVisible();
  const name = (await rows(page).first().locator('td').first().locator('strong').innerText()).trim();
  const box = page.getByPlaceholder('Buscar por nombre');
  await box.fill(name.split(' ')[0]!);
  await page.getByLabel('Buscar').click();
  await expect(box).toHaveValue('');
  await expect(rows(page).first()).toContainText(name.split(' ')[0]!);
  const id = (await rows(page).first().locator('td').first().innerText()).match(/#(\d+)/)![1]!;
  await rows(page).first().getByRole('button', { name: 'Regresar' }).click();
  await expect(page.getByText('Lead regresado con éxito')).toBeVisible();
  await expect(rows(page).filter({ hasText: `#${id}` })).toHaveCount(0);
});
