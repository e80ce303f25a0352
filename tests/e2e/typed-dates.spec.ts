import type { Locator, Page } from '@playwright/test';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';
import { AgendaPage } from './pages/AgendaPage';
import { CitasPage } from './pages/CitasPage';
import { settled } from './pages/dialogs';
import { LeadDetailPage } from './pages/LeadDetailPage';
import { pickClient } from './pages/selects';

/**
 * Issue 51: the booking flow's date-and-time pickers (Agenda 'Crear cita', Citas 'Reagendar', the
 * lead's 'Nueva cita') hold what a person types at any speed, ask for a missing hour, show their
 * refusal while the calendar is open; and every dialog opens with the focus on its first field.
 */
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const DELAYS = [0, 25, 120, 250];
const NEEDS_TIME = 'Escribe también la hora (HH:mm)';
const CLOSED = 'La agencia está cerrada en esa fecha y hora: elige un día y horario de atención';
const LEAD_DATE_LABEL = 'Fecha y hora (hora de Ciudad de México)';

/** A weekday about two weeks ahead: the agency is open on weekdays from 10:00 to past noon. */
function weekdayAhead(): Date {
  let d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getDay() === 0 || d.getDay() === 6) d = new Date(d.getTime() + 86_400_000);
  return d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What the test at `delay` types, in one of the forms a person in Mexico uses ('/' or '-', padded or
 * not), a different half hour each; the moment it names (the tests run in Mexico City's zone); and
 * the picker's own form of it.
 */
function typedAt(delay: number, day = weekdayAhead()) {
  const i = DELAYS.indexOf(delay);
  const [y, m, d] = [day.getFullYear(), day.getMonth() + 1, day.getDate()];
  const [h, min] = [10 + Math.floor(i / 2), (i % 2) * 30];
  const forms = [
    `${pad(d)}/${pad(m)}/${y} ${pad(h)}:${pad(min)}`,
    `${pad(d)}-${pad(m)}-${y} ${pad(h)}:${pad(min)}`,
    `${d}/${m}/${y} ${h}:${pad(min)}`,
    `${d}-${m}-${y} ${pad(h)}:${pad(min)}`,
  ];
  return {
    text: forms[i]!,
    iso: new Date(y, m - 1, d, h, min).toISOString(),
    shown: `${pad(d)}-${pad(m)}-${y} ${pad(h)}:${pad(min)}`,
    dayOnly: `${pad(d)}/${pad(m)}/${y}`,
  };
}

/** Types `text` key by key at `delay` ms: the box holds exactly what was typed; Enter takes it. */
async function typeKeys(input: Locator, text: string, delay: number, shown: string): Promise<void> {
  await input.click();
  await input.pressSequentially(text, { delay });
  await expect(input).toHaveValue(text);
  await input.press('Enter');
  await expect(input).toHaveValue(shown);
}

async function leadsIn(baseURL: string, phase: string): Promise<number[]> {
  const { data } = await apiAs<{ id: number }[]>(baseURL, 'manager@demo.mx', 'GET', `/lead/new?page=1&limit=10&phase=${phase}`);
  return data.map((l) => l.id);
}

const created = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/lead/TestDriveAppointment') && r.request().method() === 'POST');

for (const delay of DELAYS) {
  test(`Agenda 'Crear cita': a date typed at ${delay} ms a key is the one booked`, async ({ page }) => {
    const typed = typedAt(delay);
    await signInAs(page, 'coordinator@demo.mx');
    await new AgendaPage(page).goto();
    await page.getByRole('button', { name: 'Crear cita' }).click();
    const modal = await settled(page.getByRole('dialog', { name: 'Crear cita' }));
    await pickClient(page, modal, 'a');
    await typeKeys(modal.getByPlaceholder('Selecciona fecha y hora'), typed.text, delay, typed.shown);
    const answer = created(page);
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Crear cita' }).click();
    const response = await answer;
    expect(response.ok()).toBe(true);
    expect((response.request().postDataJSON() as { data: { date: string } }).data.date).toBe(typed.iso);
    await expect(page.locator('.ant-notification').getByText('Cita creada con éxito')).toBeVisible();
  });

  test(`Citas 'Reagendar': a date typed at ${delay} ms a key is the new date`, async ({ page }) => {
    const typed = typedAt(delay);
    await signInAs(page, 'coordinator@demo.mx');
    const citas = new CitasPage(page);
    await citas.goto();
    await citas.rows().first().getByRole('button', { name: 'Reagendar' }).click();
    const dialog = await settled(page.getByRole('dialog', { name: 'Reagendar cita' }));
    await typeKeys(dialog.getByLabel('Nueva fecha'), typed.text, delay, typed.shown);
    const answer = page.waitForResponse((r) => r.url().includes('/api/leadActivity/appointment/') && r.request().method() === 'PATCH');
    await dialog.getByRole('button', { name: 'Reagendar' }).click();
    const response = await answer;
    expect(response.ok()).toBe(true);
    expect((response.request().postDataJSON() as { data: { date: string } }).data.date).toBe(typed.iso);
    await expect(citas.toast('Cita reagendada correctamente')).toBeVisible();
  });

  test(`the lead's 'Nueva cita': a date typed at ${delay} ms a key is the one booked`, async ({ page, baseURL }) => {
    const typed = typedAt(delay);
    const ids = await leadsIn(baseURL!, '1er-contacto');
    await signInAs(page, 'manager@demo.mx');
    const detail = new LeadDetailPage(page);
    await detail.goto(ids[DELAYS.indexOf(delay)]!);
    await page.getByRole('button', { name: 'Nueva cita' }).click();
    const appt = await settled(detail.dialog('Nueva cita'));
    await typeKeys(appt.getByLabel(LEAD_DATE_LABEL, { exact: true }), typed.text, delay, typed.shown);
    const answer = created(page);
    await detail.save(appt);
    const response = await answer;
    expect(response.ok()).toBe(true);
    expect((response.request().postDataJSON() as { data: { date: string } }).data.date).toBe(typed.iso);
    await detail.closeResult(appt, 'Cita creada con éxito');
  });
}

/**
 * In each dialog: a day typed without its hour is asked the hour (not refused as 'closed' at
 * 00:00), and the reason shows atop the open calendar, which covers the message under the field.
 */
test('a day without its hour asks for the time, and a refusal is visible while the calendar is open', async ({ page, baseURL }) => {
  const typed = typedAt(0);
  const [leadId] = await leadsIn(baseURL!, 'seguimiento');
  await signInAs(page, 'manager@demo.mx');
  const dialogs: Array<{ name: string; open(): Promise<Locator>; input(d: Locator): Locator }> = [
    {
      name: 'Crear cita',
      open: async () => {
        await new AgendaPage(page).goto();
        await page.getByRole('button', { name: 'Crear cita' }).click();
        return page.getByRole('dialog', { name: 'Crear cita' });
      },
      input: (d) => d.getByPlaceholder('Selecciona fecha y hora'),
    },
    {
      name: 'Reagendar cita',
      open: async () => {
        const citas = new CitasPage(page);
        await citas.goto();
        await citas.rows().first().getByRole('button', { name: 'Reagendar' }).click();
        return page.getByRole('dialog', { name: 'Reagendar cita' });
      },
      input: (d) => d.getByLabel('Nueva fecha'),
    },
    {
      name: 'Nueva cita',
      open: async () => {
        await new LeadDetailPage(page).goto(leadId!);
        await page.getByRole('button', { name: 'Nueva cita' }).click();
        return page.getByRole('dialog', { name: 'Nueva cita' });
      },
      input: (d) => d.getByLabel(LEAD_DATE_LABEL, { exact: true }),
    },
  ];
  for (const { name, open, input: inputOf } of dialogs) {
    const dialog = await settled(await open());
    const input = inputOf(dialog);
    await input.click();
    await input.pressSequentially(typed.dayOnly, { delay: 25 });
    await input.press('Enter');
    await expect(input, name).toHaveValue(typed.dayOnly);
    await expect(dialog.locator('.typed-date-refusal'), name).toHaveText(NEEDS_TIME);
    await expectRefusalOverCalendar(page, NEEDS_TIME, name);
    // The hour typed after it completes the date; past the agency's hours the picker closes and says so.
    await input.press('End');
    await input.pressSequentially(' 23:00', { delay: 25 });
    await input.press('Enter');
    await expect(page.locator('.ant-picker-dropdown:visible'), name).toHaveCount(0);
    const refusal = dialog.locator('.typed-date-refusal');
    await expect(refusal, name).toHaveText(CLOSED);
    expect(await isOnTop(refusal), `${name}: the refusal is not covered`).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog, name).toBeHidden();
  }
});

