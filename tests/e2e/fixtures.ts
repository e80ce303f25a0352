import { test as base, expect, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

export const DEMO_PASSWORD = 'Demo2026!';

/** Empties and re-seeds the server's database: call once per spec file (test.beforeAll). */
export async function resetDatabase(baseURL: string): Promise<void> {
  const res = await fetch(`${baseURL}/__test/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`reset failed: ${res.status}`);
}

/** Signs in through the login screen and waits for the shell. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  // The menu toggle is there at every width; the side menu itself is a closed drawer below 992 px.
  await expect(page.getByTestId('menu-toggle')).toBeVisible();
}

/** The session each role signed in with, kept for this worker: a page gets it back without the login screen. */
const sessions = new Map<string, Record<string, string>>();

/**
 * Signs in as `email` through the login screen the first time in this worker, then gives later pages
 * that session (the browser build keeps it in localStorage) before their first load. For specs that
 * test screens, not signing in: the page is left blank, so the caller goes to the screen it checks.
 */
export async function signedInAs(page: Page, email: string): Promise<void> {
  const saved = sessions.get(email);
  if (!saved) {
    await signInAs(page, email);
    sessions.set(email, await page.evaluate(() => Object.fromEntries(Object.entries(localStorage))));
    return;
  }
  // Only before the tab's first load: a later sign-out or token refresh in the test must stand.
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('e2e-session-given')) return;
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-session-given', '1');
  }, saved);
}

/**
 * Each worker drives its own server (playwright.config.ts starts one a worker, E2E_PORT_<n>): a spec
 * file's reset and writes never reach another worker's screens.
 */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    const port = process.env[`E2E_PORT_${testInfo.parallelIndex}`];
    await use(port ? `http://127.0.0.1:${port}` : baseURL);
  },
});
export { expect };
