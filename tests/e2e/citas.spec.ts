import { expect, resetDatabase, signInAs, test } from './fixtures';
import { CitasPage } from './pages/CitasPage';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('a coordinator starts, marks no-show and reschedules confirmed appointments', async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const citas = new CitasPage(page);
  await citas.goto();
  await expect(citas.rows().first()).toBeVisible();
  await expect(page.getByText(/\d+ registro\(s\)/)).toBeVisible();
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
  await modal.locator('label', { hasText: 'Estatus' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Agendada', { exact: true }).click();
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
  await expect(board.getByText(/Actualizado \d{2}:\d{2}:\d{2}/)).toBeVisible();
});

/** Today in Mexico City as the date picker types it, at 23:50. */
function todayLate(): { typed: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Mexico_City', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return { typed: `${parts.day}-${parts.month}-${parts.year} 23:50`, hour: Number(parts.hour) };
}

test('the waiting-list board shows an appointment moved to today within one poll', async ({ page, context }) => {
  const { typed, hour } = todayLate();
  test.skip(hour >= 23, 'needs a later time today in Mexico City');
  await signInAs(page, 'coordinator@demo.mx');
  const citas = new CitasPage(page);
  await citas.goto();
  const [board] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Lista de espera' }).click()]);
  await expect(board.getByTestId('waiting-list')).toBeVisible();
  await expect(board.getByText(/Actualizado \d{2}:\d{2}:\d{2}/)).toBeVisible();

  // Latest first: a confirmed appointment of a later day.
  const header = page.getByRole('columnheader', { name: 'Fecha de cita' });
  await header.click();
  const sorted = page.waitForResponse((r) => r.url().includes('sortBy=-date') && r.ok());
  await header.click();
  await sorted;
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  const row = citas.rows().first();
  const client = await citas.clientOf(row);
  await expect(board.getByText(client)).toHaveCount(0);
  await row.getByRole('button', { name: 'Reagendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reagendar cita' });
  await dialog.getByLabel('Nueva fecha').fill(typed);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await dialog.getByRole('button', { name: 'Reagendar' }).click();
  await expect(citas.toast('Cita reagendada correctamente')).toBeVisible();
  await expect(board.getByRole('row').filter({ hasText: client })).toContainText('23:50', { timeout: 35_000 });
});
