import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';
import { pickIn } from './pages/selects';

interface Row {
  id: number;
  phase: string;
}

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

async function firstLeadIn(baseURL: string, phase: string): Promise<number> {
  const { data } = await apiAs<Row[]>(baseURL, 'manager@demo.mx', 'GET', `/lead/new?page=1&limit=10&phase=${phase}`);
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.id;
}

test('a coordinator sees the contact data of a subasta lead as a dash; a manager sees it', async ({ page, baseURL }) => {
  const id = await firstLeadIn(baseURL!, 'subasta');
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto(`/sells/leads/${id}`);
  await expect(page.getByTestId('phase-badge')).toHaveText('Subasta');
  await expect(page.getByTestId('lead-email')).toHaveText('-');
  await expect(page.getByTestId('lead-phone')).toHaveText('-');
  // The contact buttons cannot open a channel with hidden data.
  await expect(page.getByRole('button', { name: 'WhatsApp' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/leadsui-lead-detail-subasta.png', fullPage: true });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, 'manager@demo.mx');
  await page.goto(`/sells/leads/${id}`);
  await expect(page.getByTestId('lead-phone')).toHaveText(/^\+52 \d{2} \d{4} \d{4}$/);
});

test('desktop shows data beside Funnel, Agenda, Historial, WhatsApp, Consentimientos; a small screen shows Datos first', async ({ page, baseURL }) => {
  const id = await firstLeadIn(baseURL!, 'seguimiento');
  await signInAs(page, 'manager@demo.mx');
  await page.goto(`/sells/leads/${id}`);
  // WhatsApp (issue 53): the manager may read and answer the lead's conversation; 'Consentimientos' (issue 54, modules/privacy).
  await expect(page.getByRole('tab')).toHaveText(['Funnel', 'Agenda', 'Historial', 'WhatsApp', 'Consentimientos']);
  await expect(page.getByTestId('lead-data')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/sells/leads');
  // A click while the panel still settles can miss: retry until the tab is the selected one.
  const historyTab = page.getByRole('tab', { name: 'Historial' });
  await expect(async () => {
    await historyTab.click({ timeout: 2_000 });
    await expect(historyTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('history-entry').first()).toBeVisible();
  // Type filter (8 choices with Todos), then free text on comments.
  const typeSelect = page.locator('.ant-select').filter({ has: page.getByLabel('Tipo', { exact: true }) });
  await typeSelect.click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(8);
  await pickIn(page, typeSelect, 'Cambio de fase');
  await expect.poll(async () => [...new Set(await page.getByTestId('history-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-type'))))]).toEqual(['PHASE_CHANGE']);
  await page.getByPlaceholder('Buscar en comentarios').fill('texto que no existe');
  await expect(page.getByText('Sin registros')).toBeVisible();
  // Last on the wide layout: a full-page capture resizes the window, which can re-lay the tabs out.
  await page.screenshot({ path: '/tmp/leadsui-lead-detail-history.png', fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('tab')).toHaveText(['Datos', 'Funnel', 'Agenda', 'Historial', 'WhatsApp', 'Consentimientos']);
  await expect(page.getByRole('tab', { name: 'Datos' })).toHaveAttribute('aria-selected', 'true');
});

test('a lead of another agency reads as not existing', async ({ page, baseURL }) => {
  // admin belongs to every agency: a lead of agency 2, which the coordinator (agency 1) may not see.
  const other = await apiAs<Row[]>(baseURL!, 'admin@demo.mx', 'GET', '/lead/new?page=1&limit=1', undefined, 2);
  expect(other.status).toBe(200);
  await signInAs(page, 'coordinator@demo.mx');
  await page.goto(`/sells/leads/${other.data[0]!.id}`);
  await expect(page.getByText('El prospecto no existe')).toBeVisible();
});
