import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, resetDatabase, signInAs, test } from './fixtures';

/** Issue 17: no serious or critical axe violation on the seven screens a showroom uses most. */
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

for (const [name, email, path, ready] of [
  ['leads list', 'coordinator@demo.mx', '/sells/leads', '.ant-table-tbody tr.ant-table-row'],
  ['agenda', 'coordinator@demo.mx', '/sells/agenda', 'text=Crear cita'],
  ['Citas', 'coordinator@demo.mx', '/sells/citas', '[data-testid="active-filters"]'],
  ['dashboard', 'manager@demo.mx', '/sells', 'text=Funnel Ventas'],
  ['admin users', 'admin@demo.mx', '/admin/users', '.ant-table-tbody tr.ant-table-row'],
] as const) {
  test(name, async ({ page }) => {
    await signInAs(page, email);
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(1);
  });
}

test('lead detail', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await page.locator('.ant-table-tbody tr.ant-table-row a.crm-row-link').first().click();
  await expect(page.getByTestId('lead-data')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
