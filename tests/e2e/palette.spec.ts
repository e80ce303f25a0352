import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';

/** Issue 43: Ctrl+K finds records the user may see, opens one with Enter, and Esc gives the focus back. */
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

type Row = { id: number; firstAndLastName: string };

test('Ctrl+K finds a lead by its phone in any form and by #id; Enter opens it; Esc restores the focus', async ({ page, baseURL }) => {
  const list = await apiAs<Row[]>(baseURL!, 'manager@demo.mx', 'GET', '/lead/new?page=1&limit=1&phase=SEGUIMIENTO');
  const lead = list.data[0]!;
  const detail = await apiAs<{ phone: string }>(baseURL!, 'manager@demo.mx', 'GET', `/lead/${lead.id}`);
  const digits = detail.data.phone.replace(/\D/g, '').slice(-10);
  await signInAs(page, 'manager@demo.mx');
  await page.goto('/sells/leads');
  const search = page.getByRole('searchbox').or(page.getByLabel('Buscar', { exact: true })).first();
  await expect(page.getByTestId('palette-button')).toBeVisible();
  await search.focus();

  const box = page.getByTestId('palette-input');
  for (const form of [`${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`, `+52${digits}`, digits]) {
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.fill(form);
    await expect(page.getByRole('option', { name: new RegExp(lead.firstAndLastName) }).first(), form).toBeVisible();
    await expect(page.getByTestId('palette-status')).toHaveText(/\d+ resultados?/);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(search, 'Esc gives the focus back to where it was').toBeFocused();
  }

  await page.getByTestId('palette-button').click();
  await box.fill(`#${lead.id}`);
  const option = page.getByRole('option', { name: new RegExp(lead.firstAndLastName) }).first();
  await expect(option).toContainText(`#${lead.id}`);
  await expect(box).toHaveAttribute('aria-activedescendant', 'palette-option-0');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sells/leads/${lead.id}$`));
});

test("the palette lists the role's screens and actions, in Spanish, and '?' shows the shortcuts", async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await expect(page.getByTestId('palette-button')).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByTestId('palette-input');
  await box.fill('crear');
  await expect(page.getByRole('option', { name: /Crear lead/ })).toBeVisible();
  await box.fill('agenda');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('option', { name: /Mi Agenda/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('body').press('?');
  await expect(page.getByRole('dialog', { name: 'Atajos de teclado' })).toBeVisible();
});

test('saved views: save the current state, share it with the agency, make it the default', async ({ page, baseURL }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await page.getByRole('tab', { name: /Seguimiento/ }).click();
  await page.getByRole('button', { name: 'Guardar vista' }).click();
  await page.getByLabel('Nombre de la vista').fill('Mi seguimiento');
  await page.getByRole('checkbox', { name: 'Compartida con mi agencia' }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const chip = page.getByTestId('saved-views').getByRole('button', { name: /^Mi seguimiento/ });
  await expect(chip).toBeVisible();
  await expect(page.getByTestId('saved-views')).toContainText('Compartida');
  // Shared with the agency: an adviser of the same agency sees it too.
  const adviserViews = await apiAs<{ name: string; shared: boolean }[]>(baseURL!, 'adviser-floor@demo.mx', 'GET', `/saved-views?list=${encodeURIComponent('/sells/leads')}`);
  expect(adviserViews.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Mi seguimiento', shared: true })]));

  // Another tab, then the view puts Seguimiento back.
  await page.getByRole('tab', { name: /Todos/ }).click();
  await chip.click();
  await expect(page.getByRole('tab', { name: /Seguimiento/ })).toHaveAttribute('aria-selected', 'true');

  // The default view opens the list: from 'Todos', a reload comes back on Seguimiento.
  await page.getByRole('button', { name: 'Opciones de Mi seguimiento' }).click();
  await page.getByRole('menuitem', { name: 'Usar por defecto' }).click();
  await expect(page.getByLabel('Predeterminada')).toBeVisible();
  await page.getByRole('tab', { name: /Todos/ }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: /Seguimiento/ })).toHaveAttribute('aria-selected', 'true');
});

test("a palette action opens its dialog on its screen ('Crear cita' from the leads list), and the address forgets it", async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto('/sells/leads');
  await expect(page.getByTestId('palette-button')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByTestId('palette-input').fill('crear cita');
  await page.getByRole('option', { name: /Crear cita/ }).click();
  await expect(page).toHaveURL(/\/sells\/agenda$/);
  await expect(page.getByRole('dialog', { name: 'Crear cita' })).toBeVisible();

  // 'Crear lead' while on the leads list: the create-lead dialog opens there too.
  await page.goto('/sells/leads');
  await expect(page.getByRole('tab', { name: /Todos/ })).toBeVisible();
  await page.getByTestId('palette-button').click();
  await page.getByTestId('palette-input').fill('crear lead');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Crear lead' })).toBeVisible();
  await expect(page).toHaveURL(/\/sells\/leads$/);
});
