import { expect, type Page } from '@playwright/test';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The e-commerce screens as an admin sees them. */
export class EcommercePages {
  constructor(private readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto('/ecommerce/ecommerce-products');
    await expect(this.page.getByRole('heading', { name: 'Productos' })).toBeVisible();
  }

  /** Picks an option of an antd Select found by its label. */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).click();
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  }

  async addModel(family: string, model: string): Promise<void> {
    await this.choose('Familia', family);
    await this.choose('Modelo', model);
  }

  async upload(group: 'Agregar imágenes del producto' | 'Agregar imágenes', files: UploadFile[]): Promise<void> {
    await this.page.getByLabel(group, { exact: true }).setInputFiles(files);
  }

  async search(text: string): Promise<void> {
    const box = this.page.locator('input[aria-label="Buscar"]');
    await box.fill(text);
    await box.press('Enter');
  }
}
