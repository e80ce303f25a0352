import { expect, resetDatabase, signInAs, test } from './fixtures';
import { AdminPages } from './pages/AdminPages';
import { LoginPage } from './pages/LoginPage';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('an admin registers a user, who signs in the first time through the new-password step', async ({ page }) => {
  const admin = new AdminPages(page);
  await signInAs(page, 'admin@demo.mx');
  await admin.registerUser({ email: 'lucia.e2e@demo.mx', firstName: 'Lucía', lastName: 'Prueba', phone: '5512345678', agency: 'JAC Polanco', role: 'Asesor de Piso' });
  await expect(page.getByText('El usuario se creo correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByPlaceholder('Buscar por nombre o correo').fill('lucia.e2e');
  await page.getByPlaceholder('Buscar por nombre o correo').press('Enter');
  await expect(page.getByRole('row', { name: /Lucía Prueba/ })).toContainText('Asesor de Piso');
  const temporary = await admin.temporaryPasswordFor('lucia.e2e@demo.mx');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  const login = new LoginPage(page);
  await login.signIn('lucia.e2e@demo.mx', temporary);
  await page.getByLabel('Nueva contraseña').fill('Lucia2026!');
  await page.getByLabel('Confirmar contraseña').fill('Lucia2026!');
  await page.getByRole('button', { name: /contraseña|Continuar|Guardar/i }).click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(/Lucía Prueba/);
  await expect(page).toHaveURL(/\/sells\/leads$/);
});

test("an admin disables an adviser with 'random' and the adviser disappears from the users list", async ({ page }) => {
  const admin = new AdminPages(page);
  await signInAs(page, 'admin@demo.mx');
  await admin.disableUser('adviser-floor@demo.mx', 'Aleatorio');
  await expect(page.getByText('El usuario se eliminó correctamente')).toBeVisible();
  await expect(page.getByRole('row', { name: /adviser-floor@demo\.mx/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await new LoginPage(page).signIn('adviser-floor@demo.mx', 'Demo2026!');
  await expect(page.getByRole('alert').filter({ hasText: 'Usuario o contraseña' })).toHaveText('Usuario o contraseña incorrectos');
});

test('an admin creates an agency and sets its schedule', async ({ page }) => {
  const admin = new AdminPages(page);
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/admin/agencies');
  await page.getByRole('button', { name: 'Registrar nueva agencia' }).click();
  await page.getByRole('button', { name: 'Registrar agencia' }).click();
  await expect(page.getByText('Nombre comercial es obligatorio')).toBeVisible();

  await page.getByLabel('Nombre comercial').fill('JAC Mérida');
  await page.getByLabel('Razón social').fill('JAC Mérida Automotriz S.A. de C.V.');
  await page.getByLabel('Código de traspaso').fill('TR-3001');
  await page.getByText('Sí', { exact: true }).click();
  await page.getByLabel('Calle').fill('Paseo de Montejo');
  await page.getByLabel('Número exterior').fill('4a5');
  await expect(page.getByLabel('Número exterior')).toHaveValue('45');
  await page.getByLabel('Código postal').fill('97000');
  await admin.choose('Estado', 'Yucatán');
  await page.getByLabel('Ciudad o delegación').fill('Mérida');
  await page.getByLabel('Colonia').fill('Centro');
  await page.getByLabel('Municipio').fill('Mérida');
  await page.getByLabel('X', { exact: true }).fill('20.9674');
  await page.getByLabel('Y', { exact: true }).fill('-89.5926');
  await page.getByRole('button', { name: 'Registrar agencia' }).click();
  await expect(page.getByText('Agencia creada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/agencies$/);

  await page.goto('/admin/agencies/schedules');
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  await expect(page.getByText('Seleccione una agencia').first()).toBeVisible();
  await admin.choose('Agencia', 'JAC Mérida');
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  await page.getByTestId('day-D').click();
  await page.getByLabel('Apertura Lunes a Viernes').click();
  await page.getByLabel('Apertura Lunes a Viernes').fill('09:00');
  await page.getByLabel('Apertura Lunes a Viernes').press('Enter');
  await page.getByLabel('Cierre Lunes a Viernes').click();
  await page.getByLabel('Cierre Lunes a Viernes').fill('19:00');
  await page.getByLabel('Cierre Lunes a Viernes').press('Enter');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Horario modificado exitosamente')).toBeVisible();

  await page.reload();
  await admin.choose('Agencia', 'JAC Mérida');
  await expect(page.getByLabel('Apertura Lunes a Viernes')).toHaveValue('09:00');
  await expect(page.getByLabel('Cierre Lunes a Viernes')).toHaveValue('19:00');
  await expect(page.getByTestId('day-D')).toHaveClass(/checked/);
});

test("an admin sets an agency's lead assignment rule to 'Usuario Asignado' with an owner", async ({ page }) => {
  const admin = new AdminPages(page);
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/admin/agencies');
  await page.getByRole('cell', { name: 'JAC Puebla', exact: true }).click();
  for (const tab of ['General', 'Ubicación', 'Colaboradores', 'Redes']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await page.getByText('2 Usuario Asignado').click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Seleccione el usuario asignado para la regla Usuario Asignado').first()).toBeVisible();
  await admin.choose('Usuario asignado', 'Asesor');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('La información se ha actualizado')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Usuario asignado', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Colaboradores' }).click();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await page.screenshot({ path: '/tmp/admin-agency-detail.png' });
});
