import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';
import { readFile } from 'node:fs/promises';

/**
 * Issue 54, 'Solicitudes ARCO': a coordinator (the agency's data officer) registers a person's access
 * request — the records the matcher finds, the identity check — sees the deadline in business days,
 * and moves it to en trámite and respondida.
 */
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const shot = (name: string) => `test-results/privacy-arco-${name}.png`;

test('a coordinator registers an access request with the person’s records and answers it', async ({ page, baseURL }) => {
  const list = await apiAs<{ id: number }[]>(baseURL!, 'admin@demo.mx', 'GET', '/lead/new?page=1&limit=1&phase=SEGUIMIENTO');
  const leadId = list.data[0]!.id;
  const lead = (await apiAs<{ firstName: string; lastName: string; email: string | null; phone: string | null }>(baseURL!, 'admin@demo.mx', 'GET', `/lead/${leadId}`)).data;
  const name = `${lead.firstName} ${lead.lastName}`;

  await signInAs(page, 'coordinator@demo.mx');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sells/solicitudes-arco');
  await expect(page.getByRole('heading', { name: 'Solicitudes ARCO' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrar solicitud' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar solicitud ARCO' });
  await dialog.getByLabel('Derecho que ejerce').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Acceso$/ }).click();
  await dialog.getByLabel('Nombre de la persona').fill(name);
  if (lead.phone) await dialog.getByLabel('Teléfono').fill(lead.phone);
  if (lead.email) await dialog.getByLabel('Correo').fill(lead.email);
  await dialog.getByRole('button', { name: 'Buscar registros' }).click();
  const found = dialog.getByRole('row', { name: new RegExp(`Lead de venta #${leadId}\\b`) });
  await expect(found).toBeVisible();
  await expect(found.getByRole('checkbox')).toBeChecked();
  await dialog.getByLabel('Identidad verificada con').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Credencial para votar (INE)' }).click();
  await dialog.getByLabel('Qué se comprobó').fill('Vigente; la fotografía coincide');
  await page.screenshot({ path: shot('register-1440'), fullPage: true });
  await dialog.getByRole('button', { name: 'Registrar' }).click();

  await expect(page.getByText('Solicitud ARCO registrada')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Solicitud ARCO \d+: Acceso/ })).toBeVisible();
  await expect(page.getByText('20 días hábiles')).toBeVisible();
  await expect(page.getByText(/Credencial para votar \(INE\) — Vigente; la fotografía coincide/)).toBeVisible();
  await expect(page.getByRole('link', { name: `Lead de venta #${leadId}` })).toBeVisible();
  await page.screenshot({ path: shot('detail-1440'), fullPage: true });

  // The access answer: generated off the call, then downloaded by the coordinator who handles it.
  const card = page.getByTestId('access-file');
  await card.getByRole('button', { name: 'Generar archivo de acceso' }).click();
  const pdfDownload = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^acceso-solicitud-\d+\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const jsonDownload = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar JSON' }).click();
  const json = JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8')) as { records: { kind: string; id: number }[] };
  expect(json.records.some((r) => r.kind === 'lead' && r.id === leadId)).toBe(true);
  await page.screenshot({ path: shot('access-file-1440'), fullPage: true });

  await page.getByRole('button', { name: 'Pasar a en trámite' }).click();
  await expect(page.getByText('Estado de la solicitud actualizado')).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como respondida' }).click();
  await page.getByLabel('Respuesta').fill('Se entregó la información a la persona.');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('.ant-descriptions-item-content').filter({ hasText: 'Se entregó la información a la persona.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como respondida' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Solicitudes ARCO' }).first().click();
  // The list, not the detail still on screen (its records table names the person too).
  await expect(page).toHaveURL(/\/sells\/solicitudes-arco$/);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('Respondida');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: shot('list-1440'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('list-1024'), fullPage: true });
});

