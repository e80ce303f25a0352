import type { Page } from '@playwright/test';

/** The login screen, as a user sees it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByLabel('Contraseña', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  }

  error() {
    return this.page.getByRole('alert');
  }
}
