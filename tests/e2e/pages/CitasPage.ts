import { expect, type Locator, type Page } from '@playwright/test';

/** /sells/citas as a coordinator sees it. */
export class CitasPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sells/citas');
    await expect(this.page.getByRole('heading', { name: 'Citas' })).toBeVisible();
  }

  rows(): Locator {
    return this.page.locator('.ant-table-tbody tr.ant-table-row');
  }

  async clientOf(row: Locator): Promise<string> {
    return (await row.locator('td').first().innerText()).trim();
  }

  async confirmAction(row: Locator, button: string): Promise<void> {
    await row.getByRole('button', { name: button }).click();
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: 'Si' }).click();
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-notification').getByText(text);
  }
}
