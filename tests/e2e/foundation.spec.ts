import type { Page } from '@playwright/test';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';
import { pickIn } from './pages/selects';
import { LoginPage } from './pages/LoginPage';

/** Each role's home and top-level menu, written out from spec part 1 §2 (homes, Menu) and the renderer README's decisions; 'Conversaciones' is the WhatsApp inbox of the roles that answer leads (issue 53). */
const ROLES: [string, string, string[]][] = [
  ['admin', '/admin', ['Mi Perfil JAC', 'Ventas', 'Flotillas', 'Conversaciones', 'Atención al Cliente', 'Marketing', 'Producto', 'Recursos Humanos', 'JAC Store', 'E-Commerce']],
  ['manager', '/sells', ['Mi Perfil JAC', 'Ventas', 'Conversaciones']],
  ['coordinator', '/sells', ['Mi Perfil JAC', 'Ventas', 'Conversaciones']],
  ['bdc', '/sells', ['Mi Perfil JAC', 'Ventas', 'Conversaciones']],
  ['hostess', '/sells', ['Mi Perfil JAC', 'Ventas']],
  ['sales-admin', '/sells', ['Mi Perfil JAC', 'Ventas', 'Flotillas']],
  ['adviser-digital', '/sells/leads', ['Mi Perfil JAC', 'Ventas', 'Conversaciones']],
  ['adviser-floor', '/sells/leads', ['Mi Perfil JAC', 'Ventas', 'Conversaciones']],
  ['adviser-hybrid', '/sells/leads', ['Mi Perfil JAC', 'Ventas', 'Conversaciones']],
  ['adviser-telefonica', '/sells/leads', ['Mi Perfil JAC', 'Ventas', 'Conversaciones']],
  ['fleet-executive', '/fleets/leads-flotilla', ['Flotillas', 'Conversaciones']],
  ['fleet-coordinator', '/fleets/leads-flotilla', ['Flotillas', 'Conversaciones']],
  ['fleet-manager', '/fleets/leads-flotilla', ['Flotillas', 'Conversaciones']],
  ['product', '/product', ['Producto']],
  ['support', '/support', ['Atención al Cliente']],
  ['marketing', '/marketing/support', ['Marketing']],
  ['hr', '/hr', ['Recursos Humanos']],
];

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

for (const [role, home, menu] of ROLES) {
  test(`${role} signs in, lands on ${home} and sees exactly its menu`, async ({ page }) => {
    await signInAs(page, `${role}@demo.mx`);
    await expect(page).toHaveURL(new RegExp(`${home.replace(/\//g, '\\/')}$`));
    const entries = page.getByTestId('side-menu').locator('.ant-menu-root > li.ant-menu-item, .ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title');
    await expect(entries).toHaveText(menu);
    await expect(page.getByTestId('version-label')).toHaveText('v1.4.0');
  });
}

test('Postventa is shown to admin only', async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await expect(page.getByRole('button', { name: /Postventa/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, 'manager@demo.mx');
  await expect(page.getByRole('button', { name: /Postventa/ })).toHaveCount(0);
});

test('missing credentials say "Falta Usuario o Contraseña", a wrong password "Usuario o contraseña incorrectos"', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(login.error()).toHaveText('Falta Usuario o Contraseña');
  await login.signIn('bdc@demo.mx', 'incorrecta');
  await expect(login.error()).toHaveText('Usuario o contraseña incorrectos');
});

test('a protected route while signed out goes to login and comes back after sign-in', async ({ page }) => {
  await page.goto('/sells/citas');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsells%2Fcitas/);
  await new LoginPage(page).signIn('coordinator@demo.mx', 'Demo2026!');
  await expect(page).toHaveURL(/\/sells\/citas$/);
});

test('a route outside the role’s areas sends it to its home', async ({ page }) => {
  await signInAs(page, 'bdc@demo.mx');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/sells$/);
});

test('an unknown route shows the 404 text', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/no/existe');
  await expect(page.getByText('Error 404: Ruta no encontrada')).toBeVisible();
});

