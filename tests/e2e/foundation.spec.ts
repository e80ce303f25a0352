import { expect, resetDatabase, signInAs, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

/** Each role's home and top-level menu, written out from spec part 1 §2 (homes, Menu) and SPEC-DECISIONS. */
const ROLES: [string, string, string[]][] = [
  ['admin', '/admin', ['Mi Perfil JAC', 'Ventas', 'Flotillas', 'Atención al Cliente', 'Marketing', 'Producto', 'Recursos Humanos', 'JAC Store', 'E-Commerce']],
  ['manager', '/sells', ['Mi Perfil JAC', 'Ventas']],
  ['coordinator', '/sells', ['Mi Perfil JAC', 'Ventas']],
  ['bdc', '/sells', ['Mi Perfil JAC', 'Ventas']],
  ['hostess', '/sells', ['Mi Perfil JAC', 'Ventas']],
  ['sales-admin', '/sells', ['Mi Perfil JAC', 'Ventas', 'Flotillas']],
  ['adviser-digital', '/sells/leads', ['Mi Perfil JAC', 'Ventas']],
  ['adviser-floor', '/sells/leads', ['Mi Perfil JAC', 'Ventas']],
  ['adviser-hybrid', '/sells/leads', ['Mi Perfil JAC', 'Ventas']],
  ['adviser-telefonica', '/sells/leads', ['Mi Perfil JAC', 'Ventas']],
  ['fleet-executive', '/fleets/leads-flotilla', ['Flotillas']],
  ['fleet-coordinator', '/fleets/leads-flotilla', ['Flotillas']],
  ['fleet-manager', '/fleets/leads-flotilla', ['Flotillas']],
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

test('the agency selector switches the agency sent with the next request', async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.getByTestId('agency-selector').click();
  await page.getByTitle('JAC Monterrey').click();
  const next = page.waitForRequest((r) => r.url().includes('/api/') && r.headers()['agencyid'] !== undefined && r.headers()['agencyid'] !== '1');
  await page.reload();
  const request = await next;
  expect(request.headers()['agencyid']).toBe('3');
});

test('the bell shows a red dot while notifications are unread; choosing one discards it and opens its lead', async ({ page }) => {
  await signInAs(page, 'manager@demo.mx');
  await expect(page.getByTestId('notification-dot').locator('.ant-badge-dot')).toBeVisible();
  await page.getByRole('button', { name: 'Notificaciones' }).click();
  const first = page.getByTestId('notification-list').locator('.ant-list-item').first();
  const discard = page.waitForRequest((r) => r.url().includes('/api/notification/discard/') && r.method() === 'PATCH');
  await first.click();
  await discard;
  await expect(page).toHaveURL(/\/sells\/leads\/\d+$/);
});