test('a coordinator records a person’s opposition to marketing from an ARCO request, and the lead shows it', async ({ page, baseURL }) => {
  const list = await apiAs<{ id: number }[]>(baseURL!, 'admin@demo.mx', 'GET', '/lead/new?page=1&limit=2&phase=SEGUIMIENTO');
  const leadId = list.data[1]!.id;
  const lead = (await apiAs<{ firstName: string; lastName: string; email: string | null; phone: string | null }>(baseURL!, 'admin@demo.mx', 'GET', `/lead/${leadId}`)).data;
  const created = await apiAs<{ id: number }>(baseURL!, 'coordinator@demo.mx', 'POST', '/privacy/arco', {
    data: { type: 'oposicion', person: { name: `${lead.firstName} ${lead.lastName}`, phone: lead.phone ?? undefined, email: lead.email ?? undefined }, identityMethod: 'pasaporte', records: [{ kind: 'lead', id: leadId }] },
  });
  expect(created.status).toBe(201);

  await signInAs(page, 'coordinator@demo.mx');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/sells/solicitudes-arco/${created.data.id}`);
  const card = page.getByTestId('arco-opposition');
  await card.getByLabel('Finalidades a las que se opone').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Promociones y marketing' }).click();
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Registrar oposición' }).click();
  await expect(page.getByText('Oposición registrada en 1 registro de la persona')).toBeVisible();
  await expect(card).toContainText('Oposición registrada a: Promociones y marketing.');
  await page.screenshot({ path: shot('opposition-1440'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('opposition-1024'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('link', { name: `Lead de venta #${leadId}` }).click();
  await page.getByRole('tab', { name: 'Consentimientos' }).click();
  const marketing = page.getByTestId('lead-consents').locator('[data-purpose="Promociones y marketing"]');
  await expect(marketing).toContainText('Retirado');
  await expect(marketing).toContainText('Solicitud ARCO');
});

test('the admin sets the agency’s period to answer ARCO requests in business days', async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/admin/aviso-de-privacidad');
  const days = page.getByLabel('Días hábiles para responder');
  await expect(days).toHaveValue('20');
  await days.fill('15');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Configuración de datos personales guardada')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Días hábiles para responder')).toHaveValue('15');
});

test('a coordinator answers a rectification: corrects the lead in its own screen and records it on the request', async ({ page, baseURL }) => {
  const list = await apiAs<{ id: number }[]>(baseURL!, 'admin@demo.mx', 'GET', '/lead/new?page=2&limit=1&phase=SEGUIMIENTO');
  const leadId = list.data[0]!.id;
  const lead = (await apiAs<{ firstName: string; lastName: string; phone: string | null }>(baseURL!, 'admin@demo.mx', 'GET', `/lead/${leadId}`)).data;
  const created = await apiAs<{ id: number }>(baseURL!, 'coordinator@demo.mx', 'POST', '/privacy/arco', {
    data: { type: 'rectificacion', person: { name: `${lead.firstName} ${lead.lastName}`, phone: lead.phone }, identityMethod: 'ine', records: [{ kind: 'lead', id: leadId }] },
  });
  const requestId = created.data.id;

  await signInAs(page, 'coordinator@demo.mx');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/sells/solicitudes-arco/${requestId}`);
  const row = page.getByRole('row', { name: new RegExp(`Lead de venta #${leadId}\\b`) });
  // 'Corregir' opens the lead, where the data is corrected under its own rules.
  await row.getByRole('link', { name: 'Corregir' }).click();
  await expect(page).toHaveURL(new RegExp(`/sells/leads/${leadId}$`));
  await page.goBack();
  await row.getByRole('button', { name: 'Registrar corrección' }).click();
  const dialog = page.getByRole('dialog', { name: `Corrección de Lead de venta #${leadId}` });
  await dialog.getByLabel('Qué se corrigió').fill('Segundo apellido corregido según su INE');
  await dialog.getByRole('button', { name: 'Registrar corrección' }).click();
  await expect(page.getByText('Corrección registrada')).toBeVisible();
  await expect(row).toContainText('Segundo apellido corregido según su INE');
  await expect(row.getByRole('button', { name: 'Registrar corrección' })).toHaveCount(0);
  await expect(page.locator('.ant-descriptions-item-content').filter({ hasText: 'En trámite' })).toBeVisible();
  await page.screenshot({ path: shot('rectification-1440'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('rectification-1024'), fullPage: true });
});