test('logout records the action and returns to login', async ({ page }) => {
  await signInAs(page, 'hostess@demo.mx');
  const logout = page.waitForRequest((r) => r.url().endsWith('/api/user/Login/') && r.method() === 'POST' && r.postDataJSON().action === 2);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await logout;
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/sells');
  await expect(page).toHaveURL(/\/login/);
});

/** The lead ids of the rows a list shows, as the user reads them ('#123' in the contact column). */
const rowIds = async (page: Page) =>
  (await page.locator('.ant-table-tbody tr.ant-table-row td:first-child').allInnerTexts()).map((t) => Number(t.match(/#(\d+)/)?.[1]));

test('the agency selector switches the leads list to the chosen agency, and the choice survives a reload', async ({ page, baseURL }) => {
  const agencies = (await apiAs<{ id: number; name: string }[]>(baseURL!, 'admin@demo.mx', 'GET', '/agency/')).data;
  const monterrey = agencies.find((a) => a.name === 'JAC Monterrey')!.id;
  // What each agency's first page holds (set-up only: the screen is what is asserted).
  const firstPage = async (agencyId: number) =>
    (await apiAs<{ id: number }[]>(baseURL!, 'admin@demo.mx', 'GET', '/lead/new?page=1&limit=10', undefined, agencyId)).data.map((l) => l.id);
  const own = await firstPage(1);
  const other = await firstPage(monterrey);
  expect(own).toHaveLength(10);
  expect(other).toHaveLength(10);
  expect(other.filter((id) => own.includes(id))).toEqual([]);

  await signInAs(page, 'admin@demo.mx');
  await page.goto('/sells/leads');
  await expect.poll(() => rowIds(page)).toEqual(own);
  const selector = page.getByTestId('agency-selector');
  await pickIn(page, selector, 'JAC Monterrey');
  await expect(selector).toContainText('JAC Monterrey');
  await expect.poll(() => rowIds(page)).toEqual(other);
  await page.reload();
  await expect(page.getByTestId('agency-selector')).toContainText('JAC Monterrey');
  await expect.poll(() => rowIds(page)).toEqual(other);
});

test('the bell lists unread notifications; choosing one opens its lead and it leaves the list, and the dot goes once none is left', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  const dot = page.getByTestId('notification-dot').locator('.ant-badge-dot');
  const bell = page.getByRole('button', { name: 'Notificaciones' });
  const items = page.getByTestId('notification-list').locator('.ant-list-item');
  await expect(dot).toBeVisible();
  await bell.click();
  await expect(items).toHaveCount(2);
  const seen: string[] = [];
  for (const left of [1, 0]) {
    await expect(page.getByTestId('notification-list')).toBeVisible();
    const first = items.first();
    const description = (await first.locator('.ant-list-item-meta-description > div').first().innerText()).trim();
    // 'Se te asignó el lead Ana Pérez' / 'Tienes una cita hoy con Ana Pérez': the lead it is about.
    const name = description.replace(/^(Se te asignó el lead|Tienes una cita hoy con) /, '');
    expect(name).not.toBe(description);
    seen.push(description);
    await first.click();
    // Choosing one closes the list (a closed popover keeps its last content until opened again).
    await expect(page.getByTestId('notification-list')).toBeHidden();
    await expect(page).toHaveURL(/\/sells\/leads\/\d+$/);
    await expect(page.getByTestId('lead-data')).toContainText(name);
    // The bell again: the chosen one is gone.
    await bell.click();
    await expect(page.getByTestId('notification-list')).toBeVisible();
    await expect(items).toHaveCount(left);
    for (const gone of seen) await expect(page.getByTestId('notification-list').getByText(gone, { exact: true })).toHaveCount(0);
    if (left > 0) await expect(dot).toBeVisible();
  }
  await expect(page.getByTestId('notification-list')).toContainText('Sin notificaciones');
  await expect(dot).toHaveCount(0);
});
