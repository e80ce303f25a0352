import { expect, type Locator, type Page } from '@playwright/test';

/** /sells/registro-visitas and its 'Nueva visita' wizard. */
export class VisitsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sells/registro-visitas');
    await expect(this.page.getByRole('heading', { name: 'Registro de visitas' })).toBeVisible();
  }

  rows(): Locator {
    return this.page.locator('.ant-table-tbody tr.ant-table-row');
  }

  allTab(): Locator {
    return this.page.getByRole('tab', { name: /^Todos \(\d+\)$/ });
  }

  wizard(): Locator {
    return this.page.getByRole('dialog', { name: 'Nueva visita' });
  }

  async openWizard(): Promise<void> {
    await this.page.getByRole('button', { name: 'Nueva visita' }).click();
    await expect(this.wizard()).toBeVisible();
  }

  field(label: string): Locator {
    return this.wizard().getByLabel(label, { exact: true });
  }

  async next(): Promise<void> {
    await this.wizard().getByRole('button', { name: 'Siguiente' }).click();
  }
}
