import { normalizePhoneMx } from '../../src/shared/domain/normalizePhoneMx';
import { startWhatsappSim, type WhatsappSim } from '../../src/whatsappSim/whatsappSim';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';
import { ConversationsPage, WhatsAppPanel } from './pages/WhatsAppPages';
import { LeadsListPage } from './pages/LeadsListPage';

/**
 * WhatsApp (issue 53) in the browser, against the real API and the WhatsApp Cloud API simulator
 * (src/whatsappSim) over HTTP: the server's Graph client is aimed at the simulator's port
 * (playwright.config.ts, E2E_WA_SIM_PORT), and the simulator posts signed webhooks to the server.
 */
let sim: WhatsappSim;
const SHOTS = process.env.WA_SHOTS; // a folder: the screens are also saved there at 1440x900 and 1024x768

test.beforeAll(async ({ baseURL }) => {
  await resetDatabase(baseURL!);
  sim = await startWhatsappSim({ port: Number(process.env.E2E_WA_SIM_PORT), webhookUrl: `${baseURL}/api/public/whatsapp/webhook`, statusDelayMs: 1500 });
});
test.afterAll(async () => sim?.close());

/** The demo agency's number is the simulator's (the admin journey does it through the screen; the others through the API). */
async function configureChannel(baseURL: string): Promise<void> {
  const c = sim.channel();
  const res = await apiAs(baseURL, 'admin@demo.mx', 'PUT', '/agency/1/whatsapp', {
    phoneNumberId: c.phoneNumberId,
    businessAccountId: c.businessAccountId,
    accessToken: c.accessToken,
    appSecret: c.appSecret,
    verifyToken: c.verifyToken,
  });
  expect(res.status).toBe(200);
  expect((await apiAs(baseURL, 'admin@demo.mx', 'POST', '/agency/1/whatsapp/templates/sync', {})).status).toBe(200);
}

/** A lead of adviser-floor with a phone nobody else has written from in this run, as the adviser sees it. */
async function adviserLead(baseURL: string, skip: number): Promise<{ id: number; name: string; phone: string }> {
  const rows = (await apiAs<{ id: number }[]>(baseURL, 'adviser-floor@demo.mx', 'GET', '/lead/?limit=40&phase=seguimiento')).data;
  let seen = 0;
  for (const row of rows) {
    const d = (await apiAs<{ id: number; firstName: string; lastName: string | null; phone: string | null }>(baseURL, 'adviser-floor@demo.mx', 'GET', `/lead/${row.id}`)).data;
    const digits = (d.phone ?? '').replace(/\D/g, '').slice(-10);
    if (digits.length !== 10) continue;
    if (seen++ < skip) continue;
    return { id: d.id, name: [d.firstName, d.lastName].filter(Boolean).join(' '), phone: digits };
  }
  throw new Error('no adviser-floor lead with a phone');
}

