import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs, idTokenFor, userIdOf } from './leadsApi';
import { VisitsPage } from './pages/VisitsPage';

/**
 * The arrival loop, as its people see it: the hostess registers the visit of a client who has an
 * appointment today and the wizard says so; the appointment's adviser finds 'Tu cliente llegó' in
 * the bell, whose click opens the lead; Citas shows the arrival.
 */
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('a hostess registers the visit of a client with an appointment today; the adviser is told in the bell', async ({ page, browser, baseURL }) => {
  const adviser = userIdOf(await idTokenFor(baseURL!, 'adviser-floor@demo.mx'));
  const leads = await apiAs<{ id: number }[]>(baseURL!, 'manager@demo.mx', 'GET', '/lead/?limit=50&phase=seguimiento');
  // The visit answers with the client's appointment today nearest to now: a lead the demo already
  // booked today (say at 10:00) would answer with that one while it is nearer than the test's.
  const todayInMexicoCity = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const agenda = await apiAs<{ LeadId: number }[]>(baseURL!, 'manager@demo.mx', 'GET', `/agenda/day?date=${todayInMexicoCity}`);
  expect(agenda.status).toBe(200);
  const bookedToday = new Set(agenda.data.map((item) => item.LeadId));
  let detail = { status: 0, data: { firstName: '', lastName: '', email: '' as string | null } };
  let lead = leads.data[0]!;
  for (const row of leads.data.filter((candidate) => !bookedToday.has(candidate.id))) {
    detail = await apiAs(baseURL!, 'manager@demo.mx', 'GET', `/lead/${row.id}`);
    lead = row;
    if (detail.data.email) break;
  }
  expect(detail.data.email, 'a seeded lead with an e-mail and no appointment today').toBeTruthy();
  // Later today in Mexico City, with its hour as the screens show it.
  // Up to two minutes of waiting for Mexico City's midnight, in that day's last two minutes.
  test.setTimeout(200_000);
  const date = await laterTodayInMexicoCity();
  const hora = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Mexico_City', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  const booked = await apiAs<{ id: number }>(baseURL!, 'manager@demo.mx', 'POST', '/lead/TestDriveAppointment', {
    data: { LeadId: lead.id, AgencyId: 1, UserId: adviser, type: 'cita', date: date.toISOString(), comments: 'Llegada', realizada_hoy: false },
  });
  expect(booked.status, JSON.stringify(booked.data)).toBeLessThan(300);
  // Confirmed, so Citas' default list (CONFIRMED) shows it.
  expect((await apiAs(baseURL!, 'manager@demo.mx', 'PATCH', `/lead/TestDriveAppointment/${booked.data.id}`, { data: { status: 'CONFIRMED' } })).status).toBe(200);
  const me = await apiAs<{ firstName: string; lastName: string }>(baseURL!, 'adviser-floor@demo.mx', 'GET', `/user/${adviser}`);

  await signInAs(page, 'hostess@demo.mx');
  const visits = new VisitsPage(page);
  await visits.goto();
  await visits.openWizard();
  await visits.field('Correo electrónico').fill(detail.data.email!);
  await visits.next();
  await expect(visits.wizard().getByText(/Se encontr(?:ó 1 lead|aron \d+ leads)\./)).toBeVisible();
  await visits.wizard().getByRole('radio').first().check();
  await visits.next();
  await expect(visits.wizard().getByText('Visita creada con éxito')).toBeVisible();
  await expect(visits.wizard().getByTestId('visit-appointment')).toHaveText(`Tiene cita a las ${hora} con ${me.data.firstName} ${me.data.lastName}`);

  // Citas: the row says the client arrived, and 'Llegó' is no longer offered.
  await page.goto('/sells/citas');
  await page.getByLabel('Buscar citas').fill(detail.data.lastName);
  await page.keyboard.press('Enter');
  // The demo may hold another appointment of this client today (seed arrivals): the row is the one
  // booked above, told by its hour and its adviser.
  const row = page.locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.locator(`[title="${detail.data.firstName} ${detail.data.lastName}"]`) })
    .filter({ hasText: ` ${hora}:` })
    .filter({ hasText: me.data.firstName });
  await expect(row.getByText(/^Llegó \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Llegó', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Iniciar cita' })).toBeVisible();

  // The adviser's bell, on their own workstation.
  const desk = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(desk, 'adviser-floor@demo.mx');
  await desk.getByRole('button', { name: 'Notificaciones' }).click();
  const notice = desk.getByTestId('notification-list').locator('.ant-list-item').filter({ hasText: 'Tu cliente llegó' });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`${detail.data.firstName} ${detail.data.lastName} llegó a su cita de las ${hora}`);
  await notice.click();
  await expect(desk).toHaveURL(new RegExp(`/sells/leads/${lead.id}$`));
});

