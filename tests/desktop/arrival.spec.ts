import { api, laterToday, mexicoTime, userIdFor } from './desktopApi';
import { expect, navigate, signIn, test } from './fixtures';
import { toAppUrl } from './harness/appOrigin';
import type { PageWindow } from './harness/pageWindow';

/**
 * The arrival loop on the desktop build (tests/desktop/README.md): the adviser's native
 * notification when their client arrives, once however often the arrival is registered, whose
 * click opens the lead; and the kiosk board saying where each of today's clients is.
 */

interface LeadRow {
  id: number;
  firstName: string;
  lastName: string;
  UserId: number | null;
}

test("the adviser's client arrives: one native notification, and its click opens the lead", async ({ launch }) => {
  const desktop = await launch({ clock: true });
  const page = await desktop.mainPage();
  const firstPoll = page.waitForResponse((response) => /\/notification\/\d+$/.test(new URL(response.url()).pathname));
  await signIn(page, 'adviser-floor@demo.mx');
  await firstPoll;
  const adviserId = await userIdFor(desktop, 'adviser-floor@demo.mx');
  const [lead] = await api<LeadRow[]>(desktop, 'coordinator@demo.mx', 'GET', '/lead/?limit=1&phase=seguimiento');
  const date = laterToday();
  const booked = await api<{ id: number }>(desktop, 'coordinator@demo.mx', 'POST', '/lead/TestDriveAppointment', {
    data: { LeadId: lead!.id, AgencyId: 1, UserId: adviserId, type: 'cita', date: date.toISOString(), comments: 'Llegada', realizada_hoy: false },
  });
  // The hostess registers the visit, and (the client at the desk again) marks 'Llegó' too.
  await api(desktop, 'hostess@demo.mx', 'POST', '/registro-visitas/', { data: { origin: 'EXISTING', LeadId: lead!.id } });
  await api(desktop, 'hostess@demo.mx', 'PATCH', '/leadActivity/data/appointment-arrival', { data: { id: booked.id } });

  const body = `${lead!.firstName} ${lead!.lastName} llegó a su cita de las ${mexicoTime(date)}`;
  const arrivals = () => desktop.notifications.filter((n) => n.body === body);
  await desktop.context.clock.fastForward('01:01');
  await expect.poll(() => arrivals().length).toBe(1);
  await desktop.context.clock.fastForward('01:01');
  await api(desktop, 'hostess@demo.mx', 'POST', '/registro-visitas/', { data: { origin: 'EXISTING', LeadId: lead!.id } });
  await desktop.context.clock.fastForward('01:01');
  expect(arrivals()).toHaveLength(1);
  const [notification] = arrivals();
  expect(notification).toMatchObject({ title: 'Tu cliente llegó', shown: true });

  notification!.click();
  await expect(page).toHaveURL((url) => toAppUrl(url.href) === `app://crm/sells/leads/${lead!.id}`);
});

test("the kiosk board says Por llegar, En sala with the wait growing, Retrasada and Atendiendo", async ({ launch }) => {
  const desktop = await launch({ clock: true });
  const page = await desktop.mainPage();
  await signIn(page, 'hostess@demo.mx');
  const leads = await api<LeadRow[]>(desktop, 'hostess@demo.mx', 'GET', '/lead/?limit=2&phase=seguimiento');
  const date = laterToday();
  const ids: number[] = [];
  for (const lead of leads) {
    const booked = await api<{ id: number }>(desktop, 'hostess@demo.mx', 'POST', '/lead/TestDriveAppointment', {
      data: { LeadId: lead.id, AgencyId: 1, type: 'cita', date: date.toISOString(), comments: 'Kiosco', realizada_hoy: false },
    });
    // Confirmed, as Citas lists them (and as 'Iniciar cita' needs).
    await api(desktop, 'hostess@demo.mx', 'PATCH', '/leadActivity/data/appointments', { data: { id: booked.id } });
    ids.push(booked.id);
  }
  const [arrived, late] = leads;
  await api(desktop, 'hostess@demo.mx', 'PATCH', '/leadActivity/data/appointment-arrival', { data: { id: ids[0] } });

  await navigate(page, '/sells/citas');
  await page.getByRole('button', { name: 'Lista de espera' }).click();
  await expect.poll(() => desktop.windows.length).toBe(2);
  const board = await (desktop.windows[1] as PageWindow).page;
  await expect(board.getByTestId('waiting-list')).toBeVisible();
  const rowOf = (lead: LeadRow) => board.getByTestId('board-row').filter({ hasText: lead.firstName.split(' ')[0]! }).filter({ hasText: mexicoTime(date) });
  // The board turns its pages (7 rows) every 10 s: a row may be on a later one.
  const stateOf = async (lead: LeadRow, text: RegExp) =>
    expect(async () => {
      if ((await rowOf(lead).count()) === 0) await desktop.context.clock.fastForward('00:10');
      await expect(rowOf(lead).getByTestId('board-state')).toHaveText(text, { timeout: 1_000 });
    }).toPass({ timeout: 40_000 });

  await stateOf(arrived!, /^En sala \(desde \d{2}:\d{2}\) · 0 min$/);
  await stateOf(late!, /^Por llegar$/);
  // The board's clock runs on: the wait grows, and once the hour has passed the other is late, still on the board.
  await desktop.context.clock.fastForward('06:00');
  await stateOf(arrived!, /^En sala \(desde \d{2}:\d{2}\) · [5-9] min$/);
  await stateOf(late!, /^Retrasada$/);
  // Started: its next poll says so.
  await api(desktop, 'hostess@demo.mx', 'PATCH', '/leadActivity/data/appointment-closing', { data: { id: ids[0], status: 'SUCCESSFUL' } });
  await desktop.context.clock.fastForward('00:31');
  await stateOf(arrived!, /^Atendiendo$/);
  // Readable across the room: the state's letters are at least 2.4 % of the screen's height.
  const size = await rowOf(arrived!).getByTestId('board-state').evaluate((el) => parseFloat(getComputedStyle(el).fontSize) / window.innerHeight);
  expect(size).toBeGreaterThanOrEqual(0.024);
});
