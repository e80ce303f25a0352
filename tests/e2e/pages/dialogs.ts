import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an antd dialog has finished its opening zoom. A click while it still grows can land
 * off its target on a loaded machine (CI saw a 'Cerrar' and a 'Registrar' lost that way).
 */
export async function settled(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(enter|appear)/);
  return dialog;
}
