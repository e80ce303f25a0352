import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectImageDecoded, expectPdfDrawn, openDocument } from '../e2e/pages/documentViewer';
import { pngFile } from '../e2e/pngFile';
import { api, laterToday, mexicoTime, userIdFor } from './desktopApi';
import { expect, navigate, openRoute, signIn, test } from './fixtures';
import { isHarnessUrl, toAppUrl } from './harness/appOrigin';
import { DISPLAYS, fakeSafeStorage } from './harness/fakeElectron';
import { ROOT } from './harness/launchDesktop';
import type { PageWindow } from './harness/pageWindow';

/**
 * The desktop journeys on the desktop build, with everything real but Electron's primitives
 * (tests/desktop/README.md): the renderer from out/renderer through main's app:// handler and CSP,
 * the built preload, main's IPC handlers, vault, notifier, kiosk and the embedded API.
 */

interface LeadRow {
  id: number;
  firstName: string;
  lastName: string;
  phase: string;
  UserId: number | null;
}
interface FleetLeadRow {
  id: number;
  phase: string;
  companyName: string;
}

/** The session file's contents, decrypted as main's vault would (null when it holds nothing). */
function vaultEntries(userData: string): Record<string, string> | null {
  const file = path.join(userData, 'session.json');
  if (!fs.existsSync(file)) return null;
  const { blob } = JSON.parse(fs.readFileSync(file, 'utf8')) as { blob?: string };
  if (!blob) return null;
  return JSON.parse(fakeSafeStorage().decryptString(Buffer.from(blob, 'base64'))) as Record<string, string>;
}

test('the embedded API starts with the window, and a second instance refuses the same data directory', async ({ desktop, launch, userData }) => {
  const state = (await desktop.state())!;
  // The window opens at once, on app://crm/, while the API opens its database.
  const [main] = desktop.windows;
  expect(main!.loaded).toEqual(['app://crm/']);
  expect(main!.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: expect.stringMatching(/out[\\/]preload[\\/]index\.cjs$/) });
  const page = await desktop.mainPage();
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await state.embedded!.ready;
  const health = await fetch(`${state.runtimeConfig.api.main}/health`);
  expect(health.status).toBe(200);
  expect(state.settings.get('embeddedApiPort')).toBe(state.embedded!.port);

  // A second launch on the same userData: the single-instance lock refuses it, it quits without a window, the first comes forward.
  const focusedBefore = main!.focused;
  const second = await launch();
  expect(second.main.primary).toBe(false);
  expect(await second.state()).toBeNull();
  expect(second.app.calls).toEqual(expect.arrayContaining(['lock-refused', 'quit']));
  expect(second.windows).toHaveLength(0);
  expect(main!.focused).toBe(focusedBefore + 1);

  // And a second process that got past it still cannot open the database under the running one.
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/desktop/harness/secondInstance.ts', path.join(userData, 'data'), path.join(ROOT, 'src/server/db/migrations')], { cwd: ROOT, timeout: 60_000 });
  const outcome = JSON.parse(stdout.trim().split('\n').pop()!) as { started: boolean; name?: string; message?: string };
  expect(outcome).toMatchObject({ started: false, name: 'DataDirLockedError' });
  // The holder is the API's child process (main runs no API itself), the one main forked.
  const [apiChild] = desktop.apiChildren;
  expect(apiChild!.pid).not.toBe(process.pid);
  expect(outcome.message).toContain(`(pid ${apiChild!.pid})`);
  // The first instance still answers.
  await page.reload();
  await signIn(page, 'coordinator@demo.mx');
});

