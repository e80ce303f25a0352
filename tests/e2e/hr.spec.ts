import AxeBuilder from '@axe-core/playwright';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { choose } from './pages/LeadsListPage';

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

const TITLE = 'Analista de Inteligencia Comercial';

test('hr creates a vacancy with de-duplicated lists, sees it on the public jobs board, then deletes it', async ({ page, browser, baseURL }) => {
  // Two sessions, an accessibility scan and screenshots: longer than one screen's test.
  test.setTimeout(150_000);
  await signInAs(page, 'hr@demo.mx');
  await page.goto('/hr/vacancies');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacantes' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Operador\(a\) de Producción/ })).toBeVisible();

  await page.getByRole('button', { name: 'Crear vacante' }).click();
  const modal = page.getByRole('dialog', { name: 'Crear vacante' });
  await expect(modal).toBeVisible();
  // Nothing filled: the spec's warning.
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Crear vacante' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Datos incompletos' })).toContainText('Por favor, llena todos los campos');

  await modal.getByLabel('Título').fill(TITLE);
  await choose(page, modal, 'Ubicación', 'Ciudad de México');
  await choose(page, modal, 'Área', 'Comercial');
  const req = modal.getByLabel('Nuevo requisito');
  await req.fill('Licenciatura en Economía');
  await req.press('Enter');
  await req.fill('  licenciatura en economía ');
  await req.press('Enter');
  await req.fill('   ');
  await modal.getByRole('button', { name: 'Agregar requisito' }).click();
  await req.fill('Power BI avanzado');
  await modal.getByRole('button', { name: 'Agregar requisito' }).click();
  await expect(modal.getByRole('list', { name: 'Requisitos agregados' }).getByRole('listitem')).toHaveText(['Licenciatura en Economía×', 'Power BI avanzado×']);
  const act = modal.getByLabel('Nueva actividad');
  await act.fill('Analizar ventas por agencia');
  await act.press('Enter');
  await act.fill('Analizar ventas por agencia');
  await act.press('Enter');
  const off = modal.getByLabel('Nuevo ofrecimiento');
  await off.fill('Prestaciones superiores a las de ley');
  await off.press('Enter');
  await modal.getByLabel('Sueldo').fill('$30,000 brutos mensuales');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/hr-create-modal-1440.png' });

  const created = page.waitForResponse((r) => r.url().includes('/api/bolsa-trabajo') && r.request().method() === 'POST');
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Crear vacante' }).click();
  const body = (await (await created).json()) as { data: { requirements: string[]; activities: string[] } };
  expect(body.data.requirements).toEqual(['Licenciatura en Economía', 'Power BI avanzado']);
  expect(body.data.activities).toEqual(['Analizar ventas por agencia']);
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Vacante creada correctamente' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toBeVisible();
  await page.screenshot({ path: 'test-results/hr-vacancies-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toBeVisible();
  await foldMenu(page);
  await page.screenshot({ path: 'test-results/hr-vacancies-390.png', fullPage: true });

  // The public board, in a fresh context without any session.
  const visitor = await browser.newContext({ baseURL, locale: 'es-MX', viewport: { width: 1440, height: 900 } });
  const board = await visitor.newPage();
  const loaded = board.waitForResponse((r) => r.url().endsWith('/api/public/jobs'));
  await board.goto('/empleos');
  expect((await loaded).status()).toBe(200);
  await expect(board.getByRole('heading', { level: 1 })).toHaveText('Bolsa de trabajo');
  await expect(board.getByRole('heading', { level: 1 })).toHaveCount(1);
  const job = board.getByRole('article', { name: TITLE });
  await job.getByText(TITLE).click();
  await expect(job.getByRole('listitem').filter({ hasText: /licenciatura en economía/i })).toHaveCount(1);
  await expect(job.getByText('Power BI avanzado')).toBeVisible();
  await expect(job.getByText('$30,000 brutos mensuales')).toBeVisible();
  await board.getByLabel('Ubicación').selectOption('Cd. Sahagún, Hidalgo');
  await expect(board.getByRole('article', { name: TITLE })).toHaveCount(0);
  await expect(board).toHaveURL(/ubicacion=Cd/);
  await board.getByLabel('Ubicación').selectOption('Ciudad de México');
  await board.getByLabel('Área').selectOption('Comercial');
  await expect(board.getByRole('article', { name: TITLE })).toBeVisible();
  const axe = await new AxeBuilder({ page: board }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await board.screenshot({ path: 'test-results/jobs-board-1440.png', fullPage: true });
  await board.setViewportSize({ width: 390, height: 844 });
  await board.screenshot({ path: 'test-results/jobs-board-390.png', fullPage: true });
  // The page does not load the signed-in app (no antd, no sign-in calls).
  const scripts = await board.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.some((s) => s.includes('/cognito') || s.includes('/config.json'))).toBe(false);
  await visitor.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await row.getByRole('button', { name: `Eliminar ${TITLE}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Vacante eliminada correctamente' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toHaveCount(0);
});

test('the hr home links the vacancies and the public board; other roles are kept out', async ({ page }) => {
  await signInAs(page, 'hr@demo.mx');
  await page.goto('/hr');
  await expect(page.getByRole('heading', { level: 1, name: 'Recursos Humanos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bolsa de trabajo pública/ })).toHaveAttribute('href', '/empleos');
});

test('roles outside hr and admin are sent home from the vacancies and the product catalogue', async ({ page }) => {
  await signInAs(page, 'adviser-floor@demo.mx');
  for (const path of ['/hr/vacancies', '/product', '/product/create']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sells\/leads$/);
  }
});
