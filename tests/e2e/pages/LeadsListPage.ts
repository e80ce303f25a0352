import { expect, type Locator, type Page } from '@playwright/test';

/** /sells/leads as a user sees it. */
export class LeadsListPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sells/leads');
    await expect(this.rows().first()).toBeVisible();
  }

  rows(): Locator {
    return this.page.locator('.ant-table-tbody tr.ant-table-row');
  }

  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${label}`) });
  }

  count(key: 'TODOS' | '1ER_CONTACTO' | 'SEGUIMIENTO' | 'CIERRE'): Locator {
    return this.page.getByTestId(`count-${key}`);
  }

  async countValue(key: 'TODOS' | '1ER_CONTACTO' | 'SEGUIMIENTO' | 'CIERRE'): Promise<number> {
    return Number((await this.count(key).innerText()).replace(/\D/g, ''));
  }

  footer(): Locator {
    return this.page.getByText(/\d+ \/ \d+ · \d+ registros/);
  }

  async search(text: string): Promise<void> {
    await this.page.getByPlaceholder('Buscar por nombre, correo o teléfono').fill(text);
    await this.page.getByPlaceholder('Buscar por nombre, correo o teléfono').press('Enter');
  }

  pageButton(n: number): Locator {
    return this.page.getByLabel('Paginación').getByRole('button', { name: String(n), exact: true });
  }

  async openCreate(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Crear lead' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Crear lead' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/** Picks an option of an antd Select inside `scope` by its label. */
export { choose } from './selects';
