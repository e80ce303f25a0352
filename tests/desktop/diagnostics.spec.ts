import fs from 'node:fs';
import path from 'node:path';
import { expect, signIn, test } from './fixtures';

/**
 * Support can see what happened: main, renderer and API logs in <userData>/logs (redacted), and
 * 'Ayuda → Diagnóstico' with the support bundle a receptionist saves and sends.
 */

const FAKE_JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiIsImVtYWlsIjoiaG9zdGVzc0BkZW1vLm14In0.ZmlybWEtZGUtcHJ1ZWJhLWZpcm1h';

/** Every line of one log (all its rotated files). */
function readLog(logDir: string, name: string): string {
  const dir = path.join(logDir, name);
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.log'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('');
}

test('Ayuda → Diagnóstico shows the version and the API, a renderer error lands masked in renderer.log, and the support bundle holds the logs without personal data', async ({ desktop }) => {
  const page = await desktop.mainPage();
  await signIn(page, 'hostess@demo.mx');

  // Renderer errors through the real path: window.onerror → preload → main's handler → renderer.log.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('prueba de diagnóstico juan@example.com');
    });
  });
  await page.evaluate((jwt) => {
    void Promise.reject(new Error(`llamar al 55 1234 5678 o al +52 81 8765 4321 con ${jwt}`));
  }, FAKE_JWT);
  await expect.poll(() => readLog(desktop.logDir, 'renderer')).toContain('prueba de diagnóstico [correo]');
  await expect.poll(() => readLog(desktop.logDir, 'renderer')).toContain('llamar al [teléfono] o al [teléfono] con [jwt]');
  const rendererLog = readLog(desktop.logDir, 'renderer');
  expect(rendererLog).toContain('"route":"/');
  expect(rendererLog).not.toContain('juan@example.com');

  const dialog = page.getByRole('dialog', { name: 'Diagnóstico' });
  // A click on the help menu while it is still sliding open can miss its item (the menu stays open,
  // no dialog; seen once in the full suite): open it again and click until the dialog is there.
  const item = page.getByRole('menuitem', { name: 'Diagnóstico' });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
    await item.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const facts = dialog.getByTestId('diagnostics');
  await expect(facts).toContainText('1.4.0');
  await expect(facts).toContainText('local');
  await expect(facts).toContainText(/Disponible · \d+ ms/);
  // The harness's build has no update feed: the channel is said, and that updates are off here.
  await expect(facts).toContainText('Canal estable · desactivadas en esta instalación');
  await expect(facts).toContainText(desktop.logDir);

  await dialog.getByRole('button', { name: 'Guardar paquete de soporte' }).click();
  const shownPath = dialog.getByTestId('support-bundle-path');
  await expect(shownPath).toContainText('crm-ventas-soporte-');
  const [file] = fs.readdirSync(desktop.downloadsFolder);
  const bundlePath = path.join(desktop.downloadsFolder, file!);
  expect(desktop.shownInFolder).toEqual([bundlePath]);
  await expect(shownPath).toContainText(bundlePath);

  const bundle = fs.readFileSync(bundlePath, 'utf8');
  expect(bundle).toContain('"version": "1.4.0"');
  expect(bundle).toContain('"reachable": true');
  // The tail of each log: main's start, the renderer's errors, the API's requests (the sign-in's among them).
  expect(bundle).toContain('Inicio de CRM Ventas');
  expect(bundle).toContain('prueba de diagnóstico [correo]');
  expect(bundle).toMatch(/"proc":"api".*"url":"\/cognito/);
  for (const secret of ['juan@example.com', 'hostess@demo.mx', 'eyJ', '1234 5678', '8765 4321', 'Demo2026!']) expect(bundle).not.toContain(secret);
});
