import fs from 'node:fs';
import path from 'node:path';
import type { CreatedDisplay } from '../../src/shared/schemas/waitingListDisplay';
import { DISPLAY_MESSAGES } from '../../src/shared/schemas/waitingListDisplay';
import { api, apiBase, laterToday, mexicoTime } from './desktopApi';
import { expect, test } from './fixtures';
import { DISPLAYS, fakeSafeStorage } from './harness/fakeElectron';
import type { PageWindow } from './harness/pageWindow';

/**
 * Issue 40: the waiting-list display station, run unattended (src/main/README.md 'Pantalla de
 * lista de espera'). Paired with a code an admin created through the API; no staff sign-in, no
 * CRM window; the board reads with the device credential only, says when it is offline, recovers,
 * survives a renderer crash, and blanks once revoked.
 */

interface LeadRow {
  id: number;
  firstName: string;
}

/** The device credential, decrypted from its file as main would (null when the file holds none). */
function storedCredential(userData: string): string | null {
  const file = path.join(userData, 'display-credential.json');
  if (!fs.existsSync(file)) return null;
  const { blob } = JSON.parse(fs.readFileSync(file, 'utf8')) as { blob?: string };
  return blob ? fakeSafeStorage().decryptString(Buffer.from(blob, 'base64')) : null;
}

