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

export const test = base;
export { expect };
