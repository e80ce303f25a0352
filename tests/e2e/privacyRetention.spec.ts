import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';

/**
 * Issue 54, retention: the admin sets the agency's periods beside the ARCO period and sees the job's
 * last run; 'Solicitudes ARCO' keeps its essential columns in a 1024 px window (the menu open).
 */
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const shot = (name: string) => `test-results/privacy-retention-${name}.png`;

test('the admin sets the retention periods and sees the last run', async ({ page }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/admin/aviso-de-privacidad');
  const card = page.getByTestId('retention-card');
  await expect(card.getByLabel('Días que se conservan los datos bloqueados antes de suprimirlos')).toHaveValue('365');
  await expect(card.getByLabel('Días sin actividad antes de bloquear un lead perdido')).toBeDisabled();
  await card.getByRole('checkbox', { name: 'Bloquear los leads perdidos (congelados) sin actividad' }).check();
  await card.getByLabel('Días sin actividad antes de bloquear un lead perdido').fill('180');
  await card.getByLabel('Días que se conservan los registros ligados a una venta').fill('2000');
  await card.getByRole('button', { name: 'Guardar plazos' }).click();
  await expect(page.getByText('Configuración de datos personales guardada')).toBeVisible();
  await page.reload();
  await expect(card.getByLabel('Días sin actividad antes de bloquear un lead perdido')).toHaveValue('180');
  await expect(card.getByLabel('Días que se conservan los registros ligados a una venta')).toHaveValue('2000');
  await expect(card.getByTestId('retention-last-run')).toContainText('Última ejecución de retención:');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('settings-1024') });
});

test('Solicitudes ARCO shows folio, right, person, state and deadline in a 1024 px window', async ({ page, baseURL }) => {
  const people = ['María Guadalupe Hernández Villaseñor', 'José Antonio Rodríguez', 'Ana Sofía Treviño Garza'];
  for (const [i, name] of people.entries()) {
    const created = await apiAs<{ id: number }>(baseURL!, 'coordinator@demo.mx', 'POST', '/privacy/arco', {
      data: { type: i === 0 ? 'rectificacion' : 'cancelacion', person: { name, phone: `55123400${10 + i}` }, identityMethod: 'pasaporte' },
    });
    expect(created.status).toBe(201);
  }
  await signInAs(page, 'coordinator@demo.mx');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/sells/solicitudes-arco');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: people[0]! });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Rectificación');
  await expect(row).toContainText('20 días hábiles');
  // With the menu as it opens and with it toggled: every essential column inside the window, nothing scrolled away.
  for (const menu of ['as-opened', 'toggled']) {
    if (menu === 'toggled') await page.getByTestId('menu-toggle').click();
    await page.waitForTimeout(400);
    for (const title of ['Folio', 'Derecho', 'Persona', 'Estado', 'Plazo']) {
      const header = page.getByRole('columnheader', { name: title, exact: true });
      await expect(header).toBeVisible();
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, `${title} (${menu})`).toBeLessThanOrEqual(1024);
    }
    const overflow = await page.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, menu).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot(`arco-list-1024-${menu}`) });
  }
});
