import { expect, resetDatabase, signInAs, test } from './fixtures';
import { CitasPage } from './pages/CitasPage';
import { pickIn } from './pages/selects';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('a coordinator starts, marks no-show and reschedules confirmed appointments', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const citas = new CitasPage(page);
  await citas.goto();
  await expect(citas.rows().first()).toBeVisible();
  await expect(page.getByText(/\d+ registros?$/)).toBeVisible();
  await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();

  const first = citas.rows().first();
  const started = await citas.clientOf(first);
  await citas.confirmAction(first, 'Iniciar cita');
  await expect(citas.toast('La cita se ha iniciado correctamente')).toBeVisible();
  // Only CONFIRMED rows are listed by default: the started one leaves the list.
  await expect(citas.rows().filter({ hasText: started })).toHaveCount(0);

  const second = citas.rows().first();
  await citas.confirmAction(second, 'No asistió');
  await expect(citas.toast('La cita se marcó como no asistida')).toBeVisible();

  const third = citas.rows().first();
  await third.getByRole('button', { name: 'Reagendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reagendar cita' });
  await dialog.getByRole('button', { name: 'Reagendar' }).click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: 'Atención' })).toBeVisible();
  await expect(page.getByText('Debes seleccionar una fecha para reagendar la cita')).toBeVisible();
  await page.locator('.ant-modal-confirm-btns button').click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await dialog.getByLabel('Nueva fecha').fill('15-06-2031 10:00');
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await dialog.getByRole('button', { name: 'Reagendar' }).click();
  await expect(citas.toast('Cita reagendada correctamente')).toBeVisible();
});

test('the filter modal shows every status and the waiting-list button opens the board', async ({ page, context }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const citas = new CitasPage(page);
  await citas.goto();
  await page.getByRole('button', { name: 'Filtros' }).click();
  const modal = page.getByRole('dialog', { name: 'Filtros' });
  await expect(modal.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' })).toBeVisible();
  await modal.getByRole('button', { name: 'Limpiar' }).click();
  await pickIn(page, modal.locator('label', { hasText: 'Estatus' }).locator('.ant-select'), 'Agendada');
  await modal.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.locator('.ant-table-tbody').getByText('Agendada').first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody').getByText('Confirmada')).toHaveCount(0);
  // Actions are offered on CONFIRMED rows only.
  await expect(page.locator('.ant-table-tbody').getByRole('button', { name: 'Iniciar cita' })).toHaveCount(0);

  const [board] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Lista de espera' }).click()]);
  await board.waitForLoadState();
  await expect(board).toHaveURL(/\/lista-espera-citas\/\d+$/);
  await expect(board.getByTestId('waiting-list')).toBeVisible();
  await expect(board.getByRole('columnheader', { name: 'Nombre cliente' })).toBeVisible();
  await expect(board.getByText(/Actualizado \d{2}:\d{2}/)).toBeVisible();
});

test('the waiting-list board shows an appointment moved to today within one poll', async ({ page, context }) => {
  // The board pages through the day (7 rows every 10 s): the moved appointment may be on its last page.
  test.setTimeout(150_000);
  await signInAs(page, 'coordinator@demo.mx');
  const citas = new CitasPage(page);
  await citas.goto();
  const [board] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Lista de espera' }).click()]);
  await expect(board.getByTestId('waiting-list')).toBeVisible();
  await expect(board.getByText(/Actualizado \d{2}:\d{2}/)).toBeVisible();

  // Latest first: a confirmed appointment of a later day.
  const header = page.getByRole('columnheader', { name: 'Fecha de cita' });
  await header.click();
  const sorted = page.waitForResponse((r) => r.url().includes('sortBy=-date') && r.ok());
  await header.click();
  await sorted;
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  const row = citas.rows().first();
  const client = await citas.clientOf(row);
  await row.getByRole('button', { name: 'Reagendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reagendar cita' });
  // The picker offers only the agency's open hours: take today's last open slot.
  await dialog.getByLabel('Nueva fecha').click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  const today = dropdown.locator('.ant-picker-cell-today:not(.ant-picker-cell-disabled)');
  test.skip((await today.count()) === 0, 'the agency is closed for the rest of today');
  await today.click();
  const hours = dropdown.locator('.ant-picker-time-panel-column').nth(0).locator('li');
  test.skip((await hours.count()) === 0, 'no open hour left today');
  await hours.last().click();
  await dropdown.locator('.ant-picker-time-panel-column').nth(1).locator('li').last().click();
  const chosen = (await dialog.getByLabel('Nueva fecha').inputValue()).slice(-5);
  await dropdown.locator('.ant-picker-ok button').click();
  await dialog.getByRole('button', { name: 'Reagendar' }).click();
  await expect(citas.toast('Cita reagendada correctamente')).toBeVisible();
  // The board shows first name and first surname: match the given name and the new time.
  const given = client.split(' ')[0]!;
  await expect(board.getByTestId('board-row').filter({ hasText: given }).filter({ hasText: chosen })).toHaveCount(1, { timeout: 100_000 });
});
