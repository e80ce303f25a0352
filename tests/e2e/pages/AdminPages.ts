import { expect, type Page } from '@playwright/test';

/** The administration screens (JAC Store), as an admin sees them. */
export class AdminPages {
  constructor(private readonly page: Page) {}

  /** Picks an option of an antd Select found by its aria-label. */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('main').getByLabel(label, { exact: true }).click();
    // The lists are virtual (32 states): type to bring the option into view.
    await this.page.keyboard.type(option);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  }

  async registerUser(user: { email: string; firstName: string; lastName: string; phone: string; agency: string; role: string }): Promise<void> {
    await this.page.goto('/admin/users');
    await this.page.getByRole('button', { name: 'Registrar nuevo usuario' }).click();
    await expect(this.page).toHaveURL(/\/admin\/register$/);
    await this.page.getByLabel('Correo', { exact: true }).fill(user.email);
    await this.page.getByLabel('Nombre', { exact: true }).fill(user.firstName);
    await this.page.getByLabel('Apellido', { exact: true }).fill(user.lastName);
    await this.page.getByTestId('user-phones').fill(user.phone);
    await this.page.getByTestId('user-phones').press('Enter');
    await this.page.getByText('Mujer').click();
    await this.choose('Agencias', user.agency);
    await this.page.keyboard.press('Escape');
    await this.choose('Rol de Usuario', user.role);
    await this.page.getByRole('button', { name: 'Registrar usuario' }).click();
  }

  async temporaryPasswordFor(email: string): Promise<string> {
    await this.page.goto('/admin/users');
    await this.page.getByRole('tab', { name: 'Correos enviados' }).click();
    const row = this.page.getByRole('row', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }).first();
    const text = await row.innerText();
    const match = /Contraseña temporal: (\S+)/.exec(text);
    if (!match) throw new Error(`no credentials mail for ${email}`);
    return match[1]!;
  }

  async disableUser(search: string, disableType: 'Subasta' | 'Aleatorio' | 'Usuario' | 'Ninguno'): Promise<void> {
    await this.page.goto('/admin/users');
    await this.page.getByPlaceholder('Buscar por nombre o correo').fill(search);
    await this.page.getByPlaceholder('Buscar por nombre o correo').press('Enter');
    const row = this.page.getByRole('row', { name: new RegExp(search.replace(/[.@]/g, '\\$&')) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Dar de Baja' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Baja de Usuario' });
    await dialog.getByText(disableType, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Dar de Baja' }).click();
  }
}
