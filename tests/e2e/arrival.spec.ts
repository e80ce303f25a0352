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
  const leads = await apiAs<{ id: number }[]>(baseURL!, 'manager@demo.mx', 'GET', '/lead/?limit=20&phase=seguimiento');
  let detail = { status: 0, data: { firstName: '', lastName: '', email: '' as string | null } };
  let lead = leads.data[0]!;
  for (const row of leads.data) {
    detail = await apiAs(baseURL!, 'manager@demo.mx', 'GET', `/lead/${row.id}`);
    lead = row;
    if (detail.data.email) break;
  }
  expect(detail.data.email, 'a seeded lead with an e-mail').toBeTruthy();
  // Later today in Mexico City, with its hour as the screens show it.
  const date = new Date(Date.now() + 20 * 60_000);
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
  await expect(visits.wizard().getByText(/Se encontraron \d+ lead\(s\)/)).toBeVisible();
  await visits.wizard().getByRole('radio').first().check();
  await visits.next();
  await expect(visits.wizard().getByText('Visita creada con éxito')).toBeVisible();
  await expect(visits.wizard().getByTestId('visit-appointment')).toHaveText(`Tiene cita a las ${hora} con ${me.data.firstName} ${me.data.lastName}`);

  // Citas: the row says the client arrived, and 'Llegó' is no longer offered.
  await page.goto('/sells/citas');
  await page.getByLabel('Buscar citas').fill(detail.data.lastName);
  await page.keyboard.press('Enter');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: detail.data.lastName }).first();
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