/** Nothing covers the element: the topmost element at its centre is it or inside it. */
async function isOnTop(element: Locator): Promise<boolean> {
  await expect(element).toBeInViewport();
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  });
}

/** The calendar is open and shows `text` where nothing covers it (it covers the message under the field). */
async function expectRefusalOverCalendar(page: Page, text: string, name: string): Promise<void> {
  const popup = page.locator('.ant-picker-dropdown:visible');
  await expect(popup, name).toHaveCount(1);
  const shown = popup.locator('.typed-date-refusal-in-panel');
  await expect(shown, name).toHaveText(text);
  expect(await isOnTop(shown), `${name}: the refusal is not covered`).toBe(true);
}

/** The focused element is the first field of the open dialog (described for the failure message). */
async function expectFocusOnFirstField(dialog: Locator, name: string): Promise<void> {
  await settled(dialog);
  await expect
    .poll(
      () =>
        dialog.evaluate((el) => {
          const fields = Array.from(
            el.querySelectorAll<HTMLElement>('.ant-modal-body input:not([type="hidden"]):not([type="file"]):not([disabled]), .ant-modal-body textarea, .ant-modal-body select'),
          ).filter((f) => f.getClientRects().length > 0);
          const describe = (e: Element | null | undefined) =>
            e ? `${e.tagName.toLowerCase()} ${e.getAttribute('aria-label') ?? e.getAttribute('id') ?? e.className}` : 'nothing';
          return fields[0] !== undefined && document.activeElement === fields[0] ? 'first field' : `${describe(document.activeElement)} (first: ${describe(fields[0])})`;
        }),
      { message: name },
    )
    .toBe('first field');
}

