import { expect, type Locator, type Page } from '@playwright/test';

/** The lead's 'WhatsApp' tab (retail or fleet): the thread, its bubbles and ticks, and the composer. */
export class WhatsAppPanel {
  readonly panel: Locator;
  constructor(readonly page: Page) {
    this.panel = page.getByTestId('wa-panel');
  }

  async gotoLead(id: number): Promise<void> {
    await this.page.goto(`/sells/leads/${id}?tab=whatsapp`);
    await expect(this.panel).toBeVisible();
  }

  thread(): Locator {
    return this.panel.getByTestId('wa-thread');
  }

  /** A bubble by its text, in or out. */
  bubble(text: string | RegExp, direction?: 'in' | 'out'): Locator {
    const all = this.panel.getByTestId('wa-message');
    return (direction ? all.and(this.page.locator(`[data-direction="${direction}"]`)) : all).filter({ hasText: text });
  }

  /** The tick of one of our bubbles: its label is what a screen reader says ('Entregado', 'Leído'…). */
  status(bubble: Locator): Locator {
    return bubble.getByTestId('wa-status');
  }

  composer(): Locator {
    return this.panel.getByRole('textbox', { name: 'Mensaje de WhatsApp' });
  }

  async send(text: string): Promise<void> {
    await this.composer().fill(text);
    await this.composer().press('Enter');
  }

  templates(): Locator {
    return this.panel.getByTestId('wa-templates');
  }
}

/** 'Conversaciones': the WhatsApp inbox. */
export class ConversationsPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/conversaciones');
    await expect(this.page.getByRole('heading', { name: 'Conversaciones' })).toBeVisible();
  }

  row(text: string): Locator {
    return this.page.locator('.ant-table-row').filter({ hasText: text });
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByPlaceholder('Buscar por cliente o teléfono');
    await box.fill(text);
    await box.press('Enter');
  }

  tab(label: 'Sin responder' | 'Todas' | 'Mías'): Locator {
    return this.page.getByRole('tab', { name: label });
  }
}