test("bdc's 'Mañana': a WhatsApp reminder prefilled in Spanish, and 'Confirmar'", async ({ page, baseURL }) => {
  const [lead] = (await apiAs<{ id: number }[]>(baseURL!, 'manager@demo.mx', 'GET', '/lead/?limit=1&phase=1er-contacto')).data;
  const detail = (await apiAs<{ firstName: string; lastName: string; phone: string | null }>(baseURL!, 'manager@demo.mx', 'GET', `/lead/${lead!.id}`)).data;
  // Tomorrow at 11:00 in Mexico City (UTC−6).
  const tomorrow = new Date(Date.now() - 6 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const booked = await apiAs(baseURL!, 'manager@demo.mx', 'POST', '/lead/TestDriveAppointment', {
    data: { LeadId: lead!.id, AgencyId: 1, type: 'cita', date: `${tomorrow}T17:00:00.000Z`, comments: 'Mañana', realizada_hoy: false },
  });
  expect(booked.status, JSON.stringify(booked.data)).toBeLessThan(300);
  // The browser build opens click-to-chat in a new tab: recorded here instead of leaving for wa.me.
  await page.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await signInAs(page, 'bdc@demo.mx');
  await page.goto('/sells/citas');
  await page.locator('.ant-segmented').getByText('Mañana', { exact: true }).click();
  await page.getByLabel('Buscar citas').fill(detail.lastName);
  await page.keyboard.press('Enter');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.locator(`[title="${detail.firstName} ${detail.lastName}"]`) }).first();
  await expect(row).toBeVisible();
  // bdc works the list; the floor staff's actions are not theirs.
  await expect(row.getByRole('button', { name: 'Iniciar cita' })).toHaveCount(0);
  expect(detail.phone, 'a seeded lead with a phone').toBeTruthy();
  await row.getByRole('button', { name: 'WhatsApp' }).click();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toHaveLength(1);
  const url = new URL(opened[0]!);
  expect(url.host).toBe('wa.me');
  expect(url.pathname).toBe(`/52${detail.phone!.replace(/\D/g, '').slice(-10)}`);
  expect(url.searchParams.get('text')).toBe(`Hola ${detail.firstName.split(' ')[0]}, le confirmamos su cita en JAC Polanco mañana a las 11:00. ¿Nos confirma su asistencia? Si necesita cambiar la hora, responda a este mensaje.`);
  await row.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.locator('.ant-notification').getByText('La cita se ha confirmado correctamente')).toBeVisible();
  // Confirmed, it leaves the list of those still to confirm.
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: detail.lastName })).toHaveCount(0);
});

/**
 * Twenty minutes from now, or the last minute of Mexico City's day when that is sooner: from 23:40
 * there, twenty minutes on is tomorrow, and the wizard rightly says nothing of tomorrow's
 * appointment. In the day's last two minutes the test waits for midnight.
 */
async function laterTodayInMexicoCity(): Promise<Date> {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(d);
  let date = new Date(Date.now() + 20 * 60_000);
  while (day(date) !== day(new Date())) date = new Date(date.getTime() - 60_000);
  if (date.getTime() - Date.now() >= 2 * 60_000) return date;
  const today = day(new Date());
  while (day(new Date()) === today) await new Promise((resolve) => setTimeout(resolve, 5_000));
  return new Date(Date.now() + 20 * 60_000);
}