test('dialogs open with the focus on their first field, not on ✕', async ({ page, baseURL }) => {
  const [leadId] = await leadsIn(baseURL!, 'seguimiento');
  await signInAs(page, 'manager@demo.mx');

  await page.goto('/sells/leads');
  await page.getByRole('button', { name: 'Crear lead', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Crear lead' });
  await expectFocusOnFirstField(dialog, 'Crear lead');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Filtros/ }).click();
  dialog = page.getByRole('dialog', { name: 'Filtros' });
  await expectFocusOnFirstField(dialog, 'Filtros de leads');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await new LeadDetailPage(page).goto(leadId!);
  await page.getByRole('button', { name: 'Nueva cita' }).click();
  dialog = page.getByRole('dialog', { name: 'Nueva cita' });
  await expectFocusOnFirstField(dialog, 'Nueva cita');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await new AgendaPage(page).goto();
  await page.getByRole('button', { name: 'Crear cita' }).click();
  dialog = page.getByRole('dialog', { name: 'Crear cita' });
  await expectFocusOnFirstField(dialog, 'Crear cita');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const citas = new CitasPage(page);
  await citas.goto();
  await page.getByRole('button', { name: /^Filtros/ }).click();
  dialog = page.getByRole('dialog', { name: 'Filtros' });
  await expectFocusOnFirstField(dialog, 'Filtros de citas');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await citas.rows().first().getByRole('button', { name: 'Reagendar' }).click();
  dialog = page.getByRole('dialog', { name: 'Reagendar cita' });
  await expectFocusOnFirstField(dialog, 'Reagendar cita');
});

test("'Nueva cita' marks the vehicle required once the type is a test drive", async ({ page, baseURL }) => {
  const [leadId] = await leadsIn(baseURL!, 'seguimiento');
  await signInAs(page, 'manager@demo.mx');
  const detail = new LeadDetailPage(page);
  await detail.goto(leadId!);
  await page.getByRole('button', { name: 'Nueva cita' }).click();
  const appt = await settled(detail.dialog('Nueva cita'));
  const vehicleLabel = appt.locator('.ant-form-item-label label', { hasText: 'Vehículo' });
  await expect(vehicleLabel).not.toHaveClass(/ant-form-item-required/);
  await appt.getByRole('radio', { name: 'Prueba de manejo' }).check();
  await expect(vehicleLabel).toHaveClass(/ant-form-item-required/);
  await appt.getByRole('radio', { name: 'Cita' }).check();
  await expect(vehicleLabel).not.toHaveClass(/ant-form-item-required/);
});

test("at 1024x768 'Reagendar' from a row's menu opens its dialog on Citas, focused on the date", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAs(page, 'coordinator@demo.mx');
  const citas = new CitasPage(page);
  await citas.goto();
  await citas.rows().first().getByRole('button', { name: /^Acciones de / }).click();
  await page.getByRole('menuitem', { name: 'Reagendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reagendar cita' });
  await expectFocusOnFirstField(dialog, 'Reagendar cita');
  await expect(page).toHaveURL(/\/sells\/citas$/);
});
