import { expect, resetDatabase, signInAs, test } from './fixtures';
import { VisitsPage } from './pages/VisitsPage';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('step 1 shows the spec messages and focuses the invalid field', async ({ page }) => {
  await signInAs(page, 'hostess@demo.mx');
  const visits = new VisitsPage(page);
  await visits.goto();
  await visits.openWizard();
  await visits.next();
  await expect(visits.wizard().getByText('Al menos un campo es requerido')).toBeVisible();
  await expect(visits.field('Nombre')).toBeFocused();
  await visits.field('Teléfono').fill('55123');
  await visits.next();
  await expect(visits.wizard().getByText('El teléfono debe contener exactamente 10 dígitos')).toBeVisible();
  await expect(visits.field('Teléfono')).toBeFocused();
  await visits.field('Teléfono').fill('');
  await visits.field('Correo electrónico').fill('sin-arroba');
  await visits.next();
  await expect(visits.wizard().getByText('El correo electrónico no tiene un formato válido')).toBeVisible();
  await expect(visits.field('Correo electrónico')).toBeFocused();
});

test('a hostess registers a returning client (existing lead) and goes to the lead', async ({ page }) => {
  await signInAs(page, 'hostess@demo.mx');
  const visits = new VisitsPage(page);
  await visits.goto();
  await expect(visits.rows().first()).toBeVisible();
  const before = Number((await visits.allTab().innerText()).match(/\d+/)![0]);
  const name = (await visits.rows().first().locator('td').first().locator('strong').innerText()).trim();
  await visits.openWizard();
  await visits.field('Nombre').fill(name);
  await visits.next();
  await expect(visits.wizard().getByText(/Se encontr(ó 1 lead|aron \d+ leads)\b/)).toBeVisible();
  await visits.next();
  await expect(visits.wizard().getByText('Seleccione un lead')).toBeVisible();
  await visits.wizard().getByRole('radio').first().check();
  await visits.next();
  await expect(visits.wizard().getByText('Registrado con éxito')).toBeVisible();
  await expect(visits.wizard().getByText('Visita creada con éxito')).toBeVisible();
  await expect(visits.allTab()).toHaveText(`Todos (${before + 1})`);
  await visits.wizard().getByRole('button', { name: 'Ir al lead' }).click();
  await expect(page).toHaveURL(/\/sells\/leads\/\d+$/);
});

test('a walk-in with no match goes to the new-lead step, which checks every field', async ({ page }) => {
  await signInAs(page, 'hostess@demo.mx');
  const visits = new VisitsPage(page);
  await visits.goto();
  await visits.openWizard();
  await visits.field('Nombre').fill('Zacarías');
  await visits.field('Apellido').fill('Inexistente Quiñónez');
  await visits.field('Teléfono').fill('5500000001');
  await visits.next();
  await expect(visits.wizard().getByText('No se encontraron leads: registra al cliente.')).toBeVisible();
  await expect(visits.field('Nombre')).toHaveValue('Zacarías');
  await expect(visits.field('Cantidad')).toHaveValue('0');
  await visits.next();
  await expect(visits.wizard().getByText('Faltan campos por llenar').first()).toBeVisible();
  await visits.wizard().getByRole('button', { name: 'Atrás' }).click();
  await expect(visits.field('Apellido')).toBeVisible();
});

test('a hostess registers a walk-in: the lead is created and a NEW visit recorded', async ({ page }) => {
  await signInAs(page, 'hostess@demo.mx');
  const visits = new VisitsPage(page);
  await visits.goto();
  await expect(visits.rows().first()).toBeVisible();
  const before = Number((await visits.allTab().innerText()).match(/\d+/)![0]);
  await visits.openWizard();
  await visits.field('Nombre').fill('Zacarías');
  await visits.field('Apellido').fill('Caminante Nuevo');
  await visits.field('Teléfono').fill('5500000002');
  await visits.next();
  await expect(visits.wizard().getByText('No se encontraron leads: registra al cliente.')).toBeVisible();
  // Open a select and take its first option with the keyboard, as a user may.
  const pickFirst = async (label: string) => {
    await visits.field(label).click();
    await page.keyboard.press('Enter');
  };
  // Origin defaults to 'Registro piso' and the sale type to retail.
  await expect(visits.wizard().getByText('Registro piso')).toBeVisible();
  await pickFirst('Asesor');
  await pickFirst('Producto');
  await pickFirst('Color');
  await visits.field('Cantidad').fill('1');
  await visits.next();
  await expect(visits.wizard().getByText('Registrado con éxito')).toBeVisible();
  await expect(visits.allTab()).toHaveText(`Todos (${before + 1})`);
  await visits.wizard().getByRole('button', { name: 'Ir al lead' }).click();
  await expect(page).toHaveURL(/\/sells\/leads\/\d+$/);
  await expect(page.getByText('Zacarías Caminante Nuevo').first()).toBeVisible();
});
