import type { Page } from '@playwright/test';
import { summariseNotices } from '../../src/shared/domain/noticeSummary';
import { SUMMARY_BODY } from '../../src/main/services/notifier';
import { api, userIdFor } from './desktopApi';
import { expect, navigate, signIn, test } from './fixtures';
import type { DesktopRun } from './harness/launchDesktop';
import type { PageWindow } from './harness/pageWindow';

/**
 * Notifications a person can bear (issue 40): a sign-in with many unread notices is one summary,
 * not one pop-up each; what was shown is not shown again after a restart; nobody is notified of
 * their own action. Native notifications are the harness's fake Notification (main's real notifier).
 */

interface LeadRow {
  id: number;
  firstName: string;
  lastName: string;
  UserId: number | null;
}

const ADVISER = 'adviser-floor@demo.mx';
const isBellPoll = (url: string) => /\/notification\/\d+$/.test(new URL(url).pathname);

/** The types of the notices the bell's next poll answers (what the renderer hands main). */
function nextPoll(page: Page): Promise<string[]> {
  const response = page.waitForResponse((r) => isBellPoll(r.url()) && r.request().method() === 'GET');
  return response.then(async (r) => ((await r.json()) as { data: { type: string }[] }).data.map((n) => n.type));
}

/** Gives the adviser `count` of the coordinator's leads: each one a REASSIGN_LEAD notice for them. */
async function reassignToAdviser(desktop: DesktopRun, count: number): Promise<LeadRow[]> {
  const adviserId = await userIdFor(desktop, ADVISER);
  const listed = [
    ...(await api<LeadRow[]>(desktop, 'coordinator@demo.mx', 'GET', '/lead/?limit=40&phase=seguimiento')),
    ...(await api<LeadRow[]>(desktop, 'coordinator@demo.mx', 'GET', '/lead/?limit=40&phase=1er-contacto')),
  ];
  const leads = listed.filter((l) => l.UserId !== null && l.UserId !== adviserId).slice(0, count);
  expect(leads, 'leads of other users to give the adviser').toHaveLength(count);
  for (const lead of leads) await api(desktop, 'coordinator@demo.mx', 'PATCH', `/lead/${lead.id}`, { data: { UserId: adviserId } });
  return leads;
}

/** Lets any late notification arrive: the renderer hands a poll to main asynchronously. */
const settle = (page: Page) => page.waitForTimeout(1_500);

test('a sign-in with many unread notices raises one summary whose click opens the bell, and a restart shows none of them again', async ({ launch }) => {
  const desktop = await launch({ clock: true });
  // Many unread before the adviser signs in (the demo's own plus eight reassigned leads).
  await reassignToAdviser(desktop, 8);
  const page = await desktop.mainPage();
  const firstPoll = nextPoll(page);
  await signIn(page, ADVISER);
  const types = await firstPoll;
  expect(types.length).toBeGreaterThan(8);

  await expect.poll(() => desktop.notifications.length).toBe(1);
  await settle(page);
  expect(desktop.notifications).toEqual([expect.objectContaining({ title: summariseNotices(types).text, body: SUMMARY_BODY, shown: true })]);
  expect(desktop.notifications[0]!.title).toMatch(/^Tienes \d+ (notificaciones nuevas|leads)/);

  // The next poll lists them all again: nothing new for the OS.
  await desktop.context.clock.fastForward('01:01');
  await settle(page);
  expect(desktop.notifications).toHaveLength(1);

  // The summary's click brings the window forward with the bell's list open.
  const main = desktop.windows[0] as PageWindow;
  const focused = main.focused;
  desktop.notifications[0]!.click();
  expect(main.focused).toBe(focused + 1);
  await expect(page.getByTestId('notification-list')).toBeVisible();

  // Quit and start again on the same userData: still signed in (the vault), and the same unread are not shown again.
  await desktop.quit();
  const again = await launch({ clock: true });
  const restarted = await again.mainPage();
  const pollAfterRestart = nextPoll(restarted);
  await expect(restarted.getByTestId('menu-toggle')).toBeVisible();
  expect((await pollAfterRestart).length).toBeGreaterThan(8);
  await settle(restarted);
  expect(again.notifications).toEqual([]);

  // A new one after the restart still comes, alone and by its own title.
  const [lead] = await reassignToAdviser(again, 1);
  await again.context.clock.fastForward('01:01');
  await expect.poll(() => again.notifications.length).toBe(1);
  expect(again.notifications[0]).toMatchObject({ title: 'Lead reasignado', body: `Se te reasignó el lead ${lead!.firstName} ${lead!.lastName}` });
});

test('an adviser who takes a subasta lead by opening it is not notified of it; a lead someone else gives them is', async ({ launch }) => {
  const desktop = await launch({ clock: true });
  const page = await desktop.mainPage();
  const firstPoll = nextPoll(page);
  await signIn(page, ADVISER);
  await firstPoll;
  await settle(page);
  const before = desktop.notifications.length;

  const adviserId = await userIdFor(desktop, ADVISER);
  const [subasta] = (await api<LeadRow[]>(desktop, 'coordinator@demo.mx', 'GET', '/lead/?limit=10&phase=subasta')).filter((l) => l.UserId === null);
  const taken = `${subasta!.firstName} ${subasta!.lastName}`;
  await navigate(page, `/sells/leads/${subasta!.id}`);
  await expect(page.getByText(taken).first()).toBeVisible();
  // Opening it made it the adviser's.
  await expect.poll(async () => (await api<{ UserId: number | null }>(desktop, 'coordinator@demo.mx', 'GET', `/lead/${subasta!.id}`)).UserId).toBe(adviserId);
  const [given] = await reassignToAdviser(desktop, 1);

  await desktop.context.clock.fastForward('01:01');
  await expect.poll(() => desktop.notifications.length).toBe(before + 1);
  await settle(page);
  const fresh = desktop.notifications.slice(before);
  expect(fresh).toEqual([expect.objectContaining({ title: 'Lead reasignado', body: `Se te reasignó el lead ${given!.firstName} ${given!.lastName}` })]);
  expect(desktop.notifications.filter((n) => n.body.includes(taken) || n.title === 'Nuevo lead asignado')).toEqual([]);
});
