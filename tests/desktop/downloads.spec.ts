import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, navigate, signIn, test } from './fixtures';

/**
 * Downloads like a desktop app (issue 40): main's 'will-download' handler saves an export into the
 * Downloads folder under a name that overwrites nothing, the page says where it went, and 'Abrir' /
 * 'Mostrar en carpeta' reach the OS through main for the files main saved. In the harness the page's
 * Playwright download is Electron's will-download (harness/fakeDownloads.ts).
 */

async function exportCsv(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Exportar' }).hover();
  // The menu may open under the sticky top bar, which then takes a pointer click: the item's own click.
  const csv = page.getByRole('menuitem', { name: 'CSV (.csv)' });
  await expect(csv).toBeVisible();
  await csv.dispatchEvent('click');
}

test('an exported list lands in Descargas, opens from its notice, and a second export gets a numbered name', async ({ desktop }) => {
  const page = await desktop.mainPage();
  await signIn(page, 'coordinator@demo.mx');
  await navigate(page, '/sells/leads');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

  await exportCsv(page);
  const first = page.locator('.ant-notification-notice').filter({ hasText: /leads-\d{4}-\d{2}-\d{2}\.csv se guardó en Descargas/ });
  await expect(first).toBeVisible();
  const name = (await first.innerText()).match(/(leads-\S+\.csv)/)![1]!;
  const saved = path.join(desktop.downloadsFolder, name);
  expect(fs.readFileSync(saved, 'utf8')).toContain('Contacto');

  await first.getByRole('button', { name: 'Abrir' }).click();
  await expect.poll(() => desktop.openedPaths).toEqual([saved]);
  await expect(first).toBeHidden();

  // The same export again: the first file stays, the new one is numbered.
  await exportCsv(page);
  const numbered = name.replace(/\.csv$/, ' (1).csv');
  const second = page.locator('.ant-notification-notice').filter({ hasText: `${numbered} se guardó en Descargas` });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Mostrar en carpeta' }).click();
  await expect.poll(() => desktop.shownInFolder).toEqual([path.join(desktop.downloadsFolder, numbered)]);
  expect(fs.readdirSync(desktop.downloadsFolder).sort()).toEqual([numbered, name].sort());
  expect(fs.readFileSync(saved, 'utf8')).toContain('Contacto');

  // Main opens only ids it issued: a made-up one, or a path, opens nothing.
  expect(await page.evaluate(() => window.crm!['download:open']({ id: 999 }))).toBe(false);
  await expect(page.evaluate(() => window.crm!['download:open']({ path: '/etc/passwd' } as never))).rejects.toThrow();
  expect(desktop.openedPaths).toEqual([saved]);
});