async function shoot(page: import('@playwright/test').Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [w, h] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('the admin configures the agency’s WhatsApp number: secrets shown by their last four, Probar conexión answers, templates synced', async ({ page }) => {
  const c = sim.channel();
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/admin/agencies/1');
  const card = page.getByTestId('whatsapp-card');
  await expect(card).toBeVisible();
  await expect(card.getByText('Sin configurar')).toBeVisible();
  await expect(card.getByTestId('whatsapp-webhook-url')).toHaveText(/\/api\/public\/whatsapp\/webhook$/);
  await card.getByLabel('Phone number ID').fill(c.phoneNumberId);
  await card.getByLabel('WhatsApp Business Account ID').fill(c.businessAccountId);
  await card.getByLabel('Token de verificación del webhook').fill(c.verifyToken);
  // The first save needs both secrets.
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(card.getByText('El token de acceso y el secreto de la app son obligatorios la primera vez').first()).toBeVisible();
  await card.getByLabel('Token de acceso').fill(c.accessToken);
  await card.getByLabel('Secreto de la app').fill(c.appSecret);
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración de WhatsApp guardada')).toBeVisible();
  await expect(card.getByText('Configurado')).toBeVisible();
  // Write-only: the fields are empty again and show the stored ones' last four characters.
  await expect(card.getByLabel('Token de acceso')).toHaveValue('');
  await expect(card.getByLabel('Token de acceso')).toHaveAttribute('placeholder', `••••${c.accessToken.slice(-4)}`);
  await expect(card.getByLabel('Secreto de la app')).toHaveAttribute('placeholder', `••••${c.appSecret.slice(-4)}`);
  await expect(card).not.toContainText(c.accessToken);

  await card.getByRole('button', { name: 'Probar conexión' }).click();
  await expect(card.getByTestId('whatsapp-test-result')).toContainText('Conexión correcta: +52 55 5000 1234');
  await card.getByRole('button', { name: 'Sincronizar plantillas' }).click();
  const templates = card.getByTestId('whatsapp-templates');
  await expect(templates.getByText('seguimiento_cotizacion')).toBeVisible();
  await expect(templates.getByText('recordatorio_cita')).toBeVisible();
  await shoot(page, 'admin-whatsapp');

  // A wrong token: the test says what is wrong, in Spanish.
  await card.getByLabel('Token de acceso').fill('EAA-token-que-no-sirve');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración de WhatsApp guardada').first()).toBeVisible();
  await card.getByRole('button', { name: 'Probar conexión' }).click();
  await expect(card.getByTestId('whatsapp-test-result')).toContainText('El token de acceso no es válido');
});

test('an adviser answers a client in the lead’s WhatsApp tab and sees the message delivered, then read', async ({ page, baseURL }) => {
  await configureChannel(baseURL!);
  const lead = await adviserLead(baseURL!, 0);
  await sim.inbound({ from: `521${lead.phone}`, name: lead.name, text: 'Hola, ¿sigue disponible la Sei4 Pro?' });
  // Statuses stop at 'delivered' until the client reads it (sent below, by hand).
  await fetch(`${sim.url}/_sim/config`, { method: 'POST', body: JSON.stringify({ autoRead: false }) });

  await signInAs(page, 'adviser-floor@demo.mx');
  const panel = new WhatsAppPanel(page);
  await panel.gotoLead(lead.id);
  await expect(panel.bubble('¿sigue disponible la Sei4 Pro?', 'in')).toBeVisible();
  await expect(panel.thread().getByTestId('wa-day').first()).toHaveText('Hoy');
  await expect(panel.panel.getByTestId('wa-window')).toContainText('Ventana abierta');

  await panel.send('¡Hola! Sí, la tenemos en gris. ¿Te agendo una prueba de manejo?');
  const mine = panel.bubble('¿Te agendo una prueba de manejo?', 'out');
  await expect(mine).toBeVisible();
  await expect(panel.composer()).toHaveValue('');
  await expect(panel.status(mine)).toHaveAttribute('aria-label', 'Entregado', { timeout: 15_000 });
  await shoot(page, 'panel-open-window');

  const sent = (await (await fetch(`${sim.url}/_sim/sent`)).json()) as { data: { wamid: string; to: string; text: string | null }[] };
  const wire = sent.data.find((s) => s.text?.includes('prueba de manejo'));
  expect(wire).toBeDefined();
  // Sent once, whatever the retries: one message reached Meta.
  expect(sent.data.filter((s) => s.text?.includes('prueba de manejo'))).toHaveLength(1);
  await sim.deliver(sim.statusBody(wire!.wamid, wire!.to, 'read'));
  await expect(panel.status(mine)).toHaveAttribute('aria-label', 'Leído', { timeout: 15_000 });
  await fetch(`${sim.url}/_sim/config`, { method: 'POST', body: JSON.stringify({ autoRead: true }) });
});

test('outside the 24-hour window the composer says why and offers only the approved templates, prefilled', async ({ page, baseURL }) => {
  await configureChannel(baseURL!);
  const lead = await adviserLead(baseURL!, 1);
  // The client's last message is from two days ago.
  await sim.inbound({ from: `521${lead.phone}`, name: lead.name, text: 'Lo pienso y te aviso', timestamp: Math.floor(Date.now() / 1000) - 2 * 86_400 });

  await signInAs(page, 'adviser-floor@demo.mx');
  const panel = new WhatsAppPanel(page);
  await panel.gotoLead(lead.id);
  await expect(panel.bubble('Lo pienso y te aviso', 'in')).toBeVisible();
  await expect(panel.panel.getByTestId('wa-window-closed')).toHaveText(
    'Han pasado más de 24 horas desde el último mensaje del cliente: solo puedes enviar una plantilla aprobada',
  );
  await expect(panel.composer()).toHaveCount(0);
  const templates = panel.templates();
  await expect(templates).toBeVisible();
  // Marketing needs the client's consent: offered closed.
  await templates.getByRole('combobox', { name: 'Plantilla' }).click();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: 'promocion_mes' })).toHaveClass(/ant-select-item-option-disabled/);
  await page.locator('.ant-select-item-option').filter({ hasText: 'seguimiento_cotizacion' }).click();
  // The first parameter is the client's name, filled from the lead (and editable).
  const first = templates.getByLabel('Parámetro {{1}}');
  await expect(first).not.toHaveValue('');
  await expect(templates.getByTestId('wa-template-preview')).toContainText(await first.inputValue());
  await first.fill('Don Memo');
  await expect(templates.getByTestId('wa-template-preview')).toContainText('Hola Don Memo');
  await shoot(page, 'panel-closed-window');
  await templates.getByRole('button', { name: 'Enviar plantilla' }).click();
  const sent = panel.bubble('Hola Don Memo', 'out');
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Plantilla:');
  await expect(panel.status(sent)).toHaveAttribute('aria-label', /Enviado|Entregado|Leído/, { timeout: 15_000 });
});