test('a display PC pairs with a code and runs the board unattended: no sign-in, no CRM window, offline and back, a crash, revoked', async ({ launch, userData }) => {
  test.setTimeout(240_000);
  const desktop = await launch({ clock: true, argv: ['--station=waiting-list'] });
  const state = (await desktop.state())!;
  // Configured by the flag, kept in settings; it starts with the OS session, on the pairing screen, full screen on the TV.
  expect(state.settings.get('stationMode')).toBe('waiting-list');
  expect(desktop.loginItems).toEqual([{ openAtLogin: true }]);
  expect(desktop.windows).toHaveLength(1);
  expect(state.mainWindow()).toBeNull();
  const kiosk = desktop.windows[0] as PageWindow;
  expect(kiosk.loaded).toEqual(['app://crm/pantalla/vincular']);
  expect(kiosk.options).toMatchObject({ fullscreen: true, kiosk: true });
  expect(kiosk.options.webPreferences.preload).toMatch(/kiosk\.cjs$/);
  expect(kiosk.getBounds()).toEqual(DISPLAYS[1]!.bounds);
  expect(desktop.powerCalls).toEqual([]);

  const page = await kiosk.page;
  await expect(page.getByRole('heading', { name: 'Vincular pantalla de lista de espera' })).toBeVisible();
  // A wrong code: the API's Spanish answer, still unpaired.
  await page.getByLabel('Código de vinculación').fill('AAAA-AAAA');
  await page.getByRole('button', { name: 'Vincular pantalla' }).click();
  await expect(page.getByText(DISPLAY_MESSAGES.badCode)).toBeVisible();

  const created = await api<CreatedDisplay>(desktop, 'admin@demo.mx', 'POST', '/waiting-list-displays', { data: { AgencyId: 1, name: 'Sala de espera' } });
  await page.getByLabel('Código de vinculación').fill(created.code.toLowerCase());
  await page.getByRole('button', { name: 'Vincular pantalla' }).click();
  await expect(page.getByTestId('waiting-list')).toBeVisible();
  await expect(page.getByText(/Actualizado \d{2}:\d{2}/)).toBeVisible();
  expect(page.url()).toMatch(/\/pantalla\/lista-espera$/);
  expect(desktop.powerCalls).toEqual(['start:prevent-display-sleep']);
  expect(state.mainWindow()).toBeNull();
  // Settings name the display, never the secret; the secret is only in its encrypted file.
  const credential = storedCredential(userData)!;
  expect(credential).toMatch(/^wld_/);
  expect(state.settings.get('displayStation')).toMatchObject({ displayId: created.display.id, agencyId: 1, name: 'Sala de espera' });
  expect(fs.readFileSync(path.join(userData, 'settings.json'), 'utf8')).not.toContain(credential);
  expect(fs.readFileSync(path.join(userData, 'display-credential.json'), 'utf8')).not.toContain(credential);
  // The page holds no credential and its bridge has no way to open or write anything else.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain('wld_');
  expect(await page.evaluate(() => Object.keys(window.crm ?? {}).sort())).toEqual(['app:config', 'app:info', 'display:board', 'display:pair', 'log:error', 'on', 'vault:get', 'vault:status']);
  // The credential opens the board and nothing else: the API refuses it everywhere else.
  const origin = await apiBase(desktop);
  const as = (url: string) => fetch(`${origin}${url}`, { headers: { authorization: `Display ${credential}`, agencyid: '1' } }).then((r) => r.status);
  expect(await as('/api/public/displays/waiting-list')).toBe(200);
  for (const url of ['/api/lead/?limit=1', '/api/leadActivity/data/waiting-list?AgencyId=1', '/api/waiting-list-displays', '/api/user/', '/api/agency/']) expect(await as(url), url).toBe(401);

  // An appointment booked now shows up at the board's own poll.
  const [lead] = await api<LeadRow[]>(desktop, 'hostess@demo.mx', 'GET', '/lead/?limit=1&phase=seguimiento');
  const date = laterToday();
  await api(desktop, 'hostess@demo.mx', 'POST', '/lead/TestDriveAppointment', { data: { LeadId: lead!.id, AgencyId: 1, type: 'cita', date: date.toISOString(), comments: 'Pantalla', realizada_hoy: false } });
  const row = page.getByTestId('board-row').filter({ hasText: lead!.firstName.split(' ')[0]! }).filter({ hasText: mexicoTime(date) });
  await desktop.context.clock.fastForward('00:31');
  await expect(async () => {
    if ((await row.count()) === 0) await desktop.context.clock.fastForward('00:10');
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The network drops: the rows stay, with since when; it comes back by itself at the next poll.
  const rowsBefore = await page.getByTestId('board-row').count();
  desktop.network.down = true;
  await desktop.context.clock.fastForward('00:31');
  await expect(page.getByTestId('board-offline')).toHaveText(/^Sin conexión · datos de las \d{2}:\d{2}$/);
  expect(await page.getByTestId('board-row').count()).toBe(rowsBefore);
  desktop.network.down = false;
  await desktop.context.clock.fastForward('00:31');
  await expect(page.getByTestId('board-offline')).toHaveCount(0);
  await expect(page.getByText(/Actualizado \d{2}:\d{2}/)).toBeVisible();

  // Keys that would leave kiosk mode are ignored on the board.
  let prevented = 0;
  for (const input of [{ key: 'F4', alt: true }, { key: 'w', control: true }, { key: 'Escape' }, { key: 'F11' }]) {
    kiosk.webContents.emit('before-input-event', { preventDefault: () => (prevented += 1) }, { type: 'keyDown', alt: false, control: false, meta: false, shift: false, ...input });
  }
  expect(prevented).toBe(4);

  // The renderer crashes: main reloads it, and the board is back without anyone.
  const reloaded = page.waitForEvent('load');
  kiosk.webContents.emit('render-process-gone', {}, { reason: 'crashed' });
  await reloaded;
  await expect(page.getByTestId('waiting-list')).toBeVisible();

  // Revoked by an admin: the next poll blanks the rows with the message.
  await api(desktop, 'admin@demo.mx', 'POST', `/waiting-list-displays/${created.display.id}/revoke`, {});
  await desktop.context.clock.fastForward('00:31');
  await expect(page.getByTestId('board-notice')).toHaveText(DISPLAY_MESSAGES.revokedCredential);
  await expect(page.getByTestId('board-row')).toHaveCount(0);
  expect(storedCredential(userData)).toBeNull();
  expect(state.mainWindow()).toBeNull();
});

test('a paired display PC starts at log-in straight into the board, with no flag, no sign-in and no CRM window', async ({ launch }) => {
  const first = await launch({ argv: ['--station=waiting-list'] });
  const created = await api<CreatedDisplay>(first, 'admin@demo.mx', 'POST', '/waiting-list-displays', { data: { AgencyId: 1, name: 'Recepción' } });
  const pairing = await (first.windows[0] as PageWindow).page;
  await pairing.getByLabel('Código de vinculación').fill(created.code);
  await pairing.getByRole('button', { name: 'Vincular pantalla' }).click();
  await expect(pairing.getByTestId('waiting-list')).toBeVisible();
  await first.quit();

  // As the OS log-in item starts it: no command line.
  const again = await launch();
  const state = (await again.state())!;
  expect(again.windows).toHaveLength(1);
  expect(state.mainWindow()).toBeNull();
  const board = again.windows[0] as PageWindow;
  expect(board.loaded).toEqual(['app://crm/pantalla/lista-espera']);
  expect(board.options).toMatchObject({ fullscreen: true, kiosk: true });
  const page = await board.page;
  await expect(page.getByTestId('waiting-list')).toBeVisible();
  await expect(page.getByText(/Actualizado \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toHaveCount(0);
  expect(again.powerCalls).toEqual(['start:prevent-display-sleep']);
  expect(again.loginItems).toEqual([{ openAtLogin: true }]);
});
