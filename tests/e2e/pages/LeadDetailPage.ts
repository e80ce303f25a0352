import { expect, type Locator, type Page } from '@playwright/test';

/** /sells/leads/{id}: panels, popups and toasts as a user sees them. */
export class LeadDetailPage {
  constructor(readonly page: Page) {}

  async goto(id: number): Promise<void> {
    await this.page.goto(`/sells/leads/${id}`);
    await expect(this.page.getByTestId('lead-data')).toBeVisible();
  }

  phase(): Locator {
    return this.page.getByTestId('phase-badge');
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** The form's single validation message. */
  problem(dialog: Locator): Locator {
    // The form's problem, not a date picker's own reason for refusing a typed date (also an alert).
    return dialog.getByRole('alert').and(dialog.locator(':not(.typed-date-refusal)'));
  }

  async save(dialog: Locator, label = 'Guardar'): Promise<void> {
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: label }).click();
  }

  /** The result screen's 'Cerrar', which refreshes the lead. */
  async closeResult(dialog: Locator, title: string): Promise<void> {
    await expect(dialog.locator('.ant-result-title')).toHaveText(title);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text }).first();
  }

  async confirm(button: string): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).click();
    await this.page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Sí' }).click();
  }
}

/** Picks an option of an antd Select by its form label. */
export { choose } from './selects';

/** Types a date (and time) into an antd DatePicker by its form label. */
export async function typeDate(scope: Locator, label: string, text: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}
