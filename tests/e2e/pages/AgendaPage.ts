import { expect, type Locator, type Page } from '@playwright/test';

/** /sells/agenda. */
export class AgendaPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sells/agenda');
    await expect(this.page.getByRole('heading', { name: 'Mi Agenda' })).toBeVisible();
  }

  label(): Locator {
    return this.page.getByTestId('agenda-label');
  }

  async view(name: 'Dia' | 'Semana' | 'Mes'): Promise<void> {
    await this.page.locator('.ant-segmented').getByText(name, { exact: true }).click();
  }

  items(): Locator {
    return this.page.getByTestId('agenda-item');
  }
}
