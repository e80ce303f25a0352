import { expect, type Locator, type Page } from '@playwright/test';

/** Picks the first option (or the one matching `option`) of the antd Select labelled `label` inside `scope`. */
export async function pick(page: Page, scope: Locator, label: string, option?: string | RegExp): Promise<string> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  // Long lists are virtual: type into a searchable select to bring the wanted option into view.
  if (typeof option === 'string' && (await input.getAttribute('readonly')) === null) await input.fill(option);
  // The dropdown of this select (its listbox id is the input's aria-controls), not one still closing.
  const listId = await input.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  const options = dropdown.locator('.ant-select-item-option');
  const target = option === undefined ? options.first() : options.filter({ hasText: option }).first();
  const text = (await target.innerText()).trim();
  // A click during the dropdown's opening or closing animation can miss: reopen and click until the select shows the choice.
  const select = input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    if (!(await dropdown.isVisible())) await input.click({ timeout: 2_000 });
    await target.click({ timeout: 2_000 });
    await expect(dropdown).toBeHidden({ timeout: 1_500 });
    await expect(select).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return text;
}

/** The same pick, for callers that do not need the chosen text. */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await pick(page, scope, label, option);
}

/**
 * Picks `option` in the antd select `select` (a locator of its `.ant-select`), for selects without a
 * label of their own; retried like `pick`, since a click during the dropdown's animation can miss.
 */
export async function pickIn(page: Page, select: Locator, option: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await dropdown.count()) === 0) await select.click({ timeout: 2_000 });
    await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 });
    await expect(dropdown).toHaveCount(0, { timeout: 1_500 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Searches the appointment modal's 'Cliente' for `text` and picks the first client found. The options
 * are picked once the search's answer is in: a click while the list re-renders with it can land on
 * nothing, and the select stays empty.
 */
export async function pickClient(page: Page, modal: Locator, text: string): Promise<string> {
  const searched = page.waitForResponse((r) => r.url().includes('/agenda/leads') && new URL(r.url()).searchParams.get('search') === text);
  await modal.getByLabel('Cliente').fill(text);
  await searched;
  return pick(page, modal, 'Cliente');
}
