import { expect, resetDatabase, signInAs, test } from './fixtures';
import { AgendaPage } from './pages/AgendaPage';
import { pickClient } from './pages/selects';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test("the agenda's three views, previous/next, 'Ver mas...' and 'Ver cliente'", async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const agenda = new AgendaPage(page);
  await agenda.goto();
  await expect(page.getByRole('button', { name: 'Crear cita' })).toBeVisible();

  // Day: a Spanish weekday label, and cards or the empty text.
  await expect(agenda.label()).toHaveText(/^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d{1,2} de [a-z]+$/);
  const dayLabel = await agenda.label().innerText();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(agenda.label()).not.toHaveText(dayLabel);
  await page.getByRole('button', { name: 'Anterior', exact: true }).click();
  await expect(agenda.label()).toHaveText(dayLabel);

  // Week: seven columns from Monday.
  await agenda.view('Semana');
  const week = page.getByTestId('agenda-week');
  await expect(week.getByRole('button', { name: /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d+$/ })).toHaveCount(7);
  await expect(week.getByRole('button').first()).toHaveText(/^Lunes/);
  await expect(agenda.label()).toHaveText(/^\d{1,2}( de [a-z]+)? - \d{1,2} de [a-z]+ \d{4}$/);

  // Month: Monday..Sunday grid, at most 2 a day; the seed's busiest day needs 'Ver mas...'.
  await agenda.view('Mes');
  await expect(agenda.label()).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  const month = page.getByTestId('agenda-month');
  await expect(month.locator('[data-day]').first()).toBeVisible();
  const cells = await month.locator('[data-day]').count();
  expect(cells % 7).toBe(0);
  for (let i = 0; i < cells; i++) expect(await month.locator('[data-day]').nth(i).getByTestId('agenda-item').count()).toBeLessThanOrEqual(2);
  if ((await month.getByRole('button', { name: 'Ver mas...' }).count()) === 0) {
    // Near the end of a month the seed's busy days may fall in the next one.
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  }
  const busyCell = month.locator('[data-day]').filter({ has: page.getByRole('button', { name: 'Ver mas...' }) }).first();
  const busyDay = await busyCell.getAttribute('data-day');
  await busyCell.getByRole('button', { name: 'Ver mas...' }).click();
  await expect(agenda.label()).toHaveText(new RegExp(`^[A-Z][a-záé]+ ${Number(busyDay!.slice(8))} de`));
  expect(await agenda.items().count()).toBeGreaterThan(2);

  // 'Ver cliente' opens the lead.
  await agenda.items().first().getByRole('link', { name: 'Ver cliente' }).click();
  await expect(page).toHaveURL(/\/sells\/leads\/\d+$/);
});

test("'Crear cita' opens the appointment modal with client search and its rules", async ({ page }) => {
  await signInAs(page, 'coordinator@demo.mx');
  const agenda = new AgendaPage(page);
  await agenda.goto();
  await page.getByRole('button', { name: 'Crear cita' }).click();
  const modal = page.getByRole('dialog', { name: 'Crear cita' });
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Crear cita' }).click();
  await expect(modal.getByText('Por favor complete todos los campos')).toBeVisible();
  await pickClient(page, modal, 'a');
  await modal.getByText('Prueba de manejo').click();
  // Tomorrow at 10:00, typed as the picker shows it (DD-MM-YYYY HH:mm).
  // The next weekday: the picker offers only the agency's open days.
  let d = new Date(Date.now() + 86_400_000);
  while (d.getDay() === 0 || d.getDay() === 6) d = new Date(d.getTime() + 86_400_000);
  const typed = `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()} 10:00`;
  await modal.getByPlaceholder('Selecciona fecha y hora').click();
  await modal.getByPlaceholder('Selecciona fecha y hora').fill(typed);
  await modal.getByPlaceholder('Selecciona fecha y hora').press('Enter');
  await expect(modal.getByPlaceholder('Selecciona fecha y hora')).toHaveValue(typed);
  await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Crear cita' }).click();
  await expect(modal.getByText('Por favor seleccione un vehículo')).toBeVisible();
});

test('a reminder added from the agenda shows in the day it belongs to', async ({ page }) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Mexico_City', day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  await signInAs(page, 'manager@demo.mx');
  const agenda = new AgendaPage(page);
  await agenda.goto();
  await page.getByRole('button', { name: 'Agregar recordatorio' }).click();
  const modal = page.getByRole('dialog', { name: 'Agregar recordatorio' });
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal.getByText('Por favor complete todos los campos')).toBeVisible();
  await modal.getByLabel('Título').fill('Llamar a financiera');
  await modal.getByLabel('Fecha del recordatorio').click();
  await modal.getByLabel('Fecha del recordatorio').fill(`${parts.day}-${parts.month}-${parts.year} 23:59`);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Llamar a financiera')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(page.getByText('Llamar a financiera')).toHaveCount(0);
});

for (const [width, height] of [[768, 1024], [1024, 768]] as const) {
  test(`at ${width}x${height} the week stacks its days and the month counts each day's appointments, without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, 'coordinator@demo.mx');
    const agenda = new AgendaPage(page);
    await agenda.goto();
    await agenda.view('Semana');
    const week = page.getByTestId('agenda-week');
    await expect(week.locator(':scope > div')).toHaveCount(7);
    const fits = (testId: string) => page.getByTestId(testId).evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(await fits('agenda-week')).toBe(true);
    // Stacked: each day spans the whole width.
    const [first, second] = await week.locator(':scope > div').evaluateAll((days) => days.slice(0, 2).map((d) => d.getBoundingClientRect()));
    expect(second!.top).toBeGreaterThan(first!.top);
    await page.screenshot({ path: `test-results/agenda-week-${width}.png` });
    await agenda.view('Mes');
    expect(await fits('agenda-month')).toBe(true);
    const counts = page.getByTestId('agenda-day-count');
    expect(await counts.count()).toBeGreaterThan(0);
    await expect(counts.first()).toHaveText(/^\d+ citas?$/);
    await page.screenshot({ path: `test-results/agenda-month-${width}.png` });
    await counts.first().click();
    await expect(page.getByTestId('agenda-label')).not.toHaveText(/^[A-Za-zé]+ \d{4}$/);
  });
}
