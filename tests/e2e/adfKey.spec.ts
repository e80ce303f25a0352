import { expect, resetDatabase, signInAs, test } from './fixtures';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const ADF = '<?xml version="1.0"?><adf><prospect><id source="e2e">E2E-1</id><customer><contact><name part="full">Marisol Prueba Llave</name><phone>5512349876</phone></contact></customer></prospect></adf>';
const postAdf = (baseURL: string, key: string) =>
  fetch(`${baseURL}/api/public/adf/1`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/xml' }, body: ADF });

test('an admin sees the agency ADF key masked, shows it, and rotates it: the old key stops working', async ({ page, baseURL }) => {
  await signInAs(page, 'admin@demo.mx');
  await page.goto('/admin/agencies/1');
  const card = page.getByTestId('adf-key-card');
  await expect(card).toBeVisible();
  await expect(card.getByText(/\/api\/public\/adf\/1$/)).toBeVisible();
  const value = card.getByTestId('adf-key-value');
  await expect(value).toHaveText(/^•+2026$/);
  await card.getByRole('button', { name: 'Mostrar' }).click();
  await expect(value).toHaveText('adf-demo-jac-polanco-2026');
  await card.getByRole('button', { name: 'Ocultar' }).click();
  await expect(value).toHaveText(/^•+2026$/);

  await card.getByRole('button', { name: 'Rotar clave' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Rotar clave' }).click();
  await expect(page.getByText('Clave ADF rotada')).toBeVisible();
  await expect(value).toHaveText(/^adf_[\w-]{20,}$/);
  const fresh = (await value.innerText()).trim();
  expect((await postAdf(baseURL!, 'adf-demo-jac-polanco-2026')).status).toBe(401);
  expect((await postAdf(baseURL!, fresh)).status).toBe(201);
});

test('the agency screen of a non-admin never shows the key (the call answers 403)', async ({ baseURL }) => {
  const { apiAs } = await import('./leadsApi');
  const res = await apiAs<string>(baseURL!, 'manager@demo.mx', 'GET', '/agency/1/adf-key');
  expect(res.status).toBe(403);
});
