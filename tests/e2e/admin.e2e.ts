import { expect, test } from '@playwright/test';

test('the admin console greets the signed-in administrator', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Aisyah Rahman.')).toBeVisible();
  await expect(page).toHaveTitle('Telco Console · Admin');
});