test('signed in, quit and started again: still signed in (the vault); signed out: the vault holds no tokens', async ({ launch, userData }) => {
  const first = await launch();
  const page = await first.mainPage();
  await signIn(page, 'coordinator@demo.mx');
  // Amplify's tokens are in main's vault: encrypted in the session file, never in clear.
  const entries = vaultEntries(userData);
  expect(Object.keys(entries ?? {}).some((key) => key.endsWith('.idToken'))).toBe(true);
  const raw = fs.readFileSync(path.join(userData, 'session.json'), 'utf8');
  expect(raw).not.toContain('eyJ');
  expect(raw).not.toContain('coordinator@demo.mx');
  // Nothing of the session in the page's own storage.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /token|Cognito/i.test(key)))).toEqual([]);

  await first.quit();
  expect(first.app.calls.filter((call) => call === 'quit')).toHaveLength(2);

  const again = await launch();
  const restarted = await again.mainPage();
  await expect(restarted.getByTestId('menu-toggle')).toBeVisible();
  await expect(restarted.getByRole('button', { name: 'Iniciar Sesión' })).toHaveCount(0);

  await restarted.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(restarted.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect.poll(() => vaultEntries(userData)).toBeNull();
  expect(fs.readFileSync(path.join(userData, 'session.json'), 'utf8')).not.toContain('blob');
});

test("the hostess opens the waiting list: a full-screen kiosk on the second display with today's appointments, refreshing by itself", async ({ launch }) => {
  const desktop = await launch({ clock: true });
  const page = await desktop.mainPage();
  await signIn(page, 'hostess@demo.mx');
  await navigate(page, '/sells/citas');
  await page.getByRole('button', { name: 'Lista de espera' }).click();

  await expect.poll(() => desktop.windows.length).toBe(2);
  const kiosk = desktop.windows[1] as PageWindow;
  expect(kiosk.loaded).toEqual(['app://crm/lista-espera-citas/1']);
  expect(kiosk.options).toMatchObject({ fullscreen: true, kiosk: true, backgroundColor: '#000000' });
  expect(kiosk.options.webPreferences.preload).toMatch(/kiosk\.cjs$/);
  expect(kiosk.getBounds()).toEqual(DISPLAYS[1]!.bounds);
  await expect.poll(() => kiosk.shown).toBe(true);

  const board = await kiosk.page;
  await expect(board.getByTestId('waiting-list')).toBeVisible();
  await expect(board.getByText(/Actualizado \d{2}:\d{2}/)).toBeVisible();
  // The kiosk's bridge is the read-only one.
  expect(await board.evaluate(() => Object.keys(window.crm ?? {}).sort())).toEqual(['app:config', 'app:info', 'display:board', 'display:pair', 'log:error', 'on', 'vault:get', 'vault:status']);

  // An appointment booked now, for later today (the board lists today's from now on), comes up by the board's own poll.
  const [lead] = await api<LeadRow[]>(desktop, 'hostess@demo.mx', 'GET', '/lead/?limit=1&phase=seguimiento');
  const date = laterToday();
  await api(desktop, 'hostess@demo.mx', 'POST', '/lead/TestDriveAppointment', { data: { LeadId: lead!.id, AgencyId: 1, type: 'cita', date: date.toISOString(), comments: 'Kiosco', realizada_hoy: false } });
  const row = board.getByTestId('board-row').filter({ hasText: lead!.firstName.split(' ')[0]! }).filter({ hasText: mexicoTime(date) });
  const reloads: string[] = [];
  board.on('framenavigated', (frame) => reloads.push(frame.url()));
  await desktop.context.clock.fastForward('00:31');
  // The board turns its pages (7 rows) every 10 s: the new row may be on a later one.
  await expect(async () => {
    if ((await row.count()) === 0) await desktop.context.clock.fastForward('00:10');
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(reloads).toEqual([]);
});

test('a lead assigned to the user raises one native notification, and its click opens the lead', async ({ launch }) => {
  const desktop = await launch({ clock: true });
  const page = await desktop.mainPage();
  // The bell's first poll: whatever was unread already is shown once each.
  const firstPoll = page.waitForResponse((response) => /\/notification\/\d+$/.test(new URL(response.url()).pathname));
  await signIn(page, 'adviser-floor@demo.mx');
  await firstPoll;
  const adviserId = await userIdFor(desktop, 'adviser-floor@demo.mx');
  const leads = await api<LeadRow[]>(desktop, 'coordinator@demo.mx', 'GET', '/lead/?limit=20&phase=seguimiento');
  const [lead, other] = leads.filter((row) => row.UserId !== adviserId);
  const name = `${lead!.firstName} ${lead!.lastName}`;
  await api(desktop, 'coordinator@demo.mx', 'PATCH', `/lead/${lead!.id}`, { data: { UserId: adviserId } });

  const forLead = () => desktop.notifications.filter((n) => n.body.includes(name));
  await desktop.context.clock.fastForward('01:01');
  await expect.poll(() => forLead().length).toBe(1);
  // Later polls list it again, beside a newer one: the OS is told of the newer one only.
  await api(desktop, 'coordinator@demo.mx', 'PATCH', `/lead/${other!.id}`, { data: { UserId: adviserId } });
  await desktop.context.clock.fastForward('01:01');
  await expect.poll(() => desktop.notifications.filter((n) => n.body.includes(`${other!.firstName} ${other!.lastName}`)).length).toBe(1);
  expect(forLead()).toHaveLength(1);
  const [notification] = forLead();
  expect(notification).toMatchObject({ title: 'Lead reasignado', shown: true });

  const main = desktop.windows[0] as PageWindow;
  const focused = main.focused;
  notification!.click();
  expect(main.focused).toBe(focused + 1);
  await expect(page).toHaveURL((url) => toAppUrl(url.href) === `app://crm/sells/leads/${lead!.id}`);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a reload on a nested route loads the screen: lead detail, fleet lead, the kiosk board', async ({ desktop }) => {
  const notFound: string[] = [];
  desktop.context.on('response', (response) => {
    if (response.status() >= 400 && isHarnessUrl(response.url())) notFound.push(`${response.status()} ${toAppUrl(response.url())}`);
  });
  const page = await desktop.mainPage();
  await signIn(page, 'admin@demo.mx');
  const [lead] = await api<LeadRow[]>(desktop, 'admin@demo.mx', 'GET', '/lead/?limit=1&phase=seguimiento');
  const [fleetLead] = await api<FleetLeadRow[]>(desktop, 'admin@demo.mx', 'GET', '/lead-fleet?phase=SEGUIMIENTO&limit=1');

  await openRoute(page, `/sells/leads/${lead!.id}`);
  await expect(page.getByText(`${lead!.firstName} ${lead!.lastName}`).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${lead!.firstName} ${lead!.lastName}`).first()).toBeVisible();

  await openRoute(page, `/fleets/leads-flotilla/${fleetLead!.id}`);
  await expect(page.getByText(fleetLead!.companyName).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(fleetLead!.companyName).first()).toBeVisible();

  await navigate(page, '/sells/citas');
  await page.getByRole('button', { name: 'Lista de espera' }).click();
  await expect.poll(() => desktop.windows.length).toBe(2);
  const kiosk = desktop.windows[1] as PageWindow;
  const board = await kiosk.page;
  await expect(board.getByTestId('waiting-list')).toBeVisible();
  // Ctrl+R on the TV, or main's crash recovery (webContents.reload).
  await Promise.all([board.waitForEvent('load'), Promise.resolve(kiosk.webContents.reload())]);
  await expect(board.getByTestId('waiting-list')).toBeVisible();
  await board.reload();
  await expect(board.getByTestId('waiting-list')).toBeVisible();
  expect(toAppUrl(board.url())).toBe('app://crm/lista-espera-citas/1');
  expect(notFound).toEqual([]);
});

test('external links go through the allow-list to the OS; hostile ones are refused', async ({ desktop }) => {
  const page = await desktop.mainPage();
  await signIn(page, 'coordinator@demo.mx');
  const [lead] = await api<LeadRow[]>(desktop, 'coordinator@demo.mx', 'GET', '/lead/?limit=1&phase=seguimiento');
  await navigate(page, `/sells/leads/${lead!.id}`);

  await page.getByRole('button', { name: 'WhatsApp' }).click();
  await expect.poll(() => desktop.openedExternally).toEqual([expect.stringMatching(/^https:\/\/wa\.me\/52\d{10}$/)]);
  // Then the new-activity dialog (spec §2): not wanted here.
  const activity = page.getByRole('dialog', { name: 'Nueva actividad' });
  await activity.getByRole('button', { name: 'Cancelar' }).click();
  await expect(activity).toBeHidden();
  await page.getByRole('button', { name: 'Correo' }).click();
  await expect.poll(() => desktop.openedExternally.length).toBe(2);
  expect(desktop.openedExternally[1]).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
  await activity.getByRole('button', { name: 'Cancelar' }).click();
  await expect(activity).toBeHidden();

  // Through the bridge: main's allow-list answers false and opens nothing.
  for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'http://evil.example/', 'https://evil.example/?next=https://wa.me/1']) {
    expect(await page.evaluate((u) => window.crm!['external:open']({ url: u }), url), url).toBe(false);
  }
  // A navigation away from the app is stopped by main ('will-navigate'); an allowed one goes to the OS instead.
  const at = page.url();
  await page.evaluate(() => (location.href = 'http://evil.example/'));
  await page.evaluate(() => (location.href = 'https://wa.me/525512345678'));
  await expect.poll(() => desktop.openedExternally.length).toBe(3);
  expect(desktop.openedExternally[2]).toBe('https://wa.me/525512345678');
  // A new window is never created: main's window-open handler denies it, and opens nothing hostile.
  const main = desktop.windows[0] as PageWindow;
  await page.evaluate(() => void window.open('https://evil.example/phish', '_blank'));
  await expect.poll(() => main.webContents.windowOpens).toEqual([{ url: 'https://evil.example/phish', action: 'deny' }]);
  await expect.poll(() => desktop.context.pages().length).toBe(1);
  expect(page.url()).toBe(at);
  expect(desktop.openedExternally).toHaveLength(3);
  await expect(page.getByText(`${lead!.firstName} ${lead!.lastName}`).first()).toBeVisible();
});

test('a quotation PDF opens in the document viewer with its first page drawn, and a PNG document decodes', async ({ desktop }) => {
  const page = await desktop.mainPage();
  await signIn(page, 'fleet-manager@demo.mx');
  const [following] = await api<FleetLeadRow[]>(desktop, 'fleet-manager@demo.mx', 'GET', '/lead-fleet?phase=SEGUIMIENTO&limit=1');
  await navigate(page, `/fleets/leads-flotilla/${following!.id}`);
  const quotation = page.getByTestId('quotation-list').getByRole('button', { name: /^Cotización \d+ - / }).first();
  const viewer = await openDocument(quotation, page.getByRole('dialog', { name: /^Cotización \d+ - / }));
  await expectPdfDrawn(viewer);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  const [closing] = await api<FleetLeadRow[]>(desktop, 'fleet-manager@demo.mx', 'GET', '/lead-fleet?phase=CIERRE&limit=1');
  await navigate(page, `/fleets/leads-flotilla/${closing!.id}`);
  const terms = page.getByTestId('stage-docs-TERMS_AND_CONDITIONS');
  await terms.locator('input[type=file]').setInputFiles([{ name: 'terminos.png', mimeType: 'image/png', buffer: pngFile(240, [30, 60, 120]) }]);
  await terms.getByRole('button', { name: 'Subir', exact: true }).click();
  const image = await openDocument(terms.getByRole('button', { name: /terminos.png/ }).first(), page.getByRole('dialog', { name: /terminos.png/ }));
  await expectImageDecoded(image);
  // The launch fixture also asserts that no page met a CSP violation; here, before the run ends.
  expect(desktop.cspViolations).toEqual([]);
});

test('the command palette opens in the desktop build (its lazy chunk under the app protocol and CSP) and Enter opens a lead', async ({ desktop }) => {
  const page = await desktop.mainPage();
  await signIn(page, 'admin@demo.mx');
  const [lead] = await api<LeadRow[]>(desktop, 'admin@demo.mx', 'GET', '/lead/?limit=1&phase=seguimiento');
  await expect(page.getByTestId('palette-button')).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByTestId('palette-input');
  await expect(box).toBeFocused();
  await box.fill(`#${lead!.id}`);
  await expect(page.getByRole('option', { name: new RegExp(`${lead!.firstName} ${lead!.lastName}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${lead!.firstName} ${lead!.lastName}`).first()).toBeVisible();
  expect(toAppUrl(page.url())).toBe(`app://crm/sells/leads/${lead!.id}`);
});
