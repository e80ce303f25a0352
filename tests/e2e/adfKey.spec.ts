import { expect, resetDatabase, signInAs, test } from './fixtures';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const ADF = '<?xml version="1.0"?><adf><prospect><id source="e2e">E2E-1</id><customer><contact><name part="full">Marisol Prueba Llave</name><phone>5512349876</phone></contact></customer></prospect></adf>';
const postAdf = (baseURL: string, key: string) =>
  fetch(`${baseURL}/api/public/adf/1`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/xml' }, body: ADF });

test('an admin sees the agency ADF key by its last four characters and rotates it: the new key is shown once, the old one stops working', async ({ page, baseURL }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/admin/agencies/1');
  const card = page.getByTestId('adf-key-card');
  await expect(card).toBeVisible();
  await expect(card.getByText(/\/api\/public\/adf\/1$/)).toBeVisible();
  const value = card.getByTestId('adf-key-value');
  await expect(value).toHaveText(/^•+2026$/);
  // The key itself is never shown again: only a hash of it is kept.
  await expect(card.getByRole('button', { name: 'Mostrar' })).toHaveCount(0);
  await expect(card).not.toContainText('adf-demo-jac-polanco-2026');

  await card.getByRole('button', { name: 'Rotar clave' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Rotar clave' }).click();
  await expect(page.getByText('Clave ADF rotada')).toBeVisible();
  const shownOnce = card.getByTestId('adf-key-new');
  await expect(card.getByText('Copia la clave nueva ahora: no se volverá a mostrar')).toBeVisible();
  await expect(shownOnce).toHaveText(/^adf_[\w-]{20,}$/);
  const fresh = (await shownOnce.innerText()).trim();
  await expect(value).toHaveText(`${'•'.repeat(16)}${fresh.slice(-4)}`);
  expect((await postAdf(baseURL!, 'adf-demo-jac-polanco-2026')).status).toBe(401);
  expect((await postAdf(baseURL!, fresh)).status).toBe(201);
  // After a reload the new key is gone from the screen too.
  await page.reload();
  await expect(card.getByTestId('adf-key-new')).toHaveCount(0);
  await expect(value).toHaveText(`${'•'.repeat(16)}${fresh.slice(-4)}`);
});

test('the agency screen of a non-admin never shows the key (the call answers 403)', async ({ baseURL }) => {
  const { apiAs } = await import('./leadsApi');
  const res = await apiAs<string>(baseURL!, 'manager@demo.mx', 'GET', '/agency/1/adf-key');
  expect(res.status).toBe(403);
});
