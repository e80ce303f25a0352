import { expect, type Locator, type Page } from '@playwright/test';
import { pick } from './selects';

export { pick };


/** The toast (antd notification) with this title. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: title }).first();
}

/** /fleets/companies and its wizard. */
export class FleetCompaniesPage {
  constructor(readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/fleets/companies${query}`);
  }

  rows(): Locator {
    return this.page.locator('.ant-table-tbody tr.ant-table-row');
  }

  wizard(): Locator {
    return this.page.getByRole('dialog', { name: /Crear empresa|Editar empresa/ });
  }

  /** Fills step 1 with the first option of every catalog. */
  async fillStep1(name: string, address = 'Av. Insurgentes Sur 1602, Crédito Constructor, Benito Juárez, CDMX'): Promise<void> {
    const w = this.wizard();
    await w.getByLabel('Nombre de la empresa').fill(name);
    for (const label of ['Tipo de organización', 'Tamaño', 'Necesidad de movilidad', 'Capacidad económica', 'Ubicación de la flotilla']) {
      await pick(this.page, w, label);
    }
    // Giro is searchable (privileged users may also type a free sector): pick a seeded sector by name.
    await pick(this.page, w, 'Giro', 'Agroindustria');
    await w.getByLabel('Dirección').fill(address);
  }

  async fillContact(type: 'COMPANY' | 'OPERATOR', name: string, phone: string, email: string): Promise<void> {
    const block = this.wizard().getByTestId(`company-contact-${type}`);
    await block.getByLabel('Nombre').fill(name);
    await block.getByLabel('Teléfono').fill(phone);
    await block.getByLabel('Correo electrónico').fill(email);
  }
}

/** /fleets/leads-flotilla. */
export class FleetLeadsPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/fleets/leads-flotilla');
    await expect(this.rows().first()).toBeVisible();
  }

  rows(): Locator {
    return this.page.locator('.ant-table-tbody tr.ant-table-row');
  }

  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${label}`) });
  }

  async count(key: string): Promise<number> {
    return Number((await this.page.getByTestId(`tab-count-${key}`).innerText()).replace(/\D/g, '') || '0');
  }

  total(): Locator {
    return this.page.getByTestId('list-total');
  }

  async totalValue(): Promise<number> {
    const m = /· (\d+) registro\(s\)/.exec(await this.total().innerText());
    return Number(m?.[1] ?? NaN);
  }

  wizard(): Locator {
    return this.page.getByRole('dialog', { name: 'Crear lead' });
  }

  async openFilters(): Promise<Locator> {
    await this.page.getByRole('button', { name: /Filtros/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByPlaceholder('Buscar por nombre, correo o empresa');
    await box.fill(text);
    await box.press('Enter');
  }

  columnHeader(title: string): Locator {
    return this.page.locator('.ant-table-thead th').filter({ hasText: title });
  }
}

/** /fleets/leads-flotilla/{id}. */
export class FleetLeadDetailPage {
  constructor(readonly page: Page) {}

  card(): Locator {
    return this.page.getByTestId('fleet-lead-card');
  }

  phase(): Locator {
    return this.card().getByTestId('fleet-phase');
  }

  tab(name: 'Tareas' | 'Agenda' | 'Historial' | 'Datos'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  general(): Locator {
    return this.page.getByTestId('fleet-general-block');
  }

  button(name: string | RegExp): Locator {
    return this.general().getByRole('button', { name });
  }

  history(): Locator {
    return this.page.getByTestId('fleet-history');
  }
}

/** A small real PDF the API's content check accepts. */
export const PDF_FILE = {
  name: 'evidencia.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

/** The stage block of the fleet lead detail (issue 12). */
export class FleetStagePage {
  constructor(readonly page: Page) {}

  block(): Locator {
    return this.page.getByTestId('fleet-stage-block');
  }

  section(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Chooses files in a FileQueue (its hidden input). */
  async chooseFiles(scope: Locator, files: { name: string; mimeType: string; buffer: Buffer }[] = [PDF_FILE]): Promise<void> {
    await scope.locator('input[type=file]').setInputFiles(files);
  }
}
