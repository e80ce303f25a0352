import type { Page } from '@playwright/test';
import { startWhatsappSim } from '../../src/whatsappSim/whatsappSim';
import { api, apiBase } from './desktopApi';
import { expect, signIn, test } from './fixtures';
import type { PageWindow } from './harness/pageWindow';

/**
 * WhatsApp on the desktop (issue 53): a client's message, posted as Meta posts it (a webhook signed
 * by the simulator with the agency's app secret) to the embedded API, raises one native notification
 * for the lead's adviser through the bell's poll; its click brings the window forward on the lead's
 * conversation. No Graph call is needed on this path: the simulator only signs and posts.
 */
const ADVISER = 'adviser-floor@demo.mx';
const isBellPoll = (url: string) => /\/notification\/\d+$/.test(new URL(url).pathname);
const settle = (page: Page) => page.waitForTimeout(1_500);

test('a client’s WhatsApp message raises one native notification whose click opens the lead’s conversation', async ({ launch }) => {
  const desktop = await launch({ clock: true });
  const base = await apiBase(desktop);
  const sim = await startWhatsappSim({ webhookUrl: `${base}/api/public/whatsapp/webhook` });
  try {
    const c = sim.channel();
    await api(desktop, 'admin@demo.mx', 'PUT', '/agency/1/whatsapp', {
      phoneNumberId: c.phoneNumberId,
      businessAccountId: c.businessAccountId,
      accessToken: c.accessToken,
      appSecret: c.appSecret,
      verifyToken: c.verifyToken,
    });
    // One of the adviser's leads with a phone: the client writes from it.
    const rows: { id: number }[] = [];
    for (const phase of ['seguimiento', '1er-contacto', 'en-cierre']) rows.push(...(await api<{ id: number }[]>(desktop, ADVISER, 'GET', `/lead/?limit=20&phase=${phase}`)));
    let lead: { id: number; phone: string } | undefined;
    for (const row of rows) {
      const d = await api<{ id: number; phone: string | null }>(desktop, ADVISER, 'GET', `/lead/${row.id}`);
      const digits = (d.phone ?? '').replace(/\D/g, '').slice(-10);
      if (digits.length === 10) {
        lead = { id: d.id, phone: digits };
        break;
      }
    }
    expect(lead, 'an adviser lead with a phone').toBeDefined();

    const page = await desktop.mainPage();
    const firstPoll = page.waitForResponse((r) => isBellPoll(r.url()) && r.request().method() === 'GET');
    await signIn(page, ADVISER);
    await firstPoll;
    await settle(page);
    const before = desktop.notifications.length;

    const sent = await sim.inbound({ from: `521${lead!.phone}`, name: 'Cliente Escritorio', text: '¿Me mandan la cotización por aquí?' });
    expect(sent.status).toBe(200);
    // A second message of the same burst: still one notice.
    await sim.inbound({ from: `521${lead!.phone}`, name: 'Cliente Escritorio', text: 'Gracias' });

    await desktop.context.clock.fastForward('01:01');
    await expect.poll(() => desktop.notifications.length, { timeout: 20_000 }).toBe(before + 1);
    await desktop.context.clock.fastForward('01:01');
    await settle(page);
    const fresh = desktop.notifications.slice(before);
    expect(fresh).toEqual([expect.objectContaining({ title: 'Nuevo mensaje de WhatsApp', shown: true })]);
    expect(fresh[0]!.body).toContain('Cliente Escritorio');

    // Its click: the CRM window comes forward on the lead's conversation, which shows the message.
    const main = desktop.windows[0] as PageWindow;
    const focused = main.focused;
    fresh[0]!.click();
    expect(main.focused).toBe(focused + 1);
    await expect(page).toHaveURL(new RegExp(`/sells/leads/${lead!.id}\\?tab=whatsapp$`));
    const panel = page.getByTestId('wa-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('wa-message').filter({ hasText: '¿Me mandan la cotización por aquí?' })).toBeVisible();
  } finally {
    await sim.close();
  }
});
