import { expect, signIn, test } from './fixtures';

test('smoke', async ({ desktop }) => {
  const page = await desktop.mainPage();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await signIn(page, 'coordinator@demo.mx');
});