test('BDC sees who waits in Conversaciones and assigns the conversation to an adviser', async ({ page, baseURL }) => {
  await configureChannel(baseURL!);
  const lead = await adviserLead(baseURL!, 2);
  await sim.inbound({ from: `521${lead.phone}`, name: lead.name, text: '¿Me pueden llamar hoy?' });

  await signInAs(page, 'bdc@demo.mx');
  const inbox = new ConversationsPage(page);
  await inbox.goto();
  await inbox.tab('Sin responder').click();
  await inbox.search(lead.name);
  const row = inbox.row(lead.name);
  await expect(row).toBeVisible();
  await expect(row).toContainText('¿Me pueden llamar hoy?');
  await expect(row.getByTestId('wa-waiting')).toBeVisible();
  await shoot(page, 'inbox');

  await row.getByRole('button', { name: 'Asignar' }).click();
  const dialog = page.getByRole('dialog', { name: /Asignar conversación/ });
  await dialog.getByRole('combobox', { name: 'Asesor' }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const chosen = (await option.innerText()).trim();
  await option.click();
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByText('Conversación asignada')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(inbox.row(lead.name)).toContainText(chosen);

  // 'Abrir' opens the lead's conversation.
  await inbox.row(lead.name).getByRole('link', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/\/sells\/leads\/\d+\?tab=whatsapp$/);
  await expect(new WhatsAppPanel(page).bubble('¿Me pueden llamar hoy?', 'in')).toBeVisible();
});

test('the leads list marks a lead with an unread client message until the adviser opens its conversation', async ({ page, baseURL }) => {
  await configureChannel(baseURL!);
  const lead = await adviserLead(baseURL!, 3);
  await sim.inbound({ from: `521${lead.phone}`, name: lead.name, text: '¿Aceptan mi auto a cuenta?' });

  await signInAs(page, 'adviser-floor@demo.mx');
  const list = new LeadsListPage(page);
  await list.goto();
  await list.search(lead.name);
  const row = list.rows().filter({ hasText: `#${lead.id}` });
  await expect(row.getByTestId('whatsapp-unread')).toHaveText('Sin leer', { timeout: 15_000 });
  await expect(list.rows().filter({ has: page.getByTestId('whatsapp-unread') })).toHaveCount(1);
  await shoot(page, 'leads-unread');

  // Opening the conversation reads it: back on the list, the marker is gone.
  const panel = new WhatsAppPanel(page);
  await panel.gotoLead(lead.id);
  await expect(panel.bubble('¿Aceptan mi auto a cuenta?', 'in')).toBeVisible();
  await expect.poll(async () => (await apiAs<{ unread: number } | null>(baseURL!, 'adviser-floor@demo.mx', 'GET', `/whatsapp/conversation?leadId=${lead.id}`)).data?.unread).toBe(0);
  await list.goto();
  await list.search(lead.name);
  await expect(list.rows().filter({ hasText: `#${lead.id}` })).toBeVisible();
  await expect(list.rows().filter({ hasText: `#${lead.id}` }).getByTestId('whatsapp-unread')).toHaveCount(0);
});

test('a fleet lead’s WhatsApp notice opens the fleet lead’s conversation, not the inbox', async ({ page, baseURL }) => {
  await configureChannel(baseURL!);
  const EXEC = 'fleet-executive@demo.mx';
  const rows = (await apiAs<{ id: number; phone: string | null; contactName: string }[]>(baseURL!, EXEC, 'GET', '/lead-fleet?limit=50')).data;
  const lead = rows.find((r) => normalizePhoneMx(r.phone)?.length === 10);
  expect(lead, 'a fleet lead of the executive with a Mexican phone').toBeDefined();
  const phone = normalizePhoneMx(lead!.phone)!;
  // The executive starts the conversation from the fleet lead's panel (a template); the client answers.
  const templates = (await apiAs<{ name: string; category: string; params: string[] }[]>(baseURL!, EXEC, 'GET', `/whatsapp/templates?fleetLeadId=${lead!.id}`)).data;
  const utility = templates.find((x) => x.category === 'UTILITY')!;
  const sent = await apiAs(baseURL!, EXEC, 'POST', '/whatsapp/messages', { fleetLeadId: lead!.id, template: { name: utility.name, language: 'es_MX', params: utility.params.map((p) => p || 'x') } });
  expect(sent.status, JSON.stringify(sent.data)).toBe(201);
  await sim.inbound({ from: `521${phone}`, name: 'Compras Transportes', text: 'Necesitamos 15 unidades para enero' });

  await signInAs(page, EXEC);
  // The fleet leads list marks the lead while its client's message is unread.
  const searchList = async () => {
    await page.goto('/fleets/leads-flotilla');
    await page.getByPlaceholder('Buscar por nombre, correo o empresa').fill(lead!.contactName);
    await page.getByPlaceholder('Buscar por nombre, correo o empresa').press('Enter');
    const row = page.locator(`.ant-table-tbody tr.ant-table-row[data-row-key="${lead!.id}"]`);
    await expect(row).toBeVisible();
    return row;
  };
  await expect((await searchList()).getByTestId('whatsapp-unread')).toHaveText('Sin leer', { timeout: 15_000 });
  await shoot(page, 'fleet-leads-unread');
  await page.getByRole('button', { name: 'Notificaciones' }).click();
  const notice = page.getByTestId('notification-list').locator('.ant-list-item').filter({ hasText: 'Necesitamos 15 unidades' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/fleets/leads-flotilla/${lead!.id}\\?tab=whatsapp$`));
  await expect(new WhatsAppPanel(page).bubble('Necesitamos 15 unidades para enero', 'in')).toBeVisible();
  // Read: the marker is gone from the list.
  await expect.poll(async () => (await apiAs<{ unread: number } | null>(baseURL!, EXEC, 'GET', `/whatsapp/conversation?fleetLeadId=${lead!.id}`)).data?.unread).toBe(0);
  await expect((await searchList()).getByTestId('whatsapp-unread')).toHaveCount(0);
});
