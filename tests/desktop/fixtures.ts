import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedApi } from '../../src/apiProcess/embeddedApi';
import { appUrl } from '../../src/main/windows/appUrl';
import { toHarnessUrl } from './harness/appOrigin';
import { launchDesktop, ROOT, type DesktopRun, type LaunchOptions } from './harness/launchDesktop';

export const DEMO_PASSWORD = 'Demo2026!';
/** Demo leads per agency: enough for every journey, a fraction of the shipped demo's seed time. */
export const SEED_LEADS_PER_AGENCY = Number(process.env.SEED_LEADS_PER_AGENCY || 40);

interface WorkerFixtures {
  /** A userData folder whose embedded database holds the demo, seeded once per run. */
  seededUserData: string;
}

interface TestFixtures {
  /** A fresh userData for this test: a copy of the seeded one (no settings, no session). */
  userData: string;
  /** Launches the desktop app on `userData` (again, for "quit and start again"); every run is quit after the test. */
  launch: (options?: Pick<LaunchOptions, 'clock' | 'updateFeed' | 'updater' | 'argv'>) => Promise<DesktopRun>;
  /** The app, launched once. */
  desktop: DesktopRun;
}

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  seededUserData: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this fixture uses no other
    async ({}, use) => {
      const dir = tempDir('crm-desktop-seed-');
      const api = await startEmbeddedApi({ dataDir: path.join(dir, 'data'), migrationsFolder: path.join(ROOT, 'src/server/db/migrations'), seedLeadsPerAgency: SEED_LEADS_PER_AGENCY });
      await api.ready;
      await api.close();
      await use(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  userData: async ({ seededUserData }, use) => {
    const dir = tempDir('crm-desktop-user-');
    fs.cpSync(path.join(seededUserData, 'data'), path.join(dir, 'data'), { recursive: true });
    await use(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  },

  launch: async ({ browser, userData }, use, testInfo) => {
    const runs: DesktopRun[] = [];
    await use(async (options = {}) => {
      const run = await launchDesktop({ browser, userData, ...options });
      runs.push(run);
      return run;
    });
    for (const run of runs) {
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const [index, window] of run.windows.entries()) {
          if (window.destroyed || !window.currentPage) continue;
          const shot = await window.currentPage.screenshot().catch(() => null);
          if (shot) await testInfo.attach(`window-${index}`, { body: shot, contentType: 'image/png' });
        }
      }
      await run.quit().catch(() => {});
    }
    // No page of any run met a Content-Security-Policy violation.
    expect(runs.flatMap((run) => run.cspViolations), 'CSP violations').toEqual([]);
  },

  desktop: async ({ launch }, use) => {
    await use(await launch());
  },
});

/** Signs in through the login screen of the desktop build and waits for the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByTestId('menu-toggle')).toBeVisible();
}

/** Opens an app route in a window as a user would by typing it or by a reload: a full load of app://crm/<route>. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(toHarnessUrl(appUrl(route)));
}

/** Goes to an app route inside the running app (the router, no page load), as a menu link does. */
export async function navigate(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

export { expect };
